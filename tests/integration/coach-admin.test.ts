// The email coach, operable (issue 29 item 4): the figures and the reply list (getCoachStats,
// listCoachReplies), re-scoring a reply with the current scorer, and the three places they show:
// the admin Email Coach tab (with its Re-score button), GET /api/admin/coach(/replies), and
// `academy coach stats | replies | rescore`. Fixture rows are inserted with SQL.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { COACH_REPLY_STATUSES } from "../../db/schema/index";
import { COACH_CHALLENGES } from "../../app/content/coach-challenges";
import { COACH_REPLY_FILTERS } from "../../app/lib/admin-query";
import { scoreReply, SCORER_VERSION } from "../../app/lib/coach-scoring";
import { getCoachStats, listCoachReplies } from "../../app/services/admin/coach-stats.server";
import { rescoreCoachReply } from "../../app/services/coach/rescore-reply.server";
import { operatorContext } from "../../app/services/operations/admin-audit.server";
import { academy } from "../helpers/academy";
import { createEnrolledAdmin, signInAsAdmin } from "../helpers/admin-sign-in";
import { Browser } from "../helpers/browser";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();
const q = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => getDb().execute<T>(query);

const LIFT = COACH_CHALLENGES[0]!;
const UPDATE = COACH_CHALLENGES[1]!;
const ANSWER =
  "The supplier delivered the card readers eleven days late, and that pushed our install back. Installation finishes on the 9th and we go live on Monday the 14th. I've booked two weekend shifts so we don't slip again.";

/** The fixture's reply ids, by what they are. */
const ids = {} as Record<"scored" | "scoredOld" | "retired" | "second" | "queuedLate" | "queuedNew" | "empty" | "tooMany" | "failedJob", number>;

async function signup(email: string, daysAgo: number): Promise<number> {
  const [row] = await q<{ id: number }>(
    sql`INSERT INTO coach_signups (email, challenges_sent, created_at) VALUES (${email}, 0, now() - make_interval(days => ${daysAgo})) RETURNING id`,
  );
  return row!.id;
}

async function send(signupId: number, challengeId: string, number: number, daysAgo: number): Promise<number> {
  const [row] = await q<{ id: number }>(sql`
    INSERT INTO coach_challenge_sends (signup_id, challenge_id, number, reason, sent_at)
    VALUES (${signupId}, ${challengeId}, ${number}, 'signup', now() - make_interval(days => ${daysAgo})) RETURNING id`);
  return row!.id;
}

let messages = 0;
async function reply(
  sendId: number,
  fields: { via?: string; attempt?: number; status: string; problem?: string | null; overall?: number | null; minutesAgo: number; text?: string },
): Promise<number> {
  const score = fields.overall ?? null;
  const [row] = await q<{ id: number }>(sql`
    INSERT INTO coach_replies (send_id, received_via, message_id, size_bytes, text, attempt, status, problem,
                               clarity, impact, confidence, overall, scorer_version, received_at)
    VALUES (${sendId}, ${fields.via ?? "smtp"}, ${`<m${++messages}@example.com>`}, 300, ${fields.text ?? ANSWER}, ${fields.attempt ?? 1},
            ${fields.status}, ${fields.problem ?? null}, ${score}, ${score}, ${score}, ${score}, ${score === null ? null : 0},
            now() - make_interval(mins => ${fields.minutesAgo}))
    RETURNING id`);
  return row!.id;
}

let admin: Browser;
let member: Browser;

