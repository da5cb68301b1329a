// A finished attempt's result for its owner, the owner's attempts for /simulation and /profile, and
// /profile's "My AI Simulation" section.
import type { ReviewedPoint } from "~/lib/simulation-scoring";
import { and, asc, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { analyses, analysisRecommendations, simulationAttempts, users } from "../../../db/schema/index";
import { refundDecision } from "~/lib/refund-window";
import { learnNext, reviewOf, scoreBand, scoreSimulation, type LearnNext, type ScoreBand, type SimulationScore } from "~/lib/simulation-scoring";
import { simulationAccess } from "./simulation-access.server";
import { ownAttempt, firstFinishedAttempt, answersOf } from "./simulations.server";

export type { ReviewedPoint } from "~/lib/simulation-scoring";

export interface AttemptResult {
  attemptId: number;
  /** The name certificates are made out to (issue 28), or null until the holder gives it. */
  holderName: string | null;
  /** How emails greet the holder: the account's name. */
  greetingName: string;
  title: string;
  roleLabel: string;
  finishedAt: string;
  result: SimulationScore;
  next: LearnNext;
  certificateCode: string | null;
  /** Not the first finished attempt of its purchase: practice, never a certificate. */
  practice: boolean;
  /** Every decision with each option's credit and reason; empty while the review is withheld. */
  review: ReviewedPoint[];
  /** A newer attempt at the same scenario is open: its options are this one's, so their reasons wait until it ends. */
  reviewWithheld: boolean;
}

/** A later attempt of the owner at the same scenario, still open: the result of this one must not answer it. */
async function newerOpenAttempt(attempt: { id: number; userId: number; scenarioId: string }, db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ id: simulationAttempts.id })
    .from(simulationAttempts)
    .where(
      and(
        eq(simulationAttempts.userId, attempt.userId),
        eq(simulationAttempts.scenarioId, attempt.scenarioId),
        isNull(simulationAttempts.finishedAt),
        isNull(simulationAttempts.courseLevel),
        gt(simulationAttempts.id, attempt.id),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The tools of the person's latest saved toolkit, in the toolkit's order. */
async function toolkitTools(userId: number, db: Executor): Promise<string[]> {
  const [latest] = await db
    .select({ id: analyses.id })
    .from(analyses)
    .where(eq(analyses.userId, userId))
    .orderBy(desc(analyses.createdAt), desc(analyses.id))
    .limit(1);
  if (!latest) return [];
  const rows = await db
    .select({ toolName: analysisRecommendations.toolName })
    .from(analysisRecommendations)
    .where(eq(analysisRecommendations.analysisId, latest.id))
    .orderBy(asc(analysisRecommendations.position));
  return rows.map((r) => r.toolName);
}

/** A finished attempt's result with every point's reasons, for its owner only (who still has access). */
export async function attemptResult(attemptId: number, userId: number, db: Executor = getDb(), requireAccess = true): Promise<AttemptResult | null> {
  const access = await simulationAccess(userId, db);
  if (requireAccess && !access) return null;
  const attempt = await ownAttempt(attemptId, userId, db);
  if (!attempt?.finishedAt) return null;
  const [answers, tools, [holder], first, withheld] = await Promise.all([
    answersOf(attempt.id, db),
    toolkitTools(userId, db),
    db.select({ name: users.username, certificateName: users.certificateName }).from(users).where(eq(users.id, userId)).limit(1),
    attempt.paymentId === null ? Promise.resolve(null) : firstFinishedAttempt(userId, attempt.paymentId, db),
    newerOpenAttempt(attempt, db),
  ]);
  const result = scoreSimulation(attempt.scenario, answers);
  return {
    attemptId: attempt.id,
    holderName: holder?.certificateName ?? null,
    greetingName: holder?.name ?? "",
    title: attempt.scenario.title,
    roleLabel: attempt.roleLabel,
    finishedAt: attempt.finishedAt.toISOString(),
    result,
    next: learnNext(result, tools),
    certificateCode: attempt.certificateCode,
    // Only the first attempt of its purchase to finish counts (issue 28); the others are practice.
    practice: first !== null && first !== attempt.id,
    review: withheld ? [] : reviewOf(attempt.scenario, answers, result, attempt.optionSeed),
    reviewWithheld: withheld,
  };
}

export interface AttemptSummary {
  id: number;
  title: string;
  roleLabel: string;
  startedAt: string;
  finishedAt: string | null;
  score: number | null;
  band: ScoreBand | null;
  answered: number;
  total: number;
  hasCertificate: boolean;
}

/** The actor's attempts, newest first, for /simulation and /profile. */
export async function listAttempts(userId: number, db: Executor = getDb()): Promise<AttemptSummary[]> {
  const rows = await db
    .select({
      id: simulationAttempts.id,
      scenario: simulationAttempts.scenario,
      roleLabel: simulationAttempts.roleLabel,
      startedAt: simulationAttempts.startedAt,
      finishedAt: simulationAttempts.finishedAt,
      score: simulationAttempts.score,
      certificateCode: simulationAttempts.certificateCode,
      answered: sql<number>`(SELECT count(*)::int FROM simulation_answers a WHERE a.attempt_id = ${simulationAttempts.id})`,
    })
    .from(simulationAttempts)
    // The course lessons' attempts are listed by the course (issue 27), not as job simulations.
    .where(and(eq(simulationAttempts.userId, userId), isNull(simulationAttempts.courseLevel)))
    .orderBy(desc(simulationAttempts.startedAt), desc(simulationAttempts.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.scenario.title,
    roleLabel: r.roleLabel,
    startedAt: r.startedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    score: r.score,
    band: r.score === null ? null : scoreBand(r.score),
    answered: r.answered,
    total: r.scenario.points.length,
    hasCertificate: r.certificateCode !== null,
  }));
}

export interface SimulationProfile {
  purchase: { paidAt: string; refundableUntil: string; refundable: boolean } | null;
  attempts: AttemptSummary[];
}

/** /profile's "My AI Simulation": the purchase and its guarantee, and the attempts with their PDFs. */
export async function simulationProfile(userId: number, now: Date = new Date(), db: Executor = getDb()): Promise<SimulationProfile> {
  const access = await simulationAccess(userId, db);
  if (!access) return { purchase: null, attempts: [] };
  const decision = refundDecision(access.paidAt, now);
  return {
    purchase: { paidAt: access.paidAt.toISOString(), refundableUntil: decision.until.toISOString(), refundable: decision.ok },
    attempts: await listAttempts(userId, db),
  };
}
