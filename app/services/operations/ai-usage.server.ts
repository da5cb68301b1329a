// Tokens used by the AI model, for the admin's AI-credits view. The cost is computed from the
// prices per million tokens in OPENAI_PRICE_INPUT_PER_MTOK / OPENAI_PRICE_OUTPUT_PER_MTOK when
// the operator sets them; unknown prices record a cost of 0 rather than a guess.
import { getDb, type Executor } from "../../../db/client";
import { aiUsage } from "../../../db/schema/index";
import type { ModelUsage } from "~/adapters/ai.server";

const price = (name: string) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= 0 ? value : 0;
};

export async function recordAiUsage(feature: string, usage: ModelUsage, db: Executor = getDb()): Promise<void> {
  const cost = (usage.promptTokens * price("OPENAI_PRICE_INPUT_PER_MTOK") + usage.completionTokens * price("OPENAI_PRICE_OUTPUT_PER_MTOK")) / 1_000_000;
  await db.insert(aiUsage).values({ feature, ...usage, costUsd: Math.round(cost * 1e6) / 1e6 });
}