beforeAll(async () => {
  delete process.env.AUTH_RATE_LIMIT;
  // Four sign-ups, one of them 30 days old; five challenges, one of them 20 days old.
  const ada = await signup("ada@example.com", 1);
  const bob = await signup("bob@example.com", 2);
  const cy = await signup("cy@example.com", 30);
  await signup("dee@example.com", 0);
  const adaLift = await send(ada, LIFT.id, 1, 1);
  const adaUpdate = await send(ada, UPDATE.id, 2, 0);
  const bobLift = await send(bob, LIFT.id, 1, 2);
  const cyOld = await send(cy, "a-challenge-since-retired", 1, 20);
  const cyLift = await send(cy, LIFT.id, 2, 1);

  // Scored first answers: overall 6, 8 and 4 (mean 6.0); a second try at 9 is not a first answer.
  ids.scored = await reply(adaLift, { status: "scored", overall: 6, minutesAgo: 60 });
  ids.second = await reply(adaLift, { status: "scored", attempt: 2, overall: 9, minutesAgo: 50, via: "webhook" });
  ids.scoredOld = await reply(bobLift, { status: "scored", overall: 8, minutesAgo: 60 * 24 * 10, via: "imap" });
  ids.retired = await reply(cyOld, { status: "scored", overall: 4, minutesAgo: 60 * 24 * 19 });
  // Unscorable: an empty reply and a fourth try.
  ids.empty = await reply(adaUpdate, { status: "unscorable", problem: "empty", minutesAgo: 30, text: "" });
  ids.tooMany = await reply(adaLift, { status: "unscorable", problem: "too-many", attempt: 4, minutesAgo: 20 });
  // Queued: one 10 minutes old (a failure), one just in; one whose job failed for good.
  ids.queuedLate = await reply(cyLift, { status: "queued", minutesAgo: 10, via: "webhook" });
  ids.queuedNew = await reply(bobLift, { status: "queued", attempt: 2, minutesAgo: 1 });
  ids.failedJob = await reply(adaUpdate, { status: "queued", attempt: 2, minutesAgo: 2 });
  await q(
    sql`SELECT graphile_worker.add_job('answer-coach-reply', json_build_object('replyId', ${ids.failedJob}::int), max_attempts => 3, job_key => 'coach-reply:failed')`,
  );
  await q(
    sql`UPDATE graphile_worker._private_jobs SET attempts = 3, last_error = ${"Mail adapter unreachable\n    at send (mail.server.ts:1:1)"} WHERE key = 'coach-reply:failed'`,
  );
  // Mail dropped: two forged addresses (one a month ago), one out-of-office.
  await q(sql`
    INSERT INTO coach_inbound_drops (received_via, reason, sender, received_at) VALUES
      ('smtp', 'unknown-token', 'x@example.net', now()), ('smtp', 'unknown-token', 'y@example.net', now() - interval '30 days'),
      ('imap', 'auto-reply', 'ada@example.com', now() - interval '1 hour')`);

  const enrolled = await createEnrolledAdmin({ email: "coach.admin@example.com", name: "Coach Admin", password: "admin pass phrase" });
  admin = new Browser(web.base);
  expect((await signInAsAdmin(admin, enrolled)).status).toBe(200);
  member = new Browser(web.base);
  expect((await member.post("/api/register", { username: "Member", email: "coach.member@example.com", password: "member pass" })).status).toBe(200);
});

describe("getCoachStats", () => {
  it("counts sign-ups, challenges, replies, scores, problems, drops and failures, totals and the last 7 days", async () => {
    const stats = await getCoachStats();
    expect(stats.recentDays).toBe(7);
    expect(stats.signups).toEqual({ total: 4, recent: 3 });
    expect(stats.challengesSent).toEqual({ total: 5, recent: 4 });
    expect(stats.replies.total).toBe(9);
    expect(stats.replies.recent).toBe(7);
    expect(stats.replies.byPath).toEqual({ smtp: { total: 6, recent: 5 }, webhook: { total: 2, recent: 2 }, imap: { total: 1, recent: 0 } });
    expect(stats.firstAnswers).toEqual({ scored: 3, mean: { clarity: 6, impact: 6, confidence: 6, overall: 6 } });
    expect(stats.unscorable.total).toBe(2);
    expect(stats.unscorable.byProblem).toEqual({
      empty: { total: 1, recent: 1 },
      "attachment-only": { total: 0, recent: 0 },
      "too-large": { total: 0, recent: 0 },
      language: { total: 0, recent: 0 },
      "too-many": { total: 1, recent: 1 },
    });
    expect(stats.drops).toEqual({
      total: 3,
      recent: 2,
      byReason: { "unknown-token": { total: 2, recent: 1 }, "other-sender": { total: 0, recent: 0 }, "auto-reply": { total: 1, recent: 1 } },
    });
    expect(stats.failures.failedJobs).toEqual({
      count: 1,
      latest: [{ jobId: expect.any(String), replyId: ids.failedJob, attempts: 3, lastError: "Mail adapter unreachable", failedAt: expect.any(String) }],
    });
    expect(stats.failures.waiting).toEqual({ count: 1, minutes: 5, oldest: [{ replyId: ids.queuedLate, receivedAt: expect.any(String) }] });
  });

  it("gives the mean scores to one decimal, and nulls before any reply was scored", async () => {
    // (6 + 9 + 4) / 3 = 6.333...
    await q(sql`UPDATE coach_replies SET clarity = 9 WHERE id = ${ids.scoredOld}`);
    expect((await getCoachStats()).firstAnswers.mean.clarity).toBe(6.3);
    await q(sql`UPDATE coach_replies SET clarity = 8 WHERE id = ${ids.scoredOld}`);
    await getDb()
      .transaction(async (tx) => {
        await tx.execute(sql`DELETE FROM coach_replies`);
        const stats = await getCoachStats(tx);
        expect(stats.firstAnswers).toEqual({ scored: 0, mean: { clarity: null, impact: null, confidence: null, overall: null } });
        expect(stats.replies.byPath.smtp).toEqual({ total: 0, recent: 0 });
        throw new Error("rollback");
      })
      .catch((error: unknown) => expect((error as Error).message).toBe("rollback"));
    expect((await getCoachStats()).replies.total).toBe(9);
  });
});

