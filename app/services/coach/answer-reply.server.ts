// The job behind every stored reply (issue 29 items 2-3): score it and email the card with the
// person's growth, their benchmark and their next challenge, or, when it cannot be scored, email
// why. Runs as the answer-coach-reply job, queued with the reply (receive-reply.server.ts), so the
// card goes out within seconds; `academy coach rescore` re-scores a stored reply the same way.
import { eq, sql } from "drizzle-orm";
import { getDb, type Database, type Executor } from "../../../db/client";
import { coachChallengeSends, coachReplies, coachSignups } from "../../../db/schema/index";
import { config } from "~/config.server";
import { challengeById, type CoachChallenge } from "~/content/coach-challenges";
import { benchmarkSentence, growthSentence } from "~/lib/coach-progress";
import { scoreReply, SCORER_VERSION, type ScoreCard } from "~/lib/coach-scoring";
import { replyAddress } from "~/lib/coach-tokens";
import { coachCardEmail, COACH_CARD_TEMPLATE } from "../delivery/emails/coach-card.server";
import { coachUnscoredEmail, COACH_UNSCORED_TEMPLATE } from "../delivery/emails/coach-answers.server";
import { queueEmail } from "../delivery/email.server";
import { nextChallengeNumber, progressUrl, recordChallengeSend, signToken } from "./challenge-sends.server";
import { benchmarkFor, growthFor } from "./progress.server";
import { MAX_SCORED_ATTEMPTS } from "./receive-reply.server";

export type AnswerOutcome = "scored" | "unscored" | "silent" | "already-answered" | "missing";

/** A challenge no longer in the bank is still scored, against an email's length. */
const RETIRED: CoachChallenge = { id: "retired", skill: "updates", title: "your challenge", situation: "", task: "", lookFor: "" };

/** The challenge a reply is scored against: its own from the bank, or RETIRED once it left the bank. */
export const scoringChallenge = (challengeId: string): CoachChallenge => challengeById(challengeId) ?? RETIRED;

async function replyForAnswer(tx: Executor, replyId: number) {
  const [row] = await tx
    .select({
      id: coachReplies.id,
      text: coachReplies.text,
      attempt: coachReplies.attempt,
      problem: coachReplies.problem,
      answeredAt: coachReplies.answeredAt,
      sendId: coachChallengeSends.id,
      number: coachChallengeSends.number,
      challengeId: coachChallengeSends.challengeId,
      signupId: coachSignups.id,
      email: coachSignups.email,
      challengesSent: coachSignups.challengesSent,
    })
    .from(coachReplies)
    .innerJoin(coachChallengeSends, eq(coachChallengeSends.id, coachReplies.sendId))
    .innerJoin(coachSignups, eq(coachSignups.id, coachChallengeSends.signupId))
    .where(eq(coachReplies.id, replyId))
    .for("update", { of: coachReplies });
  return row;
}

/** Scores the stored reply and writes its card to the row (the card job and the CLI's rescore). */
export async function storeScore(tx: Executor, replyId: number, challenge: Pick<CoachChallenge, "situation" | "task">, text: string): Promise<ScoreCard> {
  const card = scoreReply(challenge, text);
  await tx
    .update(coachReplies)
    .set({
      status: "scored",
      clarity: card.clarity.score,
      impact: card.impact.score,
      confidence: card.confidence.score,
      overall: card.overall,
      card: card as unknown as Record<string, unknown>,
      scorerVersion: SCORER_VERSION,
      scoredAt: sql`now()`,
    })
    .where(eq(coachReplies.id, replyId));
  return card;
}

export async function answerCoachReply(replyId: number, db: Database = getDb()): Promise<AnswerOutcome> {
  return db.transaction(async (tx) => {
    const row = await replyForAnswer(tx, replyId);
    if (!row) return "missing";
    if (row.answeredAt) return "already-answered";
    const challenge = scoringChallenge(row.challengeId);
    const retryTo = replyAddress(config.coachAddress, signToken("reply", row.sendId));
    const answered = () =>
      tx
        .update(coachReplies)
        .set({ answeredAt: sql`now()` })
        .where(eq(coachReplies.id, replyId));

    if (row.problem) {
      await tx.update(coachReplies).set({ status: "unscorable" }).where(eq(coachReplies.id, replyId));
      // "Too many" is said once (the first try past the limit); after that, silence, so a loop ends.
      if (row.problem === "too-many" && row.attempt > MAX_SCORED_ATTEMPTS + 1) {
        await answered();
        return "silent";
      }
      const email = coachUnscoredEmail({ problem: row.problem, challengeTitle: challenge.title, replyTo: retryTo });
      await queueEmail({ to: row.email, ...email, kind: "transactional", template: COACH_UNSCORED_TEMPLATE, idempotencyKey: `coach-answer:${replyId}` }, tx);
      await answered();
      return "unscored";
    }

    const card = await storeScore(tx, replyId, challenge, row.text);
    const first = row.attempt === 1;
    const growth = await growthFor(tx, row.signupId);
    const bench = first ? await benchmarkFor(tx, row.challengeId, row.signupId, card.overall) : null;
    // The next challenge comes with the first answer to the latest one; answering an older
    // challenge, or trying one again, does not skip the person ahead.
    const latest = row.number === row.challengesSent;
    const next = first && latest ? await recordChallengeSend(tx, row.signupId, await nextChallengeNumber(tx, row.signupId), "card") : null;
    const email = coachCardEmail({
      challenge,
      card,
      attempt: row.attempt,
      growth: growthSentence(growth),
      benchmark: bench ? benchmarkSentence(bench) : null,
      progressUrl: progressUrl(row.signupId),
      next,
      retryTo,
    });
    await queueEmail({ to: row.email, ...email, kind: "transactional", template: COACH_CARD_TEMPLATE, idempotencyKey: `coach-card:${replyId}` }, tx);
    await answered();
    return "scored";
  });
}

/** The answer job gave up on this reply (its last attempt failed): shown as a failure to the admin. */
export async function markReplyFailed(replyId: number, db: Database = getDb()): Promise<void> {
  await db.update(coachReplies).set({ status: "failed" }).where(eq(coachReplies.id, replyId));
}
