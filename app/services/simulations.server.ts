// The job simulation a buyer pays for (issue 19): who may take it, the scenarios offered, an
// attempt answered one decision point at a time (progress kept here, so it can be resumed), the
// score when the last point is answered, and the certificate anyone can verify by its code.
// Questions reach only buyers; options' credit and reasons only the attempt's owner, once finished.
import type { ReviewedPoint } from "~/lib/simulation-scoring";
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, gte, isNotNull, isNull, sql } from "drizzle-orm";
import { getDb, type Executor } from "../../db/client";
import { analyses, analysisRecommendations, payments, simulationAnswers, simulationAttempts, simulationScenarioDrafts, users } from "../../db/schema/index";
import { PLAYABLE_SCENARIOS, playableScenario } from "~/content/simulations";
import type { PlayableScenario } from "~/content/simulations/types";
import { SIMULATION_ROLES } from "~/content/simulation-scenarios";
import { matchSimulationRole } from "~/lib/simulation-scenarios";
import { refundDecision } from "~/lib/refund-window";
import { learnNext, scoreBand, scoreSimulation, type LearnNext, type ScoreBand, type SimulationScore } from "~/lib/simulation-scoring";
import type { OperationContext } from "./context";
import { queueJob } from "./jobs.server";

export const SIMULATION_PRODUCT = "simulation";
export const SEND_SIMULATION_RESULTS_TASK = "send-simulation-results";
const GENERIC_LABEL = "Professional";

export interface SimulationAccess {
  paymentId: number;
  paidAt: Date;
  method: string;
  stripeSessionId: string | null;
  /** The job title given at checkout (the /aiupskill preview's), for an account without one. */
  jobTitle: string | null;
}

/** The buyer's simulation purchase: completed, granted (the address proven), not refunded. */
export async function simulationAccess(userId: number | null | undefined, db: Executor = getDb()): Promise<SimulationAccess | null> {
  if (!userId) return null;
  const [row] = await db
    .select({
      paymentId: payments.id,
      paidAt: payments.createdAt,
      method: payments.method,
      stripeSessionId: payments.stripeSessionId,
      jobTitle: payments.jobTitle,
    })
    .from(payments)
    .where(
      and(eq(payments.userId, userId), eq(payments.productCode, SIMULATION_PRODUCT), eq(payments.status, "completed"), isNotNull(payments.accessGrantedAt)),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row ?? null;
}

const roleLabelOf = (roleKey: string) => SIMULATION_ROLES.find((r) => r.key === roleKey)?.label ?? null;

export interface ScenarioChoice {
  id: string;
  title: string;
  brief: string;
  minutes: number;
  pointCount: number;
  roleLabel: string;
  /** Matched from the buyer's job title. */
  recommended: boolean;
}

const choiceOf = (scenario: PlayableScenario, roleLabel: string, recommended: boolean): ScenarioChoice => ({
  id: scenario.id,
  title: scenario.title,
  brief: scenario.brief,
  minutes: scenario.minutes,
  pointCount: scenario.points.length,
  roleLabel,
  recommended,
});

async function approvedDraftsFor(jobTitle: string, db: Executor) {
  if (!jobTitle.trim()) return [];
  return db
    .select({ id: simulationScenarioDrafts.id, roleTitle: simulationScenarioDrafts.roleTitle, scenario: simulationScenarioDrafts.scenario })
    .from(simulationScenarioDrafts)
    .where(and(eq(sql`lower(${simulationScenarioDrafts.roleTitle})`, jobTitle.trim().toLowerCase()), eq(simulationScenarioDrafts.status, "approved")))
    .orderBy(asc(simulationScenarioDrafts.id));
}

const draftScenarioId = (id: number) => `draft-${id}`;

/**
 * The scenarios a buyer may play: their role's pair first (or an approved model draft for their
 * exact job title, then the generic pair), then every other built-in scenario to choose from.
 */
export async function scenarioChoices(jobTitle: string | null, db: Executor = getDb()): Promise<ScenarioChoice[]> {
  const title = jobTitle?.trim() ?? "";
  const role = title ? matchSimulationRole(title) : null;
  const drafts = role ? [] : await approvedDraftsFor(title, db);
  const recommendedKey = role?.key ?? "generic";
  const fromDrafts = drafts.map((d) => choiceOf({ ...d.scenario, id: draftScenarioId(d.id) }, d.roleTitle, true));
  const builtIn = PLAYABLE_SCENARIOS.map((s) => choiceOf(s, roleLabelOf(s.roleKey) ?? "Any job", s.roleKey === recommendedKey));
  return [...fromDrafts, ...builtIn.filter((c) => c.recommended), ...builtIn.filter((c) => !c.recommended)];
}

/** A scenario by id: built in, or an approved draft. */
async function findScenario(id: string, db: Executor): Promise<{ scenario: PlayableScenario; roleLabel: string } | null> {
  const builtIn = playableScenario(id);
  if (builtIn) return { scenario: builtIn, roleLabel: roleLabelOf(builtIn.roleKey) ?? GENERIC_LABEL };
  const draft = /^draft-(\d{1,9})$/.exec(id);
  if (!draft) return null;
  const [row] = await db
    .select({ roleTitle: simulationScenarioDrafts.roleTitle, scenario: simulationScenarioDrafts.scenario })
    .from(simulationScenarioDrafts)
    .where(and(eq(simulationScenarioDrafts.id, Number(draft[1])), eq(simulationScenarioDrafts.status, "approved")))
    .limit(1);
  return row ? { scenario: { ...row.scenario, id }, roleLabel: row.roleTitle } : null;
}

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
    .where(and(eq(simulationAttempts.userId, userId), eq(simulationAttempts.scenarioId, input.scenarioId), isNull(simulationAttempts.finishedAt)))
    .limit(1);
  if (open) return { ok: true, attemptId: open.id, resumed: true };
  const [user] = await db.select({ jobTitle: users.jobTitle }).from(users).where(eq(users.id, userId)).limit(1);
  // A generic scenario certifies the buyer's own job title; a role's scenario, the role.
  const roleLabel = found.scenario.roleKey === "generic" ? user?.jobTitle?.trim() || access.jobTitle?.trim() || GENERIC_LABEL : found.roleLabel;
  const [attempt] = await db
    .insert(simulationAttempts)
    .values({ userId, scenarioId: input.scenarioId, scenario: found.scenario, roleLabel: roleLabel.slice(0, 120) })
    .returning({ id: simulationAttempts.id });
  return { ok: true, attemptId: attempt!.id, resumed: false };
}

