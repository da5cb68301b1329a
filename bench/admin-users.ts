// The admin CRM tab over 10,000 users: the list with search, sort and paging, as its loader runs
// it (listUsers), and the all-users CSV export streamed from a cursor to the end.
import { getSql } from "../db/client";
import { readTableQuery, userQuerySchema } from "../app/lib/admin-query";
import { listUsers } from "../app/services/admin/admin-users.server";
import { csvStream, cursorRows } from "../app/services/admin/admin-csv.server";
import { percentile } from "./util";

export const TARGET_USERS = 10_000;

/** The CRM views an admin opens: first page, searches, other sorts, deep pages. */
export const USER_QUERY_MIX = ["", "q=ada", "q=example.com&page=3", "q=nurse", "sort=name", "sort=email&page=200", "sort=oldest&page=400", "q=zzz-nobody"];

/** Adds synthetic accounts (no passwords) until TARGET_USERS exist; returns how many were added. */
export async function fillUsers(): Promise<number> {
  const sql = getSql();
  const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM users`;
  const missing = Math.max(0, TARGET_USERS - row!.n);
  if (missing > 0) {
    const titles = ["Nurse", "Accountant", "Marketing Manager", "Teacher", "Software Engineer", "Lawyer", "Recruiter", "Architect"];
    await sql`
      INSERT INTO users (username, email, job_title, company_name, created_at)
      SELECT 'Bench User ' || g, 'bench.user.' || g || '.' || ${Date.now().toString(36)} || '@example.com',
             (${titles}::text[])[1 + g % ${titles.length}], 'Company ' || (g % 300), now() - (g % 365) * interval '1 day'
        FROM generate_series(1, ${missing}) g`;
    await sql`ANALYZE users`;
  }
  return missing;
}

export async function measureUserList(rounds = 10): Promise<{ p50: number; p95: number; max: number; calls: number; slowest: string }> {
  const times: { ms: number; qs: string }[] = [];
  for (const qs of USER_QUERY_MIX) await listUsers(readTableQuery(userQuerySchema, new URLSearchParams(qs))); // warm-up
  for (let r = 0; r < rounds; r++) {
    for (const qs of USER_QUERY_MIX) {
      const start = performance.now();
      await listUsers(readTableQuery(userQuerySchema, new URLSearchParams(qs)));
      times.push({ ms: performance.now() - start, qs });
    }
  }
  const values = times.map((t) => t.ms);
  const slowest = times.reduce((a, b) => (b.ms > a.ms ? b : a));
  return { p50: percentile(values, 50), p95: percentile(values, 95), max: Math.max(...values), calls: values.length, slowest: slowest.qs || "(first page)" };
}

/** The all-users export read to the end: time and bytes (the audit entry is left out here). */
export async function measureUserExport(): Promise<{ ms: number; bytes: number; rows: number }> {
  const start = performance.now();
  type Row = { id: number; username: string; email: string; created_at: Date };
  const cursor = getSql()`SELECT id, username, email, role, job_title, company_name, journey_stage, created_at FROM users ORDER BY id`.cursor(
    500,
  ) as unknown as AsyncIterable<Row[]>;
  let rows = 0;
  const stream = csvStream(["id", "name", "email", "createdAt"], cursorRows(cursor), (r) => {
    rows++;
    return [r.id, r.username, r.email, new Date(r.created_at).toISOString()];
  });
  let bytes = 0;
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
  return { ms: performance.now() - start, bytes, rows };
}
