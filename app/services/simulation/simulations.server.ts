// Playing the job simulation a buyer pays for (issue 19): an attempt at a scenario answered one
// decision point at a time (progress kept here, so it can be resumed), scored when the last point
// is answered. Questions reach only buyers; options' credit and reasons only the attempt's owner,
// once finished (simulation-attempt-results.server.ts). Each attempt shows the options in its own
// order (app/lib/option-order.ts) and belongs to the purchase it was started under: the first of
// that purchase's attempts to finish is the one that counts for the certificate (issue 28).
import { randomBytes } from "node:crypto";
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { payments, simulationAnswers, simulationAttempts, users } from "../../../db/schema/index";
import { orderOptions } from "~/lib/option-order";
import { scoreSimulation } from "~/lib/simulation-scoring";
import type { OperationContext } from "../context";
import { queueJob } from "../operations/jobs.server";
import { issueCredential } from "../credentials/credentials.server";
import { SEND_SIMULATION_RESULTS_TASK, simulationAccess } from "./simulation-access.server";
import { GENERIC_LABEL, findScenario } from "./scenario-choices.server";

type Refused<R extends string> = { ok: false; reason: R };
export type StartOutcome = { ok: true; attemptId: number; resumed: boolean } | Refused<"not-found" | "not-purchased">;

/** Start (or resume, when one is unfinished) an attempt at a scenario. */
export async function startAttempt(input: { scenarioId: string }, ctx: OperationContext, db = getDb()): Promise<StartOutcome> {
  const userId = ctx.actor?.id;
  const access = await simulationAccess(userId, db);
  if (!userId || !access) return { ok: false, reason: "not-purchased" };
  const found = await findScenario(input.scenarioId, db);
  if (!found) return { ok: false, reason: "not-found" };
  const [open] = await db
    .select({ id: simulationAttempts.id })
    .from(simulationAttempts)
    .where(
      and(
        eq(simulationAttempts.userId, userId),
        eq(simulationAttempts.scenarioId, input.scenarioId),
        eq(simulationAttempts.paymentId, access.paymentId),
        isNull(simulationAttempts.finishedAt),
        isNull(simulationAttempts.courseLevel),
      ),
    )
    .limit(1);
  if (open) return { ok: true, attemptId: open.id, resumed: true };
  const [user] = await db.select({ jobTitle: users.jobTitle }).from(users).where(eq(users.id, userId)).limit(1);
  // A generic scenario certifies the buyer's own job title; a role's scenario, the role.
  const roleLabel = found.scenario.roleKey === "generic" ? user?.jobTitle?.trim() || access.jobTitle?.trim() || GENERIC_LABEL : found.roleLabel;
  const [attempt] = await db
    .insert(simulationAttempts)
    .values({
      userId,
      scenarioId: input.scenarioId,
      scenario: found.scenario,
      roleLabel: roleLabel.slice(0, 120),
      paymentId: access.paymentId,
      optionSeed: newOptionSeed(),
    })
    .returning({ id: simulationAttempts.id });
  return { ok: true, attemptId: attempt!.id, resumed: false };
}

/** A new attempt's seed for the order of its options: unguessable, so no order can be known ahead. */
export const newOptionSeed = () => randomBytes(18).toString("base64url");

