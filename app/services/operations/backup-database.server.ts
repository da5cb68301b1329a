// The database side of a backup or a restore: one session with fixed output settings, and the
// schema (the last migration applied) a database is at or a backup was read from.
import fs from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { backupFileName, type AnyBackupHeader } from "~/lib/backup-format";
import { migrationsFolder } from "../../../db/migrate";
import { BackupError } from "./backup-file.server";

/**
 * One session with fixed output settings, so the same rows always print the same text, and no
 * statement or idle timeout: a backup or a restore is long by nature, unlike a request.
 */
export function connect(url: string) {
  return postgres(url, {
    max: 1,
    onnotice: () => {},
    connection: { TimeZone: "UTC", DateStyle: "ISO, MDY", extra_float_digits: 1, statement_timeout: 0, idle_in_transaction_session_timeout: 0 },
  });
}

function journalEntries(): { tag: string; when: number }[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string; when: number }[] };
  return journal.entries;
}

export function journalTags(): string[] {
  return journalEntries().map((e) => e.tag);
}

/**
 * The last migration applied to the database being backed up (drizzle records each by its
 * journal time): a restore puts the rows back into that schema, then migrates forward.
 */
export async function appliedSchemaTag(sql: postgres.TransactionSql): Promise<string> {
  const [row] = await sql<{ at: string | null }[]>`SELECT max(created_at)::text AS at FROM drizzle.__drizzle_migrations`;
  const entry = journalEntries().find((e) => String(e.when) === row?.at);
  if (!entry) throw new BackupError("This database was migrated by a version of the product this one does not know: back it up with that version.");
  return entry.tag;
}

/** Refuse a backup this code cannot restore: a newer schema. */
export function checkRestorable(header: AnyBackupHeader): void {
  if (!journalTags().includes(header.schema)) {
    throw new BackupError(`${backupFileName(header.id)} comes from a newer version of the product (schema ${header.schema}); upgrade before restoring it.`);
  }
}
