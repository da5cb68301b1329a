// The admin tool form (accounts-admin-sales.md §3, §5): the same tool schema as the CLI import and
// the API, with the form's own shapes turned into it first (lists typed one per line or separated
// by commas, the work activities one per line, the record id for an update).
import { z } from "zod";
import { toolInputSchema } from "./tool";

/** §5: the required fields' messages (the schema's own) and the update without an id. */
export const TOOL_PROBLEMS = {
  name: "Tool name is required",
  category: "Category is required",
  description: "Description is required",
  webLink: "Web link is required",
} as const;
export const TOOL_ID_REQUIRED = "Tool ID is required for update";

/** §8 and §5: the toasts of the tool dialog. */
export const TOOL_TOASTS = {
  validation: "Validation Error",
  createFailed: { title: "Creation Failed", fallback: "Failed to create tool" },
  updateFailed: { title: "Update Failed", fallback: "Failed to update tool" },
  deleteFailed: "Error",
  created: { title: "Tool Created", description: "The tool was added to the catalogue." },
  updated: { title: "Tool Updated", description: "The tool's changes are live." },
  deleted: { title: "Tool Deleted", description: "The tool was removed from the catalogue." },
} as const;

/** The link check's answers on the AI Tools tab (issue 30 item 4). */
export const TOOL_LINK_TOASTS = {
  restored: (name: string) => ({ title: "Tool Restored", description: `${name} is back in /tools and new toolkits.` }),
  movedTaken: (name: string, url: string) => ({ title: "Tool Updated", description: `${name} now links to ${url}.` }),
};

/** The form's list fields: a textarea each, one item per line or separated by commas. */
export const TOOL_FORM_LISTS = ["jobCategories", "jobLevels", "industryRelevance", "forOccupations", "specialties"] as const;

function formToTool(value: unknown): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key of TOOL_FORM_LISTS) {
    const v = out[key];
    if (typeof v === "string")
      out[key] = v
        .split(/[\n,|]/)
        .map((s) => s.trim())
        .filter(Boolean);
  }
  return out;
}

export const toolIdField = z.object({
  id: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.coerce.number().int().positive().max(2_147_483_647).optional()),
});

/** The one schema of the admin tool form: the shared tool schema plus the id of the tool edited. */
export const adminToolFormSchema = z.preprocess(formToTool, z.intersection(toolInputSchema, toolIdField));
export type AdminToolForm = z.output<typeof adminToolFormSchema>;
