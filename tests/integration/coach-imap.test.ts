// The email coach's mailbox path (issue 29): replies delivered into a mailbox are read by polling
// it over IMAP, against a real IMAP server on loopback (tests/helpers/imap-server.ts). A reply is
// stored and its answer queued, then marked read; mail the coach drops is marked read too; a
// message over 1 MB is read by its header alone; a message that could not be taken stays unread.
import { desc, eq, sql } from "drizzle-orm";
import type { JobHelpers } from "graphile-worker";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { coachChallengeSends } from "../../db/schema/index";
import { crontab } from "../../jobs/crontab";
import { coachImapPollTask } from "../../jobs/tasks/coach-imap";
import { config } from "../../app/config.server";
import { replyAddress } from "../../app/lib/coach-tokens";
import { signToken } from "../../app/services/coach/challenge-sends.server";
import { MAX_MESSAGES_PER_POLL, parseCoachImapUrl, pollCoachMailbox } from "../../app/services/coach/imap-poll.server";
import { signUpForCoach } from "../../app/services/coach/signup.server";
import { startImapTestServer, type ImapTestServer } from "../helpers/imap-server";
import { useTestDatabase } from "../helpers/test-database";

useTestDatabase();
let imap: ImapTestServer;

beforeAll(async () => {
  imap = await startImapTestServer();
});

afterAll(async () => {
  await imap?.close();
  delete process.env.COACH_IMAP_URL;
});

const STRONG_LIFT =
  "The supplier delivered the card readers eleven days late, and that pushed our install back. Installation finishes on the 9th and we go live on Monday the 14th. I've booked two weekend shifts so we don't slip again, and I'll send you a one-line update every Friday until launch.";

/** A plain-text message as a mail server stores it. */
function message(headers: { from: string; to: string; subject?: string; messageId: string; extra?: string[] }, body: string): string {
  return [
    ...(headers.extra ?? []),
    `From: ${headers.from}`,
    `To: ${headers.to}`,
    `Subject: ${headers.subject ?? "Re: Your first performance challenge"}`,
    `Message-ID: <${headers.messageId}>`,
    "Date: Fri, 27 Nov 2026 10:00:00 +0000",
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 7bit",
    "",
    body,
  ].join("\r\n");
}

/** Signs the person up and returns the reply address of the challenge they were sent. */
async function challengeAddress(email: string): Promise<string> {
  const result = await signUpForCoach({ email, source: "hero" });
  if (!result.ok) throw new Error("sign-up failed");
  const [send] = await getDb()
    .select({ id: coachChallengeSends.id })
    .from(coachChallengeSends)
    .where(eq(coachChallengeSends.signupId, result.signupId))
    .orderBy(desc(coachChallengeSends.id))
    .limit(1);
  return replyAddress(config.coachAddress, signToken("reply", send!.id));
}

const replies = (email: string) =>
  getDb().execute<{ id: number; received_via: string; problem: string | null; size_bytes: number; text: string; message_id: string }>(sql`
    SELECT r.id, r.received_via, r.problem, r.size_bytes, r.text, r.message_id FROM coach_replies r
    JOIN coach_challenge_sends s ON s.id = r.send_id JOIN coach_signups u ON u.id = s.signup_id
    WHERE lower(u.email) = ${email} ORDER BY r.id`);
