// What the private progress page (/coach/progress/:token, issue 29 item 3) shows of one person:
// every challenge sent to them with its replies and scores (newest first), their growth over
// first answers, each first answer's benchmark, and the colleagues they invited. Read in a few
// queries; the page formats it.
import { asc, desc, eq } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { coachChallengeSends, coachInvitations, coachReplies, coachSignups, type CoachReplyProblem, type CoachReplyStatus } from "../../../db/schema/index";
import { challengeById, type CoachChallenge } from "~/content/coach-challenges";
import { growth, type Benchmark, type Growth } from "~/lib/coach-progress";
import type { DimensionCard } from "~/lib/coach-scoring";
import { benchmarksFor, firstScoredAnswers, type FirstAnswer } from "./progress.server";

export const DIMENSIONS = ["clarity", "impact", "confidence"] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export interface ProgressReply {
  id: number;
  attempt: number;
  status: CoachReplyStatus;
  problem: CoachReplyProblem | null;
  receivedAt: Date;
  overall: number | null;
  /** Each dimension's score with the card's why and how to do better (null until scored). */
  scores: Record<Dimension, DimensionCard> | null;
}

export interface ProgressChallenge {
  sendId: number;
  number: number;
  /** null for a challenge since retired from the bank. */
  challenge: CoachChallenge | null;
  sentAt: Date;
  /** Oldest first: attempt 1 is the answer that counts, later ones practice. */
  replies: ProgressReply[];
  /** The first answer's benchmark, when it is scored. */
  benchmark: Benchmark | null;
}

export interface ProgressInvitation {
  id: number;
  email: string;
  createdAt: Date;
  confirmedAt: Date | null;
}

export interface CoachProgress {
  signupId: number;
  email: string;
  growth: Growth;
  /** The scored first answers growth is measured on, oldest first. */
  firstAnswers: FirstAnswer[];
  /** Every challenge sent, newest first. */
  challenges: ProgressChallenge[];
  /** Newest first. */
  invitations: ProgressInvitation[];
}

/** The card's sentences as stored with the scores (coach_replies.card, a ScoreCard). */
function scoresOf(row: { clarity: number | null; impact: number | null; confidence: number | null; card: Record<string, unknown> | null }) {
  if (row.clarity === null || row.impact === null || row.confidence === null) return null;
  const sentences = (key: Dimension) => {
    const part = row.card?.[key] as Partial<DimensionCard> | undefined;
    return { why: typeof part?.why === "string" ? part.why : "", better: typeof part?.better === "string" ? part.better : "" };
  };
  return {
    clarity: { score: row.clarity, ...sentences("clarity") },
    impact: { score: row.impact, ...sentences("impact") },
    confidence: { score: row.confidence, ...sentences("confidence") },
  };
}

export async function coachProgress(signupId: number, db: Executor = getDb()): Promise<CoachProgress | null> {
  const [signup] = await db.select({ id: coachSignups.id, email: coachSignups.email }).from(coachSignups).where(eq(coachSignups.id, signupId));
  if (!signup) return null;

  const [sends, replies, benchmarks, firstAnswers, invitations] = await Promise.all([
    db
      .select({
        id: coachChallengeSends.id,
        number: coachChallengeSends.number,
        challengeId: coachChallengeSends.challengeId,
        sentAt: coachChallengeSends.sentAt,
      })
      .from(coachChallengeSends)
      .where(eq(coachChallengeSends.signupId, signupId))
      .orderBy(desc(coachChallengeSends.number)),
    db
      .select({
        id: coachReplies.id,
        sendId: coachReplies.sendId,
        attempt: coachReplies.attempt,
        status: coachReplies.status,
        problem: coachReplies.problem,
        receivedAt: coachReplies.receivedAt,
        clarity: coachReplies.clarity,
        impact: coachReplies.impact,
        confidence: coachReplies.confidence,
        overall: coachReplies.overall,
        card: coachReplies.card,
      })
      .from(coachReplies)
      .innerJoin(coachChallengeSends, eq(coachChallengeSends.id, coachReplies.sendId))
      .where(eq(coachChallengeSends.signupId, signupId))
      .orderBy(asc(coachReplies.attempt), asc(coachReplies.id)),
    benchmarksFor(db, signupId),
    firstScoredAnswers(db, signupId),
    db
      .select({
        id: coachInvitations.id,
        email: coachInvitations.inviteeEmail,
        createdAt: coachInvitations.createdAt,
        confirmedAt: coachInvitations.confirmedAt,
      })
      .from(coachInvitations)
      .where(eq(coachInvitations.inviterSignupId, signupId))
      .orderBy(desc(coachInvitations.createdAt), desc(coachInvitations.id)),
  ]);

  const challenges = sends.map((send): ProgressChallenge => {
    const own = replies
      .filter((r) => r.sendId === send.id)
      .map((r): ProgressReply => ({
        id: r.id,
        attempt: r.attempt,
        status: r.status,
        problem: r.problem,
        receivedAt: r.receivedAt,
        overall: r.status === "scored" ? r.overall : null,
        scores: r.status === "scored" ? scoresOf(r) : null,
      }));
    const first = own.find((r) => r.attempt === 1);
    return {
      sendId: send.id,
      number: send.number,
      challenge: challengeById(send.challengeId) ?? null,
      sentAt: send.sentAt,
      replies: own,
      benchmark: first ? (benchmarks.get(first.id) ?? null) : null,
    };
  });

  return {
    signupId: signup.id,
    email: signup.email,
    growth: growth(firstAnswers.map((a) => a.overall)),
    firstAnswers,
    challenges,
    invitations,
  };
}
