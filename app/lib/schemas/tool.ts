// The one schema for a catalogue tool: the admin tool form, the CLI import and the seed all
// validate with it. It takes camelCase or the spec's snake_case keys, and the flat strings of a
// CSV row (lists separated by "|", empty numbers meaning 0 or null) as well as JSON values.
import { z } from "zod";
import {
  COMPLEXITY_LEVELS,
  EVIDENCE_TASKS,
  LEARNING_CURVES,
  PRICE_CURRENCIES,
  PRICING_MODELS,
  PRICING_TIERS,
  PRIMARY_FUNCTIONS,
  SKILL_LEVELS,
  TOOL_CATEGORIES,
  TOOL_TYPES,
} from "../catalogue-constants";
import { isActivityId } from "../../content/work-activities";
import { TOOL_KINDS } from "../tool-kinds";

const snakeToCamel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Accept the server's snake_case names (accounts-admin-sales.md §3) as well as camelCase. */
export function normaliseToolKeys(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) out[snakeToCamel(key.trim())] = value;
  return out;
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

const requiredText = (message: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : (v ?? "")),
    z.string({ error: message }).min(1, message).max(max, `must be at most ${max} characters`),
  );

const optionalText = (max: number, fallback = "") =>
  z.preprocess((v) => (isBlank(v) ? fallback : typeof v === "string" ? v.trim() : v), z.string().max(max, `must be at most ${max} characters`));

/** A list from JSON (array) or CSV ("a|b|c"); trimmed, empties and repeats dropped. */
const listItem = z
  .string()
  .min(1)
  .max(80)
  .refine((v) => !v.includes("|"), "items may not contain |");
const stringList = (maxItems: number, item: z.ZodType<string> = listItem) =>
  z.preprocess(
    (v) => {
      if (isBlank(v)) return [];
      const parts = Array.isArray(v) ? v : String(v).split("|");
      const trimmed = parts.map((p) => String(p).trim()).filter((p) => p.length > 0);
      return [...new Set(trimmed)];
    },
    z.array(item).max(maxItems, `at most ${maxItems} items`),
  );

const toNumber = (fallback: number | null) => (v: unknown) => (isBlank(v) ? fallback : typeof v === "string" ? Number(v.trim()) : v);

/** Numbers from JSON or CSV text; empty means 0. */
const number = (min: number, max: number, integer = false) => {
  let schema = z.number({ error: "must be a number" }).min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);
  if (integer) schema = schema.int("must be a whole number");
  return z.preprocess(toNumber(0), schema);
};

/** Optional numbers: empty means null (an unknown price, a success rate not measured yet). */
const numberOrNull = (min: number, max: number) =>
  z.preprocess(toNumber(null), z.number({ error: "must be a number" }).min(min, `must be at least ${min}`).max(max, `must be at most ${max}`).nullable());

const choice = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number], aliases: Record<string, T[number]> = {}) =>
  z.preprocess(
    (v) => {
      if (isBlank(v)) return fallback;
      const text = String(v).trim();
      const exact = values.find((x) => x === text) ?? values.find((x) => x.toLowerCase() === text.toLowerCase());
      return exact ?? aliases[text.toLowerCase()] ?? text;
    },
    z.enum(values, { error: `must be one of: ${values.join(", ")}` }),
  );

const booleanValue = (fallback: boolean) =>
  z.preprocess((v) => {
    if (isBlank(v)) return fallback;
    if (typeof v === "string") return ["true", "1", "yes"].includes(v.trim().toLowerCase());
    return v;
  }, z.boolean());

const httpUrl = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : (v ?? "")),
    z
      .string({ error: message })
      .min(1, message)
      .max(500, "must be at most 500 characters")
      .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, "must be a web address starting with http:// or https://"),
  );

const optionalUrl = z.preprocess(
  (v) => (isBlank(v) ? null : typeof v === "string" ? v.trim() : v),
  z
    .string()
    .max(500)
    .regex(/^https?:\/\/\S+$/i, "must be a web address starting with http:// or https://")
    .nullable(),
);

/**
 * One work activity a tool serves: its O*NET IWA id and how a worker uses the tool for it.
 * Written as an object, or as "4.A.3.b.6.I11: draft the note..." in a CSV cell or a form line.
 */
export const toolActivitySchema = z.object({
  id: z.string().trim().refine(isActivityId, "must be an O*NET work activity id such as 4.A.3.b.6.I11"),
  how: z.preprocess((v) => (typeof v === "string" ? v.trim().replace(/\.$/, "") : (v ?? "")), z.string().max(300, "must be at most 300 characters")),
});
export type ToolActivity = z.output<typeof toolActivitySchema>;

/** "id: how" -> { id, how }; objects pass through. */
function activityItem(v: unknown): unknown {
  if (typeof v !== "string") return v;
  const text = v.trim();
  const colon = text.indexOf(":");
  return colon < 0 ? { id: text, how: "" } : { id: text.slice(0, colon), how: text.slice(colon + 1) };
}

