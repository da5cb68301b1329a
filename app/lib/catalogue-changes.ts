// The in-process half of "the tools catalogue changed": every cache that holds catalogue data
// (searches, roles, the active catalogue, matched occupations' activities, cached pages) registers
// here with onCatalogueChange, the one way to listen. Writers do not call publishCatalogueChange
// themselves: they call catalogueChanged() (app/services/catalogue/catalogue-changes.server.ts), which
// publishes here and tells the other processes through PostgreSQL.

type Listener = () => void;
const registered = new Set<Listener>();
const listeners = () => registered;

/** Returns the function that removes the listener. */
export function onCatalogueChange(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

/** Calls this process's listeners (catalogueChanged and the NOTIFY listener do; nothing else should). */
export function publishCatalogueChange(): void {
  for (const listener of listeners()) listener();
}

/** The PostgreSQL channel on which a process that changed the catalogue tells the others. */
export const CATALOGUE_CHANNEL = "upskill_catalogue_changed";
