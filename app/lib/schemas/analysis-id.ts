// The one rule for a toolkit (analysis) id, wherever it arrives: the URL, a form field, a JSON
// body or the query. Numeric ids of a PostgreSQL integer only; anything else is "not found",
// never an error.
import { z } from "zod";

const MAX_ID = 2_147_483_647;

export function parseAnalysisId(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : value;
  if (typeof text !== "string" || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= MAX_ID ? id : null;
}

/** A required analysis id in a schema (JSON numbers and form strings alike). */
export const analysisIdSchema = z.unknown().transform((value, ctx) => {
  const id = parseAnalysisId(value);
  if (id === null) {
    ctx.addIssue({ code: "custom", message: "invalid-analysis-id" });
    return z.NEVER;
  }
  return id;
});

/** An optional one: a missing or malformed id is simply no id (e.g. a sign-up that names no toolkit). */
export const optionalAnalysisId = z
  .unknown()
  .optional()
  .transform((value) => parseAnalysisId(value));
