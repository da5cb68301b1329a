// The Bitstring Status List (W3C VC Bitstring Status List v1.0) positions of credentials. The
// spec's minimum list is 16 KB uncompressed, 131,072 entries, so that one revoked bit does not
// single out a holder (§6.1 "Group privacy"); it asks issuers to assign indexes at random
// (§6.3), so an index says nothing about when a credential was issued or to whom.

export const STATUS_LIST_LENGTH = 131_072;
/** A list takes new entries up to this fill, then the next list starts: random picks stay quick. */
export const STATUS_LIST_FILL = STATUS_LIST_LENGTH / 2;

/** A random index not in `used`; `random` in [0, 1). Null when the list is full. */
export function pickStatusIndex(used: ReadonlySet<number>, random: () => number = Math.random): number | null {
  if (used.size >= STATUS_LIST_LENGTH) return null;
  // Random probes while the list is sparse (the only case in use: STATUS_LIST_FILL), then a scan.
  for (let probe = 0; probe < 64; probe++) {
    const index = Math.floor(random() * STATUS_LIST_LENGTH);
    if (!used.has(index)) return index;
  }
  const start = Math.floor(random() * STATUS_LIST_LENGTH);
  for (let step = 0; step < STATUS_LIST_LENGTH; step++) {
    const index = (start + step) % STATUS_LIST_LENGTH;
    if (!used.has(index)) return index;
  }
  return null;
}

/** The list new credentials go to: the first one under STATUS_LIST_FILL entries (lists count from 1). */
export function openStatusList(counts: ReadonlyMap<number, number>): number {
  for (let list = 1; ; list++) if ((counts.get(list) ?? 0) < STATUS_LIST_FILL) return list;
}