describe("listCoachReplies", () => {
  it("lists the latest first with the address and the challenge's title, a page at a time, of one status if asked", async () => {
    const first = await listCoachReplies({ page: 1, status: "" }, undefined, 4);
    expect(first).toMatchObject({ total: 9, page: 1, pageCount: 3 });
    expect(first.rows.map((r) => r.id)).toEqual([ids.queuedNew, ids.failedJob, ids.queuedLate, ids.tooMany]);
    expect(first.rows[2]).toMatchObject({ via: "webhook", email: "cy@example.com", challengeTitle: LIFT.title, attempt: 1, status: "queued", overall: null });
    const last = await listCoachReplies({ page: 3, status: "" }, undefined, 4);
    expect(last.rows).toEqual([
      expect.objectContaining({
        id: ids.retired,
        challengeId: "a-challenge-since-retired",
        challengeTitle: "(a-challenge-since-retired)",
        overall: 4,
        scorerVersion: 0,
      }),
    ]);
    const unscorable = await listCoachReplies({ page: 1, status: "unscorable" });
    expect(unscorable.rows.map((r) => [r.id, r.problem])).toEqual([
      [ids.tooMany, "too-many"],
      [ids.empty, "empty"],
    ]);
  });

  it("filters by exactly the statuses a reply can have", () => {
    expect([...COACH_REPLY_FILTERS]).toEqual([...COACH_REPLY_STATUSES]);
  });
});

describe("rescoreCoachReply", () => {
  it("scores a scored reply again with the current scorer, keeps the old scores in the audit log, and emails nothing", async () => {
    const queuedMail = async () =>
      (
        await q<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id WHERE t.identifier = 'send-email'`,
        )
      )[0]!.n;
    const mailBefore = await queuedMail();
    const outcome = await rescoreCoachReply(operatorContext(), ids.scoredOld);
    const card = scoreReply(LIFT, ANSWER);
    expect(outcome).toEqual({
      ok: true,
      replyId: ids.scoredOld,
      before: { clarity: 8, impact: 8, confidence: 8, overall: 8, scorerVersion: 0 },
      after: {
        clarity: card.clarity.score,
        impact: card.impact.score,
        confidence: card.confidence.score,
        overall: card.overall,
        scorerVersion: SCORER_VERSION,
      },
    });
    const [row] = await q<{ overall: number; scorer_version: number; status: string; card: { overall: number } }>(
      sql`SELECT overall, scorer_version, status, card FROM coach_replies WHERE id = ${ids.scoredOld}`,
    );
    expect(row).toMatchObject({ scorer_version: SCORER_VERSION, status: "scored", card: { overall: card.overall } });
    expect(row!.overall).toBeCloseTo(card.overall, 5);
    const [audit] = await q<{ action: string; actor_email: string; target_type: string; target_id: string; summary: string }>(
      sql`SELECT action, actor_email, target_type, target_id, summary FROM audit_log ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toMatchObject({ action: "coach-reply.rescore", actor_email: "cli", target_type: "coach-reply", target_id: String(ids.scoredOld) });
    expect(audit!.summary).toContain(`overall 8.0 -> ${card.overall.toFixed(1)}`);
    expect(await queuedMail()).toBe(mailBefore);
  });

  it("refuses a queued, an unscorable and a missing reply, and changes nothing", async () => {
    const audits = async () => (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_log`))[0]!.n;
    const before = await audits();
    expect(await rescoreCoachReply(operatorContext(), ids.queuedLate)).toEqual({
      ok: false,
      reason: "not-scorable",
      message: `Reply #${ids.queuedLate} is still queued: the answer-coach-reply job has not scored it yet, so there is no score to redo.`,
    });
    expect(await rescoreCoachReply(operatorContext(), ids.empty)).toMatchObject({
      ok: false,
      reason: "not-scorable",
      message: expect.stringContaining("unscorable (empty)"),
    });
    expect(await rescoreCoachReply(operatorContext(), 999_999)).toMatchObject({ ok: false, reason: "not-found" });
    expect(await audits()).toBe(before);
    const [queued] = await q<{ status: string; overall: number | null }>(sql`SELECT status, overall FROM coach_replies WHERE id = ${ids.queuedLate}`);
    expect(queued).toEqual({ status: "queued", overall: null });
  });
});

