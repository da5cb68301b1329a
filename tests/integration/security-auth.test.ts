// Sign-in that nobody can use against the owner, and admins who need more than a password
// (issue 24, items 4 and 5; DESIGN.md §4): failed sign-ins slow one account at one address with
// growing delays instead of locking the account for everyone; new passwords refuse the most common
// ones; admin passwords are longer; every admin sign-in takes a second factor (TOTP, set up at the
// first admin sign-in, with single-use recovery codes), with JavaScript off as here; admin sessions
// end after 30 idle minutes; operators reset a lost second factor with `academy admin reset-2fa`.
import { sql } from "drizzle-orm";
import { generate } from "otplib";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { ACCOUNT_PROBLEMS as P } from "../../app/lib/schemas/account";
import { createAdmin, registerUser, setUserRole } from "../../app/services/accounts/accounts.server";
import { createSession } from "../../app/services/accounts/sessions.server";
import { academy as runAcademy } from "../helpers/academy";
import { createEnrolledAdmin, signInAsAdmin, totpCode } from "../helpers/admin-sign-in";
import { Browser } from "../helpers/browser";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();
const behindProxy = useWebServer({ trustProxy: 1 });

let serial = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}.${++serial}@example.com`;
const q = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => getDb().execute<T>(query);
const problem = (p: { title: string; description: string }) => ({ title: p.title, message: p.description });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sessionCount = async (userId: number) => (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${userId}`))[0]!.n;

/** A client at this address, behind the one proxy the server trusts. */
const from = (address: string) => {
  const browser = new Browser(behindProxy.base);
  return { browser, post: (path: string, body: unknown) => browser.post(path, body, { headers: { "X-Forwarded-For": address } }) };
};

/** `academy` in this process (tests/helpers/academy.ts), with `stdin` as its standard input. */
const academy = (args: string[], stdin = "") => runAcademy(args, { stdin });

/** A plain form post, as a browser without JavaScript sends it. */
const formPost = (browser: Browser, path: string, form: Record<string, string>) => browser.request(path, { method: "POST", form });
const secretOnPage = (html: string) => /data-testid="totp-secret"[^>]*>([^<]+)</.exec(html)?.[1]?.replace(/\s+/g, "");
const recoveryCodesOnPage = (html: string) =>
  [...(/data-testid="recovery-codes"[^>]*>(.*?)<\/ol>/s.exec(html)?.[1] ?? "").matchAll(/<li[^>]*>([^<]+)<\/li>/g)].map((m) => m[1]!);

beforeEach(async () => {
  await q(sql`DELETE FROM rate_limit_hits`);
  await q(sql`DELETE FROM sign_in_failures`);
  delete process.env.AUTH_RATE_LIMIT;
});

describe("item 4: failed sign-ins slow one address for one account, and never lock the owner out", () => {
  it("five wrong passwords for an admin from one address; the right password and code from another signs in", async () => {
    const admin = await createEnrolledAdmin({ email: uniqueEmail("owner"), name: "Owner", password: "owner pass phrase" });
    const attacker = from("198.51.100.7");
    for (let i = 0; i < 5; i++) expect((await attacker.post("/api/admin/login", { email: admin.email, password: `guess ${i}` })).status).toBe(401);
    const owner = from("203.0.113.20");
    const response = await owner.post("/api/admin/login", { email: admin.email, password: admin.password, code: await totpCode(admin.totpSecret) });
    expect(response.status).toBe(200);
    expect((await owner.browser.get("/api/user")).body).toMatchObject({ role: "admin" });
  });

  it("the same for a user at /api/login, from many guessing addresses", async () => {
    const email = uniqueEmail("member");
    await registerUser(
      { username: "Mia", email, password: "mia's own pass", companyName: null, jobTitle: null, roleDescription: null },
      { analysisId: null, browserSessionId: null },
    );
    for (let i = 0; i < 12; i++) await from(`198.51.100.${10 + (i % 3)}`).post("/api/login", { email, password: `guess ${i}` });
    expect((await from("203.0.113.21").post("/api/login", { email: email.toUpperCase(), password: "mia's own pass" })).status).toBe(200);
  });

  it("the guessing address waits 1 s, then 2 s … (429 with Retry-After), and is let in once it has waited", async () => {
    const email = uniqueEmail("slow");
    await registerUser(
      { username: "Sol", email, password: "sol's own pass", companyName: null, jobTitle: null, roleDescription: null },
      { analysisId: null, browserSessionId: null },
    );
    const guesser = from("198.51.100.30");
    for (let i = 0; i < 5; i++) expect((await guesser.post("/api/login", { email, password: `guess ${i}` })).status).toBe(401);
    // Even the right password waits: the answer must not tell a guesser when it was right.
    const early = await guesser.post("/api/login", { email, password: "sol's own pass" });
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject(problem(P.signInDelayed));
    expect(Number(early.headers.get("retry-after"))).toBe(1);
    expect(early.setCookies).toEqual([]);

    await sleep(1_100);
    expect((await guesser.post("/api/login", { email, password: "guess 6" })).status).toBe(401);
    const longer = await guesser.post("/api/login", { email, password: "guess 7" });
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get("retry-after"))).toBe(2);

    await sleep(2_100);
    expect((await guesser.post("/api/login", { email, password: "sol's own pass" })).status).toBe(200);
    // A right password clears that address's count.
    expect((await q(sql`SELECT 1 FROM sign_in_failures WHERE account = ${email}`)).length).toBe(0);
  });

  it("an address with no account answers the same way: no account is revealed", async () => {
    const nobody = uniqueEmail("nobody");
    const guesser = from("198.51.100.40");
    for (let i = 0; i < 5; i++) expect((await guesser.post("/api/login", { email: nobody, password: `guess ${i}` })).status).toBe(401);
    const delayed = await guesser.post("/api/login", { email: nobody, password: "guess 5" });
    expect(delayed.status).toBe(429);
    expect(delayed.body).toMatchObject(problem(P.signInDelayed));
  });
});

