// `academy admin create` and `academy users set-role`, run as an operator would against the test
// database (in this process: tests/helpers/academy.ts; cli-smoke.test.ts runs bin/academy.js).
import { PassThrough, Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { authenticateUser, registerUser } from "../../app/services/accounts/accounts.server";
import { startSession } from "../../app/http/session.server";
import { promptHidden, readNewPassword } from "../../cli/read-password";
import { academy as runAcademy } from "../helpers/academy";
import { useTestDatabase } from "../helpers/test-database";

useTestDatabase();

/** Run `academy`, with `stdin` as its standard input (always closed, so nothing waits for more). */
const academy = (args: string[], stdin = "") => runAcademy(args, { stdin });

type UserRow = {
  id: number;
  username: string;
  email: string;
  role: string;
  password_hash: string | null;
};

const userCount = async () => (await getDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`))[0]!.n;
const findUser = async (email: string) =>
  (await getDb().execute<UserRow>(sql`SELECT id, username, email, role, password_hash FROM users WHERE lower(email) = lower(${email})`))[0];
const sessionCount = async (userId: number) =>
  (await getDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${userId}`))[0]!.n;

describe("academy admin create", () => {
  it("creates an admin with an argon2id hash from the first line of stdin", async () => {
    const result = await academy(["admin", "create", "--email", "ada@example.com", "--name", "Ada Admin"], "correct horse battery\nignored second line\n");
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const row = await findUser("ada@example.com");
    expect(row).toBeDefined();
    expect(result.stdout).toContain(`Admin created: Ada Admin <ada@example.com> (id ${row!.id})\n`);
    expect(result.stdout).toContain("At the first sign-in (at /admin) they set up two-factor sign-in");
    expect(row!.role).toBe("admin");
    expect(row!.username).toBe("Ada Admin");
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    const user = await authenticateUser({ email: "ada@example.com", password: "correct horse battery" });
    expect(user?.id).toBe(row!.id);
    expect(await authenticateUser({ email: "ada@example.com", password: "ignored second line" })).toBeNull();
  });

  it("takes a last line without a newline, and keeps a Windows line ending out of the password", async () => {
    const a = await academy(["admin", "create", "--email", "nonl@example.com", "--name", "No Newline"], "secret-12345");
    expect(a.code).toBe(0);
    expect(await authenticateUser({ email: "nonl@example.com", password: "secret-12345" })).not.toBeNull();
    const b = await academy(["admin", "create", "--email", "crlf@example.com", "--name", "Carriage Return"], "secret-45678\r\n");
    expect(b.code).toBe(0);
    expect(await authenticateUser({ email: "crlf@example.com", password: "secret-45678" })).not.toBeNull();
  });

  it.each([
    ["a too-short password", ["--email", "short@example.com", "--name", "Short"], "12345\n", "Password must be at least 6 characters long."],
    ["a too-long password", ["--email", "long@example.com", "--name", "Long"], `${"x".repeat(129)}\n`, "Password must be at most 128 characters long."],
    ["no password at all", ["--email", "none@example.com", "--name", "None"], "", "No password given"],
    ["a bad email", ["--email", "not-an-email", "--name", "Bad Email"], "good-password\n", '"not-an-email" is not a valid email address.'],
    ["an empty name", ["--email", "blank@example.com", "--name", "   "], "good-password\n", "--name must not be empty."],
    ["a too-long name", ["--email", "longname@example.com", "--name", "n".repeat(121)], "good-password\n", "--name must be at most 120 characters long."],
  ])("refuses %s with a clear message and writes nothing", async (_what, options, stdin, message) => {
    const before = await userCount();
    const result = await academy(["admin", "create", ...options], stdin);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Error: ${message}`);
    expect(result.stdout).toBe("");
    expect(await userCount()).toBe(before);
  });

  it("refuses an email that already has an account, whatever its case, and changes nothing", async () => {
    const before = await findUser("ada@example.com");
    const count = await userCount();
    const result = await academy(["admin", "create", "--email", "ADA@example.com", "--name", "Impostor"], "another-password\n");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Error: An account with the email ADA@example.com already exists; use `academy users set-role`.");
    expect(await userCount()).toBe(count);
    expect(await findUser("ada@example.com")).toEqual(before);
    expect(await authenticateUser({ email: "ada@example.com", password: "another-password" })).toBeNull();
  });

  it("needs --email and --name", async () => {
    const result = await academy(["admin", "create", "--email", "x@example.com"], "good-password\n");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("required option '--name <name>' not specified");
  });
});

describe("academy users set-role", () => {
  const signIn = (userId: number) => startSession(userId, new Request("http://localhost/login", { headers: { "User-Agent": "test" } }));

  it("promotes and demotes, ending that account's sessions only", async () => {
    const user = await registerUser(
      { username: "Bob User", email: "bob@example.com", password: "bob-password", companyName: null, jobTitle: null, roleDescription: null },
      { analysisId: null, browserSessionId: null },
    );
    const other = await registerUser(
      { username: "Carol Other", email: "carol@example.com", password: "carol-password", companyName: null, jobTitle: null, roleDescription: null },
      { analysisId: null, browserSessionId: null },
    );
    await signIn(user.id);
    await signIn(user.id);
    await signIn(other.id);
    expect(await sessionCount(user.id)).toBe(2);

    const promoted = await academy(["users", "set-role", "--email", "BOB@example.com", "--role", "admin"]);
    expect(promoted.stderr).toBe("");
    expect(promoted.code).toBe(0);
    expect(promoted.stdout).toContain(`Role changed: Bob User <bob@example.com> (id ${user.id}) is now admin (was user)`);
    expect((await findUser("bob@example.com"))!.role).toBe("admin");
    expect(await sessionCount(user.id)).toBe(0);
    expect(await sessionCount(other.id)).toBe(1);

    await signIn(user.id);
    const demoted = await academy(["users", "set-role", "--email", "bob@example.com", "--role", "user"]);
    expect(demoted.code).toBe(0);
    expect(demoted.stdout).toContain(`Role changed: Bob User <bob@example.com> (id ${user.id}) is now user (was admin)`);
    expect((await findUser("bob@example.com"))!.role).toBe("user");
    expect(await sessionCount(user.id)).toBe(0);
    expect(await sessionCount(other.id)).toBe(1);

    await signIn(user.id);
    const same = await academy(["users", "set-role", "--email", "bob@example.com", "--role", "user"]);
    expect(same.code).toBe(0);
    expect(same.stdout).toContain("is already user; nothing changed.");
    expect(await sessionCount(user.id)).toBe(1);
  });

  it("fails for an unknown email", async () => {
    const result = await academy(["users", "set-role", "--email", "nobody@example.com", "--role", "admin"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Error: No account has the email nobody@example.com.");
    expect(result.stdout).toBe("");
    expect(await findUser("nobody@example.com")).toBeUndefined();
  });

  it("fails for an unknown role and changes nothing", async () => {
    const before = await findUser("carol@example.com");
    const result = await academy(["users", "set-role", "--email", "carol@example.com", "--role", "superuser"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Error: Unknown role "superuser": the role must be one of user, admin.');
    expect(await findUser("carol@example.com")).toEqual(before);
    expect(await sessionCount(before!.id)).toBe(1);
  });
});

describe("academy --help", () => {
  it("lists both account commands", async () => {
    const { code, stdout } = await academy(["--help"]);
    expect(code).toBe(0);
    expect(stdout).toContain("academy admin create --email <email> --name <name>");
    expect(stdout).toContain("academy users set-role --email <email> --role <admin|user>");
    expect(stdout).toMatch(/^\s+admin\b/m);
    expect(stdout).toMatch(/^\s+users\b/m);
  });
});

// The terminal path, with a stand-in terminal: what is typed is never echoed.
describe("password prompt at a terminal", () => {
  function fakeTerminal(answers: string[]) {
    const input = Object.assign(new PassThrough(), { isTTY: true }) as unknown as NodeJS.ReadStream;
    let shown = "";
    const echo = new Writable({
      write(chunk, _encoding, done) {
        shown += String(chunk);
        // Type the next answer once a prompt is on screen, as a person would.
        if (/password: $/i.test(shown) && answers.length) setImmediate(() => input.write(`${answers.shift()}\r`));
        done();
      },
    });
    return { input, echo, shown: () => shown };
  }

  it("asks without echo", async () => {
    const t = fakeTerminal(["s3cret-typed"]);
    await expect(promptHidden("Password: ", t.input, t.echo)).resolves.toBe("s3cret-typed");
    expect(t.shown()).toBe("Password: \n");
  });

  it("asks twice and refuses a mismatch", async () => {
    const t = fakeTerminal(["matching-pw", "matching-pw"]);
    await expect(readNewPassword(t.input, t.echo)).resolves.toBe("matching-pw");
    expect(t.shown()).toBe("Password: \nRepeat password: \n");
    const u = fakeTerminal(["first-pw", "second-pw"]);
    await expect(readNewPassword(u.input, u.echo)).rejects.toThrow("The passwords do not match.");
    expect(u.shown()).toBe("Password: \nRepeat password: \n");
  });

  it("is cancelled by Ctrl-C", async () => {
    const input = Object.assign(new PassThrough(), { isTTY: true }) as unknown as NodeJS.ReadStream;
    const echo = new PassThrough();
    const asked = promptHidden("Password: ", input, echo);
    setImmediate(() => input.write("\x03"));
    await expect(asked).rejects.toThrow("Cancelled");
  });
});
