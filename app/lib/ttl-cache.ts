// A small in-process cache of promises by key, each kept for `ttlMs` and at most `max` of them (the
// oldest goes first). Reference data that changes only when an operator seeds or edits it
// (occupations, the catalogue) is read per request under load; keeping the answer a minute or so
// saves the database and the event loop that work (issue 25). A rejected promise is not kept.

export interface TtlCache<K, V> {
  get(key: K, load: () => Promise<V>): Promise<V>;
  clear(): void;
  readonly size: number;
}

export function createTtlCache<K, V>(options: { max: number; ttlMs: number; now?: () => number }): TtlCache<K, V> {
  const now = options.now ?? Date.now;
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return {
    get size() {
      return entries.size;
    },
    get(key, load) {
      const hit = entries.get(key);
      if (hit && now() - hit.at < options.ttlMs) return hit.value;
      entries.delete(key);
      if (entries.size >= options.max) entries.delete(entries.keys().next().value as K);
      const value = load();
      const entry = { at: now(), value };
      entries.set(key, entry);
      // Only this entry: a newer load for the same key may have replaced it meanwhile.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
