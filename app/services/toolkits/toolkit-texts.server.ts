// A model's texts for a toolkit: each chosen tool's use case rewritten for the person, never the
// tools or the numbers.
import { z } from "zod";
import type { Executor } from "../../../db/client";
import { completeJson } from "~/adapters/ai.server";
import type { ChosenTool, EngineInput } from "~/lib/toolkit-engine";
import { recordAiUsage } from "../operations/ai-usage.server";

/** What a model may answer: a rewritten use case for each tool already chosen, by id. */
const modelTextsSchema = z.strictObject({
  tools: z.array(z.strictObject({ toolId: z.number().int(), useCase: z.string().min(20).max(400) })).max(15),
});

/**
 * A model rewrites the use cases in the person's own terms; it never changes which tools were
 * chosen or any number (the engine chose them and the method counts them). A missing or unknown
 * tool keeps the engine's text.
 */
export async function rewriteWithModel(chosen: ChosenTool[], input: EngineInput, db: Executor): Promise<ChosenTool[]> {
  const { data, usage } = await completeJson({
    name: "toolkit_texts",
    schema: modelTextsSchema,
    system:
      "You rewrite short use cases for a professional's AI toolkit. Keep each one to one or two sentences, say which part of the person's job the tool helps with and how, " +
      "in the words of that job, and keep the human check. Do not add tools, numbers, prices or promises. Answer for the tool ids given only.",
    user: JSON.stringify({
      jobTitle: input.jobTitle,
      workAreas: input.workAreas,
      tools: chosen.map((c) => ({ toolId: c.tool.id, name: c.tool.name, description: c.tool.description, activity: c.activity.label, useCase: c.useCase })),
    }),
  });
  await recordAiUsage("analysis", usage, db);
  const chosenIds = new Set(chosen.map((c) => c.tool.id));
  const texts = new Map(data.tools.filter((t) => chosenIds.has(t.toolId)).map((t) => [t.toolId, t.useCase.trim()]));
  if (texts.size === 0) throw new Error("The model rewrote none of the chosen tools' texts");
  return chosen.map((c) => ({ ...c, useCase: texts.get(c.tool.id) ?? c.useCase }));
}
