// The `academy` command against the e2e server's database, as an operator runs it.
import { execFile } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const PROJECT_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3210);

/** An administrator made as operators make one: `academy admin create`, the password on stdin. */
export function createAdmin(email: string, password: string, name = "Ada Admin"): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ["bin/academy.js", "admin", "create", "--email", email, "--name", name],
      {
        cwd: PROJECT_ROOT,
        timeout: 60_000,
        env: {
          ...process.env,
          DATABASE_URL: process.env.E2E_DATABASE_URL,
          DATA_DIR: process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `academy-e2e-${port}`),
          NODE_ENV: "test",
        },
      },
      (error, stdout, stderr) => (error ? reject(new Error(`admin create failed: ${error.message}\n${stdout}\n${stderr}`)) : resolve()),
    );
    child.stdin!.end(`${password}\n`);
  });
}

/** `academy <args>` as an operator runs it against the e2e server's database: its stdout, or a rejection with its stderr. */
export function academy(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ["bin/academy.js", ...args],
      {
        cwd: PROJECT_ROOT,
        timeout: 60_000,
        env: {
          ...process.env,
          DATABASE_URL: process.env.E2E_DATABASE_URL,
          DATA_DIR: process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `academy-e2e-${port}`),
          NODE_ENV: "test",
        },
      },
      (error, stdout, stderr) => (error ? reject(new Error(`academy ${args.join(" ")} failed: ${error.message}\n${stdout}\n${stderr}`)) : resolve(stdout)),
    );
  });
}
