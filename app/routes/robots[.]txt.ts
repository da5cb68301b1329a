// /robots.txt: everything public may be crawled; accounts, admin and personal pages say noindex
// themselves. Points to the sitemap, with APP_URL's address.
import { config } from "~/config.server";

export function loader() {
  const body = ["User-agent: *", "Disallow: /admin", "Disallow: /api/", "", `Sitemap: ${config.appUrl}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
