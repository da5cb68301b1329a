// One postgres.js pool per process. The Remix server bundle and the CLI each import this module
// (one bundled, one through tsx), so the pool is kept on globalThis to be shared, not doubled.
import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "./schema/index";

export type Database = PostgresJsDatabase<typeof schema>;
/** A database handle or an open transaction: services accept either. */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

interface Pool {
  url: string;
  sql: postgres.Sql;
  db: Database;
}

const globalKey = Symbol.for("upskill-academy.db");
type GlobalWithPool = typeof globalThis & { [globalKey]?: Pool };

export function createPool(url: string, max = Number(process.env.DATABASE_POOL_SIZE || 10)): Pool {
  const sql = postgres(url, { max, onnotice: () => {}, idle_timeout: 30 });
  return { url, sql, db: drizzle(sql, { schema }) };
}

function currentPool(): Pool {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: start the product with `academy serve`, which sets it.");
  const g = globalThis as GlobalWithPool;
  if (!g[globalKey] || g[globalKey]!.url !== url) g[globalKey] = createPool(url);
  return g[globalKey]!;
}

export function getDb(): Database {
  return currentPool().db;
}

export function getSql(): postgres.Sql {
  return currentPool().sql;
}

export async function closeDb(): Promise<void> {
  const g = globalThis as GlobalWithPool;
  const pool = g[globalKey];
  g[globalKey] = undefined;
  if (pool) await pool.sql.end({ timeout: 5 });
}
