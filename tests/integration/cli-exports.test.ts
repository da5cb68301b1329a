// `academy users export`, `academy questionnaires export` and `academy drive`, run as an operator
// would: the same CSV as the admin tabs' downloads, written to the audit log by "cli". The
// commands run in this process (tests/helpers/academy.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { academy as runAcademy } from "../helpers/academy";
import { createEnrolledAdmin, signInAsAdmin } from "../helpers/admin-sign-in";
import { Browser } from "../helpers/browser";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();
const q = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => getDb().execute<T>(query);
const driveDir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-cli-drive-"));
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-cli-out-"));

/** The local drive folder, never Google Drive. */
const academy = (args: string[]) =>
  runAcademy(args, { env: { DRIVE_DIR: driveDir, GOOGLE_SERVICE_ACCOUNT_JSON: undefined, GOOGLE_DRIVE_PARENT_FOLDER_ID: undefined } });

let admin: Browser;
let memberEmail: string;

beforeAll(async () => {
  delete process.env.AUTH_RATE_LIMIT;
  const email = "cli.exports.admin@example.com";
  const enrolled = await createEnrolledAdmin({ email, name: "Export Admin", password: "admin pass phrase" });
  admin = new Browser(web.base);
  expect((await signInAsAdmin(admin, enrolled)).status).toBe(200);
  memberEmail = "cli.member@example.com";
  expect((await new Browser(web.base).post("/api/register", { username: 'Member "Quoted", Jr', email: memberEmail, password: "member pass" })).status).toBe(
    200,
  );
  // An old account: in "all" but not in "new".
  await q(sql`INSERT INTO users (username, email, created_at) VALUES ('Old Timer', 'old.timer@example.com', now() - interval '30 days')`);
  await q(sql`
    INSERT INTO questionnaires (job_title, familiarity_level, work_pressure, ai_feelings, job_improvement_belief, training_interest, value_outputs, willingness_to_pay, additional_comments, early_access_interest, name, email)
    VALUES ('Nurse, "night shift"', 'beginner', 'sometimes', 'curious', 'maybe', 'neutral', ARRAY['saving-time'], 'free', 'line one
line two', false, null, null)`);
});

describe("academy users export", () => {
  it("writes the CRM tab's CSV of all users to stdout, byte for byte", async () => {
    const tab = await admin.get("/api/admin/users/export-all");
    expect(tab.status).toBe(200);
    const cli = await academy(["users", "export"]);
    expect(cli.stderr).toBe("");
    expect(cli.code).toBe(0);
    expect(cli.stdout).toBe(tab.body);
    expect(cli.stdout).toContain("old.timer@example.com");
    expect(cli.stdout).toContain('"Member ""Quoted"", Jr"');
  });

  it("writes only the new users with --new, to a file with -o", async () => {
    const file = path.join(outDir, "new-users.csv");
    const cli = await academy(["users", "export", "--new", "-o", file]);
    expect(cli.code).toBe(0);
    expect(cli.stdout).toBe("");
    expect(cli.stderr).toMatch(new RegExp(`^Exported new users to ${file} \\(\\d+ bytes\\)\\.`));
    const csv = fs.readFileSync(file, "utf8");
    expect(csv).toBe((await admin.get("/api/admin/users/export-new")).body);
    expect(csv).toContain(memberEmail);
    expect(csv).not.toContain("old.timer@example.com");
  });
});

describe("academy questionnaires export", () => {
  it("writes the Feedback tab's CSV", async () => {
    const file = path.join(outDir, "questionnaires.csv");
    const cli = await academy(["questionnaires", "export", "-o", file]);
    expect(cli.code).toBe(0);
    const csv = fs.readFileSync(file, "utf8");
    expect(csv).toBe((await admin.get("/api/questionnaires/export")).body);
    expect(csv).toContain('"Nurse, ""night shift"""');
  });

  it("is in the audit log by cli, with no account", async () => {
    const rows = await q<{ action: string; actor_id: number | null; actor_email: string }>(
      sql`SELECT action, actor_id, actor_email FROM audit_log WHERE actor_email = 'cli' ORDER BY id`,
    );
    expect(rows.map((r) => r.action)).toEqual(["users.export-all", "users.export-new", "questionnaires.export"]);
    expect(rows.every((r) => r.actor_id === null)).toBe(true);
  });
});

describe("academy drive", () => {
  it("syncs a user by email into the local folder, refuses an unknown one, and reports the status", async () => {
    const synced = await academy(["drive", "sync", "--email", memberEmail]);
    expect(synced.stderr).toBe("");
    expect(synced.code).toBe(0);
    expect(synced.stdout).toMatch(/^Synced cli\.member@example\.com: 2 new, 0 updated, 0 unchanged, 0 removed/);
    const [user] = await q<{ id: number }>(sql`SELECT id FROM users WHERE email = ${memberEmail}`);
    expect(fs.existsSync(path.join(driveDir, "users", `user-${user!.id} ${memberEmail}`, "profile.json"))).toBe(true);

    const unknown = await academy(["drive", "sync", "--email", "ghost@example.com"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No user found with the email ghost@example.com.");
    const neither = await academy(["drive", "sync"]);
    expect(neither.code).toBe(1);
    expect(neither.stderr).toContain("Give either --email <email> or --all.");

    const all = await academy(["drive", "sync", "--all"]);
    expect(all.code).toBe(0);
    expect(all.stdout.trim()).toBe("Synced 3 of 3 users.");
    expect(fs.readdirSync(path.join(driveDir, "users"))).toHaveLength(3);

    const status = await academy(["drive", "status"]);
    expect(status.code).toBe(0);
    expect(status.stdout).toContain("Mode:              local folder");
    expect(status.stdout).toContain(`Folder:            ${driveDir}`);
    expect(status.stdout).toContain("Users synced:      3 of 3");
    expect(status.stdout).toContain("Last bulk sync:    finished, 3 of 3");
  });
});
