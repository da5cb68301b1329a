// The backup file of DESIGN.md §3, as plain rules: what a file is called, what its header and
// manifest hold, and which old backups are pruned. The service that writes and restores them is
// app/services/backups.server.ts.
//
// A backup is one gzip file of text lines:
//   UPSKILL-ACADEMY-BACKUP 1
//   {header JSON}
//   @table <name> <columns JSON>      then the table's rows as JSON (row_to_json), one per
//   \.                                line, in primary-key order, ended by a lone "\."
//   ... (every table)
//   @manifest {manifest JSON}         per-table row counts and SHA-256 checksums of those lines
import { z } from "zod";

export const BACKUP_MAGIC = "UPSKILL-ACADEMY-BACKUP 1";
export const BACKUP_KINDS = ["full", "incremental"] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

export const backupHeaderSchema = z.object({
  id: z.string().regex(/^\d{8}T\d{9}Z-(full|incremental)$/),
  kind: z.enum(BACKUP_KINDS),
  /** When the snapshot was taken (ISO). */
  snapshotAt: z.string(),
  /** Incremental: rows changed since this instant (the previous backup's snapshot). */
  since: z.string().nullable(),
  /** Incremental: the full backup it builds on. */
  baseId: z.string().nullable(),
  /** The last migration applied to the database that was backed up. */
  schema: z.string(),
});
export type BackupHeader = z.infer<typeof backupHeaderSchema>;

export const tableManifestSchema = z.object({
  name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
  columns: z.array(z.string().regex(/^[a-z_][a-z0-9_]*$/)),
  rows: z.number().int().min(0),
  checksum: z.string().regex(/^[0-9a-f]{64}$/),
});
export const backupManifestSchema = z.object({ tables: z.array(tableManifestSchema) });
export type TableManifest = z.infer<typeof tableManifestSchema>;
export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** "20261124T153000123Z-full": sortable by time, and says what it is. */
export function backupId(at: Date, kind: BackupKind): string {
  // Digits, T and Z only: "2026-11-24T15:30:00.123Z" reads "20261124T153000123Z".
  return `${at.toISOString().replace(/[^0-9TZ]/g, "")}-${kind}`;
}

export function backupFileName(id: string): string {
  return `${id}.backup.gz`;
}

export function backupIdFromFileName(name: string): string | null {
  const match = /^(\d{8}T\d{9}Z-(full|incremental))\.backup\.gz$/.exec(name);
  return match ? match[1]! : null;
}

export function backupKindOf(id: string): BackupKind {
  return id.endsWith("-full") ? "full" : "incremental";
}

/** How many full backups are kept, each with the incrementals made after it (documented in README). */
export const KEEP_FULL_BACKUPS = 7;

/**
 * The prune rule: keep the newest KEEP_FULL_BACKUPS full backups and every incremental made after
 * the oldest of them; everything older goes. Ids sort by time.
 */
export function backupsToPrune(ids: readonly string[], keepFull = KEEP_FULL_BACKUPS): string[] {
  const sorted = [...ids].sort();
  const fulls = sorted.filter((id) => backupKindOf(id) === "full");
  if (fulls.length <= keepFull) return [];
  const oldestKept = fulls[fulls.length - keepFull]!;
  return sorted.filter((id) => id < oldestKept);
}

/** The backups to apply, in order, to restore `target`: its full backup, then the incrementals up to it. */
export function restoreChain(ids: readonly string[], target: string): string[] {
  const sorted = [...ids].sort();
  if (!sorted.includes(target)) return [];
  const base = [...sorted].reverse().find((id) => id <= target && backupKindOf(id) === "full");
  if (!base) return [];
  const after = sorted.filter((id) => id > base && backupKindOf(id) === "incremental");
  // A full backup restores with every incremental made after it; an incremental, up to itself.
  return [base, ...after.filter((id) => (backupKindOf(target) === "full" ? true : id <= target)).filter((id) => id < (nextFullAfter(sorted, base) ?? "~"))];
}

function nextFullAfter(sorted: readonly string[], base: string): string | undefined {
  return sorted.find((id) => id > base && backupKindOf(id) === "full");
}