describe("item 5: the password rule", () => {
  it("registration refuses the most common passwords and one character repeated, keeping §9's minimum and message", async () => {
    const cases: [string, { title: string; description: string }][] = [
      ["1234567", P.passwordTooCommon],
      ["password", P.passwordTooCommon],
      ["Password", P.passwordTooCommon],
      ["aaaaaaaa", P.passwordOneCharacter],
      ["12345", P.passwordTooShort],
    ];
    for (const [password, expected] of cases) {
      const email = uniqueEmail("weak");
      const response = await new Browser(web.base).post("/api/register", { username: "Wes", email, password });
      expect(response.status, password).toBe(400);
      expect(response.body).toMatchObject(problem(expected));
      expect(response.setCookies).toEqual([]);
      expect((await q(sql`SELECT 1 FROM users WHERE email = ${email}`)).length).toBe(0);
    }
    expect(P.passwordTooShort.description).toBe("Password must be at least 6 characters long.");
    // The /login page's form says the same, without JavaScript.
    const page = await formPost(new Browser(web.base), "/login", { intent: "register", username: "Wes", email: uniqueEmail("weakpage"), password: "password" });
    expect(page.status).toBe(400);
    expect(page.body).toContain(P.passwordTooCommon.description);
  });

  it("a password reset refuses them too, leaving the link usable; an admin's reset needs 12 characters", async () => {
    const { requestPasswordReset } = await import("../../app/services/accounts/password-reset.server");
    const linkFor = async (email: string) => {
      await requestPasswordReset(email);
      const [job] = await q<{ text: string }>(
        sql`SELECT payload->>'text' AS text FROM graphile_worker._private_jobs WHERE payload->>'to' = ${email} AND payload->>'template' = 'password-reset' ORDER BY id DESC LIMIT 1`,
      );
      return /token=([A-Za-z0-9_-]{43})/.exec(job!.text)![1]!;
    };
    const email = uniqueEmail("resetter");
    await registerUser(
      { username: "Rae", email, password: "rae's own pass", companyName: null, jobTitle: null, roleDescription: null },
      { analysisId: null, browserSessionId: null },
    );
    const token = await linkFor(email);
    const weak = await new Browser(web.base).post("/api/reset-password", { token, newPassword: "qwerty123", confirmPassword: "qwerty123" });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject(problem(P.passwordTooCommon));
    expect((await new Browser(web.base).post("/api/reset-password", { token, newPassword: "rae's new pass" })).status).toBe(200);

    const adminEmail = uniqueEmail("resetadmin");
    await createAdmin({ email: adminEmail, name: "Ray Admin", password: "ray admin pass phrase" });
    const adminToken = await linkFor(adminEmail);
    const short = await new Browser(web.base).post("/api/reset-password", { token: adminToken, newPassword: "short pass" });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject(problem(P.adminPasswordTooShort));
    expect((await new Browser(web.base).post("/api/reset-password", { token: adminToken, newPassword: "a much longer pass" })).status).toBe(200);
  });

  it("`academy admin create` refuses a common or short admin password with the rule's words, and writes nothing", async () => {
    for (const [password, message] of [
      ["password", "An admin password must be at least 12 characters long."],
      ["123456789012", P.passwordTooCommon.description],
      ["zzzzzzzzzzzzzz", P.passwordOneCharacter.description],
    ] as const) {
      const email = uniqueEmail("cliadmin");
      const result = await academy(["admin", "create", "--email", email, "--name", "Cli Admin"], `${password}\n`);
      expect(result.code, password).toBe(1);
      expect(result.stderr).toContain(`Error: ${message} Nothing was changed.`);
      expect((await q(sql`SELECT 1 FROM users WHERE email = ${email}`)).length).toBe(0);
    }
  });
});

