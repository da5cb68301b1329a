// One path from a form to its operation (DESIGN.md §1). A page action and its /api route both
// hand the fields to submitForm(): the form's rate limit is counted first (bad attempts count too),
// the one zod schema parses, and only valid input reaches the operation. What comes back is
// turned into conform's reply for the page (formReply) or into problem JSON for the API
// (formProblemJson), with the same words either way.
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { errorMessages, firstProblem, type FormProblem, type ProblemTable } from "~/lib/schemas/problems";
import type { OperationContext } from "~/services/context";
import { withRateLimit, type RateLimit } from "~/services/operations/rate-limit.server";
import { problemJson } from "./problem.server";
import { REASON_STATUS, type Reason } from "./refusals.server";

export interface FormDefinition<Schema extends z.ZodType> {
  schema: Schema;
  /** The form's problems in the order the specification checks them. */
  problems: ProblemTable;
  /** The problem key each refusal reason of the operation shows. */
  refusals: Partial<Record<Reason, string>>;
  /** What to say when nothing more precise applies. */
  fallback: string;
  limit?: RateLimit;
  /** Whether the API's 400 lists each field's errors (the survey's contract does). */
  fieldErrors?: boolean;
}

/** A refused outcome; `problem` names a more precise problem of the form's table than the reason's (a weak password's kind). */
type Refusal = { ok: false; reason: Reason; retryAfterSeconds?: number; problem?: string };
export type FormOutcome<Outcome> = Outcome | Refusal;

export async function submitForm<Schema extends z.ZodType, Outcome extends { ok: boolean }>(
  form: FormDefinition<Schema>,
  formData: FormData | URLSearchParams,
  ctx: OperationContext,
  operation: (value: z.output<Schema>, ctx: OperationContext) => Promise<Outcome>,
): Promise<{ submission: Submission<z.input<Schema>, string[], z.output<Schema>>; outcome: FormOutcome<Outcome> }> {
  const submission = parseWithZod(formData, { schema: form.schema }) as Submission<z.input<Schema>, string[], z.output<Schema>>;
  const run = async (): Promise<FormOutcome<Outcome>> =>
    submission.status === "success" ? operation(submission.value as z.output<Schema>, ctx) : { ok: false, reason: "invalid" };
  const outcome = form.limit ? await withRateLimit(form.limit, ctx.clientIp, run) : await run();
  return { submission, outcome };
}

const refusalKey = (form: FormDefinition<z.ZodType>, outcome: Refusal) =>
  (outcome.problem && outcome.problem in form.problems ? outcome.problem : undefined) ?? form.refusals[outcome.reason] ?? form.fallback;

/** The page's answer to a refused submission: conform's reply, the refusal as a form error. */
export function formReply(form: FormDefinition<z.ZodType>, submission: Submission<unknown, string[], unknown>, outcome: Refusal, hideFields?: string[]) {
  // The schema's own refusal; an operation's (a check that needs the clock or the database) names its problem.
  if (outcome.reason === "invalid" && !outcome.problem) return submission.reply({ hideFields });
  return submission.reply({ formErrors: [refusalKey(form, outcome)], hideFields });
}

export const refusalStatus = (outcome: Refusal) => REASON_STATUS[outcome.reason];

/** The problem a refused submission shows: the schema's first problem, or the refusal's. */
export function formProblem(form: FormDefinition<z.ZodType>, submission: Submission<unknown, string[], unknown>, outcome: Refusal): FormProblem {
  const key = outcome.reason === "invalid" && !outcome.problem ? null : refusalKey(form, outcome);
  const problem = key ? form.problems[key] : firstProblem(errorMessages(submission.status === "error" ? submission.error : {}), form.problems);
  return problem ?? form.problems[form.fallback]!;
}

/** The /api answer to a refused submission: the same words as problem JSON. */
export function formProblemJson(form: FormDefinition<z.ZodType>, submission: Submission<unknown, string[], unknown>, outcome: Refusal): Response {
  const errors = form.fieldErrors && submission.status === "error" ? fieldErrorsOf(submission.error) : undefined;
  return problemJson(formProblem(form, submission, outcome), REASON_STATUS[outcome.reason], { retryAfterSeconds: outcome.retryAfterSeconds, errors });
}

const fieldErrorsOf = (error: Record<string, string[] | null> | null) =>
  Object.fromEntries(Object.entries(error ?? {}).filter((entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].length > 0));
