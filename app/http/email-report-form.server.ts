// The toolkit email sign-up as the edge runs it (see forms.server.ts), shared by the results
// page's action (the #get-toolkit form without JavaScript) and POST /api/email-signup-report.
import { EMAIL_REPORT_PROBLEMS, emailReportSchema } from "~/lib/schemas/report";
import type { OperationContext } from "~/services/context";
import { EMAIL_SIGNUP_LIMIT } from "~/services/operations/rate-limit.server";
import { orderToolkitReport } from "~/services/delivery/reports.server";
import type { ToolkitViewer } from "~/services/toolkits/toolkit-views.server";
import type { FormDefinition } from "./forms.server";

export const EMAIL_REPORT_FORM = {
  schema: emailReportSchema,
  problems: EMAIL_REPORT_PROBLEMS,
  refusals: { "not-found": "notFound", failed: "failed", "rate-limited": "tooMany", "recipient-capped": "recipientCapped" },
  fallback: "failed",
  limit: EMAIL_SIGNUP_LIMIT,
} satisfies FormDefinition<typeof emailReportSchema>;

/** The operation for one toolkit, as this viewer (who may be a share-link holder) sees it. */
export const orderReportFor =
  (analysisId: number, viewer: ToolkitViewer) => (signup: { name: string; email: string; currentSalary?: string }, ctx: OperationContext) =>
    orderToolkitReport({ name: signup.name, email: signup.email, analysisId, currentSalary: signup.currentSalary, userId: ctx.actor?.id ?? null }, viewer);
