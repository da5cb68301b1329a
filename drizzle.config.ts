// drizzle-kit configuration. `npx drizzle-kit generate` needs no database; the URL is only used by
// commands that connect (push, studio, migrate), so a placeholder stands in when it is unset.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema/index.ts",
  out: "./db/migrations",
  dbCredentials: {
    url: process.env.DATABASE_URL ?? "postgres://postgres:postgres@127.0.0.1:5432/academy",
  },
  strict: true,
  verbose: true,
});
