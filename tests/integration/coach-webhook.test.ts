// The email coach's provider webhook (issue 29 item 1): Mailgun's inbound routes post each reply,
// parsed (urlencoded, or multipart with the files) or raw (body-mime, to the URL ending in mime),
// signed with the webhook signing key, to the web server built as deployed. A signed post becomes
// a stored reply and its answer-coach-reply job, exactly as by SMTP; anything not signed, stale or
// replayed changes nothing.
import { createHmac, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { config } from "../../app/config.server";
import { replyAddress } from "../../app/lib/coach-tokens";
import { MAILGUN_MAX_AGE_SECONDS } from "../../app/lib/mailgun-signature";
import { signToken } from "../../app/services/coach/challenge-sends.server";
import { takeMailgunPost } from "../../app/services/coach/mailgun-inbound.server";
import { signUpForCoach } from "../../app/services/coach/signup.server";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();

const KEY = "key-mailgun-webhook-test-0123456789";
const ROUTE = "/api/coach/inbound/mailgun";
const MB = 1024 * 1024;

beforeAll(() => {
  process.env.MAILGUN_WEBHOOK_SIGNING_KEY = KEY;
});
afterAll(() => {
  delete process.env.MAILGUN_WEBHOOK_SIGNING_KEY;
});

const STRONG_LIFT =
  "The supplier delivered the card readers eleven days late, and that pushed our install back. Installation finishes on the 9th and we go live on Monday the 14th. I've booked two weekend shifts so we don't slip again, and I'll send you a one-line update every Friday until launch.";

type Fields = Record<string, string>;

/** Mailgun's three signing fields for a post made now (or at `timestamp`), under KEY (or `key`). */
function signature(options: { timestamp?: number; token?: string; key?: string } = {}): Fields {
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const token = options.token ?? randomBytes(25).toString("hex");
  return {
    timestamp,
    token,
    signature: createHmac("sha256", options.key ?? KEY)
      .update(timestamp + token)
      .digest("hex"),
  };
}

/** The parsed fields Mailgun posts for a reply from `from` to `to`. */
function reply(to: string, from: string, body: string, extra: { messageId?: string; headers?: [string, string][]; subject?: string } = {}): Fields {
  const messageId = extra.messageId ?? `<${randomBytes(8).toString("hex")}@mail.example.com>`;
  const subject = extra.subject ?? "Re: Your first performance challenge";
  return {
    recipient: to,
    sender: from,
    from: `Ada Lovelace <${from}>`,
    subject,
    "body-plain": body,
    "stripped-text": body,
    "message-headers": JSON.stringify([
      ["From", `Ada Lovelace <${from}>`],
      ["To", to],
      ["Subject", subject],
      ["Message-Id", messageId],
      ...(extra.headers ?? []),
    ]),
    "Message-Id": messageId,
  };
}

const urlencoded = (fields: Fields, path = ROUTE, headers: Record<string, string> = {}) =>
  fetch(`${web.base()}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });

function multipart(fields: Fields, files: { name: string; content: Buffer }[] = [], path = ROUTE) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (files.length) form.set("attachment-count", String(files.length));
  files.forEach((file, i) => form.set(`attachment-${i + 1}`, new Blob([new Uint8Array(file.content)]), file.name));
  return fetch(`${web.base()}${path}`, { method: "POST", body: form });
}

/** Signs someone up; answers their first challenge's reply address. */
async function challengeFor(email: string): Promise<string> {
  const result = await signUpForCoach({ email, source: "hero" });
  expect(result).toMatchObject({ ok: true, kind: "first" });
  const [send] = await getDb().execute<{ id: number }>(sql`
    SELECT s.id FROM coach_challenge_sends s JOIN coach_signups u ON u.id = s.signup_id WHERE lower(u.email) = ${email}`);
  return replyAddress(config.coachAddress, signToken("reply", send!.id));
}

const replies = (email: string) =>
  getDb().execute<{ id: number; received_via: string; problem: string | null; text: string; message_id: string; size_bytes: number }>(sql`
    SELECT r.id, r.received_via, r.problem, r.text, r.message_id, r.size_bytes FROM coach_replies r
    JOIN coach_challenge_sends s ON s.id = r.send_id JOIN coach_signups u ON u.id = s.signup_id
    WHERE lower(u.email) = ${email} ORDER BY r.id`);
const answerJobs = async (replyId: number) =>
  (
    await getDb().execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
      WHERE t.identifier = 'answer-coach-reply' AND (j.payload->>'replyId')::int = ${replyId}`)
  )[0]!.n;
const drops = () =>
  getDb().execute<{ reason: string; received_via: string; sender: string }>(sql`SELECT reason, received_via, sender FROM coach_inbound_drops ORDER BY id`);
