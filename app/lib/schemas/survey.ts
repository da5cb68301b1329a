// The pre-launch survey (accounts-admin-sales.md §3, §5, §8): one zod schema for the form (conform,
// in the browser and in the page's action) and for POST /api/questionnaire, whose JSON body is
// turned into the same form data first so both ways are parsed by exactly the same code.
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { emailSchema } from "~/lib/email-rule";
import {
  AI_FEELINGS,
  FAMILIARITY_LEVELS,
  JOB_IMPROVEMENT_BELIEFS,
  TRAINING_INTEREST_LEVELS,
  VALUE_OUTPUTS,
  WILLINGNESS_TO_PAY,
  WORK_PRESSURE_ANSWERS,
} from "../survey-options";
import { HONEYPOT_FIELD } from "./account";
import type { FormProblem } from "./report";

export { HONEYPOT_FIELD };

/** Long enough for any real answer, short enough that nobody stores a novel through the form. */
export const SURVEY_FIELD_MAX = { jobTitle: 120, aiTaskExample: 2000, additionalComments: 2000, name: 120, email: 254 } as const;

export const SURVEY_FIELD_ERRORS = {
  jobTitle: "Please enter your job title.",
  choose: "Please choose an answer.",
  valueOutputs: "Please choose at least one.",
  name: "Please enter your name to get early access.",
  email: "Please enter your email to get early access.",
  invalidEmail: "Please enter a valid email address.",
  honeypot: "Please leave this field empty.",
  tooLong: (max: number) => `Please keep this under ${max.toLocaleString("en-US")} characters.`,
} as const;

/** §5: what an attempt to submit an incomplete form shows. */
export const SURVEY_INCOMPLETE: FormProblem = {
  title: "Please complete all required fields",
  description: "All questions must be answered before submitting",
};

/** §8: every refusal of a submission is shown under this title. */
export const SUBMISSION_FAILED = "Submission failed";

export const SURVEY_FAILURE_TEXTS = {
  validation: "Please check all required fields are completed.",
  duplicate: "You have already submitted this questionnaire.",
  fallback: "Please check your responses and try again.",
} as const;

/**
 * What the server says in `message`. The client picks its text by looking for the words
 * 'validation' and 'duplicate' (§8), so these messages must keep them.
 */
export const SURVEY_API_MESSAGES = {
  validation: "Questionnaire validation failed: every required question must be answered.",
  duplicate: "A duplicate submission: a questionnaire from this email address has already been received.",
  failed: "Something went wrong while saving your answers. Please try again.",
} as const;

/** §8: the text shown under 'Submission failed' for a server message (or none). */
export function surveyFailureText(message: string | null | undefined): string {
  const text = (message ?? "").trim();
  const lower = text.toLowerCase();
  if (lower.includes("validation")) return SURVEY_FAILURE_TEXTS.validation;
  if (lower.includes("duplicate")) return SURVEY_FAILURE_TEXTS.duplicate;
  return text || SURVEY_FAILURE_TEXTS.fallback;
}

export function surveyFailure(message: string | null | undefined): FormProblem {
  return { title: SUBMISSION_FAILED, description: surveyFailureText(message) };
}

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: SURVEY_FIELD_ERRORS.choose });
const optionalText = (max: number) => z.string().trim().max(max, SURVEY_FIELD_ERRORS.tooLong(max)).optional();
const emailShape = emailSchema();

// Cross-field rules run even while other answers are still missing, so one submit shows every
// problem at once (zod skips refinements after a failed field unless told otherwise).
const always = { when: () => true } as const;
const earlyAccessOf = (value: unknown): { early: boolean; name: unknown; email: unknown } => {
  const v = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  return { early: v.earlyAccessInterest === true, name: v.name, email: v.email };
};

