// A tool's use cases for one job (visitor-side.md §3 "Use cases", §8): specific applications,
// implementation tips and success metrics. Pure and isomorphic: the built-in generator answers
// when no model is configured (or the model fails), and the browser shows the §8 fallback lists
// when generation fails altogether.
import { z } from "zod";
import { DEFAULT_FAMILY, INSIGHT_PLAYBOOKS, KIND_FAMILY } from "../content/insight-playbooks";

export interface UseCases {
  specificApplications: string[];
  implementationTips: string[];
  successMetrics: string[];
}

export interface UseCaseInput {
  toolName: string;
  toolDescription: string;
  toolCategory: string;
  jobTitle: string;
  jobDescription?: string | null;
  /** The tool's use case in this toolkit, when known. */
  useCase?: string | null;
  /** The catalogue's kind of tool (app/lib/tool-kinds.ts), when known. */
  kind?: string | null;
  /** The tool's uses for the job's activities, most important to the job first: activity label and how. */
  uses?: readonly { label: string; how: string }[];
}

/** §8's texts. */
export const USE_CASES_FAILED = "Failed to generate specific use cases";
export const USE_CASES_UNAVAILABLE = "Unable to generate specific use cases. Please try again later.";

/** tool_use_cases.job_title_key: trimmed, inner spaces collapsed, lower-cased. */
export function jobTitleKey(jobTitle: string): string {
  return jobTitle.trim().replace(/\s+/g, " ").toLowerCase();
}

const line = (min: number, max: number) => z.string().trim().min(min).max(max);

/** What a model must answer, and what a stored row must hold to be shown. */
export const useCasesSchema = z.strictObject({
  specificApplications: z.array(line(10, 300)).min(3).max(7),
  implementationTips: z.array(line(10, 300)).min(2).max(5),
  successMetrics: z.array(line(5, 300)).min(2).max(5),
});

const text = (max: number) => z.preprocess((v) => (typeof v === "string" ? v.trim() : (v ?? "")), z.string().max(max));

/** POST /api/generate-use-cases (§7), plus the optional recommendationId to store the answer on. */
export const generateUseCasesRequestSchema = z.object({
  toolName: z.preprocess((v) => (typeof v === "string" ? v.trim() : v), z.string().min(1, "toolName is required").max(200)),
  toolDescription: text(2000),
  toolCategory: text(100),
  jobTitle: z.preprocess((v) => (typeof v === "string" ? v.trim() : v), z.string().min(1, "jobTitle is required").max(120)),
  jobDescription: text(4000),
  recommendationId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type GenerateUseCasesRequest = z.infer<typeof generateUseCasesRequestSchema>;

/** True when there is something to show. */
export function hasUseCases(value: UseCases | null | undefined): value is UseCases {
  return Boolean(value && (value.specificApplications.length || value.implementationTips.length || value.successMetrics.length));
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? "an" : "a");
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);
const unstop = (s: string) =>
  s
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[.!?]+$/, "");
const sentence = (s: string) => {
  const t = s.trim().replace(/\s+/g, " ");
  return /[.!?]$/.test(t) ? t : `${t}.`;
};

/**
 * The built-in generator: deterministic texts from what the tool really does for this job. The
 * applications are the tool's own uses for the job's activities, in the order they matter to the
 * job (app/content/work-activities.ts labels, the catalogue's "how" clauses); the tips and metrics
 * are its kind's (app/content/insight-playbooks.ts), so a clinical scribe's speak of consent and
 * checked notes, never of voice-overs. The same input gives the same texts.
 */
export function builtInUseCases(input: UseCaseInput): UseCases {
  const tool = input.toolName.trim();
  const role = jobTitleKey(input.jobTitle);
  const asRole = `as ${article(role)} ${role}`;
  const book = INSIGHT_PLAYBOOKS[KIND_FAMILY[input.kind ?? ""] ?? DEFAULT_FAMILY] ?? INSIGHT_PLAYBOOKS[DEFAULT_FAMILY]!;
  const useCase = input.useCase?.trim();

  const applications: string[] = [];
  if (useCase && useCase !== input.toolDescription.trim()) applications.push(sentence(useCase));
  for (const use of input.uses ?? []) {
    if (applications.length >= 5) break;
    applications.push(sentence(`${use.label}: with ${tool}, ${unstop(use.how)}`));
  }
  // A tool the catalogue knows nothing more about: what its description says it does, for this job.
  const description = unstop(input.toolDescription);
  if (applications.length < 3 && description)
    applications.push(`${asRole.charAt(0).toUpperCase()}${asRole.slice(1)}, start with what ${tool} is made for: ${lowerFirst(description)}.`);
  if (applications.length < 3)
    applications.push(`Pick one task you repeat every week ${asRole} and do its first pass with ${tool}; compare the time and the result with your usual way.`);
  if (applications.length < 3) applications.push(`Keep what works: save the instructions and settings that gave a usable result, and reuse them next time.`);

  return {
    specificApplications: applications.slice(0, 5),
    implementationTips: [...book.tips.slice(0, 2), `Tell ${tool} who you are (${asRole}) and who the result is for, and check every output before it is used.`],
    successMetrics: [...book.metrics],
  };
}

/** §8: what the browser shows when generation fails: five applications, three tips, three metrics. */
export function fallbackUseCases(toolName: string, jobTitle: string): UseCases {
  const tool = toolName.trim() || "this tool";
  const role = jobTitle.trim().replace(/\s+/g, " ").toLowerCase() || "professional";
  const aRole = `${article(role)} ${role}`;
  return {
    specificApplications: [
      `Use ${tool} to speed up the routine tasks of ${aRole}`,
      `Draft and review everyday ${role} documents and messages with ${tool}`,
      `Summarise information for ${role} decisions with ${tool}`,
      `Automate repetitive steps in your ${role} workflow with ${tool}`,
      `Prepare for meetings and presentations as ${aRole} with ${tool}`,
    ],
    implementationTips: [
      "Start with one small, repeated task and build from there",
      "Give the tool clear context and examples of the output you want",
      "Review outputs before using them and keep sensitive data out",
    ],
    successMetrics: ["Hours saved per week", "Tasks completed per week", "Quality of output, judged by fewer revisions"],
  };
}
