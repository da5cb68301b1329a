// Whether a database has every migration this build ships. drizzle records each migration it
// applied in drizzle.__drizzle_migrations with the journal entry's `when` as created_at, so the
// journal's entries missing from that table are the migrations still to apply: a deploy whose
// release step (`academy db migrate`) did not run, or a newer build against an older database.

export interface JournalEntry {
  tag: string;
  when: number;
}

/** The journal's entries (db/migrations/meta/_journal.json) as [tag, when]; anything malformed throws. */
export function journalEntries(journal: unknown): JournalEntry[] {
  const entries = (journal as { entries?: unknown })?.entries;
  if (!Array.isArray(entries)) throw new Error("The migrations journal has no entries list");
  return entries.map((entry: { tag?: unknown; when?: unknown }) => {
    if (typeof entry?.tag !== "string" || typeof entry.when !== "number") throw new Error("A migrations journal entry lacks its tag or time");
    return { tag: entry.tag, when: entry.when };
  });
}

/** Tags of the journal's migrations not among the applied ones (created_at values, as numbers or bigint strings). */
export function missingMigrations(journal: readonly JournalEntry[], appliedCreatedAt: readonly (number | string | bigint)[]): string[] {
  const applied = new Set(appliedCreatedAt.map((value) => Number(value)));
  return journal.filter((entry) => !applied.has(entry.when)).map((entry) => entry.tag);
}
