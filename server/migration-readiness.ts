// /readyz's second database question: are all of this build's migrations applied? One cheap
// query per check (the applied migrations' times, a few dozen rows), compared with the journal
// read once from disk. An instance whose code expects tables or columns the database lacks would
// fail requests; it stays out of the balancer until the release step has run.
import fs from "node:fs";
import path from "node:path";
import { journalEntries, missingMigrations, type JournalEntry } from "../app/lib/migration-status";
import { sharedWhileRunning, withinDeadline } from "../app/lib/deadline";
import { getSql } from "../db/client";
import { migrationsFolder } from "../db/migrate";
import { READINESS_TIMEOUT_MS, type Readiness } from "./database-readiness";

let journal: JournalEntry[] | undefined;

function shippedMigrations(): JournalEntry[] {
  return (journal ??= journalEntries(JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"))));
}

async function probeMigrations(): Promise<Readiness> {
  const query = getSql()<{ created_at: string }[]>`SELECT created_at FROM drizzle.__drizzle_migrations`;
  const outcome = await withinDeadline(query, READINESS_TIMEOUT_MS);
  if (!outcome.ok)
    return { ready: false, reason: outcome.reason === "timeout" ? "the migrations table did not answer in time" : "the migrations table cannot be read" };
  const missing = missingMigrations(
    shippedMigrations(),
    outcome.value.map((row) => row.created_at),
  );
  return missing.length === 0 ? { ready: true } : { ready: false, reason: `${missing.length} migration(s) not applied: ${missing.join(", ")}` };
}

/** One check at a time; callers meanwhile share it. */
export const checkMigrations = sharedWhileRunning(probeMigrations);