const replyCount = async () => (await getDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM coach_replies`))[0]!.n;

describe("Mailgun's inbound webhook", () => {
  it("stores a signed multipart post (with a file) as a webhook reply and queues its answer", async () => {
    const to = await challengeFor("multi@example.com");
    const response = await multipart({ ...reply(to, "multi@example.com", STRONG_LIFT), ...signature() }, [
      { name: "notes.txt", content: Buffer.from("some notes") },
    ]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: "stored" });
    const [row] = await replies("multi@example.com");
    expect(row).toMatchObject({ received_via: "webhook", problem: null, text: STRONG_LIFT });
    expect(await answerJobs(row!.id)).toBe(1);
  });

  it("stores a signed urlencoded post, and lets it through the Origin check", async () => {
    const to = await challengeFor("form@example.com");
    const response = await urlencoded({ ...reply(to, "form@example.com", STRONG_LIFT), ...signature() }, ROUTE, { Origin: "https://mailgun.example" });
    expect(response.status).toBe(200);
    const [row] = await replies("form@example.com");
    expect(row).toMatchObject({ received_via: "webhook", problem: null });
    expect(await answerJobs(row!.id)).toBe(1);
  });

  it("reads an HTML-only body as text, and drops control characters instead of refusing the mail", async () => {
    const to = await challengeFor("html@example.com");
    const fields = { ...reply(to, "html@example.com", ""), "body-html": `<div><p>${STRONG_LIFT}</p></div>` };
    expect((await urlencoded({ ...fields, ...signature() })).status).toBe(200);
    expect((await replies("html@example.com"))[0]!.text.replace(/\s+/g, " ")).toContain("we go live on Monday the 14th");

    const nul = await challengeFor("nul@example.com");
    expect((await urlencoded({ ...reply(nul, "nul@example.com", `${STRONG_LIFT}\u0000\u001b`), ...signature() })).status).toBe(200);
    expect((await replies("nul@example.com"))[0]!.text).toBe(STRONG_LIFT);
  });

  it("stores the raw message posted to the URL ending in mime", async () => {
    const to = await challengeFor("mime@example.com");
    const raw = [
      "From: Mime Person <mime@example.com>",
      `To: ${to}`,
      "Subject: Re: Your first performance challenge",
      "Message-ID: <raw-mime-1@mail.example.com>",
      "MIME-Version: 1.0",
      "Content-Type: text/plain; charset=utf-8",
      "",
      STRONG_LIFT,
      "",
    ].join("\r\n");
    const response = await multipart(
      { recipient: to, sender: "mime@example.com", from: "mime@example.com", "body-mime": raw, ...signature() },
      [],
      `${ROUTE}/mime`,
    );
    expect(response.status).toBe(200);
    expect(await replies("mime@example.com")).toMatchObject([{ received_via: "webhook", message_id: "<raw-mime-1@mail.example.com>", problem: null }]);
  });

  it("refuses a post that is not signed with the key, and stores nothing", async () => {
    const to = await challengeFor("unsigned@example.com");
    const fields = reply(to, "unsigned@example.com", STRONG_LIFT);
    const before = await drops();
    const forged = { ...fields, ...signature({ key: "not-the-key" }) };
    const tampered = { ...fields, ...signature(), timestamp: String(Math.floor(Date.now() / 1000) - 1) };
    for (const post of [forged, tampered, fields, { ...fields, ...signature(), signature: "" }]) {
      const response = await urlencoded(post);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ status: 401, title: "Unauthorized" });
    }
    expect(await replies("unsigned@example.com")).toHaveLength(0);
    expect(await drops()).toEqual(before);
  });

  it("refuses a post signed more than 15 minutes ago, or ahead of the clock", async () => {
    const to = await challengeFor("stale@example.com");
    const now = Math.floor(Date.now() / 1000);
    const stale = await urlencoded({ ...reply(to, "stale@example.com", STRONG_LIFT), ...signature({ timestamp: now - MAILGUN_MAX_AGE_SECONDS - 60 }) });
    expect(stale.status).toBe(401);
    const future = await urlencoded({ ...reply(to, "stale@example.com", STRONG_LIFT), ...signature({ timestamp: now + 3600 }) });
    expect(future.status).toBe(401);
    expect(await replies("stale@example.com")).toHaveLength(0);
  });

  it("refuses a signed post replayed with the same token", async () => {
    const to = await challengeFor("replay@example.com");
    const post = { ...reply(to, "replay@example.com", STRONG_LIFT), ...signature() };
    expect((await urlencoded(post)).status).toBe(200);
    expect((await urlencoded(post)).status).toBe(401);
    // Another message under the same token is refused too: the token, not the message, was signed.
    expect(
      (
        await urlencoded({
          ...reply(to, "replay@example.com", `${STRONG_LIFT} Again.`),
          timestamp: post.timestamp!,
          token: post.token!,
          signature: post.signature!,
        })
      ).status,
    ).toBe(401);
    expect(await replies("replay@example.com")).toHaveLength(1);
  });

  it("stores one message once when Mailgun posts it again with a fresh signature", async () => {
    const to = await challengeFor("twice@example.com");
    const fields = reply(to, "twice@example.com", STRONG_LIFT, { messageId: "<same-message@mail.example.com>" });
    const first = await urlencoded({ ...fields, ...signature() });
    const second = await urlencoded({ ...fields, ...signature() });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.json()).toEqual({ received: true, outcome: "duplicate" });
    expect(await replies("twice@example.com")).toHaveLength(1);
  });

  it("takes (200) and drops a reply to a forged coach address or an out-of-office reply, so Mailgun does not post it again", async () => {
    const to = await challengeFor("forge@example.com");
    const [id, mac] = to.split("@")[0]!.split("+")[1]!.split("-");
    const forged = `coach+${(parseInt(id!, 36) + 1000).toString(36)}-${mac}@${to.split("@")[1]}`;
    const response = await urlencoded({ ...reply(forged, "forge@example.com", STRONG_LIFT), ...signature() });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: "dropped" });
    const away = await urlencoded({
      ...reply(to, "forge@example.com", "I am out of the office until Monday.", { headers: [["Auto-Submitted", "auto-replied"]], subject: "Re: challenge" }),
      ...signature(),
    });
    expect(away.status).toBe(200);
    expect((await drops()).filter((d) => d.sender === "forge@example.com")).toEqual([
      { reason: "unknown-token", received_via: "webhook", sender: "forge@example.com" },
      { reason: "auto-reply", received_via: "webhook", sender: "forge@example.com" },
    ]);
    expect(await replies("forge@example.com")).toHaveLength(0);
  });

  it("takes a 5 MB reply and stores it as too large to read; refuses a post over 10 MB with 413", async () => {
    const to = await challengeFor("large@example.com");
    const large = await multipart({ ...reply(to, "large@example.com", STRONG_LIFT), ...signature() }, [
      { name: "photo.jpg", content: Buffer.alloc(5 * MB, 7) },
    ]);
    expect(large.status).toBe(200);
    const [row] = await replies("large@example.com");
    expect(row).toMatchObject({ received_via: "webhook", problem: "too-large", text: "" });
    expect(row!.size_bytes).toBeGreaterThan(5 * MB);
    expect(await answerJobs(row!.id)).toBe(1);

    const huge = await multipart({ ...reply(to, "large@example.com", STRONG_LIFT), ...signature() }, [
      { name: "video.mp4", content: Buffer.alloc(11 * MB, 1) },
    ]);
    expect(huge.status).toBe(413);
    expect(await replies("large@example.com")).toHaveLength(1);
  });

  it("answers 500 while the reply cannot be stored, and takes Mailgun's retry of the same post", async () => {
    const to = await challengeFor("retry@example.com");
    const post = { ...reply(to, "retry@example.com", STRONG_LIFT), ...signature() };
    await getDb().execute(sql`ALTER TABLE coach_replies RENAME TO coach_replies_away`);
    try {
      expect((await urlencoded(post)).status).toBe(500);
    } finally {
      await getDb().execute(sql`ALTER TABLE coach_replies_away RENAME TO coach_replies`);
    }
    // The failed post's token was released: the same post again is Mailgun's retry, not a replay.
    expect((await urlencoded(post)).status).toBe(200);
    expect(await replies("retry@example.com")).toHaveLength(1);
  });

  it("releases the token of a post it could not store (the service, without HTTP)", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...reply("coach+1-aaaaaaaaaaaaaaaaaaaa@upskill.academy", "x@example.com", "x"), ...signature() }))
      form.set(name, value);
    await expect(takeMailgunPost(form, 100, { receive: () => Promise.reject(new Error("database unavailable")) })).rejects.toThrow("database unavailable");
    await expect(takeMailgunPost(form, 100, { receive: () => Promise.resolve({ kind: "duplicate" }) })).resolves.toEqual({
      kind: "received",
      outcome: { kind: "duplicate" },
    });
    await expect(takeMailgunPost(form, 100, { receive: () => Promise.resolve({ kind: "duplicate" }) })).resolves.toEqual({
      kind: "refused",
      reason: "replayed",
    });
  });

  it("is off (404) without a signing key, and only takes POST", async () => {
    const before = await replyCount();
    expect((await fetch(`${web.base()}${ROUTE}`)).status).toBe(405);
    delete process.env.MAILGUN_WEBHOOK_SIGNING_KEY;
    try {
      const to = await challengeFor("off@example.com");
      expect((await urlencoded({ ...reply(to, "off@example.com", STRONG_LIFT), ...signature() })).status).toBe(404);
      expect((await urlencoded({ ...reply(to, "off@example.com", STRONG_LIFT), ...signature() }, `${ROUTE}/mime`)).status).toBe(404);
      expect((await fetch(`${web.base()}${ROUTE}`)).status).toBe(404);
    } finally {
      process.env.MAILGUN_WEBHOOK_SIGNING_KEY = KEY;
    }
    expect(await replyCount()).toBe(before);
  });
});
