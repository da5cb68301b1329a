// The roadmap generator and the levels a learner completes (visitor-side.md §2 "Roadmap", §3, §7;
// accounts-admin-sales.md §1, §4; issue 17). One operation for the page and POST
// /api/generate-roadmap: read the document and recover job, company, work areas and tools (both in
// the bounded reader, document-text.server.ts), build the four levels, and unlock them from course
// access, the same answer /profile gives. A signed-in learner's roadmap is saved. Every level is
// taught in lessons (issue 27): a challenge is one of its level's practice tasks, done on the
// lesson's page, and course-certification.server.ts completes a level by its lessons and
// simulations. (Notes learners wrote on challenges before that stay in roadmap_challenge_completions.)
import { desc, eq } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { courseLessonPractice, roadmaps, tools as toolsTable } from "../../../db/schema/index";
import type { LevelState } from "~/lib/course-access";
import { MAX_UPLOAD_BYTES } from "~/lib/document-kind";
import type { RoadmapInput } from "~/lib/roadmap-input";
import { analysisInputSchema } from "~/lib/schemas/toolkit";
import { suggestWorkAreas } from "~/lib/work-areas";
import { occupationProfile } from "../toolkits/activity-profiles.server";
import { matchOccupation } from "../toolkits/occupations.server";
import { planToolkit, rankedNames } from "../toolkits/toolkit-plan.server";
import { buildRoadmap, type RoadmapLevel, type RoadmapUserData } from "~/lib/roadmap";

export type { RoadmapUserData };
import type { RoadmapRefusal } from "~/lib/schemas/roadmap";
import type { OperationContext } from "../context";
import { readDocumentText, type ReadOptions, type Requester } from "./document-text.server";
import { courseLevelsFor } from "../sales/purchases.server";
import { lessonForChallenge } from "~/content/course-lessons/index";

export const NOT_SPECIFIED = "Not specified";

export interface RoadmapResult {
  ok: true;
  userData: RoadmapUserData;
  roadmap: RoadmapLevel[];
  hasAccess: boolean;
  /** What the document did not say ('job title', 'company', 'work areas', 'tools'). */
  notFound: string[];
  /** The saved roadmap, for a signed-in learner. */
  roadmapId: number | null;
}

export type RoadmapSource = { kind: "file"; bytes: Uint8Array } | { kind: "text"; text: string };

async function catalogueNames(db: Executor): Promise<string[]> {
  const rows = await db.select({ name: toolsTable.name }).from(toolsTable).where(eq(toolsTable.isActive, true));
  return rows.map((r) => r.name);
}

/**
 * The roadmap's tools and work areas, held to the person's job: with a job title that matches an
 * occupation, only tools the toolkit engine would offer that job stay (a misfit another document
 * names never becomes a challenge; our own report's tools are the engine's already), the job's
 * own work areas stand in when the document named none, and the engine's toolkit for those areas
 * stands in when no named tool fits.
 */
async function groundInJob(input: RoadmapInput, db: Executor): Promise<RoadmapInput> {
  if (!input.jobTitle) return input;
  const occupation = await matchOccupation(input.jobTitle, db);
  if (!occupation) return input;
  const profile = await occupationProfile(occupation, db);
  const workAreas = input.workAreas.length ? input.workAreas : suggestWorkAreas(profile.activities, occupation.code, input.jobTitle, 3);
  const request = analysisInputSchema.safeParse({ jobTitle: input.jobTitle, industry: "Other", workAreas: workAreas.length ? workAreas : ["General"] });
  if (!request.success) return input;
  const plan = await planToolkit(request.data, db, { engine: "builtin" });
  // Our own report's tools are the person's toolkit already; another document's must fit the job.
  if (input.fromToolkitReport && input.tools.length) return { ...input, workAreas };
  const offered = new Set(plan.offered);
  const fitting = input.tools.filter((tool) => offered.has(tool));
  return { ...input, workAreas, tools: fitting.length ? fitting : rankedNames(plan) };
}

/** The levels with 'unlocked' from course access (Levels 1-4 of levelStates). */
export function withAccess(levels: RoadmapLevel[], states: LevelState[]): RoadmapLevel[] {
  return levels.map((level) => ({ ...level, unlocked: states.find((s) => s.level === level.id)?.unlocked ?? false }));
}

