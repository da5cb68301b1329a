// The real `academy` command, as a process of its own: the other CLI tests run the commands in the
// test's process (tests/helpers/academy.ts), so this is where the entry itself is held to its
// word: help, standard input, the exit code (0 and 1) and a command's effect on the database.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authenticateUser } from "../../app/services/accounts/accounts.server";
import { getDb } from "../../db/client";
import { useTestDatabase } from "../helpers/test-database";

const db = useTestDatabase();
const run = promisify(execFile);

/** `node bin/academy.js <args>` against the test database, with `stdin` as its (closed) standard input. */
async function academyProcess(args: string[], stdin = "") {
  const running = run(process.execPath, ["bin/academy.js", ...args], { env: { ...process.env, DATABASE_URL: db.url() }, timeout: 60_000 });
  running.child.stdin!.end(stdin);
  try {
    const { stdout, stderr } = await running;
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe("bin/academy.js", () => {
  it("prints its help, runs a command against the database from stdin, and exits 1 when a command fails", async () => {
    const help = await academyProcess(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: academy \[options\] \[command\]/);
    expect(help.stdout).toContain("Commands in full:");
    expect(help.stdout).toMatch(/^\s+serve\b/m);

    const created = await academyProcess(["admin", "create", "--email", "smoke@example.com", "--name", "Smoke Admin"], "smoke test password\n");
    expect(created.code).toBe(0);
    const [row] = await getDb().execute<{ id: number; role: string }>(sql`SELECT id, role FROM users WHERE email = 'smoke@example.com'`);
    expect(row?.role).toBe("admin");
    expect(created.stdout).toContain(`Admin created: Smoke Admin <smoke@example.com> (id ${row!.id})\n`);
    expect((await authenticateUser({ email: "smoke@example.com", password: "smoke test password" }))?.id).toBe(row!.id);

    // After a database was opened (whose library hooks the process's exit), a failure still exits 1.
    const refused = await academyProcess(["users", "set-role", "--email", "nobody@example.com", "--role", "admin"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("Error: No account has the email nobody@example.com.");
    expect(refused.stdout).toBe("");
  });
});
