// The results email of a finished simulation (issue 19), run by the send-simulation-results job
// that finishing the attempt queued: both PDFs rendered here, outside any request, and sent once.
import { eq } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { simulationAttempts, users } from "../../../db/schema/index";
import { config } from "~/config.server";
import { simulationResultsEmail, SIMULATION_RESULTS_TEMPLATE } from "../delivery/emails/simulation-results.server";
import { sendEmail } from "../delivery/email.server";
import { renderCertificatePdf, renderPerformanceReportPdf } from "./simulation-pdf.server";
import { attemptResult } from "./simulation-attempt-results.server";

export const REPORT_FILENAME = "simulation-performance-report.pdf";
export const CERTIFICATE_FILENAME = "simulation-certificate.pdf";

export async function sendSimulationResults(attemptId: number, db: Executor = getDb()): Promise<"sent" | "gone"> {
  const [owner] = await db
    .select({ userId: simulationAttempts.userId, email: users.email })
    .from(simulationAttempts)
    .innerJoin(users, eq(users.id, simulationAttempts.userId))
    .where(eq(simulationAttempts.id, attemptId))
    .limit(1);
  // A refund between finishing and this job still gets the results of what was done.
  const data = owner ? await attemptResult(attemptId, owner.userId, db, false) : null;
  if (!owner || !data) return "gone";
  const [report, certificate] = await Promise.all([renderPerformanceReportPdf(data, config.appUrl), renderCertificatePdf(data, config.appUrl)]);
  const message = simulationResultsEmail({
    name: data.greetingName,
    title: data.title,
    roleLabel: data.roleLabel,
    score: data.result.score,
    band: data.result.band,
    attemptId,
    certificateCode: data.certificateCode,
  });
  await sendEmail(
    {
      to: owner.email,
      ...message,
      kind: "transactional",
      template: SIMULATION_RESULTS_TEMPLATE,
      idempotencyKey: `simulation-results:${attemptId}`,
      attachments: [
        { filename: REPORT_FILENAME, contentType: "application/pdf", contentBase64: report.toString("base64") },
        ...(certificate ? [{ filename: CERTIFICATE_FILENAME, contentType: "application/pdf", contentBase64: certificate.toString("base64") }] : []),
      ],
    },
    db,
  );
  return "sent";
}
