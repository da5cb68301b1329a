// A model's texts for the engine's workflows: titles and outlines of the options, the steps of the
// chosen one. Same ids, tools, links and hours as the engine's; any model failure keeps the
// engine's texts.
import { z } from "zod";
import type { Executor } from "../../../db/client";
import { aiConfigured, completeJson } from "~/adapters/ai.server";
import type { DetailedWorkflow, WorkflowEngineInput, WorkflowOption } from "~/lib/workflow-engine";
import { recordAiUsage } from "../operations/ai-usage.server";
import { log } from "~/adapters/log.server";

export type Engine = "builtin" | "openai";

const modelOptionsSchema = z.strictObject({
  options: z
    .array(z.strictObject({ id: z.string(), title: z.string().min(5).max(120), outline: z.string().min(20).max(600) }))
    .min(1)
    .max(5),
});

const modelDetailSchema = z.strictObject({
  title: z.string().min(5).max(160),
  steps: z
    .array(z.strictObject({ stepNumber: z.number().int(), title: z.string().min(3).max(120), description: z.string().min(10).max(600) }))
    .min(3)
    .max(8),
});

const CONTEXT = (input: WorkflowEngineInput) => ({
  jobRole: input.jobRole,
  industry: input.industry,
  workArea: input.workArea,
  toolTheyUse: input.ownTool.name,
  additionalInformation: input.additionalInfo || undefined,
});

/** A model's titles and outlines for the engine's options (same ids, same hours), or the engine's. */
export async function optionTexts(input: WorkflowEngineInput, options: WorkflowOption[], db: Executor): Promise<{ options: WorkflowOption[]; engine: Engine }> {
  if (!aiConfigured()) return { options, engine: "builtin" };
  try {
    const { data, usage } = await completeJson({
      name: "workflow_options",
      schema: modelOptionsSchema,
      system:
        "You write short titles and outlines for AI workflows offered to a professional. Keep every id and the order given. " +
        "Each outline is one or two sentences saying what the workflow does for this person. Name no tools and no numbers.",
      user: JSON.stringify({ ...CONTEXT(input), workflows: options.map((o) => ({ id: o.id, title: o.title, outline: o.outline })) }),
    });
    await recordAiUsage("workflow-options", usage, db);
    const byId = new Map(data.options.map((o) => [o.id, o]));
    if (options.some((o) => !byId.has(o.id))) throw new Error("The model left out a workflow");
    return { options: options.map((o) => ({ ...o, title: byId.get(o.id)!.title.trim(), outline: byId.get(o.id)!.outline.trim() })), engine: "openai" };
  } catch (error) {
    log.error({ err: error }, "AI workflow options failed, using the built-in engine");
    return { options, engine: "builtin" };
  }
}

/** A model's step texts for the engine's detailed workflow (same steps, tools, links and hours). */
export async function detailTexts(input: WorkflowEngineInput, detail: DetailedWorkflow, db: Executor): Promise<{ detail: DetailedWorkflow; engine: Engine }> {
  if (!aiConfigured()) return { detail, engine: "builtin" };
  try {
    const { data, usage } = await completeJson({
      name: "workflow_detail",
      schema: modelDetailSchema,
      system:
        "You rewrite the steps of an AI workflow for a professional so they read naturally for their role. Keep the number and order of steps. " +
        "Each step must keep using exactly the tools listed for it, by name; mention no other product. Give no time or money figures.",
      user: JSON.stringify({ ...CONTEXT(input), title: detail.title, steps: detail.steps }),
    });
    await recordAiUsage("workflow-detail", usage, db);
    if (data.steps.length !== detail.steps.length) throw new Error("The model changed the number of steps");
    const steps = detail.steps.map((step, i) => {
      const written = data.steps[i]!;
      // A step must still name its own tools and no catalogue tool it was not given.
      if (!step.tools.every((tool) => `${written.title} ${written.description}`.includes(tool))) throw new Error("The model dropped a step's tool");
      return { ...step, title: written.title.trim(), description: written.description.trim() };
    });
    return { detail: { ...detail, title: data.title.trim(), steps }, engine: "openai" };
  } catch (error) {
    log.error({ err: error }, "AI workflow detail failed, using the built-in engine");
    return { detail, engine: "builtin" };
  }
}
