// Boots the product: database (embedded unless DATABASE_URL is set), migrations, first seed,
// the Graphile Worker runner and the web server; and stops them in the reverse order.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { config } from "../app/config.server";
import { closeMailTransport } from "../app/adapters/mail.server";
import { securePrivateFolders } from "../app/adapters/private-files.server";
import { closeDb, getDb } from "../db/client";
import { embeddedUrl, runningCluster, startEmbeddedPostgres, type EmbeddedDatabase } from "../db/embedded-postgres";
import { migrateDatabase } from "../db/migrate";
import { seedIfEmpty } from "../db/seed";
import { ensureIssuerKey } from "../app/services/credentials/issuer-key.server";
import { startCoachSmtpListener, type CoachSmtpListener } from "../app/services/coach/smtp-listener.server";
import { startWorker, type WorkerHandle } from "../jobs/worker";
import { buildPaths, findProjectRoot } from "../build-paths.js";
import { startDraining } from "./draining";
import { closeServer, createWebApp, listen } from "./web";

export const projectRoot = findProjectRoot();

export interface Database {
  url: string;
  stop(): Promise<void>;
}

/**
 * DATABASE_URL when set, else the embedded PostgreSQL in DATA_DIR/postgres. With `besideServer`
 * (the CLI), a cluster that a running `academy serve` started is used as it is and left running.
 * What a start does about a crash's leftovers (db/embedded-postgres.ts) is told to `report`
 * (default: stderr, so that a command's own output stays clean).
 */
export async function openDatabase(
  log: (line: string) => void = () => {},
  options: { besideServer?: boolean; report?: (line: string) => void } = {},
): Promise<Database> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => closeDb() };
  const dataDir = path.join(config.dataDir, "postgres");
  const running = options.besideServer ? runningCluster(dataDir) : null;
  if (running) {
    const url = embeddedUrl(running.port, "academy");
    process.env.DATABASE_URL = url;
    return {
      url,
      stop: async () => {
        await closeDb();
        delete process.env.DATABASE_URL;
      },
    };
  }
  const embedded: EmbeddedDatabase = await startEmbeddedPostgres({
    dataDir,
    port: config.embeddedPostgresPort,
    database: "academy",
    log,
    report: options.report ?? ((line) => console.error(line)),
  });
  // Later imports (db/client, the Remix build) read the URL from the environment.
  process.env.DATABASE_URL = embedded.url;
  return {
    url: embedded.url,
    stop: async () => {
      await closeDb();
      await embedded.stop();
      delete process.env.DATABASE_URL;
    },
  };
}

/**
 * A stable secret for signed cookies: SESSION_SECRET, else (embedded database only) one kept in
 * the data directory. With DATABASE_URL the processes may run on several machines, and each would
 * make its own: flash messages and admins' second factors would work on one machine only, so a
 * server or worker refuses to start. A command (`orKeptSecret`) may still use a secret this
 * machine already keeps: the CLI beside a local server addressed by its URL.
 */
export function ensureSessionSecret(options: { orKeptSecret?: boolean } = {}): void {
  if (config.sessionSecret) return;
  const file = path.join(config.dataDir, "session-secret");
  if (config.databaseUrl && !(options.orKeptSecret && fs.existsSync(file))) {
    throw new Error(
      "SESSION_SECRET is not set. With DATABASE_URL every process (web servers, workers, `academy` commands) " +
        "must share one secret: set SESSION_SECRET to the same long random value everywhere " +
        "(for example the output of `openssl rand -hex 32`). See README, Running on several machines.",
    );
  }
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  process.env.SESSION_SECRET = fs.readFileSync(file, "utf8").trim();
}

export async function loadServerBuild(): Promise<ServerBuild> {
  const file = buildPaths(projectRoot).serverBuildPath;
  if (!fs.existsSync(file)) throw new Error("No build found: run `npm run build` first (npm start does it for you).");
  // From the build this is the Remix app beside academy.js: the two share their chunks, so the
  // routes use the very modules (pool, logger, caches) the server around them uses.
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as ServerBuild;
}

