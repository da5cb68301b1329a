// The email coach at a glance (issue 29 item 4, "Operable"): the admin Email Coach tab, GET
// /api/admin/coach and `academy coach stats` read getCoachStats; the tab's reply table,
// GET /api/admin/coach/replies and `academy coach replies` read listCoachReplies.
//
// Failures are the two ways a reply can go unanswered: its answer-coach-reply job failed for good
// (no attempts left and not running; Graphile Worker keeps the job with its last error, and its
// payload, which names the reply, is only in the private table, as backup-status.server.ts reads
// it), or it is still queued minutes after it came in (no worker running, or a job retrying).
import { desc, eq, sql } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import {
  COACH_DROP_REASONS,
  COACH_INBOUND_PATHS,
  COACH_REPLY_PROBLEMS,
  coachChallengeSends,
  coachReplies,
  coachSignups,
  type CoachDropReason,
  type CoachInboundPath,
  type CoachReplyProblem,
  type CoachReplyStatus,
} from "../../../db/schema/index";
import { challengeById } from "~/content/coach-challenges";
import { ADMIN_PAGE_SIZE, type CoachReplyQuery, type Paged } from "~/lib/admin-query";
import { RECENT_DAYS } from "~/lib/recent-days";
import { ANSWER_COACH_REPLY_TASK } from "../coach/receive-reply.server";

/** A reply still queued this long after it came in counts as a failure. */
export const COACH_WAITING_MINUTES = 5;
/** How many failed jobs and waiting replies the stats name one by one. */
const LISTED = 10;

export interface Counted {
  total: number;
  /** In the last RECENT_DAYS days. */
  recent: number;
}

export interface FailedCoachJob {
  jobId: string;
  replyId: number | null;
  attempts: number;
  /** The job's last error, its first line only. */
  lastError: string | null;
  failedAt: string;
}

export interface CoachStats {
  recentDays: number;
  signups: Counted;
  challengesSent: Counted;
  replies: Counted & { byPath: Record<CoachInboundPath, Counted> };
  /** First answers to a challenge (attempt 1) that were scored, and their mean scores (one decimal; null before any). */
  firstAnswers: { scored: number; mean: { clarity: number | null; impact: number | null; confidence: number | null; overall: number | null } };
  unscorable: Counted & { byProblem: Record<CoachReplyProblem, Counted> };
  drops: Counted & { byReason: Record<CoachDropReason, Counted> };
  failures: {
    failedJobs: { count: number; latest: FailedCoachJob[] };
    waiting: { count: number; minutes: number; oldest: { replyId: number; receivedAt: string }[] };
  };
}

type Keyed<K extends string> = { key: K; total: number; recent: number }[] | null;

function byKey<K extends string>(keys: readonly K[], rows: Keyed<K>): Counted & { by: Record<K, Counted> } {
  const by = Object.fromEntries(keys.map((k) => [k, { total: 0, recent: 0 }])) as Record<K, Counted>;
  for (const row of rows ?? []) by[row.key] = { total: row.total, recent: row.recent };
  const sum = (pick: (c: Counted) => number) => Object.values<Counted>(by).reduce((n, c) => n + pick(c), 0);
  return { total: sum((c) => c.total), recent: sum((c) => c.recent), by };
}

const firstLine = (text: string | null) => (text ? text.split("\n", 1)[0]!.slice(0, 200) : null);

