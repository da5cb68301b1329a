// The consultation booking (visitor-side.md §5): one schema for the results page's dialog, the
// booking page without JavaScript and POST /api/consultation-booking. Name and email first, then
// the optional fields' lengths; problems are named by their key in CONSULTATION_PROBLEMS.
import { z } from "zod";
import { optionalAnalysisId } from "./analysis-id";
import { TOO_MANY_REQUESTS_MESSAGE, type FormProblem } from "./problems";
import { deliverableUnlessTooLong } from "../email-rule";
import { SIGNUP_PROBLEMS } from "./report";

export const CONSULTATION_FAILED = "Failed to book consultation. Please try again.";

export const CONSULTATION_PROBLEMS = {
  missing: { title: "Missing Information", description: "Please enter at least your name and email address." },
  invalidEmail: SIGNUP_PROBLEMS.invalidEmail,
  tooLong: { title: "Too Long", description: "Please shorten your answers (at most 2,000 characters each)." },
  notFound: { title: "Error", description: "Analysis Not Found" },
  tooMany: { title: "Error", description: TOO_MANY_REQUESTS_MESSAGE },
  failed: { title: "Error", description: CONSULTATION_FAILED },
} as const satisfies Record<string, FormProblem>;

export const CONSULTATION_MAX = { name: 120, email: 254, company: 200, phone: 40, workArea: 200, workAreaDescription: 2000, jobTitle: 120 } as const;

const required = (max: number) => z.string({ error: "missing" }).trim().min(1, "missing").max(max, "tooLong");
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "tooLong")
    .optional()
    .transform((value) => value ?? "");

export const consultationSchema = z.object({
  name: required(CONSULTATION_MAX.name),
  email: z.string({ error: "missing" }).trim().min(1, "missing").max(CONSULTATION_MAX.email, "tooLong").refine(deliverableUnlessTooLong, "invalidEmail"),
  company: optional(CONSULTATION_MAX.company),
  phone: optional(CONSULTATION_MAX.phone),
  workArea: optional(CONSULTATION_MAX.workArea),
  workAreaDescription: optional(CONSULTATION_MAX.workAreaDescription),
  jobTitle: optional(CONSULTATION_MAX.jobTitle),
  analysisId: optionalAnalysisId,
});
export type ConsultationBooking = z.output<typeof consultationSchema>;
