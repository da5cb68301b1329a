// The toolkit email sign-up and the consultation booking (visitor-side.md §5), with the
// specification's titles and texts so the dialog, the no-JavaScript form and the API agree.
import { z } from "zod";
export { analysisIdSchema } from "./analysis-id";

/** "text, @, text, dot, text" (visitor-side.md §5). */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

import type { FormProblem } from "./problems";
export type { FormProblem } from "./problems";

export const SIGNUP_PROBLEMS = {
  missing: { title: "Missing Information", description: "Please enter both your name and email address." },
  invalidEmail: { title: "Invalid Email", description: "Please enter a valid email address." },
  tooLong: { title: "Too Long", description: "Please keep your name under 120 and your email under 254 characters." },
} as const satisfies Record<string, FormProblem>;

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");

/** Name and email, checked in the spec's order; returns the problem to show, or the clean values. */
export function checkNameAndEmail(
  raw: { name?: unknown; email?: unknown },
  problems: { missing: FormProblem; invalidEmail: FormProblem; tooLong: FormProblem },
): { ok: true; name: string; email: string } | { ok: false; problem: FormProblem } {
  const name = text(raw.name);
  const email = text(raw.email);
  if (!name || !email) return { ok: false, problem: problems.missing };
  if (!SIMPLE_EMAIL.test(email)) return { ok: false, problem: problems.invalidEmail };
  if (name.length > 120 || email.length > 254) return { ok: false, problem: problems.tooLong };
  return { ok: true, name, email };
}
