// One migrator (issue 25): processes that start together on one empty database apply the
// migrations one at a time (an advisory lock); the others wait, then find nothing to do. The first
// seed is taken the same way, so they do not collide on the catalogue's keys either.
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPool } from "../../db/client";
import { migrateDatabase } from "../../db/migrate";
import { loadCatalogue, seedIfEmpty } from "../../db/seed";

const clusterUrl = inject("clusterUrl");
const name = `empty_${randomBytes(6).toString("hex")}`;
const url = `${clusterUrl}/${name}`;

async function onServer<T>(work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const admin = postgres(`${clusterUrl}/postgres`, { max: 1, onnotice: () => {} });
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

beforeAll(async () => {
  await onServer((admin) => admin.unsafe(`CREATE DATABASE ${name}`));
});

afterAll(async () => {
  await onServer((admin) => admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
});

describe("two processes starting on one empty database", () => {
  it("both migrate: one applies, the other waits for it and finds nothing left to do", async () => {
    const logs: string[][] = [[], [], []];
    await Promise.all(logs.map((lines) => migrateDatabase(url, (line) => lines.push(line))));
    expect(logs.flat().filter((line) => /Another process is applying the migrations/.test(line)).length).toBeGreaterThanOrEqual(1);

    const check = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const [applied] = await check<{ n: number }[]>`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`;
      const [distinct] = await check<{ n: number }[]>`SELECT count(DISTINCT hash)::int AS n FROM drizzle.__drizzle_migrations`;
      expect(applied!.n).toBeGreaterThan(10);
      expect(distinct!.n).toBe(applied!.n);
      const [queue] = await check<{ fn: string | null }[]>`SELECT to_regproc('graphile_worker.add_job')::text AS fn`;
      expect(queue!.fn).toBe("graphile_worker.add_job");
      // The lock is released: a later migrator takes it at once.
      const [free] = await check<{ locked: boolean }[]>`SELECT pg_try_advisory_lock(7315020251125) AS locked`;
      expect(free!.locked).toBe(true);
    } finally {
      await check.end();
    }
  }, 60_000);

  it("seed once: the first seeds the empty catalogue, the others wait and find it there", async () => {
    const pools = [createPool(url, 2), createPool(url, 2), createPool(url, 2)];
    try {
      const outcomes = await Promise.all(pools.map((pool) => seedIfEmpty(pool.db)));
      const seeded = outcomes.filter((outcome) => outcome !== null);
      expect(seeded).toHaveLength(1);
      expect(seeded[0]!.tools).toBe(loadCatalogue().length);
      const [tools] = await pools[0]!.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM tools`;
      expect(tools!.n).toBe(loadCatalogue().length);
    } finally {
      await Promise.all(pools.map((pool) => pool.sql.end()));
    }
  }, 60_000);
});
