// The Cache-Control of a rendered page (issue 24, item 9). Remix sends a loader's headers with its
// own `_data` answer, but a page (the document) gets only what a route's `headers` export returns:
// a loader's "no-store" never reached the page itself. app/entry.server.tsx passes every matched
// route's loader and action Cache-Control through here, so a page is at least as private as the
// most private of its data, and no route needs a `headers` export to be safe.

const NO_STORE = /(^|[\s,])no-store([\s,]|$)/i;
const PRIVATE = /(^|[\s,])private([\s,=]|$)/i;

/**
 * The page's Cache-Control given its own (from the routes' `headers` exports) and its routes'
 * loader and action values: "no-store" when any says no-store, "private" when any says private,
 * else the page's own unchanged (public pages stay cacheable).
 */
export function documentCacheControl(page: string | null, fromRoutes: readonly (string | null | undefined)[]): string | null {
  const values = fromRoutes.filter((value): value is string => Boolean(value));
  const noStore = values.find((value) => NO_STORE.test(value));
  if (noStore) return page && NO_STORE.test(page) ? page : noStore;
  const personal = values.find((value) => PRIVATE.test(value));
  if (personal && !(page && (PRIVATE.test(page) || NO_STORE.test(page)))) return personal;
  return page;
}