// A course lesson's attempt (issue 27) is played through the course's pages, never as the job simulation's.
export async function ownAttempt(attemptId: number, userId: number, db: Executor, lock = false) {
  const query = db
    .select()
    .from(simulationAttempts)
    .where(and(eq(simulationAttempts.id, attemptId), eq(simulationAttempts.userId, userId), isNull(simulationAttempts.courseLevel)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/**
 * The first attempt of a purchase to be finished: the only one that counts for the certificate.
 * Later attempts are practice (issue 24: a replay of answers read from a finished attempt's
 * result page must not earn a certificate; issue 28: each purchase counts its own first attempt,
 * and an attempt started under an earlier, refunded purchase never counts for a later one).
 */
export async function firstFinishedAttempt(userId: number, paymentId: number, db: Executor): Promise<number | null> {
  const [row] = await db
    .select({ id: simulationAttempts.id })
    .from(simulationAttempts)
    .where(
      and(
        eq(simulationAttempts.userId, userId),
        eq(simulationAttempts.paymentId, paymentId),
        isNotNull(simulationAttempts.finishedAt),
        isNull(simulationAttempts.courseLevel),
      ),
    )
    .orderBy(asc(simulationAttempts.finishedAt), asc(simulationAttempts.id))
    .limit(1);
  return row?.id ?? null;
}

export async function answersOf(attemptId: number, db: Executor) {
  return db
    .select({ pointId: simulationAnswers.pointId, optionId: simulationAnswers.optionId })
    .from(simulationAnswers)
    .where(eq(simulationAnswers.attemptId, attemptId))
    .orderBy(asc(simulationAnswers.id));
}

/** A decision point as the player sees it: the options' texts, never their credit or reasons. */
export interface PlayerPoint {
  id: string;
  number: number;
  situation: string;
  question: string;
  options: { id: string; text: string }[];
}

export type PlayView =
  | {
      state: "playing";
      attemptId: number;
      title: string;
      brief: string;
      roleLabel: string;
      minutes: number;
      startedAt: string;
      total: number;
      answered: number;
      point: PlayerPoint;
      /** The job simulation's attempt cannot count for the certificate (another of the purchase finished first). */
      practice: boolean;
    }
  | { state: "finished"; attemptId: number };

/** The next unanswered point of the actor's own attempt; null for anyone else's or a missing one. */
export async function attemptToPlay(attemptId: number, ctx: OperationContext, db: Executor = getDb()): Promise<PlayView | null> {
  const userId = ctx.actor?.id;
  const access = userId ? await simulationAccess(userId, db) : null;
  if (!userId || !access) return null;
  const attempt = await ownAttempt(attemptId, userId, db);
  if (!attempt) return null;
  if (attempt.finishedAt) return { state: "finished", attemptId };
  const [answers, practice] = await Promise.all([answersOf(attemptId, db), isPractice(attempt, access, db)]);
  return { ...playingView(attempt, answers), practice };
}

/**
 * An attempt that cannot count for the certificate: started under another purchase than the
 * current one, or not the first of its purchase to finish (or, unfinished, after one finished).
 */
export async function isPractice(attempt: Pick<AttemptRow, "id" | "userId" | "paymentId">, access: { paymentId: number }, db: Executor): Promise<boolean> {
  if (attempt.paymentId !== access.paymentId) return true;
  const first = await firstFinishedAttempt(attempt.userId, access.paymentId, db);
  return first !== null && first !== attempt.id;
}

type AttemptRow = typeof simulationAttempts.$inferSelect;

/**
 * The next unanswered point of an unfinished attempt, as the player sees it (also the course
 * lessons'): the options' texts in the attempt's own order, never their credit or reasons.
 */
export function playingView(attempt: AttemptRow, answers: readonly { pointId: string }[]): Extract<PlayView, { state: "playing" }> {
  const answered = new Set(answers.map((a) => a.pointId));
  const points = attempt.scenario.points;
  const index = points.findIndex((p) => !answered.has(p.id));
  const next = points[index]!;
  return {
    state: "playing",
    attemptId: attempt.id,
    title: attempt.scenario.title,
    brief: attempt.scenario.brief,
    roleLabel: attempt.roleLabel,
    minutes: attempt.scenario.minutes,
    startedAt: attempt.startedAt.toISOString(),
    total: points.length,
    answered: answered.size,
    point: {
      id: next.id,
      number: index + 1,
      situation: next.situation,
      question: next.question,
      options: orderOptions(attempt.optionSeed, next.id, next.options).map((o) => ({ id: o.id, text: o.text })),
    },
    practice: false,
  };
}

export type AnswerOutcome = { ok: true; attemptId: number; finished: boolean } | Refused<"not-found" | "not-purchased" | "duplicate" | "finished" | "invalid">;

/**
 * Record the answer to the attempt's next point. An answer for a point already answered, for a
 * point out of turn, for another user's attempt or after the attempt is finished changes nothing.
 * The last answer finishes the attempt: score, certificate code and the results email's job in
 * the same transaction.
 */
export async function answerPoint(
  input: { attemptId: number; pointId: string; optionId: string },
  ctx: OperationContext,
  db = getDb(),
): Promise<AnswerOutcome> {
  const userId = ctx.actor?.id;
  const access = userId ? await simulationAccess(userId, db) : null;
  if (!userId || !access) return { ok: false, reason: "not-purchased" };
  return db.transaction(async (tx): Promise<AnswerOutcome> => {
    // The purchase's row is the lock two attempts finishing at once queue on, so only one can be first.
    await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, access.paymentId)).for("update");
    const attempt = await ownAttempt(input.attemptId, userId, tx, true);
    if (!attempt) return { ok: false, reason: "not-found" };
    const recorded = await recordAnswer(attempt, input, tx);
    if (!recorded.ok) return recorded;
    if (!recorded.finished) return { ok: true, attemptId: attempt.id, finished: false };
    const result = scoreSimulation(attempt.scenario, recorded.answers);
    // Only the purchase's first attempt to finish counts; a safety-critical mistake has already
    // capped the score below the pass mark (scoreSimulation), so it never earns a code either.
    const counts = attempt.paymentId === access.paymentId && (await firstFinishedAttempt(userId, access.paymentId, tx)) === null;
    const finishedAt = new Date();
    const certificateCode = result.passed && counts ? randomBytes(18).toString("base64url") : null;
    await tx.update(simulationAttempts).set({ finishedAt, score: result.score, certificateCode }).where(eq(simulationAttempts.id, attempt.id));
    if (certificateCode) {
      // The certificate's Open Badges credential, signed in the same transaction (issue 28).
      const [holder] = await tx.select({ email: users.email, name: users.certificateName }).from(users).where(eq(users.id, userId));
      await issueCredential(
        {
          kind: "simulation",
          subjectId: attempt.id,
          holder: { id: userId, email: holder!.email, name: holder!.name },
          role: attempt.roleLabel,
          level: 1,
          score: result.score,
          certificateCode,
          issuedAt: finishedAt,
        },
        tx,
      );
    }
    await queueJob(SEND_SIMULATION_RESULTS_TASK, { attemptId: attempt.id }, { jobKey: `simulation-results:${attempt.id}` }, tx);
    return { ok: true, attemptId: attempt.id, finished: true };
  });
}

export type RecordOutcome = { ok: true; finished: boolean; answers: ChosenAnswer[] } | Refused<"duplicate" | "finished" | "invalid">;
type ChosenAnswer = { pointId: string; optionId: string };

/**
 * Record the answer to an attempt's next point (the attempt's row locked by the caller): refused
 * for a point already answered, out of turn or after the end. Shared by the job simulation and the
 * course lessons' simulations (issue 27); what finishing means is the caller's.
 */
export async function recordAnswer(attempt: AttemptRow, input: { pointId: string; optionId: string }, tx: Executor): Promise<RecordOutcome> {
  if (attempt.finishedAt) return { ok: false, reason: "finished" };
  const answers = await answersOf(attempt.id, tx);
  if (answers.some((a) => a.pointId === input.pointId)) return { ok: false, reason: "duplicate" };
  const answered = new Set(answers.map((a) => a.pointId));
  const next = attempt.scenario.points.find((p) => !answered.has(p.id));
  const option = next?.id === input.pointId ? next.options.find((o) => o.id === input.optionId) : undefined;
  if (!next || !option) return { ok: false, reason: "invalid" };
  await tx.insert(simulationAnswers).values({ attemptId: attempt.id, pointId: next.id, optionId: option.id, credit: option.credit });
  const all = [...answers, { pointId: next.id, optionId: option.id }];
  return { ok: true, finished: all.length === attempt.scenario.points.length, answers: all };
}
