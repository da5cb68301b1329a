// The job a learner's lessons are written for (issue 27): the occupation their job title matches
// and its largest work activities, and the tools of their latest saved toolkit, or, without one,
// of the toolkit engine's plan for that job title. Worked out once, when the learner first opens
// the level, and kept with the enrolment so every lesson and device shows the same job.
import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { analyses, analysisRecommendations, payments, users } from "../../../db/schema/index";
import type { LearnerContext } from "~/lib/lesson-slots";
import { analysisInputSchema } from "~/lib/schemas/toolkit";
import { suggestWorkAreas } from "~/lib/work-areas";
import { occupationProfile } from "../toolkits/activity-profiles.server";
import { matchOccupation } from "../toolkits/occupations.server";
import { planToolkit, rankedNames } from "../toolkits/toolkit-plan.server";

const ACTIVITIES_KEPT = 5;
const TOOLS_KEPT = 5;

/** The job title on the account, else the one given at a checkout. */
async function jobTitleOf(userId: number, db: Executor): Promise<string | null> {
  const [user] = await db.select({ jobTitle: users.jobTitle }).from(users).where(eq(users.id, userId)).limit(1);
  if (user?.jobTitle?.trim()) return user.jobTitle.trim();
  const [paid] = await db
    .select({ jobTitle: payments.jobTitle })
    .from(payments)
    .where(and(eq(payments.userId, userId), isNotNull(payments.jobTitle)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return paid?.jobTitle?.trim() || null;
}

async function savedToolkit(userId: number, db: Executor) {
  const [latest] = await db
    .select({ id: analyses.id, jobTitle: analyses.jobTitle })
    .from(analyses)
    .where(eq(analyses.userId, userId))
    .orderBy(desc(analyses.createdAt), desc(analyses.id))
    .limit(1);
  if (!latest) return null;
  const tools = await db
    .select({ name: analysisRecommendations.toolName, category: analysisRecommendations.category })
    .from(analysisRecommendations)
    .where(eq(analysisRecommendations.analysisId, latest.id))
    .orderBy(asc(analysisRecommendations.position));
  return tools.length ? { jobTitle: latest.jobTitle, tools } : null;
}

async function plannedTools(jobTitle: string, occupationCode: string | null, activities: Parameters<typeof suggestWorkAreas>[0], db: Executor) {
  const workAreas = suggestWorkAreas(activities, occupationCode, jobTitle, 3);
  const input = analysisInputSchema.safeParse({ jobTitle, industry: "Other", workAreas: workAreas.length ? workAreas : ["General"] });
  if (!input.success) return [];
  const plan = await planToolkit(input.data, db, { engine: "builtin" });
  const categoryOf = new Map(plan.candidates.map((c) => [c.name, c.category]));
  return rankedNames(plan).map((name) => ({ name, category: categoryOf.get(name) ?? "AI Assistant" }));
}

export async function buildLearnerContext(userId: number, db: Executor = getDb()): Promise<LearnerContext> {
  const toolkit = await savedToolkit(userId, db);
  const jobTitle = (await jobTitleOf(userId, db)) ?? toolkit?.jobTitle ?? null;
  const occupation = jobTitle ? await matchOccupation(jobTitle, db) : null;
  const profile = await occupationProfile(occupation, db);
  const byShare = [...profile.activities].sort((a, b) => b.share - a.share);
  const tools = toolkit ? toolkit.tools : jobTitle ? await plannedTools(jobTitle, occupation?.code ?? null, profile.activities, db) : [];
  return {
    jobTitle,
    occupation: occupation ? { code: occupation.code, title: occupation.title } : null,
    activities: byShare.slice(0, ACTIVITIES_KEPT).map((a) => a.label),
    tools: tools.slice(0, TOOLS_KEPT),
    source: toolkit ? "toolkit" : tools.length ? "plan" : "none",
  };
}