const answerJobs = (replyId: number) =>
  getDb().execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'answer-coach-reply' AND key = ${`coach-reply:${replyId}`}`,
  );
const drops = () =>
  getDb().execute<{ reason: string; recipient: string; sender: string; received_via: string }>(
    sql`SELECT reason, recipient, sender, received_via FROM coach_inbound_drops ORDER BY id`,
  );

const poll = () => pollCoachMailbox({ url: imap.url });
const nothing = { read: 0, stored: 0, dropped: 0, duplicates: 0, failed: 0 };

describe("COACH_IMAP_URL", () => {
  it("is read as host, port, TLS, user, password and mailbox", () => {
    expect(parseCoachImapUrl("imaps://coach%40example.com:p%40ss%3Aword@imap.example.com/INBOX")).toEqual({
      host: "imap.example.com",
      port: 993,
      secure: true,
      user: "coach@example.com",
      pass: "p@ss:word",
      mailbox: "INBOX",
    });
    expect(parseCoachImapUrl("imap://u:p@127.0.0.1:1143")).toMatchObject({ host: "127.0.0.1", port: 1143, secure: false, mailbox: "INBOX" });
    expect(parseCoachImapUrl("imap://u:p@mail.example.com/Coach%20replies")).toMatchObject({ port: 143, mailbox: "Coach replies" });
  });

  it("is refused when it cannot be used, without repeating its password", () => {
    for (const url of ["https://u:secret@example.com/", "imaps://example.com/INBOX", "not a url secret"]) {
      expect(() => parseCoachImapUrl(url)).toThrow(/COACH_IMAP_URL/);
      expect(() => parseCoachImapUrl(url)).not.toThrow(/secret/);
    }
  });
});

describe("polling the coach's mailbox", () => {
  it("stores a reply, queues its answer and marks it read; a second poll finds nothing", async () => {
    const address = await challengeAddress("ada@example.com");
    const uid = imap.deliver(
      message({ from: "Ada Lovelace <ada@example.com>", to: address, messageId: "ada-1@example.com" }, `${STRONG_LIFT}\r\n\r\n-- \r\nAda`),
    );
    expect(imap.flags(uid)).not.toContain("\\Seen");

    expect(await poll()).toEqual({ ...nothing, read: 1, stored: 1 });
    const [stored, ...more] = await replies("ada@example.com");
    expect(more).toHaveLength(0);
    expect(stored).toMatchObject({ received_via: "imap", problem: null, text: STRONG_LIFT, message_id: "<ada-1@example.com>" });
    expect((await answerJobs(stored!.id))[0]!.n).toBe(1);
    expect(imap.flags(uid)).toContain("\\Seen");

    expect(await poll()).toEqual(nothing);
    expect(await replies("ada@example.com")).toHaveLength(1);
  });

  it("finds the reply address in the delivery headers of mail forwarded into the mailbox, and stores a message delivered twice once", async () => {
    const address = await challengeAddress("fwd@example.com");
    // Forwarded: To no longer names the challenge, Delivered-To / X-Original-To still do.
    const forwarded = message(
      {
        from: "fwd@example.com",
        to: "Coach inbox <coach-inbox@mailhost.example>",
        messageId: "fwd-1@example.com",
        extra: ["Delivered-To: coach-inbox@mailhost.example", `X-Original-To: ${address}`, `Delivered-To: ${address}`],
      },
      STRONG_LIFT,
    );
    const first = imap.deliver(forwarded);
    expect(await poll()).toEqual({ ...nothing, read: 1, stored: 1 });
    expect(await replies("fwd@example.com")).toMatchObject([{ received_via: "imap" }]);

    // The same message again (delivered twice, or marked unread by hand): stored once, marked read.
    const second = imap.deliver(forwarded);
    expect(await poll()).toEqual({ ...nothing, read: 1, duplicates: 1 });
    expect(await replies("fwd@example.com")).toHaveLength(1);
    expect([imap.flags(first), imap.flags(second)]).toEqual([["\\Seen"], ["\\Seen"]]);
  });

  it("drops a reply to a forged token, records it, and marks it read", async () => {
    const address = await challengeAddress("forge@example.com");
    const [token, domain] = address.split("+")[1]!.split("@") as [string, string];
    const [id, signature] = token.split("-") as [string, string];
    const forged = `coach+${(parseInt(id, 36) + 1).toString(36)}-${signature}@${domain}`;
    const uid = imap.deliver(message({ from: "forge@example.com", to: forged, messageId: "forged@example.com" }, STRONG_LIFT));

    expect(await poll()).toEqual({ ...nothing, read: 1, dropped: 1 });
    expect(await drops()).toEqual([{ reason: "unknown-token", recipient: forged, sender: "forge@example.com", received_via: "imap" }]);
    expect(await replies("forge@example.com")).toHaveLength(0);
    expect(imap.flags(uid)).toContain("\\Seen");
  });

  it("reads a message over 1 MB by its header alone and stores it as too large", async () => {
    const address = await challengeAddress("large@example.com");
    const body = Array.from({ length: 15_000 }, () => "All of this is a very long answer that nobody should have to read in full.").join("\r\n");
    const raw = message({ from: "large@example.com", to: address, messageId: "large@example.com" }, body);
    expect(raw.length).toBeGreaterThan(1_000_000);
    const uid = imap.deliver(raw);

    const sentBefore = imap.bytesSent();
    expect(await poll()).toEqual({ ...nothing, read: 1, stored: 1 });
    // The body never crossed the connection: only the header (and the protocol's own lines).
    expect(imap.bytesSent() - sentBefore).toBeLessThan(20_000);
    expect(await replies("large@example.com")).toMatchObject([{ received_via: "imap", problem: "too-large", size_bytes: raw.length, text: "" }]);
    expect(imap.flags(uid)).toContain("\\Seen");
  });

  it("leaves a message unread when it cannot be stored, and takes it at the next poll", async () => {
    const address = await challengeAddress("retry@example.com");
    const uid = imap.deliver(message({ from: "retry@example.com", to: address, messageId: "retry@example.com" }, STRONG_LIFT));

    const failing = await pollCoachMailbox({ url: imap.url, receive: () => Promise.reject(new Error("database unavailable")) });
    expect(failing).toEqual({ ...nothing, read: 1, failed: 1 });
    expect(imap.flags(uid)).not.toContain("\\Seen");
    expect(await replies("retry@example.com")).toHaveLength(0);

    expect(await poll()).toEqual({ ...nothing, read: 1, stored: 1 });
    expect(imap.flags(uid)).toContain("\\Seen");
  });

  it(`takes at most ${MAX_MESSAGES_PER_POLL} messages in one poll, oldest first`, async () => {
    const uids = Array.from({ length: MAX_MESSAGES_PER_POLL + 1 }, (_, i) =>
      imap.deliver(message({ from: "bulk@example.com", to: "coach+nonsense@upskill.academy", messageId: `bulk-${i}@example.com` }, "x")),
    );
    const taken: string[] = [];
    const receive = (mail: { messageId: string }) => {
      taken.push(mail.messageId);
      return Promise.resolve({ kind: "duplicate" } as const);
    };
    expect(await pollCoachMailbox({ url: imap.url, receive })).toMatchObject({ read: MAX_MESSAGES_PER_POLL, duplicates: MAX_MESSAGES_PER_POLL });
    expect(taken[0]).toBe("<bulk-0@example.com>");
    expect(imap.unseen()).toEqual([uids.at(-1)]);
    expect(await pollCoachMailbox({ url: imap.url, receive })).toMatchObject({ read: 1 });
    expect(imap.unseen()).toEqual([]);
  }, 60_000);

  it("fails the poll when the mailbox refuses the login", async () => {
    await expect(pollCoachMailbox({ url: imap.url.replace("testpass", "wrong") })).rejects.toThrow();
  });
});

describe("the coach-imap-poll job", () => {
  const helpers = { logger: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} } } as unknown as JobHelpers;

  it("is on the worker's every-minute schedule", () => {
    expect(crontab.split("\n").some((line) => /^\* \* \* \* \* coach-imap-poll( |$)/.test(line))).toBe(true);
  });

  it("does nothing when COACH_IMAP_URL is unset", async () => {
    delete process.env.COACH_IMAP_URL;
    const address = await challengeAddress("unset@example.com");
    const uid = imap.deliver(message({ from: "unset@example.com", to: address, messageId: "unset@example.com" }, STRONG_LIFT));
    const connections = imap.connections();
    await coachImapPollTask({}, helpers);
    expect(imap.connections()).toBe(connections);
    expect(imap.flags(uid)).not.toContain("\\Seen");
    expect(await replies("unset@example.com")).toHaveLength(0);

    // Set, the same job reads the mailbox.
    process.env.COACH_IMAP_URL = imap.url;
    await coachImapPollTask({}, helpers);
    expect(imap.flags(uid)).toContain("\\Seen");
    expect(await replies("unset@example.com")).toMatchObject([{ received_via: "imap" }]);
  });

  it("logs and counts a mailbox it cannot read instead of failing the job", async () => {
    const { coachImapPollFailures } = await import("../../server/metrics");
    const before = (await coachImapPollFailures.get()).values[0]?.value ?? 0;
    process.env.COACH_IMAP_URL = imap.url.replace("testpass", "wrong");
    try {
      await expect(coachImapPollTask({}, helpers)).resolves.toBeUndefined();
    } finally {
      delete process.env.COACH_IMAP_URL;
    }
    expect((await coachImapPollFailures.get()).values[0]?.value).toBe(before + 1);
  });
});
