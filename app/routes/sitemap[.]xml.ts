// /sitemap.xml (issue 30 item 5): the public pages and every occupation page, with absolute
// addresses from APP_URL (never from the request's Host). robots.txt points here.
import { config } from "~/config.server";
import { sitemapXml } from "~/lib/occupation-pages";
import { occupationDirectory } from "~/services/toolkits/occupation-pages.server";

/** Pages anyone can open without an account, worth a search engine's visit. */
export const PUBLIC_PAGES = [
  "/",
  "/aitoolkit",
  "/tools",
  "/methodology",
  "/aiupskill",
  "/aiupskill/training",
  "/aiupskill/rubric",
  "/workshops",
  "/coach",
  "/toolkit-landing",
  "/ai-tools-for",
] as const;

export async function loader() {
  const { list } = await occupationDirectory();
  const body = sitemapXml(config.appUrl, [...PUBLIC_PAGES], list);
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
