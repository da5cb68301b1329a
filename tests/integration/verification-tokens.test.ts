// One table and one module for the links we mail (issue 26 item 4): every flow's link lands in
// verification_tokens with its purpose, a link of one purpose opens nothing else, and migration
// 0020 carries the links already mailed over, so they keep working.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPool, getDb, type Database } from "../../db/client";
import { confirmEmail, sendEmailConfirmation } from "../../app/services/accounts/email-verification.server";
import { resetPassword } from "../../app/services/accounts/password-reset.server";
import { issueResetLink } from "../../app/services/accounts/reset-tokens.server";
import { createUnsubscribeUrl, unsubscribeByToken } from "../../app/services/delivery/unsubscribe.server";
import { consumeToken, deleteExpiredTokens, findToken, hashToken, issueToken } from "../../app/services/delivery/verification-tokens.server";
import { useTestDatabase } from "../helpers/test-database";

useTestDatabase();

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

async function newUser(email: string): Promise<number> {
  const rows = await getDb().execute<{ id: number }>(sql`INSERT INTO users (username, email) VALUES (${email.split("@")[0]!}, ${email}) RETURNING id`);
  return rows[0]!.id;
}

const rowsOf = (hash: string) =>
  getDb().execute<{ purpose: string; user_id: number | null; email: string | null; minutes: number | null; used: boolean }>(
    sql`SELECT purpose, user_id, email, round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes, used_at IS NOT NULL AS used
        FROM verification_tokens WHERE token_hash = ${hash}`,
  );

describe("one verification-token table for the four flows", () => {
  it("stores each flow's link in verification_tokens, by purpose, as the SHA-256 of the token only", async () => {
    const userId = await newUser("four@example.com");
    const reset = new URL((await issueResetLink(userId, "password-reset", getDb())).url).searchParams.get("token")!;
    const claim = new URL((await issueResetLink(userId, "purchase-claim", getDb())).url).searchParams.get("token")!;
    const unsubscribe = new URL(await createUnsubscribeUrl("Four@Example.com")).searchParams.get("token")!;
    expect(await rowsOf(sha256(reset))).toEqual([{ purpose: "password-reset", user_id: userId, email: null, minutes: 60, used: false }]);
    expect(await rowsOf(sha256(claim))).toEqual([{ purpose: "purchase-claim", user_id: userId, email: null, minutes: 7 * 24 * 60, used: false }]);
    expect(await rowsOf(sha256(unsubscribe))).toEqual([{ purpose: "unsubscribe", user_id: null, email: "four@example.com", minutes: null, used: false }]);

    await getDb().transaction((tx) => sendEmailConfirmation({ id: userId, username: "four", email: "four@example.com" }, tx));
    const [confirmation] = await getDb().execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM verification_tokens WHERE purpose = 'email-confirmation' AND user_id = ${userId} AND expires_at - created_at = interval '7 days'`,
    );
    expect(confirmation!.n).toBe(1);
    // No other token table is left.
    const [tables] = await getDb().execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public' AND tablename LIKE '%token%'`,
    );
    expect(tables!.n).toBe(1);
  });

  it("opens a link only for its own purpose: a confirmation link resets no password, an unsubscribe link confirms nothing", async () => {
    const userId = await newUser("purpose@example.com");
    const { token: confirmation } = await issueToken("email-confirmation", { userId });
    await expect(resetPassword(confirmation, "a fresh passphrase 42")).rejects.toThrow(/invalid or has expired/);
    const { token: unsubscribe } = await issueToken("unsubscribe", { email: "purpose@example.com" });
    expect(await confirmEmail(unsubscribe, userId)).toEqual({ ok: false, reason: "invalid" });
    // Both are still there for their own flow.
    expect(await confirmEmail(confirmation, userId)).toEqual({ ok: true, userId });
    expect((await unsubscribeByToken(unsubscribe)).success).toBe(true);
  });

  it("answers a single-use link once, even to two uses at the same moment, and a reusable one each time", async () => {
    const userId = await newUser("once@example.com");
    const { token } = await issueToken("password-reset", { userId });
    expect(await findToken("password-reset", token)).toMatchObject({ userId, purpose: "password-reset" });
    const both = await Promise.all([consumeToken("password-reset", token), consumeToken("password-reset", token)]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await findToken("password-reset", token)).toBeNull();

    const { token: link } = await issueToken("unsubscribe", { email: "once@example.com" });
    const first = await consumeToken("unsubscribe", link);
    const second = await consumeToken("unsubscribe", link);
    expect(first).toMatchObject({ email: "once@example.com" });
    expect(second).toEqual(first);
  });

  it("refuses an expired link, and the clean-up deletes every kind a day after it ran out", async () => {
    const userId = await newUser("late@example.com");
    const { token: reset } = await issueToken("password-reset", { userId });
    const { token: confirmation } = await issueToken("email-confirmation", { userId });
    const { token: unsubscribe } = await issueToken("unsubscribe", { email: "late@example.com" });
    await getDb().execute(
      sql`UPDATE verification_tokens SET created_at = now() - interval '9 days', expires_at = now() - interval '2 days' WHERE user_id = ${userId}`,
    );
    expect(await consumeToken("password-reset", reset)).toBeNull();
    expect(await findToken("email-confirmation", confirmation)).toBeNull();
    expect(await deleteExpiredTokens()).toBe(2);
    expect(await rowsOf(hashToken(reset))).toEqual([]);
    expect(await rowsOf(hashToken(confirmation))).toEqual([]);
    // An unsubscribe link never runs out: old marketing mail keeps working.
    expect((await unsubscribeByToken(unsubscribe)).success).toBe(true);
  });
});