describe("the Email Coach tab and its API", () => {
  it("are for admins only, and a cross-site post is refused", async () => {
    for (const path of ["/admin/coach", "/api/admin/coach", "/api/admin/coach/replies"]) {
      expect((await new Browser(web.base).get(path)).status, path).toBe(401);
      expect((await member.get(path)).status, path).toBe(403);
    }
    const form = { form: { intent: "rescore", id: String(ids.scored) } };
    expect((await new Browser(web.base).request("/admin/coach", { method: "POST", ...form })).status).toBe(401);
    expect((await member.request("/admin/coach", { method: "POST", ...form })).status).toBe(403);
    expect((await admin.request("/admin/coach", { method: "POST", origin: "https://evil.example", ...form })).status).toBe(403);
    expect((await admin.request("/api/admin/coach", { method: "POST", json: {} })).status).toBe(405);
    const [row] = await q<{ scorer_version: number }>(sql`SELECT scorer_version FROM coach_replies WHERE id = ${ids.scored}`);
    expect(row!.scorer_version).toBe(0);
  });

  it("the tab shows the figures, the failures and a page of replies, its state in the URL", async () => {
    const page = await admin.get("/admin/coach");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = (page.body as string).replace(/<!-- -->/g, "");
    expect(html).toContain("Email Coach");
    expect(html).toContain('href="/admin/coach"');
    expect(html).toMatch(/Sign-ups<\/p><p[^>]*>4<\/p>/);
    expect(html).toMatch(/data-testid="coach-paths-webhook"[^]*?>2<\/td>/);
    expect(html).toMatch(/data-testid="coach-failed-jobs"[^>]*>1</);
    expect(html).toMatch(/data-testid="coach-waiting"[^>]*>1</);
    expect(html).toContain(`Reply #${ids.failedJob}</span>`);
    expect(html).toContain("Mail adapter unreachable");
    expect(html).not.toContain("mail.server.ts");
    expect(html).toContain("9 replies · page 1 of 1");
    expect(html).toContain(`aria-label="Re-score reply #${ids.scored}"`);
    expect(html).not.toContain(`aria-label="Re-score reply #${ids.queuedLate}"`);

    const queued = ((await admin.get("/admin/coach?status=queued&page=abc")).body as string).replace(/<!-- -->/g, "");
    expect(queued).toContain("3 replies · page 1 of 1");
    expect(queued).not.toContain(`data-testid="coach-reply-${ids.scored}"`);
    expect((await admin.get("/admin/coach?status=%3Cscript%3E&page=-3")).status).toBe(200);
  });

  it("Re-score: back to the same view with a toast, audit-logged with the admin's address", async () => {
    const posted = await admin.request("/admin/coach?status=scored", { method: "POST", form: { intent: "rescore", id: String(ids.scored) } });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe("/admin/coach?status=scored");
    const after = ((await admin.get(posted.headers.get("location")!)).body as string).replace(/<!-- -->/g, "");
    expect(after).toContain("Reply Re-scored");
    expect(after).toContain(`Reply #${ids.scored}: overall 6.0 before`);
    const [audit] = await q<{ action: string; actor_email: string }>(sql`SELECT action, actor_email FROM audit_log ORDER BY id DESC LIMIT 1`);
    expect(audit).toEqual({ action: "coach-reply.rescore", actor_email: "coach.admin@example.com" });
    // The dashboard's latest admin actions name it.
    expect(after).toContain("Re-scored a coach reply");

    const refused = await admin.request("/admin/coach", { method: "POST", form: { intent: "rescore", id: String(ids.empty) } });
    expect(refused.status).toBe(302);
    const told = ((await admin.get(refused.headers.get("location")!)).body as string).replace(/<!-- -->/g, "");
    expect(told).toContain("Not Re-scored");
    expect(told).toContain("unscorable (empty)");
  });

  it("GET /api/admin/coach answers getCoachStats, and /replies a page with its count in the headers", async () => {
    const stats = await admin.get("/api/admin/coach");
    expect(stats.status).toBe(200);
    expect(stats.headers.get("cache-control")).toBe("no-store");
    expect(stats.body).toEqual(JSON.parse(JSON.stringify(await getCoachStats())));
    const replies = await admin.get("/api/admin/coach/replies?pageSize=2&page=2&status=scored");
    expect(replies.status).toBe(200);
    expect(replies.headers.get("x-total-count")).toBe("4");
    expect(replies.headers.get("x-page-count")).toBe("2");
    expect(replies.body.map((r: { id: number }) => r.id)).toEqual([ids.scoredOld, ids.retired]);
  });
});

