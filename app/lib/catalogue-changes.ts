// One signal for "the tools catalogue changed", shared by the Remix server bundle and the server
// around it (two copies of the app's modules live in one process, so the listeners are kept on
// globalThis, as db/client.ts keeps the pool). Listeners clear caches that hold catalogue data.

type Listener = () => void;
const globalKey = Symbol.for("upskill-academy.catalogue-changes");
type GlobalWithListeners = typeof globalThis & { [globalKey]?: Set<Listener> };

function listeners(): Set<Listener> {
  const g = globalThis as GlobalWithListeners;
  return (g[globalKey] ??= new Set());
}

/** Returns the function that removes the listener. */
export function onCatalogueChange(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

export function publishCatalogueChange(): void {
  for (const listener of listeners()) listener();
}

/** The PostgreSQL channel on which a process that changed the catalogue tells the others (CLI import, seed). */
export const CATALOGUE_CHANNEL = "upskill_catalogue_changed";
