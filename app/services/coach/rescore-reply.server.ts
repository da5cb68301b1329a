// Re-scoring a stored coach reply with the current scorer (issue 29 item 4): after the scorer
// changed (SCORER_VERSION), or to check a card a person questions. The same storeScore the
// answer-coach-reply job uses, in a transaction with the row locked, and audit-logged; nothing is
// emailed. Only a reply the job scored can be re-scored: a queued one has no score yet (the job
// gives it its first), an unscorable one was answered without a score on purpose.
import { eq } from "drizzle-orm";
import { getDb, type Database } from "../../../db/client";
import { coachChallengeSends, coachReplies } from "../../../db/schema/index";
import { SCORER_VERSION } from "~/lib/coach-scoring";
import { recordAdminAction, type AdminContext } from "../operations/admin-audit.server";
import { oneDecimal } from "../admin/coach-stats.server";
import { scoringChallenge, storeScore } from "./answer-reply.server";

export interface ReplyScores {
  clarity: number | null;
  impact: number | null;
  confidence: number | null;
  overall: number | null;
  scorerVersion: number | null;
}

export type RescoreOutcome =
  { ok: true; replyId: number; before: ReplyScores; after: ReplyScores } | { ok: false; reason: "not-found" | "not-scorable"; message: string };

const formatScore = (n: number | null) => (n === null ? "none" : n.toFixed(1));

/** "overall 6.3 -> 7.0 (clarity 6.0 -> 7.0, ...)": a re-score's before and after in one line. */
export function describeRescore(before: ReplyScores, after: ReplyScores): string {
  const parts = (["clarity", "impact", "confidence"] as const).map((k) => `${k} ${formatScore(before[k])} -> ${formatScore(after[k])}`);
  return `overall ${formatScore(before.overall)} -> ${formatScore(after.overall)} (${parts.join(", ")}; scorer v${before.scorerVersion ?? "?"} -> v${after.scorerVersion})`;
}

function refusal(id: number, status: string, problem: string | null): string {
  if (status === "queued") return `Reply #${id} is still queued: the answer-coach-reply job has not scored it yet, so there is no score to redo.`;
  if (problem || status === "unscorable")
    return `Reply #${id} is unscorable (${problem ?? "no reason stored"}): it was answered without a score, so there is nothing to re-score.`;
  return `Reply #${id} has status "${status}", not "scored": only a scored reply can be re-scored.`;
}

export async function rescoreCoachReply(ctx: AdminContext, replyId: number, db: Database = getDb()): Promise<RescoreOutcome> {
  return db.transaction(async (tx): Promise<RescoreOutcome> => {
    const [row] = await tx
      .select({
        status: coachReplies.status,
        problem: coachReplies.problem,
        text: coachReplies.text,
        clarity: coachReplies.clarity,
        impact: coachReplies.impact,
        confidence: coachReplies.confidence,
        overall: coachReplies.overall,
        scorerVersion: coachReplies.scorerVersion,
        challengeId: coachChallengeSends.challengeId,
      })
      .from(coachReplies)
      .innerJoin(coachChallengeSends, eq(coachChallengeSends.id, coachReplies.sendId))
      .where(eq(coachReplies.id, replyId))
      .for("update", { of: coachReplies });
    if (!row) return { ok: false, reason: "not-found", message: `There is no coach reply #${replyId}.` };
    if (row.status !== "scored" || row.problem) return { ok: false, reason: "not-scorable", message: refusal(replyId, row.status, row.problem) };
    const before: ReplyScores = {
      clarity: oneDecimal(row.clarity),
      impact: oneDecimal(row.impact),
      confidence: oneDecimal(row.confidence),
      overall: oneDecimal(row.overall),
      scorerVersion: row.scorerVersion,
    };
    const card = await storeScore(tx, replyId, scoringChallenge(row.challengeId), row.text);
    const after: ReplyScores = {
      clarity: card.clarity.score,
      impact: card.impact.score,
      confidence: card.confidence.score,
      overall: card.overall,
      scorerVersion: SCORER_VERSION,
    };
    await recordAdminAction(
      ctx,
      { action: "coach-reply.rescore", targetType: "coach-reply", targetId: replyId, summary: describeRescore(before, after), details: { before, after } },
      tx,
    );
    return { ok: true, replyId, before, after };
  });
}
