// Counts that a module keeps in memory and /metrics reports (the document readers running and
// waiting): the module publishes a reader here, and /metrics reads it without importing the module
// (server/metrics.ts then loads none of the document reader's code).

type Read = () => Record<string, number>;
const all = new Map<string, Set<Read>>();

function sources(name: string): Set<Read> {
  let set = all.get(name);
  if (!set) all.set(name, (set = new Set()));
  return set;
}

/** Publish one copy's counts under `name`. */
export function publishGauge(name: string, read: Read): void {
  sources(name).add(read);
}

/** The counts under `name`, summed over every copy that published them. */
export function readGauge(name: string): Record<string, number> {
  const total: Record<string, number> = {};
  for (const read of sources(name)) for (const [key, value] of Object.entries(read())) total[key] = (total[key] ?? 0) + value;
  return total;
}