export const surveySchema = z
  .object({
    jobTitle: z
      .string({ error: SURVEY_FIELD_ERRORS.jobTitle })
      .trim()
      .min(1, SURVEY_FIELD_ERRORS.jobTitle)
      .max(SURVEY_FIELD_MAX.jobTitle, SURVEY_FIELD_ERRORS.tooLong(SURVEY_FIELD_MAX.jobTitle)),
    familiarityLevel: choice(FAMILIARITY_LEVELS),
    workPressure: choice(WORK_PRESSURE_ANSWERS),
    aiFeelings: choice(AI_FEELINGS),
    jobImprovementBelief: choice(JOB_IMPROVEMENT_BELIEFS),
    aiTaskExample: optionalText(SURVEY_FIELD_MAX.aiTaskExample),
    trainingInterest: choice(TRAINING_INTEREST_LEVELS),
    valueOutputs: z
      .array(z.enum(VALUE_OUTPUTS, { error: SURVEY_FIELD_ERRORS.valueOutputs }), { error: SURVEY_FIELD_ERRORS.valueOutputs })
      .min(1, SURVEY_FIELD_ERRORS.valueOutputs)
      .max(VALUE_OUTPUTS.length, SURVEY_FIELD_ERRORS.valueOutputs),
    willingnessToPay: choice(WILLINGNESS_TO_PAY),
    additionalComments: optionalText(SURVEY_FIELD_MAX.additionalComments),
    earlyAccessInterest: z.boolean().default(false),
    name: optionalText(SURVEY_FIELD_MAX.name),
    email: optionalText(SURVEY_FIELD_MAX.email),
    [HONEYPOT_FIELD]: z.string().max(0, SURVEY_FIELD_ERRORS.honeypot).optional(),
  })
  .refine(
    (value) => {
      const { early, name } = earlyAccessOf(value);
      return !early || (typeof name === "string" && name.length > 0);
    },
    { path: ["name"], message: SURVEY_FIELD_ERRORS.name, ...always },
  )
  .refine(
    (value) => {
      const { early, email } = earlyAccessOf(value);
      return !early || (typeof email === "string" && email.length > 0);
    },
    { path: ["email"], message: SURVEY_FIELD_ERRORS.email, ...always },
  )
  .refine(
    (value) => {
      const { early, email } = earlyAccessOf(value);
      return !early || typeof email !== "string" || email.length === 0 || emailShape.safeParse(email).success;
    },
    { path: ["email"], message: SURVEY_FIELD_ERRORS.invalidEmail, ...always },
  );

export type SurveyAnswers = z.output<typeof surveySchema>;

/** Form data (a post, or the browser's form) parsed into a conform submission. */
export function parseSurvey(payload: FormData | URLSearchParams) {
  return parseWithZod(payload, { schema: surveySchema });
}

/** Whether the form, as filled in now, may be submitted (§4: the button waits for this). */
export function isSurveyComplete(payload: FormData | URLSearchParams): boolean {
  return parseSurvey(payload).status === "success";
}

/**
 * The §3 JSON payload as the form would have posted it: lists as repeated fields, true as a
 * ticked box ("on"), false and null as an unticked box or an empty field. Anything that is not a
 * JSON object gives null.
 */
export function surveyFormData(body: unknown): URLSearchParams | null {
  if (!body || typeof body !== "object" || Array.isArray(body)) return null;
  const form = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (typeof value === "string") form.append(key, value);
    else if (typeof value === "number" && Number.isFinite(value)) form.append(key, String(value));
    else if (value === true) form.append(key, "on");
    // Objects, false, null: nothing, as an unticked box or an untouched field sends nothing.
  };
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else add(key, value);
  }
  return form;
}

/** §3: the submission payload. */
export interface SurveyPayload {
  jobTitle: string;
  familiarityLevel: string;
  workPressure: string;
  aiFeelings: string;
  jobImprovementBelief: string;
  aiTaskExample: string;
  trainingInterest: string;
  valueOutputs: string[];
  willingnessToPay: string;
  additionalComments: string;
  earlyAccessInterest: boolean;
  name: string;
  email: string;
}

/** Checked answers as the §3 payload the page sends to POST /api/questionnaire. */
export function surveyPayload(answers: SurveyAnswers): SurveyPayload {
  return {
    jobTitle: answers.jobTitle,
    familiarityLevel: answers.familiarityLevel,
    workPressure: answers.workPressure,
    aiFeelings: answers.aiFeelings,
    jobImprovementBelief: answers.jobImprovementBelief,
    aiTaskExample: answers.aiTaskExample ?? "",
    trainingInterest: answers.trainingInterest,
    valueOutputs: [...answers.valueOutputs],
    willingnessToPay: answers.willingnessToPay,
    additionalComments: answers.additionalComments ?? "",
    earlyAccessInterest: answers.earlyAccessInterest,
    name: answers.earlyAccessInterest ? (answers.name ?? "") : "",
    email: answers.earlyAccessInterest ? (answers.email ?? "") : "",
  };
}