describe("migration 0020", () => {
  const clusterUrl = inject("clusterUrl");
  const name = `tokens_${randomBytes(5).toString("hex")}`;
  const url = `${clusterUrl}/${name}`;
  const migrations = path.resolve("db/migrations");
  let raw: postgres.Sql;
  let pool: ReturnType<typeof createPool>;
  let db: Database;

  const statements = (file: string) =>
    fs
      .readFileSync(path.join(migrations, file), "utf8")
      .split("--> statement-breakpoint")
      .map((s) => s.trim())
      .filter(Boolean);

  beforeAll(async () => {
    const admin = postgres(`${clusterUrl}/postgres`, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    await admin.end();
    raw = postgres(url, { max: 1, onnotice: () => {} });
    const files = fs
      .readdirSync(migrations)
      .filter((f) => f.endsWith(".sql"))
      .sort();
    for (const file of files.filter((f) => f < "0020")) for (const statement of statements(file)) await raw.unsafe(statement);
    pool = createPool(url, 2);
    db = pool.db;
  });

  afterAll(async () => {
    await raw.end();
    await pool.sql.end();
    const admin = postgres(`${clusterUrl}/postgres`, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it("moves the links already mailed with their hashes, so they keep working, and keeps the old names readable", async () => {
    const token = () => randomBytes(32).toString("base64url");
    const [confirmToken, resetToken, claimToken, unsubscribeToken, spentToken] = [token(), token(), token(), token(), token()];
    const [user] = await raw<{ id: number }[]>`INSERT INTO users (username, email, password_hash) VALUES ('old', 'old@example.com', 'x') RETURNING id`;
    const [buyer] = await raw<{ id: number }[]>`INSERT INTO users (username, email) VALUES ('buyer', 'buyer@example.com') RETURNING id`;
    await raw`INSERT INTO email_confirmation_tokens (user_id, token_hash, expires_at) VALUES (${user!.id}, ${sha256(confirmToken)}, now() + interval '6 days')`;
    await raw`INSERT INTO password_reset_tokens (user_id, token_hash, created_at, expires_at) VALUES
      (${user!.id}, ${sha256(resetToken)}, now() - interval '10 minutes', now() + interval '50 minutes'),
      (${buyer!.id}, ${sha256(claimToken)}, now() - interval '1 day', now() + interval '6 days'),
      (${user!.id}, ${sha256(spentToken)}, now() - interval '20 minutes', now() + interval '40 minutes')`;
    await raw`UPDATE password_reset_tokens SET used_at = now() WHERE token_hash = ${sha256(spentToken)}`;
    await raw`INSERT INTO unsubscribe_tokens (token_hash, email, used_at) VALUES (${sha256(unsubscribeToken)}, 'old@example.com', now() - interval '3 days')`;
    const [before] = await raw<
      { m: number }[]
    >`SELECT greatest((SELECT max(id) FROM password_reset_tokens), (SELECT max(id) FROM email_confirmation_tokens)) AS m`;

    for (const statement of statements("0020_one_verification_table.sql")) await raw.unsafe(statement);

    const moved = await raw<{ purpose: string; n: number }[]>`SELECT purpose, count(*)::int AS n FROM verification_tokens GROUP BY 1 ORDER BY 1`;
    expect(moved).toEqual([
      { purpose: "email-confirmation", n: 1 },
      { purpose: "password-reset", n: 2 },
      { purpose: "purchase-claim", n: 1 },
      { purpose: "unsubscribe", n: 1 },
    ]);
    // New links' ids (and so their mails' idempotency keys) start above the old tables'.
    const [next] = await raw<{ id: number }[]>`SELECT nextval(pg_get_serial_sequence('verification_tokens', 'id'))::int AS id`;
    expect(next!.id).toBeGreaterThan(before!.m);
    // The old names still read, as views.
    const [views] = await raw<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_views WHERE schemaname = 'public'
      AND viewname IN ('password_reset_tokens', 'email_confirmation_tokens', 'unsubscribe_tokens')`;
    expect(views!.n).toBe(3);
    const [resets] = await raw<{ n: number }[]>`SELECT count(*)::int AS n FROM password_reset_tokens`;
    expect(resets!.n).toBe(3);

    // The mailed links work through the flows, as they did before the migration.
    expect(await confirmEmail(confirmToken, user!.id, db)).toEqual({ ok: true, userId: user!.id });
    await expect(resetPassword(spentToken, "a fresh passphrase 42", db)).rejects.toThrow(/invalid or has expired/);
    expect(await resetPassword(resetToken, "a fresh passphrase 42", db)).toEqual({ userId: user!.id });
    expect(await resetPassword(claimToken, "another passphrase 42", db)).toEqual({ userId: buyer!.id });
    const again = await unsubscribeByToken(unsubscribeToken, db);
    expect(again).toMatchObject({ success: true, email: "old@example.com" });
    // A reused unsubscribe link keeps the moment it was first used.
    const [kept] = await raw<{ old: boolean }[]>`SELECT used_at < now() - interval '2 days' AS old FROM verification_tokens WHERE purpose = 'unsubscribe'`;
    expect(kept!.old).toBe(true);
  });
});
