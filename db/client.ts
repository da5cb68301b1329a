// One postgres.js pool per process (the server, the worker, the CLI and the Remix app share this
// module: one built module graph, decision 0022).
import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { config } from "../app/config.server";
import * as schema from "./schema/index";

export type Database = PostgresJsDatabase<typeof schema>;
/** A database handle or an open transaction: services accept either. */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

interface Pool {
  url: string;
  sql: postgres.Sql;
  db: Database;
}

let pool: Pool | undefined;

/**
 * The app's pool fails fast when the database is away: a connection attempt gives up after
 * DATABASE_CONNECT_TIMEOUT seconds (postgres.js waits 30 by default, and every request queued
 * behind it with it), and a statement after DATABASE_STATEMENT_TIMEOUT seconds (none by default,
 * so a lock queue could hold a request, and its connection, for as long as it lasted). Work that
 * is long by nature (migrations, backups, Graphile Worker's own queries) uses connections of its
 * own; seeding raises the limit for its transaction (db/seed.ts).
 */
export function createPool(url: string, max = config.databasePoolSize): Pool {
  const sql = postgres(url, {
    max,
    onnotice: () => {},
    idle_timeout: 30,
    connect_timeout: config.databaseConnectTimeoutSeconds,
    connection: { statement_timeout: config.databaseStatementTimeoutSeconds * 1000 },
  });
  return { url, sql, db: drizzle(sql, { schema }) };
}

function currentPool(): Pool {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: start the product with `academy serve`, which sets it.");
  if (!pool || pool.url !== url) pool = createPool(url);
  return pool;
}

export function getDb(): Database {
  return currentPool().db;
}

export function getSql(): postgres.Sql {
  return currentPool().sql;
}

export async function closeDb(): Promise<void> {
  const closing = pool;
  pool = undefined;
  if (closing) await closing.sql.end({ timeout: 5 });
}
