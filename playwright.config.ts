import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// The product runs exactly as `npm start` runs it (built app, embedded PostgreSQL, worker), on
// its own port and a fresh data directory in the system temp folder.
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = path.join(os.tmpdir(), `academy-e2e-${port}`);
const pgPort = port + 50_000 > 65_000 ? 54_400 : port + 50_000;

// For the tests (the config is loaded in every worker too): the e2e server's database, for the
// CLI (`academy admin create`), and its mail outbox, where the sent messages are .eml files.
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${pgPort}/academy`;
process.env.E2E_OUTBOX_DIR = path.join(dataDir, "outbox");
process.env.E2E_COACH_SMTP_PORT = String(port + 1000);

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions,
    trace: "off",
  },
  projects: [
    { name: "js-on", use: { javaScriptEnabled: true }, grepInvert: /@js-off-only/ },
    { name: "js-off", use: { javaScriptEnabled: false }, grepInvert: /@js-only/ },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node bin/academy.js serve`,
    url: `http://127.0.0.1:${port}/tools`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      APP_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: "test",
      // Every test comes from 127.0.0.1; the suite makes more toolkits a minute than a visitor may.
      AI_GENERATION_RATE_LIMIT: "10000",
      EMAIL_SIGNUP_RATE_LIMIT: "10000",
      // The journeys mail ada@example.com more often in a run than one address may be mailed a day.
      MAIL_PER_RECIPIENT_DAILY_LIMIT: "10000",
      AUTH_RATE_LIMIT: "10000",
      ROADMAP_RATE_LIMIT: "10000",
      // Warnings and errors still reach the run's output (stderr is piped); each request's line does not.
      LOG_LEVEL: "warn",
      // The email coach's inbound SMTP listener, beside the web port (tests/e2e/coach-replies.spec.ts).
      COACH_SMTP_PORT: String(port + 1000),
    },
  },
});
