// Backups (issue 15): a full backup and its verify (restore into a scratch database, compare with
// the manifest), with the file's size, on the database as the bench finds it, and again after
// adding synthetic toolkits until there are TARGET_TOOLKITS (the users come from the CRM bench).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getSql } from "../db/client";
import { createBackup } from "../app/services/operations/backups.server";
import { verifyBackup } from "../app/services/operations/backup-verify.server";

export const TARGET_TOOLKITS = 50_000;

export interface BackupFigures {
  users: number;
  toolkits: number;
  backupMs: number;
  verifyMs: number;
  bytes: number;
  ok: boolean;
}

/** Synthetic toolkits (an analysis with one aspect and three tools each), added in one statement per table. */
export async function fillToolkits(): Promise<number> {
  const sql = getSql();
  const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM analyses`;
  const missing = Math.max(0, TARGET_TOOLKITS - row!.n);
  if (missing === 0) return 0;
  const stamp = Date.now().toString(36);
  await sql.begin(async (tx) => {
    await tx`
      INSERT INTO analyses (share_token, job_title, job_category, industry, work_areas, average_productivity_gain, total_savings_per_year, categories, engine)
      SELECT 'bench-' || ${stamp} || '-' || g, 'Bench Role ' || (g % 500), 'general', 'Other', ARRAY['Documentation', 'Planning'], 2.1, 12000, ARRAY['Writing'], 'builtin'
        FROM generate_series(1, ${missing}) g`;
    await tx`
      INSERT INTO analysis_aspects (analysis_id, position, name, description)
      SELECT id, 0, 'Documentation', 'AI tools for documentation.' FROM analyses WHERE share_token LIKE ${`bench-${stamp}-%`}`;
    await tx`
      INSERT INTO analysis_recommendations (analysis_id, aspect_id, tool_id, position, tool_name, category, description, use_case, tool_type, productivity_gain, savings_per_year, hours_saved_per_week, implementation_time, complexity_level, web_link, relevance_score)
      SELECT a.id, asp.id, t.id, p, t.name, t.category, t.description, t.primary_use_case, t.tool_type, 2.1, 4000, 0.8, '1-2 hours', 'beginner', t.web_link, 3.5
        FROM analyses a JOIN analysis_aspects asp ON asp.analysis_id = a.id
        CROSS JOIN generate_series(0, 2) p
        JOIN LATERAL (SELECT * FROM tools ORDER BY id OFFSET p LIMIT 1) t ON true
       WHERE a.share_token LIKE ${`bench-${stamp}-%`}`;
  });
  await sql`ANALYZE analyses`;
  return missing;
}

export async function measureBackup(url: string): Promise<BackupFigures> {
  const sql = getSql();
  const [counts] = await sql<
    { users: number; toolkits: number }[]
  >`SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM analyses) AS toolkits`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "upskill-bench-backup-"));
  try {
    const started = performance.now();
    const backup = await createBackup("full", { url, dir });
    const backupMs = performance.now() - started;
    const verifyStarted = performance.now();
    const verified = await verifyBackup(backup.file, url);
    return { users: counts!.users, toolkits: counts!.toolkits, backupMs, verifyMs: performance.now() - verifyStarted, bytes: backup.bytes, ok: verified.ok };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