/** Who is reading, for the reader's queue: the account, else the visit cookie (else the address alone). */
export const requesterOf = (ctx: OperationContext): Requester => ({
  visitor: ctx.actor ? `user:${ctx.actor.id}` : ctx.visitId ? `visit:${ctx.visitId}` : null,
  address: ctx.clientIp,
});

export async function generateRoadmap(
  source: RoadmapSource,
  ctx: OperationContext,
  options: ReadOptions & { db?: Executor } = {},
): Promise<RoadmapResult | { ok: false; reason: RoadmapRefusal; retryAfterSeconds?: number }> {
  const db = options.db ?? getDb();
  let bytes: Uint8Array;
  if (source.kind === "file") bytes = source.bytes;
  else {
    if (Buffer.byteLength(source.text) > MAX_UPLOAD_BYTES) return { ok: false, reason: "too-large" };
    const text = source.text.trim();
    if (!text) return { ok: false, reason: "empty" };
    bytes = Buffer.from(text, "utf8");
  }
  // Reading and parsing both happen in the bounded reader (issue 24): nothing here grows with the document.
  const read = await readDocumentText(bytes, {
    ...options,
    ...(source.kind === "text" ? { kind: "text" as const } : {}),
    catalogue: await catalogueNames(db),
    requester: requesterOf(ctx),
  });
  if (!read.ok) return read;
  if (!read.input) return { ok: false, reason: "broken" };
  const input = await groundInJob(read.input, db);
  const levels = buildRoadmap(input);
  const userData: RoadmapUserData = {
    jobTitle: input.jobTitle ?? NOT_SPECIFIED,
    companyName: input.companyName ?? NOT_SPECIFIED,
    workAreas: input.workAreas,
    tools: input.tools,
  };
  const userId = ctx.actor?.id ?? null;
  let roadmapId: number | null = null;
  if (userId) {
    const [saved] = await db
      .insert(roadmaps)
      .values({ userId, jobTitle: input.jobTitle, companyName: input.companyName, workAreas: input.workAreas, tools: input.tools, levels })
      .returning({ id: roadmaps.id });
    roadmapId = saved!.id;
  }
  const states = await courseLevelsFor(userId, db);
  return {
    ok: true,
    userData,
    roadmap: withAccess(levels, states),
    hasAccess: states.some((s) => s.unlocked),
    notFound: input.notFound,
    roadmapId,
  };
}

export interface SavedRoadmap {
  id: number;
  userData: RoadmapUserData;
  roadmap: RoadmapLevel[];
  hasAccess: boolean;
  states: LevelState[];
  /** The challenges whose practice task the learner has done, by id ("2-1"). */
  practised: string[];
}

/** The learner's latest roadmap with what they marked done, or null. */
export async function latestRoadmap(userId: number, db: Executor = getDb()): Promise<SavedRoadmap | null> {
  const [row] = await db.select().from(roadmaps).where(eq(roadmaps.userId, userId)).orderBy(desc(roadmaps.createdAt), desc(roadmaps.id)).limit(1);
  if (!row) return null;
  const practice = await db
    .select({ level: courseLessonPractice.level, lesson: courseLessonPractice.lesson })
    .from(courseLessonPractice)
    .where(eq(courseLessonPractice.userId, userId));
  const practised = row.levels.flatMap((level) =>
    level.challenges
      .filter((c) => {
        const lesson = lessonForChallenge(c.id);
        return lesson && practice.some((p) => p.level === lesson.level && p.lesson === lesson.lesson);
      })
      .map((c) => c.id),
  );
  const states = await courseLevelsFor(userId, db);
  return {
    id: row.id,
    userData: {
      jobTitle: row.jobTitle ?? NOT_SPECIFIED,
      companyName: row.companyName ?? NOT_SPECIFIED,
      workAreas: row.workAreas,
      tools: row.tools,
    },
    roadmap: withAccess(row.levels, states),
    hasAccess: states.some((s) => s.unlocked),
    states,
    practised,
  };
}

/** What the completion email says opens next, from course access after the completion. */
export function nextStep(level: number, states: LevelState[]): string {
  const next = states.find((s) => s.level === level + 1);
  if (!next) return "You have completed the course.";
  if (level === 4) return next.unlocked ? "All four levels are complete: Level 5, Strategic AI Leadership, is now unlocked." : "All four levels are complete.";
  return next.unlocked ? `Level ${level + 1} is now unlocked.` : `Level ${level + 1} unlocks once you purchase it.`;
}
