// The backup file of DESIGN.md §3, as plain rules: what a file is called, what its header and
// manifest hold, which backups a restore applies, and which old backups are pruned. The service
// that writes and restores them is app/services/operations/backups.server.ts; why it works this way is in
// docs/decisions/0017-backup-consistent-cut.md.
//
// A backup is one gzip file of text lines:
//   UPSKILL-ACADEMY-BACKUP 2
//   {header JSON}
//   @table <name> <columns JSON>      then the table's rows as JSON (row_to_json), one per
//   \.                                line, in primary-key order, ended by a lone "\."
//   @deleted <name> <key columns JSON> (incremental only) the primary keys of rows that changed
//   \.                                since the previous backup and no longer exist, one per line
//   @jobs                             the queued jobs (Graphile Worker) at the snapshot, one JSON
//   \.                                object per line
//   @manifest {manifest JSON}         row counts and SHA-256 checksums of every section's lines
//
// Format 1 (before issue 25) had no @deleted or @jobs sections, chained incrementals by time
// and picked rows by timestamps; its backups still restore (see restoreChainV1).
import { z } from "zod";

export const BACKUP_MAGIC = "UPSKILL-ACADEMY-BACKUP 2";
export const BACKUP_MAGIC_V1 = "UPSKILL-ACADEMY-BACKUP 1";
export const BACKUP_KINDS = ["full", "incremental"] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

const idSchema = z.string().regex(/^\d{8}T\d{9}Z-(full|incremental)$/);

/** Format 1: an incremental held the rows whose timestamps were after `since`. */
export const backupHeaderV1Schema = z.object({
  id: idSchema,
  kind: z.enum(BACKUP_KINDS),
  snapshotAt: z.string(),
  since: z.string().nullable(),
  baseId: z.string().nullable(),
  schema: z.string(),
});

/** PostgreSQL's pg_snapshot text: xmin:xmax:xip,xip,... */
export const SNAPSHOT_PATTERN = /^\d+:\d+:(\d+(,\d+)*)?$/;

export const backupHeaderSchema = z.object({
  format: z.literal(2),
  id: idSchema,
  kind: z.enum(BACKUP_KINDS),
  /** When the snapshot was taken (ISO), for people; the cut itself is `snapshot`. */
  snapshotAt: z.string(),
  /** The transaction snapshot every section was read in (pg_current_snapshot()). */
  snapshot: z.string().regex(SNAPSHOT_PATTERN),
  /** Incremental: the backup it continues, whose snapshot its changes are counted from. */
  previousId: idSchema.nullable(),
  previousSnapshot: z.string().regex(SNAPSHOT_PATTERN).nullable(),
  /** Incremental: the full backup at the start of its chain. */
  baseId: idSchema.nullable(),
  /** The last migration applied to the database that was backed up. */
  schema: z.string(),
});
export type BackupHeader = z.infer<typeof backupHeaderSchema>;
export type BackupHeaderV1 = z.infer<typeof backupHeaderV1Schema>;
export type AnyBackupHeader = BackupHeader | BackupHeaderV1;

export const isV2 = (header: AnyBackupHeader): header is BackupHeader => "format" in header && header.format === 2;

const sectionSchema = z.object({
  rows: z.number().int().min(0),
  checksum: z.string().regex(/^[0-9a-f]{64}$/),
});
export const tableManifestSchema = sectionSchema.extend({
  name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
  columns: z.array(z.string().regex(/^[a-z_][a-z0-9_]*$/)),
  /** Incremental: the tombstones, rows that changed and no longer exist (absent in a full backup). */
  deleted: sectionSchema.extend({ columns: z.array(z.string().regex(/^[a-z_][a-z0-9_]*$/)) }).optional(),
});
export const backupManifestSchema = z.object({
  tables: z.array(tableManifestSchema),
  /** Format 2: the queued jobs at the snapshot. */
  jobs: sectionSchema.optional(),
});
export type TableManifest = z.infer<typeof tableManifestSchema>;
export type BackupManifest = z.infer<typeof backupManifestSchema>;
export type SectionManifest = z.infer<typeof sectionSchema>;

/** A queued job as a backup keeps it: enough to queue it again with graphile_worker.add_job. */
export const backupJobSchema = z.object({
  task: z.string().min(1),
  payload: z.unknown(),
  queue: z.string().nullable(),
  runAt: z.string(),
  maxAttempts: z.number().int().min(1),
  key: z.string().nullable(),
  priority: z.number().int(),
  flags: z.array(z.string()),
});
export type BackupJob = z.infer<typeof backupJobSchema>;

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

/**
 * Format 1's chain: the full backup at or before `target`, then the incrementals after it (up to
 * `target` when it is one), until the next full backup. Ids sort by time.
 */
export function restoreChainV1(ids: readonly string[], target: string): string[] {
  const sorted = [...ids].sort();
  if (!sorted.includes(target)) return [];
  const base = [...sorted].reverse().find((id) => id <= target && backupKindOf(id) === "full");
  if (!base) return [];
  const nextFull = sorted.find((id) => id > base && backupKindOf(id) === "full") ?? "~";
  const upTo = backupKindOf(target) === "full" ? nextFull : target;
  return [base, ...sorted.filter((id) => id > base && id < nextFull && id <= upTo && backupKindOf(id) === "incremental")];
}

export interface ChainLink {
  id: string;
  previousId: string | null;
}

export type ChainResult = { ok: true; chain: string[] } | { ok: false; missing: string; after: string };

/**
 * Format 2's chain to restore `target`: follow each incremental's previousId back to its full
 * backup. Every link must be there: a missing one is named rather than skipped, because the
 * rows it held would be missing too.
 */
export function chainEndingAt(links: ReadonlyMap<string, ChainLink>, target: string): ChainResult {
  const chain: string[] = [];
  let at: string | null = target;
  let after = target;
  while (at) {
    const link = links.get(at);
    if (!link) return { ok: false, missing: at, after };
    if (chain.includes(at)) return { ok: false, missing: at, after };
    chain.unshift(at);
    if (backupKindOf(at) === "full") return { ok: true, chain };
    after = at;
    at = link.previousId;
  }
  return { ok: false, missing: "(a full backup)", after };
}

/**
 * Restoring a full backup restores it with the newest incremental built on it: of the
 * incrementals whose chain reaches `full` unbroken, the newest one's chain.
 */
export function newestChainFrom(links: ReadonlyMap<string, ChainLink>, full: string): string[] {
  const candidates = [...links.keys()]
    .filter((id) => id > full && backupKindOf(id) === "incremental")
    .sort()
    .reverse();
  for (const id of candidates) {
    const result = chainEndingAt(links, id);
    if (result.ok && result.chain[0] === full) return result.chain;
  }
  return [full];
}
