// A model's draft of a playable scenario (issue 19) must have the shape of the built-in ones
// (app/content/simulations/types.ts): 6 to 8 points, 3 or 4 options each with exactly one best
// answer, credit 0, 0.5 or 1 with a reason, and every scored skill covered. The model is asked
// for `modelScenarioSchema`; `draftScenarioSchema` adds the rules a JSON schema cannot say.
import { z } from "zod";
import { SIMULATION_SKILLS } from "~/content/simulations/types";

const text = (max: number) => z.string().trim().min(1).max(max);

const optionSchema = z.object({
  id: z.enum(["a", "b", "c", "d"]),
  text: text(400),
  credit: z.union([z.literal(0), z.literal(0.5), z.literal(1)]),
  reason: text(600),
});

const pointSchema = z.object({
  id: z.string().regex(/^p[1-8]$/),
  skill: z.enum(SIMULATION_SKILLS),
  situation: text(600),
  question: text(300),
  options: z.array(optionSchema).min(3).max(4),
});

export const modelScenarioSchema = z.object({
  title: text(120),
  brief: text(1200),
  minutes: z.number().int().min(5).max(60),
  points: z.array(pointSchema).min(6).max(8),
});

export const draftScenarioSchema = modelScenarioSchema.superRefine((scenario, ctx) => {
  const pointIds = new Set(scenario.points.map((p) => p.id));
  if (pointIds.size !== scenario.points.length) ctx.addIssue({ code: "custom", message: "point ids must be unique" });
  for (const skill of SIMULATION_SKILLS) {
    if (!scenario.points.some((p) => p.skill === skill)) ctx.addIssue({ code: "custom", message: `no point scores ${skill}` });
  }
  for (const point of scenario.points) {
    if (new Set(point.options.map((o) => o.id)).size !== point.options.length) ctx.addIssue({ code: "custom", message: `${point.id}: option ids repeat` });
    if (point.options.filter((o) => o.credit === 1).length !== 1) ctx.addIssue({ code: "custom", message: `${point.id}: exactly one best answer` });
  }
});
export type DraftScenario = z.output<typeof draftScenarioSchema>;

export const SIMULATION_ADMIN_PROBLEMS = {
  roleTitle: { title: "Role Needed", description: "Please enter the job title to draft a scenario for (2 to 120 characters)." },
  notConfigured: { title: "No AI Model", description: "Drafting needs an AI model: set OPENAI_API_KEY on the server." },
  failed: { title: "Draft Failed", description: "The model's draft was not usable. Please try again." },
  notFound: { title: "Not Found", description: "That draft was not found or was already reviewed." },
} as const;

export const draftRequestSchema = z.object({ roleTitle: z.string({ error: "roleTitle" }).trim().min(2, "roleTitle").max(120, "roleTitle") });
export const reviewDraftSchema = z.object({ decision: z.enum(["approve", "reject"]), id: z.coerce.number().int().positive().max(999_999_999) });
