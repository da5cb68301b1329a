// Runs the `academy` commands against the test database, as an operator would, in this process
// (tests/helpers/academy.ts); `serve`, which owns its process, runs as one.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { academy as runAcademy } from "../helpers/academy";
import { useTestDatabase } from "../helpers/test-database";

useTestDatabase();
const run = promisify(execFile);
let dir: string;

const academy = (...args: string[]) => runAcademy(args);

/** `bin/academy.js` as a process of its own, with `env` over this one's (undefined: unset). */
async function academyProcess(env: Record<string, string | undefined>, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["bin/academy.js", ...args], {
      env: { ...process.env, ...env },
      timeout: 60_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const toolCount = async () => (await getDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM tools`))[0]!.n;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-cli-"));
  // The bundled PostgreSQL's user must be able to enter it (mkdtemp makes it private).
  fs.chmodSync(dir, 0o755);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("academy tools", () => {
  it("lists every command in --help", async () => {
    const { stdout } = await academy("--help");
    for (const text of [
      "serve",
      "worker",
      "db migrate",
      "db seed",
      "tools import <file.csv|file.json> [--dry-run] [--skip-invalid]",
      "tools export [--format csv|json]",
    ]) {
      expect(stdout).toContain(text);
    }
  });

  it.each(["json", "csv"])("exports and re-imports the catalogue unchanged (%s)", async (format) => {
    const file = path.join(dir, `tools.${format}`);
    const first = await academy("tools", "export", "--format", format, "--output", file);
    expect(first.code).toBe(0);
    const before = fs.readFileSync(file, "utf8");
    const count = await toolCount();
    const imported = await academy("tools", "import", file);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain(`Imported 0 new and ${count} updated tools`);
    const again = path.join(dir, `again.${format}`);
    await academy("tools", "export", "--format", format, "--output", again);
    expect(fs.readFileSync(again, "utf8")).toBe(before);
    expect(await toolCount()).toBe(count);
  });

  it("rejects a file with bad rows, naming each line and reason, and changes nothing", async () => {
    const file = path.join(dir, "bad.csv");
    fs.writeFileSync(
      file,
      [
        "name,category,description,webLink,baseProductivityGain",
        "Good New Tool,Writing,Writes.,https://good.example.com,5",
        ",Writing,No name.,https://x.example.com,5",
        "Bad Category,Astrology,Stars.,https://y.example.com,5",
        '"Multi',
        'line",Writing,Fine.,https://z.example.com,abc',
      ].join("\n"),
    );
    const before = await toolCount();
    const result = await academy("tools", "import", file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("line 3: name: Tool name is required");
    expect(result.stderr).toMatch(/line 4: category: must be one of/);
    expect(result.stderr).toMatch(/line 6: baseProductivityGain: must be a number/);
    expect(result.stderr).toContain("nothing was imported");
    expect(await toolCount()).toBe(before);

    const dry = await academy("tools", "import", file, "--dry-run", "--skip-invalid");
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain("Dry run: 1 of 4 rows are valid");
    expect(await toolCount()).toBe(before);

    const skipping = await academy("tools", "import", file, "--skip-invalid");
    expect(skipping.code).toBe(0);
    expect(skipping.stdout).toContain("Imported 1 new and 0 updated tools; skipped 3 invalid rows");
    expect(await toolCount()).toBe(before + 1);
  });

  it("names the line of malformed JSON and of a bad item", async () => {
    const broken = path.join(dir, "broken.json");
    fs.writeFileSync(broken, '[\n  {"name": "A"},\n  {"name": \n]');
    const a = await academy("tools", "import", broken);
    expect(a.code).toBe(1);
    expect(a.stderr).toMatch(/line \d+: not valid JSON/);

    const bad = path.join(dir, "bad.json");
    fs.writeFileSync(
      bad,
      JSON.stringify(
        [
          { name: "Fine", category: "Writing", description: "d", webLink: "https://f.example.com" },
          { name: "Fine", category: "Writing", description: "d", webLink: "ftp://nope" },
        ],
        null,
        2,
      ),
    );
    const b = await academy("tools", "import", bad);
    expect(b.code).toBe(1);
    expect(b.stderr).toMatch(/line 8: webLink: must be a web address/);
  });

  it("shows a progress bar on large files", async () => {
    const file = path.join(dir, "large.json");
    const rows = Array.from({ length: 1200 }, (_, i) => ({
      name: `Progress Tool ${i}`,
      category: "Productivity",
      description: `Generated tool number ${i}.`,
      webLink: `https://progress.example.com/${i}`,
    }));
    fs.writeFileSync(file, JSON.stringify(rows));
    const result = await academy("tools", "import", file);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain("Importing [");
    expect(result.stderr).toContain("1200/1200 tools");
    expect(result.stdout).toContain("Imported 1200 new and 0 updated tools");
  });

  it("refuses other file types", async () => {
    const file = path.join(dir, "tools.xlsx");
    fs.writeFileSync(file, "x");
    const result = await academy("tools", "import", file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("only .csv and .json files can be imported");
  });
});

describe("academy serve with a killed run's leftovers", () => {
  // The whole recovery is in crash-recovery.test.ts; this keeps the start from hanging on a folder
  // that only looks like a cluster.
  it("removes a postmaster.pid whose process is gone, and fails fast and clearly when the folder is no cluster", async () => {
    const dataDir = path.join(dir, "stale");
    fs.mkdirSync(path.join(dataDir, "postgres"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "postgres", "PG_VERSION"), "17\n");
    // A pid far above the kernel's default pid_max, so no process has it.
    fs.writeFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "99999999\n");
    const started = Date.now();
    const result = await academyProcess({ DATABASE_URL: undefined, DATA_DIR: dataDir, PORT: "0" }, "serve");
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(result.code).toBe(1);
    expect(fs.existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
    expect(result.stderr).toContain(`The bundled PostgreSQL in ${path.join(dataDir, "postgres")} did not start`);
    expect(result.stderr).not.toMatch(/undefined/);
  });
});