describe("item 5: every admin sign-in takes a second factor", () => {
  it("over the API: no code, no session; a wrong or reused code is refused; a recovery code works once", async () => {
    const admin = await createEnrolledAdmin({ email: uniqueEmail("api"), name: "Api Admin", password: "api admin pass phrase" });
    const browser = new Browser(web.base);
    const bare = await browser.post("/api/admin/login", { email: admin.email, password: admin.password });
    expect(bare.status).toBe(401);
    expect(bare.body).toMatchObject(problem(P.secondFactorRequired));
    expect(bare.setCookies).toEqual([]);
    // /api/login is no way round it.
    expect((await browser.post("/api/login", { email: admin.email, password: admin.password })).status).toBe(401);
    expect(await sessionCount(admin.id)).toBe(0);

    const wrong = await browser.post("/api/admin/login", { email: admin.email, password: admin.password, code: "000000" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject(problem(P.codeWrong));

    const code = await totpCode(admin.totpSecret);
    expect((await browser.post("/api/admin/login", { email: admin.email, password: admin.password, code })).status).toBe(200);
    const replay = await new Browser(web.base).post("/api/admin/login", { email: admin.email, password: admin.password, code });
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject(problem(P.codeWrong));

    const recovery = admin.recoveryCodes[0]!;
    expect((await new Browser(web.base).post("/api/admin/login", { email: admin.email, password: admin.password, code: recovery.toUpperCase() })).status).toBe(
      200,
    );
    expect((await new Browser(web.base).post("/api/admin/login", { email: admin.email, password: admin.password, code: recovery })).status).toBe(401);
  });

  it("wrong codes are limited per account from any address: 10 in 15 minutes, then no code is taken", async () => {
    const admin = await createEnrolledAdmin({ email: uniqueEmail("codes"), name: "Code Admin", password: "code admin pass phrase" });
    for (let i = 0; i < 10; i++) {
      const wrong = await from(`198.51.100.${100 + i}`).post("/api/admin/login", { email: admin.email, password: admin.password, code: String(100000 + i) });
      expect(wrong.status, `code ${i + 1}`).toBe(401);
    }
    const locked = await from("203.0.113.50").post("/api/admin/login", {
      email: admin.email,
      password: admin.password,
      code: await totpCode(admin.totpSecret),
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject(problem(P.secondFactorLocked));
  });

  it("without JavaScript: the first sign-in sets up the app (key as text and QR code) and shows ten recovery codes once", async () => {
    const email = uniqueEmail("first");
    const admin = await createAdmin({ email, name: "First Admin", password: "first admin pass phrase" });
    const browser = new Browser(web.base);
    const password = await formPost(browser, "/admin", { email, password: "first admin pass phrase" });
    expect(password.status).toBe(302);
    expect(password.headers.get("location")).toBe("/login/two-factor");
    expect(browser.cookie("academy_session")).toBeUndefined();
    expect(browser.cookie("academy_sign_in")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await browser.get("/api/user")).status).toBe(401);

    const setup = await browser.get("/login/two-factor");
    expect(setup.status).toBe(200);
    expect(setup.headers.get("cache-control")).toBe("no-store");
    expect(setup.body).toContain("Set Up Two-Factor Sign-In");
    expect(setup.body).toMatch(/<img src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+" alt="QR code to add/);
    const secret = secretOnPage(setup.body)!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // A reload shows the same key; nothing is stored on the account until a code confirms it.
    expect(secretOnPage((await browser.get("/login/two-factor")).body)).toBe(secret);
    expect((await q<{ totp_secret: string | null }>(sql`SELECT totp_secret FROM users WHERE id = ${admin.id}`))[0]!.totp_secret).toBeNull();

    const wrong = await formPost(browser, "/login/two-factor", { intent: "enrol", code: "123456" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain(P.enrolCodeWrong.description);

    const done = await formPost(browser, "/login/two-factor", { intent: "enrol", code: await generate({ secret }) });
    expect(done.status).toBe(200);
    const codes = recoveryCodesOnPage(done.body);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);
    expect(browser.cookie("academy_sign_in")).toBeUndefined();
    expect((await browser.get("/api/user")).body).toMatchObject({ role: "admin", email });

    // Stored sealed and hashed: neither the key nor a code is in the database as it was shown.
    const [row] = await q<{ totp_secret: string; totp_enrolled_at: Date | null }>(sql`SELECT totp_secret, totp_enrolled_at FROM users WHERE id = ${admin.id}`);
    expect(row!.totp_enrolled_at).not.toBeNull();
    expect(row!.totp_secret).not.toContain(secret);
    const hashes = await q<{ code_hash: string }>(sql`SELECT code_hash FROM recovery_codes WHERE user_id = ${admin.id}`);
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes) expect(codes.some((c) => code_hash.includes(c.replace(/-/g, "")))).toBe(false);
    // The page of codes is not shown again.
    expect((await browser.get("/login/two-factor")).body).not.toContain(codes[0]!);
  });

  it("without JavaScript: every later sign-in asks for the code, from /admin and from /login alike", async () => {
    const admin = await createEnrolledAdmin({ email: uniqueEmail("later"), name: "Later Admin", password: "later admin pass phrase" });
    for (const [path, form] of [
      ["/admin", { email: admin.email, password: admin.password }],
      ["/login", { intent: "login", email: admin.email, password: admin.password }],
    ] as const) {
      const browser = new Browser(web.base);
      const first = await formPost(browser, path, form);
      expect(first.status, path).toBe(302);
      expect(first.headers.get("location")).toBe("/login/two-factor");
      expect(browser.cookie("academy_session")).toBeUndefined();
      const page = await browser.get("/login/two-factor");
      expect(page.body).toContain("Two-Factor Sign-In");
      expect(page.body).not.toContain('data-testid="totp-secret"');

      const missing = await formPost(browser, "/login/two-factor", { intent: "verify", code: "" });
      expect(missing.status).toBe(400);
      expect(missing.body).toContain(P.codeMissing.description);
      const wrong = await formPost(browser, "/login/two-factor", { intent: "verify", code: "000000" });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toContain(P.codeWrong.description);

      const right = await formPost(browser, "/login/two-factor", { intent: "verify", code: await totpCode(admin.totpSecret) });
      expect(right.status).toBe(302);
      expect(right.headers.get("location")).toBe("/admin");
      expect((await browser.get("/api/user")).body).toMatchObject({ role: "admin" });
    }
  });

  it("an unfinished sign-in runs out: the page says so and starts no session", async () => {
    const admin = await createEnrolledAdmin({ email: uniqueEmail("late"), name: "Late Admin", password: "late admin pass phrase" });
    const browser = new Browser(web.base);
    await formPost(browser, "/admin", { email: admin.email, password: admin.password });
    await q(
      sql`UPDATE sign_in_challenges SET expires_at = now() - interval '1 second', created_at = now() - interval '11 minutes' WHERE user_id = ${admin.id}`,
    );
    const late = await formPost(browser, "/login/two-factor", { intent: "verify", code: await totpCode(admin.totpSecret) });
    expect(late.status).toBe(401);
    expect(late.body).toContain(P.signInExpired.description);
    expect(await sessionCount(admin.id)).toBe(0);
  });
});

describe("item 5: admins need a longer password", () => {
  it("an admin whose password is too weak for an admin chooses a new one at the next sign-in; the API sends them to a browser", async () => {
    const email = uniqueEmail("promoted");
    const user = await registerUser(
      { username: "Pat", email, password: "pat's pass", companyName: null, jobTitle: null, roleDescription: null },
      { analysisId: null, browserSessionId: null },
    );
    await setUserRole(email, "admin");

    const api = await new Browser(web.base).post("/api/admin/login", { email, password: "pat's pass", code: "123456" });
    expect(api.status).toBe(403);
    expect(api.body).toMatchObject(problem(P.secondFactorSetupRequired));

    const browser = new Browser(web.base);
    expect((await formPost(browser, "/admin", { email, password: "pat's pass" })).status).toBe(302);
    expect((await browser.get("/login/two-factor")).body).toContain("Choose a New Password");
    const short = await formPost(browser, "/login/two-factor", { intent: "new-password", newPassword: "pat's pass2", confirmPassword: "pat's pass2" });
    expect(short.status).toBe(400);
    expect(short.body).toContain(P.adminPasswordTooShort.description);
    const common = await formPost(browser, "/login/two-factor", { intent: "new-password", newPassword: "123456789012", confirmPassword: "123456789012" });
    expect(common.body).toContain(P.passwordTooCommon.description);
    const saved = await formPost(browser, "/login/two-factor", {
      intent: "new-password",
      newPassword: "pat's long new pass",
      confirmPassword: "pat's long new pass",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/login/two-factor");
    // Next: setting up the second factor; no session before that.
    expect((await browser.get("/login/two-factor")).body).toContain("Set Up Two-Factor Sign-In");
    expect(await sessionCount(user.id)).toBe(0);
    expect((await new Browser(web.base).post("/api/login", { email, password: "pat's pass" })).status).toBe(401);
  });
});

describe("item 5: admin sessions end after 30 idle minutes", () => {
  const idle = (token: string, minutes: number) =>
    q(sql`UPDATE sessions SET last_seen_at = now() - make_interval(mins => ${minutes}) WHERE id = encode(sha256(${token}::bytea), 'hex')`);

  it("an admin's session idle for 31 minutes is over; a user's keeps its 30 days; use moves the clock", async () => {
    const admin = await createAdmin({ email: uniqueEmail("idle"), name: "Idle Admin", password: "idle admin pass phrase" });
    const member = await registerUser(
      { username: "Mo", email: uniqueEmail("mo"), password: "mo's own pass", companyName: null, jobTitle: null, roleDescription: null },
      { analysisId: null, browserSessionId: null },
    );
    const adminToken = await createSession(admin.id);
    const memberToken = await createSession(member.id);
    const as = (token: string) => {
      const browser = new Browser(web.base);
      browser.setCookie(`academy_session=${token}`);
      return browser;
    };

    await idle(adminToken, 29);
    expect((await as(adminToken).get("/api/admin/users")).status).toBe(200);
    const [seen] = await q<{ idle: number }>(
      sql`SELECT extract(epoch FROM now() - last_seen_at)::int AS idle FROM sessions WHERE id = encode(sha256(${adminToken}::bytea), 'hex')`,
    );
    expect(seen!.idle).toBeLessThan(5);

    await idle(adminToken, 31);
    expect((await as(adminToken).get("/api/admin/users")).status).toBe(401);
    expect((await as(adminToken).get("/admin")).status).toBe(401);
    expect(await sessionCount(admin.id)).toBe(0);

    await idle(memberToken, 60 * 24 * 3);
    expect((await as(memberToken).get("/api/user")).body).toMatchObject({ id: member.id });
  });
});

describe("item 5: `academy admin reset-2fa`", () => {
  it("forgets the second factor and recovery codes, ends the sessions, writes the audit log; the next sign-in sets up again", async () => {
    const admin = await createEnrolledAdmin({ email: uniqueEmail("lost"), name: "Lost Phone", password: "lost phone pass phrase" });
    const browser = new Browser(web.base);
    expect((await signInAsAdmin(browser, admin)).status).toBe(200);

    const result = await academy(["admin", "reset-2fa", "--email", admin.email.toUpperCase()]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Two-factor sign-in reset for Lost Phone <${admin.email}> (id ${admin.id})`);
    const [row] = await q<{ totp_secret: string | null; totp_enrolled_at: Date | null }>(
      sql`SELECT totp_secret, totp_enrolled_at FROM users WHERE id = ${admin.id}`,
    );
    expect(row).toEqual({ totp_secret: null, totp_enrolled_at: null });
    expect((await q(sql`SELECT 1 FROM recovery_codes WHERE user_id = ${admin.id}`)).length).toBe(0);
    expect(await sessionCount(admin.id)).toBe(0);
    expect((await browser.get("/api/user")).status).toBe(401);
    const [audit] = await q<{ action: string; actor_email: string; target_id: string }>(
      sql`SELECT action, actor_email, target_id FROM audit_log ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toEqual({ action: "user.reset-2fa", actor_email: "cli", target_id: String(admin.id) });

    const again = new Browser(web.base);
    expect((await formPost(again, "/admin", { email: admin.email, password: admin.password })).status).toBe(302);
    expect((await again.get("/login/two-factor")).body).toContain("Set Up Two-Factor Sign-In");

    const unknown = await academy(["admin", "reset-2fa", "--email", "nobody@example.com"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("Error: No account has the email nobody@example.com.");
  });
});
