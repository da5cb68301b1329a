// Fills the catalogue up to 5,000 active tools with plain synthetic data, written the way an
// import writes them (validated by the one tool schema, stored by upsertTools) so the rows, the
// trigger-maintained search column and the indexes look like real data.
import { getSql } from "../db/client";
import { JOB_CATEGORIES, TOOL_CATEGORIES } from "../app/lib/catalogue-constants";
import { WORK_ACTIVITY_TEXTS } from "../app/content/work-activities";
import { toolInputSchema, describeIssues, type ToolInput } from "../app/lib/schemas/tool";
import { TOOL_KINDS } from "../app/lib/tool-kinds";
import { upsertTools } from "../app/services/catalogue/tools.server";

export const TARGET_TOOLS = 5_000;
/** A word in every tool's description pool, one in a handful, and one in none. */
export const COMMON_WORD = "writing";
export const RARE_WORD = "quasar";
export const MISSING_WORD = "zyxwvq";

const SUFFIXES = ["Planner", "Studio", "Copilot", "Assistant", "Insights", "Flow", "Scribe", "Lens", "Forge", "Desk"];
const WORDS = [
  "writing",
  "research",
  "meetings",
  "reports",
  "email",
  "slides",
  "data",
  "customers",
  "pipeline",
  "recruiting",
  "design",
  "video",
  "audio",
  "code",
  "notes",
  "planning",
  "budgets",
  "campaigns",
  "analysis",
  "summaries",
  "translation",
  "scheduling",
  "support",
  "contracts",
  "training",
];

/** A cheap deterministic generator, so every run benchmarks the same catalogue. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function syntheticTool(i: number, rand: () => number): unknown {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const number = String(i).padStart(4, "0");
  const words = Array.from({ length: 8 }, () => pick(WORDS));
  if (i % 1000 === 7) words.push(RARE_WORD);
  const jobCategories = [...new Set(Array.from({ length: 1 + Math.floor(rand() * 3) }, () => pick(JOB_CATEGORIES)))];
  return {
    name: `Bench Tool ${number} ${pick(SUFFIXES)}`,
    category: pick(TOOL_CATEGORIES),
    description: `Helps with ${words.slice(0, 4).join(", ")} and ${words.slice(4).join(" ")} for busy teams.`,
    webLink: `https://bench-tool-${number}.example.com`,
    baseProductivityGain: Math.round(rand() * 600) / 10,
    baseSavingsPerYear: Math.floor(rand() * 20_000),
    jobCategories,
    // Real activities and kinds, so the toolkit engine meets them as candidates and dedupes them.
    kind: pick(TOOL_KINDS),
    activities: [...new Set(Array.from({ length: 3 }, () => pick(WORK_ACTIVITY_TEXTS).id))].map((id) => ({ id, how: `use it for ${pick(WORDS)} work` })),
    jobLevels: ["mid"],
    usageCount: Math.floor(rand() * 100_000),
    avgRelevanceScore: Math.round(rand() * 50) / 10,
    successRate: Math.round(rand() * 1000) / 10,
    isActive: true,
  };
}

/** Adds tools until TARGET_TOOLS are active; returns how many were added. */
export async function fillCatalogue(): Promise<number> {
  const [row] = await getSql()<{ n: number }[]>`SELECT count(*)::int AS n FROM tools WHERE is_active`;
  const missing = Math.max(0, TARGET_TOOLS - (row?.n ?? 0));
  const rand = random(42);
  const inputs: ToolInput[] = [];
  for (let i = 1; i <= missing; i++) {
    const parsed = toolInputSchema.safeParse(syntheticTool(i, rand));
    if (!parsed.success) throw new Error(`Synthetic tool ${i} is invalid: ${describeIssues(parsed.error)}`);
    inputs.push(parsed.data);
  }
  await upsertTools(inputs);
  // Fresh statistics, as autovacuum would have gathered on a catalogue that grew over time.
  await getSql()`ANALYZE tools`;
  return missing;
}
