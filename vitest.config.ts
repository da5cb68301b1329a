import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "jobs/**/*.test.ts", "cli/**/*.test.ts", "server/**/*.test.ts", "tests/integration/**/*.test.ts"],
    // One PostgreSQL cluster for the whole run, with a migrated and seeded template database.
    globalSetup: ["tests/helpers/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Access-log lines of every request would bury the output; tests that read logs raise the level.
    // No coach SMTP listener on the default port from servers the tests start; a test that needs one picks a free port.
    env: { SESSION_SECRET: "test-secret-not-for-production", LOG_LEVEL: "warn", COACH_SMTP_PORT: "0" },
  },
});
