// The admin Workshops tab's form as the edge runs it (see forms.server.ts): the one workshop
// schema, its problems, and the words of the operation's refusals (a past start, a workshop gone).
import { WORKSHOP_PROBLEMS, workshopSchema } from "~/lib/schemas/workshop";
import type { FormDefinition } from "./forms.server";

export const WORKSHOP_FORM = {
  schema: workshopSchema,
  problems: WORKSHOP_PROBLEMS,
  refusals: { "not-found": "notFound", failed: "failed" },
  fallback: "failed",
} satisfies FormDefinition<typeof workshopSchema>;