async function ownAttempt(attemptId: number, userId: number, db: Executor, lock = false) {
  const query = db
    .select()
    .from(simulationAttempts)
    .where(and(eq(simulationAttempts.id, attemptId), eq(simulationAttempts.userId, userId)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/**
 * The first attempt of a purchase to be finished: the only one that counts for the certificate.
 * Later attempts are practice (issue 24: a replay of answers read from a finished attempt's
 * result page must not earn a certificate).
 */
async function firstFinishedAttempt(userId: number, since: Date, db: Executor): Promise<number | null> {
  const [row] = await db
    .select({ id: simulationAttempts.id })
    .from(simulationAttempts)
    .where(and(eq(simulationAttempts.userId, userId), isNotNull(simulationAttempts.finishedAt), gte(simulationAttempts.startedAt, since)))
    .orderBy(asc(simulationAttempts.finishedAt), asc(simulationAttempts.id))
    .limit(1);
  return row?.id ?? null;
}

async function answersOf(attemptId: number, db: Executor) {
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
    }
  | { state: "finished"; attemptId: number };

/** The next unanswered point of the actor's own attempt; null for anyone else's or a missing one. */
export async function attemptToPlay(attemptId: number, ctx: OperationContext, db: Executor = getDb()): Promise<PlayView | null> {
  const userId = ctx.actor?.id;
  if (!userId || !(await simulationAccess(userId, db))) return null;
  const attempt = await ownAttempt(attemptId, userId, db);
  if (!attempt) return null;
  if (attempt.finishedAt) return { state: "finished", attemptId };
  const answered = new Set((await answersOf(attemptId, db)).map((a) => a.pointId));
  const points = attempt.scenario.points;
  const index = points.findIndex((p) => !answered.has(p.id));
  const next = points[index]!;
  return {
    state: "playing",
    attemptId,
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
      options: next.options.map((o) => ({ id: o.id, text: o.text })),
    },
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
    if (attempt.finishedAt) return { ok: false, reason: "finished" };
    const answers = await answersOf(attempt.id, tx);
    if (answers.some((a) => a.pointId === input.pointId)) return { ok: false, reason: "duplicate" };
    const answered = new Set(answers.map((a) => a.pointId));
    const next = attempt.scenario.points.find((p) => !answered.has(p.id));
    const option = next?.id === input.pointId ? next.options.find((o) => o.id === input.optionId) : undefined;
    if (!next || !option) return { ok: false, reason: "invalid" };
    await tx.insert(simulationAnswers).values({ attemptId: attempt.id, pointId: next.id, optionId: option.id, credit: option.credit });
    const all = [...answers, { pointId: next.id, optionId: option.id }];
    if (all.length < attempt.scenario.points.length) return { ok: true, attemptId: attempt.id, finished: false };
    const result = scoreSimulation(attempt.scenario, all);
    const counts = (await firstFinishedAttempt(userId, access.paidAt, tx)) === null;
    await tx
      .update(simulationAttempts)
      .set({ finishedAt: new Date(), score: result.score, certificateCode: result.passed && counts ? randomBytes(18).toString("base64url") : null })
      .where(eq(simulationAttempts.id, attempt.id));
    await queueJob(SEND_SIMULATION_RESULTS_TASK, { attemptId: attempt.id }, { jobKey: `simulation-results:${attempt.id}` }, tx);
    return { ok: true, attemptId: attempt.id, finished: true };
  });
}

export type { ReviewedPoint } from "~/lib/simulation-scoring";

export interface AttemptResult {
  attemptId: number;
  holderName: string;
  title: string;
  roleLabel: string;
  finishedAt: string;
  result: SimulationScore;
  next: LearnNext;
  certificateCode: string | null;
  /** Not the first finished attempt of its purchase: practice, never a certificate. */
  practice: boolean;
  review: ReviewedPoint[];
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
  const [answers, tools, [holder], first] = await Promise.all([
    answersOf(attempt.id, db),
    toolkitTools(userId, db),
    db.select({ name: users.username }).from(users).where(eq(users.id, userId)).limit(1),
    access ? firstFinishedAttempt(userId, access.paidAt, db) : Promise.resolve(null),
  ]);
  const result = scoreSimulation(attempt.scenario, answers);
  const chosen = new Map(answers.map((a) => [a.pointId, a.optionId]));
  return {
    attemptId: attempt.id,
    holderName: holder?.name ?? "",
    title: attempt.scenario.title,
    roleLabel: attempt.roleLabel,
    finishedAt: attempt.finishedAt.toISOString(),
    result,
    next: learnNext(result, tools),
    certificateCode: attempt.certificateCode,
    practice: first !== null && first !== attempt.id,
    review: attempt.scenario.points.map((p, i) => ({
      id: p.id,
      number: i + 1,
      skillLabel: result.skills.find((s) => s.skill === p.skill)?.label ?? p.skill,
      situation: p.situation,
      question: p.question,
      chosenId: chosen.get(p.id) ?? null,
      options: p.options.map((o) => ({ id: o.id, text: o.text, credit: o.credit, reason: o.reason })),
    })),
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
    .where(eq(simulationAttempts.userId, userId))
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

/** What the public verification page shows, and nothing more. */
export interface CertificateCheck {
  holderName: string;
  role: string;
  band: ScoreBand;
  date: string;
}

const CODE_RULE = /^[A-Za-z0-9_-]{20,64}$/;

export async function verifyCertificate(code: string, db: Executor = getDb()): Promise<CertificateCheck | null> {
  if (!CODE_RULE.test(code)) return null;
  const [row] = await db
    .select({ holderName: users.username, role: simulationAttempts.roleLabel, score: simulationAttempts.score, finishedAt: simulationAttempts.finishedAt })
    .from(simulationAttempts)
    .innerJoin(users, eq(users.id, simulationAttempts.userId))
    .where(eq(simulationAttempts.certificateCode, code))
    .limit(1);
  if (!row || row.score === null || !row.finishedAt) return null;
  return { holderName: row.holderName, role: row.role, band: scoreBand(row.score), date: row.finishedAt.toISOString().slice(0, 10) };
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
