// One embedded PostgreSQL cluster per test run, in the system temp directory (the postgres user
// must be able to reach it), with a template database that is migrated and seeded once. Each
// test file then copies the template (tests/helpers/test-database.ts), which takes milliseconds.
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import postgres from "postgres";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../../db/embedded-postgres";
import { migrateDatabase } from "../../db/migrate";
import { seedAll } from "../../db/seed";
import { createPool } from "../../db/client";
import { freePort } from "../../server/free-port";
import { buildIfNeeded } from "../../bin/build-if-needed.js";

export const TEMPLATE_DATABASE = "academy_template";

let cluster: EmbeddedDatabase | undefined;
let dataDir: string | undefined;

/**
 * embedded-postgres (imported above) installs async-exit-hook, whose "beforeExit" handler calls
 * process.exit(0) when the event loop empties: vitest's exit code 1 for a failed run became 0,
 * and CI green. The cluster is stopped by the teardown below, so its exit hooks go (Ctrl-C's stay).
 */
function keepVitestExitCode(): void {
  const exitHook = createRequire(import.meta.url)("async-exit-hook") as { unhookEvent(event: string): void };
  exitHook.unhookEvent("beforeExit");
  exitHook.unhookEvent("exit");
}

export default async function setup(project: TestProject) {
  keepVitestExitCode();
  // The HTTP tests run the Remix build: `npm run test:vitest` alone builds it when it is missing or
  // older than the sources, as `npm start` does (a no-op after `npm test`'s own build).
  buildIfNeeded({ root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..") });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-test-pg-"));
  fs.chmodSync(dataDir, 0o755);
  cluster = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "data"), port: await freePort(), database: TEMPLATE_DATABASE });
  const pool = createPool(cluster.url, 2);
  try {
    await migrateDatabase(cluster.url);
    await seedAll(pool.db);
  } catch (error) {
    await pool.sql.end();
    await cluster.stop();
    throw error;
  }
  await pool.sql.end();
  // No connection may stay open on a template while it is being copied.
  const admin = postgres(cluster.url.replace(/\/[^/]+$/, "/postgres"), { max: 1, onnotice: () => {} });
  await admin`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ${TEMPLATE_DATABASE} AND pid <> pg_backend_pid()`;
  await admin.end();
  project.provide("clusterUrl", cluster.url.replace(/\/[^/]+$/, ""));

  return async () => {
    await cluster?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    clusterUrl: string;
  }
}
