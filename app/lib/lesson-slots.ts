// Filling a lesson's written text with the learner's own job (issue 27): the content in
// app/content/course-lessons/ says `{activity}` or `{tool}`, and the learner reads their occupation's work
// activities and their toolkit's tools there. Pure, so the page, the stored simulation and the
// tests fill the same words.

/** The job a learner's lessons are written for, kept with their enrolment (db/schema/course.ts). */
export interface LearnerContext {
  /** The job title as the learner gave it, or null when none is known. */
  jobTitle: string | null;
  /** The O*NET occupation it matched, or null. */
  occupation: { code: string; title: string } | null;
  /** The occupation's work activities in a working person's words, largest share of the week first. */
  activities: string[];
  /** The toolkit's tools with their catalogue category, in the toolkit's order. */
  tools: { name: string; category: string }[];
  /** Where the tools came from: the learner's latest saved toolkit, the toolkit engine's plan, or nothing. */
  source: "toolkit" | "plan" | "none";
}

export const SLOT_NAMES = ["role", "aRole", "occupation", "activity", "activity2", "activity3", "tool", "toolCategory", "tool2", "tool2Category"] as const;
export type SlotName = (typeof SLOT_NAMES)[number];
export type LessonSlots = Record<SlotName, string>;

/** What stands in when the learner's job or toolkit says nothing: plain words, never an invented product. */
export const FALLBACK = {
  role: "professional",
  activity: "writing reports and updates",
  activity2: "answering questions from colleagues",
  activity3: "planning your week",
  tool: "your AI chat assistant",
  toolCategory: "AI Assistant",
  tool2: "a second AI assistant",
} as const;

/** "Keeping patient records" reads "keeping patient records" mid-sentence; "CRM updates" keeps its acronym. */
export function midSentence(phrase: string): string {
  const trimmed = phrase.trim().replace(/\.$/, "");
  return /^[A-Z]{2}/.test(trimmed) ? trimmed : trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}

/**
 * A job title mid-sentence: "Registered Nurse" reads "registered nurse", while acronyms and
 * names keep their capitals ("UX Designer" reads "UX designer", "SAP Consultant" "SAP consultant").
 */
export function jobTitleMidSentence(title: string): string {
  return title
    .trim()
    .split(/\s+/)
    .map((word) => (/^[A-Z][a-z]+(-[A-Za-z][a-z]+)*$/.test(word) ? word.toLowerCase() : word))
    .join(" ");
}

/**
 * "a" or "an" before a word as it is said, not as it is spelt: "an electrician", "a university
 * lecturer", "an RN", "a UX designer", "an hourly worker".
 */
export function withArticle(phrase: string): string {
  const word = phrase.trim().split(/\s+/)[0] ?? "";
  const acronym = /^[A-Z]{2,}/.test(word);
  const an = acronym
    ? /^[AEFHILMNORSX]/.test(word)
    : /^(hour|honest|honou?r|heir)/i.test(word) || (/^[aeiou]/i.test(word) && !/^(uni|use|usu|uti|eu|one|once)/i.test(word));
  return `${an ? "an" : "a"} ${phrase.trim()}`;
}

export function slotsFor(context: LearnerContext): LessonSlots {
  const activities = context.activities.map(midSentence).filter(Boolean);
  const [first, second] = context.tools;
  const role = context.jobTitle?.trim() ? jobTitleMidSentence(context.jobTitle) : FALLBACK.role;
  return {
    role,
    aRole: withArticle(role),
    occupation: context.occupation?.title ?? context.jobTitle?.trim() ?? "your occupation",
    activity: activities[0] ?? FALLBACK.activity,
    activity2: activities[1] ?? FALLBACK.activity2,
    activity3: activities[2] ?? FALLBACK.activity3,
    tool: first?.name ?? FALLBACK.tool,
    toolCategory: first?.category ?? FALLBACK.toolCategory,
    tool2: second?.name ?? FALLBACK.tool2,
    tool2Category: second?.category ?? FALLBACK.toolCategory,
  };
}

const SLOT = /\{([A-Za-z0-9]+)\}/g;

export class UnknownSlotError extends Error {}

/**
 * `{activity}` gives the slot as it is, `{Activity}` with a capital first letter (a sentence's
 * start). A name that is not a slot is a mistake in the content: it throws rather than showing
 * braces to a learner.
 */
export function fillSlots(text: string, slots: LessonSlots): string {
  return text.replace(SLOT, (_, raw: string) => {
    const name = (raw.charAt(0).toLowerCase() + raw.slice(1)) as SlotName;
    if (!Object.hasOwn(slots, name)) throw new UnknownSlotError(`Unknown slot {${raw}}`);
    const value = slots[name];
    return raw.charAt(0) === raw.charAt(0).toUpperCase() ? value.charAt(0).toUpperCase() + value.slice(1) : value;
  });
}

/** Every string in a value (a lesson, a scenario) filled; numbers, ids' shape and structure kept. */
export function fillDeep<T>(value: T, slots: LessonSlots): T {
  if (typeof value === "string") return fillSlots(value, slots) as T;
  if (Array.isArray(value)) return value.map((v) => fillDeep(v, slots)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillDeep(v, slots)])) as T;
  return value;
}