describe("academy coach", () => {
  it("stats prints the figures, and --json the same object as the API", async () => {
    const text = await academy(["coach", "stats"]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain("Sign-ups:              4 (3 in 7 days)\n");
    expect(text.stdout).toContain("by path, total (7 days): smtp 6 (5), webhook 2 (2), imap 1 (0)");
    expect(text.stdout).toContain("Failed answer jobs:    1\n");
    expect(text.stdout).toContain(`  reply #${ids.failedJob} (job `);
    expect(text.stdout).toContain(`Queued over 5 minutes: 1 (oldest: #${ids.queuedLate} since `);
    const json = await academy(["coach", "stats", "--json"]);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual((await admin.get("/api/admin/coach")).body);
  });

  it("replies lists the latest as a table or JSON, and refuses a bad --limit or --status", async () => {
    const table = await academy(["coach", "replies", "--limit", "3"]);
    expect(table.code).toBe(0);
    const lines = table.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^ID\s+Received \(UTC\)\s+Via\s+From\s+Challenge\s+Try\s+Status\s+Problem\s+Overall$/);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      new RegExp(`^\\s*${ids.queuedNew}\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\s+smtp\\s+bob@example\\.com\\s+${LIFT.title}\\s+2\\s+queued\\s+-\\s+-$`),
    );
    expect(table.stderr).toBe("3 of 9 replies; --limit shows more.\n");
    const json = await academy(["coach", "replies", "--status", "unscorable", "--json"]);
    expect(JSON.parse(json.stdout)).toEqual((await listCoachReplies({ page: 1, status: "unscorable" })).rows);
    for (const args of [
      ["--limit", "0"],
      ["--limit", "2x"],
      ["--status", "lost"],
    ]) {
      const refused = await academy(["coach", "replies", ...args]);
      expect(refused.code, args.join(" ")).toBe(1);
      expect(refused.stderr).toMatch(/^\nError: --(limit|status) must be/);
    }
  });

  it("rescore prints the old and new scores; a queued, unscorable or unknown reply is refused with exit 1", async () => {
    await q(sql`UPDATE coach_replies SET clarity = 2, impact = 2, confidence = 2, overall = 2, scorer_version = 0 WHERE id = ${ids.second}`);
    const card = scoreReply(LIFT, ANSWER);
    const done = await academy(["coach", "rescore", String(ids.second)]);
    expect(done.stderr).toBe("");
    expect(done.code).toBe(0);
    const lines = done.stdout.trimEnd().split("\n");
    expect(lines[0]).toBe(`Re-scored reply #${ids.second} with scorer v${SCORER_VERSION} (it was scored by v0).`);
    expect(lines[1]).toMatch(/^\s+Before\s+Now$/);
    expect(lines.slice(2).map((line) => line.split(/\s+/))).toEqual([
      ["Clarity", "2.0", card.clarity.score.toFixed(1)],
      ["Impact", "2.0", card.impact.score.toFixed(1)],
      ["Confidence", "2.0", card.confidence.score.toFixed(1)],
      ["Overall", "2.0", card.overall.toFixed(1)],
    ]);
    const [audit] = await q<{ actor_email: string; target_id: string }>(sql`SELECT actor_email, target_id FROM audit_log ORDER BY id DESC LIMIT 1`);
    expect(audit).toEqual({ actor_email: "cli", target_id: String(ids.second) });

    const queued = await academy(["coach", "rescore", String(ids.queuedNew)]);
    expect(queued.code).toBe(1);
    expect(queued.stdout).toBe("");
    expect(queued.stderr).toContain(`Error: Reply #${ids.queuedNew} is still queued`);
    expect(queued.stderr).toContain("Nothing was changed.");
    const unscorable = await academy(["coach", "rescore", String(ids.tooMany)]);
    expect(unscorable.code).toBe(1);
    expect(unscorable.stderr).toContain(`Error: Reply #${ids.tooMany} is unscorable (too-many)`);
    expect((await academy(["coach", "rescore", "424242"])).stderr).toContain("Error: There is no coach reply #424242.");
    const bad = await academy(["coach", "rescore", "twelve"]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Error: "twelve" is not a reply id');
  });
});
