// "The tools catalogue changed", the one event: a writer calls catalogueChanged(db) after its
// write, and every process's caches registered with onCatalogueChange (app/lib/catalogue-changes.ts)
// are cleared; a process that serves pages calls listenForCatalogueChanges() once to hear the others.
import { sql } from "drizzle-orm";
import { getSql, type Executor } from "../../../db/client";
import { log } from "~/adapters/log.server";
import { CATALOGUE_CHANNEL, publishCatalogueChange } from "~/lib/catalogue-changes";

/**
 * Call after writing tools or the occupation data, inside the write's transaction or after it.
 * This process's caches are cleared at once; the other processes hear it through PostgreSQL's
 * NOTIFY, which inside a transaction is sent only at its commit (and not at all on a rollback), so
 * nobody re-reads the old rows. A process that listens hears its own notification too, so a cache
 * refilled between this call and the commit is cleared again then.
 */
export async function catalogueChanged(db: Executor): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${CATALOGUE_CHANNEL}, '')`);
  publishCatalogueChange();
}

/** This process's LISTEN, on the pool it was made with. */
let listener: { sql: unknown; listening: Promise<unknown> } | undefined;

/**
 * Catalogue changes made by another process (another instance's admin, `academy tools import`,
 * `academy db seed`) reach this one's listeners. One LISTEN per process and pool; postgres.js
 * listens again after a reconnection, and its onlisten then clears too (a notification may have
 * been missed in between).
 */
export function listenForCatalogueChanges(): Promise<unknown> {
  const sql = getSql();
  if (listener?.sql !== sql) {
    const listening = sql
      .listen(
        CATALOGUE_CHANNEL,
        () => publishCatalogueChange(),
        () => publishCatalogueChange(),
      )
      .catch((error: unknown) => {
        listener = undefined;
        log.error({ err: error }, "Could not listen for catalogue changes (cached pages then expire by age)");
      });
    listener = { sql, listening };
  }
  return listener.listening;
}
