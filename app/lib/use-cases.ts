// A tool's use cases for one job (visitor-side.md §3 "Use cases", §8): specific applications,
// implementation tips and success metrics. Pure and isomorphic: the built-in generator answers
// when no model is configured (or the model fails), and the browser shows the §8 fallback lists
// when generation fails altogether.
import { z } from "zod";

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

interface CategoryPlaybook {
  /** Verb phrases completing "Use {tool} to ...". */
  activities: [string, string, string, string];
  /** The kind of work, for tips and metrics ("drafting", "campaign work"). */
  work: string;
  /** A category-specific outcome to measure. */
  outcome: string;
}

const PLAYBOOKS: Record<string, CategoryPlaybook> = {
  Writing: {
    activities: [
      "draft first versions of the emails, reports and briefs you write every week",
      "edit long documents down to clear summaries for stakeholders",
      "rewrite one message for different audiences and channels",
      "check tone, grammar and consistency before anything goes out",
    ],
    work: "writing and editing",
    outcome: "Drafts finished per week, and the rounds of edits each one needs",
  },
  "Content Creation": {
    activities: [
      "turn one idea into a set of posts, articles and newsletter sections",
      "produce outlines and first drafts for your content calendar",
      "repurpose existing material into new formats",
      "write variations of headlines and hooks to test",
    ],
    work: "content production",
    outcome: "Pieces of content published per week, and their engagement",
  },
  Marketing: {
    activities: [
      "plan campaigns and draft the copy for each channel",
      "summarise campaign results and what drove them",
      "tailor messages to each audience segment",
      "generate and test ideas for lead-generation offers",
    ],
    work: "campaign work",
    outcome: "Campaigns launched per month, and cost per lead",
  },
  Sales: {
    activities: [
      "research prospects and accounts before calls",
      "draft personalised outreach and follow-up emails",
      "turn call notes into next steps and CRM updates",
      "prepare proposals and answers to common objections",
    ],
    work: "prospecting and follow-up",
    outcome: "Replies and meetings booked from outreach",
  },
  Research: {
    activities: [
      "gather and summarise sources on a question in minutes",
      "compare findings across reports, with where each claim comes from",
      "brief yourself on a new topic before a meeting",
      "check facts and figures before they go into a decision",
    ],
    work: "research",
    outcome: "Time from question to a sourced answer",
  },
  Productivity: {
    activities: [
      "turn meeting notes into action lists with owners and dates",
      "organise the week's tasks, documents and priorities",
      "automate routine status updates and reports",
      "find information across your notes and files quickly",
    ],
    work: "routine coordination",
    outcome: "Hours a week spent on status updates and admin",
  },
  Presentation: {
    activities: [
      "turn an outline or document into a first slide deck",
      "restructure slides around one clear storyline",
      "create charts and visuals from your figures",
      "prepare speaker notes and the questions you are likely to get",
    ],
    work: "presentation building",
    outcome: "Time to build a deck, from outline to final version",
  },
  Design: {
    activities: [
      "create first visual concepts and mock-ups from a brief",
      "produce on-brand graphics without waiting for a design queue",
      "adapt one asset to every channel and size",
      "explore alternative layouts before committing to one",
    ],
    work: "visual production",
    outcome: "Assets produced per week, and review rounds per asset",
  },
  Video: {
    activities: [
      "script and storyboard short videos",
      "edit recordings and add captions",
      "cut long recordings into short clips for each channel",
      "produce explainer videos from a written script",
    ],
    work: "video production",
    outcome: "Videos published per month, and editing time per video",
  },
  Audio: {
    activities: [
      "transcribe meetings and interviews",
      "produce voice-overs from a script",
      "clean up recorded audio",
      "turn recordings into searchable notes and summaries",
    ],
    work: "recording and transcription",
    outcome: "Time from recording to usable notes",
  },
  Development: {
    activities: [
      "write and review code for routine tasks",
      "explain and document unfamiliar code",
      "write tests for existing functions",
      "script repetitive data and file tasks",
    ],
    work: "coding",
    outcome: "Cycle time from task start to merged change",
  },
  "HR Management": {
    activities: [
      "draft policies, job descriptions and announcements",
      "answer common employee questions consistently",
      "summarise feedback and survey results",
      "plan onboarding steps for new starters",
    ],
    work: "people administration",
    outcome: "Response time to employee questions",
  },
  Recruitment: {
    activities: [
      "write inclusive job ads",
      "screen applications against the role's criteria",
      "prepare structured interview questions",
      "draft candidate updates and offers",
    ],
    work: "hiring",
    outcome: "Time to shortlist, and time to hire",
  },
  "AI Agent": {
    activities: [
      "hand off multi-step research and data gathering",
      "automate repetitive workflows across your apps",
      "monitor sources and report what changed",
      "prepare first drafts from a brief and your files",
    ],
    work: "multi-step routine work",
    outcome: "Tasks completed end to end without manual steps",
  },
};

const GENERAL: CategoryPlaybook = {
  activities: [
    "think through problems and compare options before deciding",
    "draft and review documents and messages",
    "summarise long material into the points that matter",
    "prepare for meetings and difficult conversations",
  ],
  work: "everyday knowledge work",
  outcome: "Hours a week spent on drafting, reading and preparing",
};

function playbookFor(category: string): CategoryPlaybook {
  return PLAYBOOKS[category.trim()] ?? GENERAL;
}

/**
 * The built-in generator: specific, deterministic texts from the tool's name, description,
 * category, its use case in the toolkit and the job title. The same input gives the same texts.
 */
export function builtInUseCases(input: UseCaseInput): UseCases {
  const tool = input.toolName.trim();
  const role = jobTitleKey(input.jobTitle);
  const asRole = `as ${article(role)} ${role}`;
  const book = playbookFor(input.toolCategory);
  const description = unstop(input.toolDescription);
  const useCase = input.useCase?.trim();

  const applications: string[] = [];
  if (useCase && useCase !== input.toolDescription.trim()) applications.push(sentence(useCase));
  applications.push(`Use ${tool} to ${book.activities[0]} ${asRole}.`);
  if (description) applications.push(`Pick a task you repeat every week and hand the first pass to ${tool} (${lowerFirst(description)}).`);
  for (const activity of book.activities.slice(1)) applications.push(`Use ${tool} to ${activity}.`);

  return {
    specificApplications: applications.slice(0, 5),
    implementationTips: [
      `Pick one recurring ${book.work} task this week and do it with ${tool}; note how long it took before and after.`,
      `Give ${tool} context before asking: that you work ${asRole}, who the output is for, and an example of good work. Save prompts that work as templates.`,
      `Review every output from ${tool} for facts, figures and tone before it is used, and keep confidential data out unless your organisation has approved the tool.`,
    ],
    successMetrics: [
      `Hours saved each week on ${book.work}, compared with before ${tool}`,
      book.outcome,
      `Share of ${tool} outputs used with little or no rework`,
    ],
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
