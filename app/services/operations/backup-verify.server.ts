// Verifying a backup: restored into a scratch database on the same server and compared with its
// manifest, row counts and checksums; the scratch database is dropped afterwards.
import { randomBytes } from "node:crypto";
import { config } from "~/config.server";
import { BackupError, readBackup } from "./backup-file.server";
import { describeTables, exportRows } from "./backup-tables.server";
import { connect } from "./backup-database.server";
import { BackupCatalogue } from "./backup-catalogue.server";
import { restoreFromCatalogue } from "./backup-restore.server";

export interface VerifyResult {
  ok: boolean;
  problems: string[];
  tables: number;
}

/**
 * Restore into a scratch database on the same server and compare: every table of a full backup
 * must have the manifest's row count and checksum, and the queued jobs their count; an
 * incremental must read back whole and restore with its chain. The scratch database is dropped
 * afterwards.
 */
export async function verifyBackup(source: string, serverUrl = config.databaseUrl): Promise<VerifyResult> {
  if (!serverUrl) throw new BackupError("No database server: set DATABASE_URL or start the product.");
  const { catalogue, id } = await BackupCatalogue.open(source);
  try {
    const { header, manifest } = await readBackup(await catalogue.file(id));
    const scratch = `academy_verify_${randomBytes(5).toString("hex")}`;
    const admin = connect(serverUrl.replace(/\/[^/?]+(\?|$)/, "/postgres$1"));
    const scratchUrl = serverUrl.replace(/\/[^/?]+(\?|$)/, `/${scratch}$1`);
    await admin.unsafe(`CREATE DATABASE ${scratch}`);
    const problems: string[] = [];
    try {
      const restored = await restoreFromCatalogue(catalogue, id, scratchUrl, true);
      if (header.kind === "full") {
        const sql = connect(scratchUrl);
        try {
          const tables = new Map((await describeTables(sql)).map((t) => [t.name, t]));
          for (const expected of manifest.tables) {
            const info = tables.get(expected.name);
            if (!info) {
              problems.push(`table ${expected.name} is missing after the restore`);
              continue;
            }
            const got = await exportRows(sql, { ...info, columns: expected.columns }, null);
            if (got.rows !== expected.rows) problems.push(`${expected.name}: ${got.rows} rows restored, ${expected.rows} in the manifest`);
            else if (got.checksum !== expected.checksum) problems.push(`${expected.name}: the restored rows differ from the backup`);
          }
          if (manifest.jobs && restored.jobs !== manifest.jobs.rows)
            problems.push(`queued jobs: ${restored.jobs} restored, ${manifest.jobs.rows} in the manifest`);
        } finally {
          await sql.end({ timeout: 5 });
        }
      }
    } finally {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    }
    return { ok: problems.length === 0, problems, tables: manifest.tables.length };
  } finally {
    catalogue.dispose();
  }
}
