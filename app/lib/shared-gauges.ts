// Counts that a module keeps in memory and /metrics reports (the document readers running and
// waiting). The Remix server bundle and the server around it each hold a copy of such a module
// (two module graphs in one process), so each copy publishes a reader here, on globalThis, and the
// process's figure is the sum over the copies.

type Read = () => Record<string, number>;
const globalKey = Symbol.for("upskill-academy.shared-gauges");
type GlobalWithGauges = typeof globalThis & { [globalKey]?: Map<string, Set<Read>> };

function sources(name: string): Set<Read> {
  const g = globalThis as GlobalWithGauges;
  const all = (g[globalKey] ??= new Map());
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
