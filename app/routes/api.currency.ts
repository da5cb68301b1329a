import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { COUNTRY_HEADERS, lookupCurrency } from "~/lib/currency";

/** GET /api/currency (accounts-admin-sales.md §7, §8): { currency, country } for this request. */
export function loader({ request }: LoaderFunctionArgs) {
  const country = COUNTRY_HEADERS.map((h) => request.headers.get(h)).find(Boolean) ?? null;
  const answer = lookupCurrency({ country, acceptLanguage: request.headers.get("Accept-Language") });
  return json(answer, { headers: { "Cache-Control": "private, no-store", Vary: "Accept-Language" } });
}