/** Every figure of the Email Coach tab, in one round trip. */
export async function getCoachStats(db: Executor = getDb()): Promise<CoachStats> {
  const recent = (column: string) => sql`${sql.identifier(column)} > now() - make_interval(days => ${RECENT_DAYS})`;
  const [row] = await db.execute<{
    signups_total: number;
    signups_recent: number;
    sends_total: number;
    sends_recent: number;
    by_path: Keyed<CoachInboundPath>;
    first_answers: { scored: number; clarity: number | null; impact: number | null; confidence: number | null; overall: number | null };
    by_problem: Keyed<CoachReplyProblem>;
    by_reason: Keyed<CoachDropReason>;
    failed_count: number;
    failed_latest: { job_id: string; reply_id: number | null; attempts: number; last_error: string | null; failed_at: string }[] | null;
    waiting_count: number;
    waiting_oldest: { reply_id: number; received_at: string }[] | null;
  }>(sql`
    WITH failed AS (
      SELECT j.id::text AS job_id, (j.payload->>'replyId')::int AS reply_id, j.attempts, j.last_error, j.updated_at AS failed_at
      FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
      WHERE t.identifier = ${ANSWER_COACH_REPLY_TASK} AND j.attempts >= j.max_attempts AND j.locked_at IS NULL
    ), waiting AS (
      SELECT id AS reply_id, received_at FROM coach_replies
      WHERE status = 'queued' AND received_at < now() - make_interval(mins => ${COACH_WAITING_MINUTES})
    )
    SELECT
      (SELECT count(*)::int FROM coach_signups) AS signups_total,
      (SELECT count(*)::int FROM coach_signups WHERE ${recent("created_at")}) AS signups_recent,
      (SELECT count(*)::int FROM coach_challenge_sends) AS sends_total,
      (SELECT count(*)::int FROM coach_challenge_sends WHERE ${recent("sent_at")}) AS sends_recent,
      (SELECT json_agg(json_build_object('key', received_via, 'total', total, 'recent', recent))
         FROM (SELECT received_via, count(*)::int AS total, count(*) FILTER (WHERE ${recent("received_at")})::int AS recent
                 FROM coach_replies GROUP BY received_via) v) AS by_path,
      (SELECT json_build_object(
                'scored', count(*)::int,
                'clarity', round(avg(clarity)::numeric, 1), 'impact', round(avg(impact)::numeric, 1),
                'confidence', round(avg(confidence)::numeric, 1), 'overall', round(avg(overall)::numeric, 1))
         FROM coach_replies WHERE attempt = 1 AND status = 'scored') AS first_answers,
      (SELECT json_agg(json_build_object('key', problem, 'total', total, 'recent', recent))
         FROM (SELECT problem, count(*)::int AS total, count(*) FILTER (WHERE ${recent("received_at")})::int AS recent
                 FROM coach_replies WHERE problem IS NOT NULL GROUP BY problem) p) AS by_problem,
      (SELECT json_agg(json_build_object('key', reason, 'total', total, 'recent', recent))
         FROM (SELECT reason, count(*)::int AS total, count(*) FILTER (WHERE ${recent("received_at")})::int AS recent
                 FROM coach_inbound_drops GROUP BY reason) d) AS by_reason,
      (SELECT count(*)::int FROM failed) AS failed_count,
      (SELECT json_agg(f ORDER BY f.failed_at DESC)
         FROM (SELECT * FROM failed ORDER BY failed_at DESC LIMIT ${LISTED}) f) AS failed_latest,
      (SELECT count(*)::int FROM waiting) AS waiting_count,
      (SELECT json_agg(w ORDER BY w.received_at)
         FROM (SELECT * FROM waiting ORDER BY received_at LIMIT ${LISTED}) w) AS waiting_oldest`);
  const r = row!;
  const paths = byKey(COACH_INBOUND_PATHS, r.by_path);
  const problems = byKey(COACH_REPLY_PROBLEMS, r.by_problem);
  const reasons = byKey(COACH_DROP_REASONS, r.by_reason);
  const { scored, ...mean } = r.first_answers;
  return {
    recentDays: RECENT_DAYS,
    signups: { total: r.signups_total, recent: r.signups_recent },
    challengesSent: { total: r.sends_total, recent: r.sends_recent },
    replies: { total: paths.total, recent: paths.recent, byPath: paths.by },
    firstAnswers: { scored, mean },
    unscorable: { total: problems.total, recent: problems.recent, byProblem: problems.by },
    drops: { total: reasons.total, recent: reasons.recent, byReason: reasons.by },
    failures: {
      failedJobs: {
        count: r.failed_count,
        latest: (r.failed_latest ?? []).map((f) => ({
          jobId: f.job_id,
          replyId: f.reply_id,
          attempts: f.attempts,
          lastError: firstLine(f.last_error),
          failedAt: new Date(f.failed_at).toISOString(),
        })),
      },
      waiting: {
        count: r.waiting_count,
        minutes: COACH_WAITING_MINUTES,
        oldest: (r.waiting_oldest ?? []).map((w) => ({ replyId: w.reply_id, receivedAt: new Date(w.received_at).toISOString() })),
      },
    },
  };
}

export interface CoachReplyRow {
  id: number;
  receivedAt: string;
  via: CoachInboundPath;
  /** The sign-up's address the challenge went to. */
  email: string;
  challengeId: string;
  /** The challenge's title in the bank; its id in brackets once it left the bank. */
  challengeTitle: string;
  attempt: number;
  status: CoachReplyStatus;
  problem: CoachReplyProblem | null;
  clarity: number | null;
  impact: number | null;
  confidence: number | null;
  overall: number | null;
  scorerVersion: number | null;
}

/** A score as stored (a 4-byte real) to one decimal: 6.3, not 6.300000190734863. */
export const oneDecimal = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

/** The latest replies first, a page at a time, optionally of one status only. */
export async function listCoachReplies(query: CoachReplyQuery, db: Executor = getDb(), pageSize = ADMIN_PAGE_SIZE): Promise<Paged<CoachReplyRow>> {
  const where = query.status ? eq(coachReplies.status, query.status) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: coachReplies.id,
        receivedAt: coachReplies.receivedAt,
        via: coachReplies.receivedVia,
        email: coachSignups.email,
        challengeId: coachChallengeSends.challengeId,
        attempt: coachReplies.attempt,
        status: coachReplies.status,
        problem: coachReplies.problem,
        clarity: coachReplies.clarity,
        impact: coachReplies.impact,
        confidence: coachReplies.confidence,
        overall: coachReplies.overall,
        scorerVersion: coachReplies.scorerVersion,
      })
      .from(coachReplies)
      .innerJoin(coachChallengeSends, eq(coachChallengeSends.id, coachReplies.sendId))
      .innerJoin(coachSignups, eq(coachSignups.id, coachChallengeSends.signupId))
      .where(where)
      .orderBy(desc(coachReplies.receivedAt), desc(coachReplies.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(coachReplies)
      .where(where),
  ]);
  const total = counted?.n ?? 0;
  return {
    rows: rows.map((r) => ({
      ...r,
      receivedAt: r.receivedAt.toISOString(),
      challengeTitle: challengeById(r.challengeId)?.title ?? `(${r.challengeId})`,
      clarity: oneDecimal(r.clarity),
      impact: oneDecimal(r.impact),
      confidence: oneDecimal(r.confidence),
      overall: oneDecimal(r.overall),
    })),
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}
