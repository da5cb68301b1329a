// Growth Tracking and Benchmarking from the stored scores (issue 29 item 3), for the score card
// and the private progress page. Only each person's first answer to a challenge counts: in their
// growth line and in everyone's benchmark (app/lib/coach-progress.ts says why).
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { coachChallengeSends, coachReplies } from "../../../db/schema/index";
import { benchmark, growth, type Benchmark, type Growth } from "~/lib/coach-progress";

const firstScored = and(eq(coachReplies.attempt, 1), eq(coachReplies.status, "scored"));

/** The overall scores of everyone else's first answers to this challenge. */
export async function othersScores(db: Executor, challengeId: string, signupId: number): Promise<number[]> {
  const rows = await db
    .select({ overall: coachReplies.overall })
    .from(coachReplies)
    .innerJoin(coachChallengeSends, eq(coachChallengeSends.id, coachReplies.sendId))
    .where(and(firstScored, eq(coachChallengeSends.challengeId, challengeId), ne(coachChallengeSends.signupId, signupId)));
  return rows.map((r) => r.overall!);
}

export async function benchmarkFor(db: Executor, challengeId: string, signupId: number, overall: number): Promise<Benchmark> {
  return benchmark(overall, await othersScores(db, challengeId, signupId));
}

export interface FirstAnswer {
  replyId: number;
  challengeId: string;
  overall: number;
  receivedAt: Date;
}

/** The person's scored first answers, oldest first: what their growth is measured on. */
export async function firstScoredAnswers(db: Executor, signupId: number): Promise<FirstAnswer[]> {
  const rows = await db
    .select({ replyId: coachReplies.id, challengeId: coachChallengeSends.challengeId, overall: coachReplies.overall, receivedAt: coachReplies.receivedAt })
    .from(coachReplies)
    .innerJoin(coachChallengeSends, eq(coachChallengeSends.id, coachReplies.sendId))
    .where(and(firstScored, eq(coachChallengeSends.signupId, signupId)))
    .orderBy(asc(coachReplies.receivedAt), asc(coachReplies.id));
  return rows.map((r) => ({ ...r, overall: r.overall! }));
}

export async function growthFor(db: Executor, signupId: number): Promise<Growth> {
  return growth((await firstScoredAnswers(db, signupId)).map((r) => r.overall));
}

/** Each challenge's benchmark for one person's first answers, in one query (the progress page). */
export async function benchmarksFor(db: Executor, signupId: number): Promise<Map<number, Benchmark>> {
  const rows = await db.execute<{ reply_id: number; overall: number; others: number[] | null }>(sql`
    SELECT r.id AS reply_id, r.overall,
      (SELECT array_agg(o.overall) FROM coach_replies o JOIN coach_challenge_sends os ON os.id = o.send_id
        WHERE os.challenge_id = s.challenge_id AND os.signup_id <> s.signup_id AND o.attempt = 1 AND o.status = 'scored') AS others
    FROM coach_replies r JOIN coach_challenge_sends s ON s.id = r.send_id
    WHERE s.signup_id = ${signupId} AND r.attempt = 1 AND r.status = 'scored'`);
  return new Map(rows.map((r) => [r.reply_id, benchmark(r.overall, r.others ?? [])]));
}
