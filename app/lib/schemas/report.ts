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

export const CONSULTATION_PROBLEMS = {
  missing: { title: "Missing Information", description: "Please enter at least your name and email address." },
  invalidEmail: SIGNUP_PROBLEMS.invalidEmail,
  tooLong: { title: "Too Long", description: "Please shorten your answers (at most 2,000 characters each)." },
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


export const consultationExtrasSchema = z.object({
  company: z.preprocess(text, z.string().max(200)),
  phone: z.preprocess(text, z.string().max(40)),
  workArea: z.preprocess(text, z.string().max(200)),
  workAreaDescription: z.preprocess(text, z.string().max(2000)),
  jobTitle: z.preprocess(text, z.string().max(120)),
});

export interface ConsultationFields {
  name: string;
  email: string;
  company: string;
  phone: string;
  workArea: string;
  workAreaDescription: string;
  jobTitle: string;
}

/** A booking's fields, checked as §5 says (name and email first, then the optional ones). */
export function checkConsultation(raw: Record<string, unknown>): { ok: true; fields: ConsultationFields } | { ok: false; problem: FormProblem } {
  const basics = checkNameAndEmail(raw, CONSULTATION_PROBLEMS);
  if (!basics.ok) return basics;
  const extras = consultationExtrasSchema.safeParse(raw);
  if (!extras.success) return { ok: false, problem: CONSULTATION_PROBLEMS.tooLong };
  return { ok: true, fields: { name: basics.name, email: basics.email, ...extras.data } };
}
