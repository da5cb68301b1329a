// Catalogue changes made by another process (`academy tools import`, `academy db seed`) reach the
// server through PostgreSQL's LISTEN/NOTIFY and clear its caches (search results, cached pages).
import { getSql } from "../db/client";
import { CATALOGUE_CHANNEL, publishCatalogueChange } from "../app/lib/catalogue-changes";

const globalKey = Symbol.for("upskill-academy.catalogue-listener");
type GlobalWithListener = typeof globalThis & { [globalKey]?: { sql: unknown; listening: Promise<unknown> } };

/**
 * One LISTEN per process and pool; postgres.js listens again after a reconnection, and onlisten
 * then clears too (a notification may have been missed in between).
 */
export function listenForCatalogueChanges(): Promise<unknown> {
  const g = globalThis as GlobalWithListener;
  const sql = getSql();
  if (g[globalKey]?.sql !== sql) {
    const listening = sql
      .listen(
        CATALOGUE_CHANNEL,
        () => publishCatalogueChange(),
        () => publishCatalogueChange(),
      )
      .catch((error: unknown) => {
        g[globalKey] = undefined;
        console.error("Could not listen for catalogue changes (cached pages then expire by age):", error);
      });
    g[globalKey] = { sql, listening };
  }
  return g[globalKey]!.listening;
}