export interface Running {
  server?: http.Server;
  worker?: WorkerHandle;
  coachSmtp?: CoachSmtpListener;
  database: Database;
  stop(): Promise<void>;
}

export async function startProduct(options: { web: boolean; worker: boolean; log?: (line: string) => void }): Promise<Running> {
  const log = options.log ?? ((line: string) => console.log(line));
  // Read now, so a bad value stops the start with its message instead of the first SIGTERM.
  void config.shutdownDrainSeconds;
  ensureSessionSecret();
  // Outbox, local drive and backups written by an older version were readable by every account.
  const narrowed = await securePrivateFolders();
  if (narrowed) log(`Made ${narrowed} files and folders of personal data private to this account.`);
  const database = await openDatabase(undefined, { report: log });
  const running: Running = { database, stop: async () => {} };
  try {
    await migrateDatabase(database.url);
    const seeded = await seedIfEmpty(getDb());
    if (seeded) log(`Seeded ${seeded.tools} AI tools and ${seeded.occupations} occupations.`);
    // The credentials' signing key is made at the first start (issue 28), not by the first certificate.
    await ensureIssuerKey(config.appUrl, getDb());
    if (options.worker) running.worker = await startWorker(database.url, config.workerConcurrency);
    if (options.web) {
      const build = await loadServerBuild();
      const app = createWebApp(build, { production: config.isProduction, appUrl: config.appUrl, root: projectRoot });
      running.server = await listen(app, config.port, config.host);
      const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
      log(`Upskill Academy is running at http://${shownHost}:${config.port}`);
      running.coachSmtp = await startCoachListener(log);
    }
  } catch (error) {
    await stopAll(running, log);
    throw error;
  }
  running.stop = () => stopAll(running, log);
  return running;
}

/**
 * The email coach's inbound SMTP listener (issue 29), with the web server. A port already taken
 * (another instance on this machine has it) leaves the product running without it, and says so:
 * replies still reach the instance that has it, or the webhook or IMAP paths.
 */
async function startCoachListener(log: (line: string) => void): Promise<CoachSmtpListener | undefined> {
  if (config.coachSmtpPort === 0) return undefined;
  try {
    const listener = await startCoachSmtpListener();
    log(`The email coach receives replies by SMTP on ${config.coachSmtpHost}:${listener.port} (for ${config.coachAddress.replace("@", "+…@")}).`);
    return listener;
  } catch (error) {
    log(
      `The email coach's SMTP listener could not start on ${config.coachSmtpHost}:${config.coachSmtpPort} (${(error as Error).message}); replies will not arrive by SMTP here.`,
    );
    return undefined;
  }
}

/**
 * Graceful shutdown (issue 25): /readyz turns 503 and the web server stops accepting; requests in
 * flight and running jobs get SHUTDOWN_DRAIN_SECONDS to finish, side by side, so the whole stop
 * stays within one drain (an orchestrator's grace period). At the deadline the database pool is
 * closed first, so a request still running rolls back instead of committing after its client was
 * cut; jobs still running are released for another worker. Then mail, the pool, PostgreSQL.
 */
async function stopAll(running: Running, log: (line: string) => void): Promise<void> {
  startDraining();
  await running.coachSmtp?.close();
  const drainMs = config.shutdownDrainSeconds * 1000;
  const [web, jobs] = await Promise.all([
    running.server ? closeServer(running.server, { drainMs, beforeCut: closeDb }) : undefined,
    running.worker ? running.worker.stop(drainMs) : undefined,
  ]);
  if (web?.cut) log(`Cut ${web.cut} request(s) still running after ${drainMs / 1000} s (SHUTDOWN_DRAIN_SECONDS).`);
  if (jobs?.released) log(`Released ${jobs.released} job(s) still running after ${drainMs / 1000} s, for another worker.`);
  closeMailTransport();
  await running.database.stop();
}
