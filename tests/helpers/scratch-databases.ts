// Empty databases on the test cluster to restore backups into, dropped after the file's tests,
// and a fingerprint of a database's rows to compare a restore with its source.
import postgres from "postgres";
import { afterAll, inject } from "vitest";

/** The backup bookkeeping describes the source's backups, not its data: a restore starts it afresh. */
const NOT_DATA = ["backup_changes", "backup_cuts"];

export function useScratchDatabases(): { empty: () => Promise<string> } {
  const clusterUrl = inject("clusterUrl");
  const made: string[] = [];
  afterAll(async () => {
    const admin = postgres(`${clusterUrl}/postgres`, { max: 1, onnotice: () => {} });
    for (const name of made) await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  return {
    async empty() {
      const name = `restore_${Math.random().toString(16).slice(2, 10)}`;
      const admin = postgres(`${clusterUrl}/postgres`, { max: 1, onnotice: () => {} });
      await admin.unsafe(`CREATE DATABASE ${name}`);
      await admin.end();
      made.push(name);
      return `${clusterUrl}/${name}`;
    },
  };
}

/** Per table: row count and a digest of every row, to compare two databases (`skip`: tables left out). */
export async function fingerprint(url: string, skip: readonly string[] = []): Promise<Record<string, string>> {
  const sql = postgres(url, { max: 1, onnotice: () => {}, connection: { TimeZone: "UTC" } });
  try {
    const tables = await sql<{ name: string }[]>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`;
    const out: Record<string, string> = {};
    for (const { name } of tables) {
      if (NOT_DATA.includes(name) || skip.includes(name)) continue;
      const [row] = await sql.unsafe<{ n: number; digest: string }[]>(
        `SELECT count(*)::int AS n, coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS digest FROM "${name}" t`,
      );
      out[name] = `${row!.n}:${row!.digest}`;
    }
    return out;
  } finally {
    await sql.end();
  }
}
