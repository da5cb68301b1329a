// The toolkit email sign-up (visitor-side.md §5), with the specification's titles and texts so
// the dialog, the no-JavaScript form and the API agree.
import { z } from "zod";
import { RECIPIENT_CAP_MESSAGE } from "../recipient-cap";
import { TOO_MANY_REQUESTS_MESSAGE, type FormProblem } from "./problems";

export { analysisIdSchema } from "./analysis-id";
export type { FormProblem } from "./problems";
import { deliverableUnlessTooLong } from "../email-rule";

export const SIGNUP_PROBLEMS = {
  missing: { title: "Missing Information", description: "Please enter both your name and email address." },
  invalidEmail: { title: "Invalid Email", description: "Please enter a valid email address." },
  tooLong: { title: "Too Long", description: "Please keep your name under 120 and your email under 254 characters." },
} as const satisfies Record<string, FormProblem>;

export const EMAIL_REPORT_MAX = { name: 120, email: 254 } as const;

/**
 * The toolkit email sign-up (§5): name and email, checked in the spec's order (both there, then
 * the email's shape, then the lengths). The salary travels with it and is read by the operation.
 */
export const emailReportSchema = z.object({
  name: z.string({ error: "missing" }).trim().min(1, "missing").max(EMAIL_REPORT_MAX.name, "tooLong"),
  email: z.string({ error: "missing" }).trim().min(1, "missing").max(EMAIL_REPORT_MAX.email, "tooLong").refine(deliverableUnlessTooLong, "invalidEmail"),
  currentSalary: z.string().optional(),
});
export type EmailReportSignup = z.output<typeof emailReportSchema>;

export const EMAIL_REPORT_PROBLEMS = {
  ...SIGNUP_PROBLEMS,
  notFound: { title: "Error", description: "Analysis Not Found" },
  tooMany: { title: "Error", description: TOO_MANY_REQUESTS_MESSAGE },
  recipientCapped: { title: "Error", description: RECIPIENT_CAP_MESSAGE },
  failed: { title: "Error", description: "Failed to send toolkit. Please try again." },
} as const satisfies Record<string, FormProblem>;
