import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { MAX_API_PAGE_SIZE, parseToolsQuery } from "~/lib/tools-query";
import { searchToolsCached } from "~/services/catalogue/tools.server";

/**
 * GET /api/ai-tools: the list of tools (visitor-side.md §7), with the same optional filters as
 * /tools (q, category, role, sort) and paging (page, pageSize up to 500, default 100). The
 * totals travel in headers so the body stays the plain list the spec describes.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = parseToolsQuery(new URL(request.url).searchParams, { defaultPageSize: 100, maxPageSize: MAX_API_PAGE_SIZE });
  const result = await searchToolsCached(query);
  return json(result.tools, {
    headers: {
      "Cache-Control": "no-store",
      "X-Total-Count": String(result.matched),
      "X-Catalogue-Count": String(result.total),
      "X-Page": String(result.page),
      "X-Page-Count": String(result.pageCount),
    },
  });
}