const toolActivities = z.preprocess(
  (v) => {
    if (isBlank(v)) return [];
    const items = Array.isArray(v) ? v : String(v).split(/[\n|]/);
    return items.filter((i) => !(typeof i === "string" && i.trim() === "")).map(activityItem);
  },
  z
    .array(toolActivitySchema)
    .max(12, "at most 12 activities")
    .refine((list) => new Set(list.map((a) => a.id)).size === list.length, "each activity once"),
);

/** A validated tool as the database stores it: activity ids, and how each is used, apart. */
export function toolColumns(input: ToolInput) {
  const { activities, ...rest } = input;
  return {
    ...rest,
    activities: activities.map((a) => a.id),
    activityUses: Object.fromEntries(activities.filter((a) => a.how).map((a) => [a.id, a.how])) as Record<string, string>,
  };
}

/** A stored tool's activities as the tool schema writes them: { id, how } in the stored order. */
export function storedActivities(row: { activities: string[]; activityUses: Record<string, string> }): ToolActivity[] {
  return row.activities.map((id) => ({ id, how: row.activityUses[id] ?? "" }));
}

/** The activities as one CSV cell or form textarea: "id: how" items. */
export function activitiesText(activities: readonly ToolActivity[], separator = "|"): string {
  return activities.map((a) => (a.how ? `${a.id}: ${a.how}` : a.id)).join(separator);
}

export const toolInputSchema = z.preprocess(
  (v) => (v && typeof v === "object" && !Array.isArray(v) ? normaliseToolKeys(v as Record<string, unknown>) : v),
  z.object({
    name: requiredText("Tool name is required", 120),
    category: z.preprocess(
      (v) => (typeof v === "string" ? v.trim() : (v ?? "")),
      z
        .string()
        .min(1, "Category is required")
        .refine((c) => (TOOL_CATEGORIES as readonly string[]).includes(c), `must be one of: ${TOOL_CATEGORIES.join(", ")}`),
    ),
    description: requiredText("Description is required", 1000),
    webLink: httpUrl("Web link is required"),
    baseProductivityGain: number(0, 100),
    baseSavingsPerYear: number(0, 10_000_000, true),
    toolType: choice(TOOL_TYPES, "assistant"),
    jobCategories: stringList(20),
    kind: choice(TOOL_KINDS, "other"),
    activities: toolActivities,
    forOccupations: stringList(
      20,
      z.string().regex(/^!?\d{2}-(\d{1,4}(\.\d{2})?)?$/, 'each occupation must be a SOC code or prefix such as "47-" or "29-1141", "!" to exclude'),
    ),
    // Words a job title or work area must contain for the tool to be offered ("patent", "roof").
    specialties: stringList(
      20,
      z
        .string()
        .max(40)
        .transform((w) => w.toLowerCase()),
    ),
    jobLevels: stringList(4),
    complexityLevel: choice(COMPLEXITY_LEVELS, "intermediate", { medium: "intermediate", low: "beginner", high: "advanced" }),
    implementationTime: optionalText(40, "1-2 hours"),
    primaryUseCase: optionalText(200),
    learningCurve: choice(LEARNING_CURVES, "Easy"),
    pricingTier: choice(PRICING_TIERS, "Free"),
    skillLevel: choice(SKILL_LEVELS, "beginner"),
    primaryFunction: choice(PRIMARY_FUNCTIONS, "thinking"),
    industryRelevance: stringList(20),
    pricingModel: choice(PRICING_MODELS, "Free"),
    price: numberOrNull(0, 1_000_000),
    priceCurrency: choice(PRICE_CURRENCIES, "USD"),
    isActive: booleanValue(true),
    affiliateLink: optionalUrl,
    logoUrl: optionalUrl,
    logoEmoji: optionalText(16, "🤖"),
    evidenceTask: choice(EVIDENCE_TASKS, "general"),
    usageCount: number(0, 2_000_000_000, true),
    avgRelevanceScore: number(0, 5),
    successRate: numberOrNull(0, 100),
  }),
);

export type ToolInput = z.output<typeof toolInputSchema>;

/** Field order of exports; also the CSV header. */
export const TOOL_EXPORT_FIELDS = [
  "name",
  "category",
  "description",
  "webLink",
  "baseProductivityGain",
  "baseSavingsPerYear",
  "toolType",
  "jobCategories",
  "kind",
  "activities",
  "forOccupations",
  "specialties",
  "jobLevels",
  "complexityLevel",
  "implementationTime",
  "primaryUseCase",
  "learningCurve",
  "pricingTier",
  "skillLevel",
  "primaryFunction",
  "industryRelevance",
  "pricingModel",
  "price",
  "priceCurrency",
  "isActive",
  "affiliateLink",
  "logoUrl",
  "logoEmoji",
  "evidenceTask",
  "usageCount",
  "avgRelevanceScore",
  "successRate",
] as const satisfies readonly (keyof ToolInput)[];

/** Readable one-line reasons, e.g. "webLink: must be a web address ...". */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message)).join("; ");
}

/** A URL-safe identifier from a tool name ("Notion AI" -> "notion-ai"). */
export function toolSlug(name: string): string {
  return (
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/&/g, " and ")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "tool"
  );
}
