// The simulation's PDFs by download (issue 19): only the attempt's owner, with access, gets them.
import { config } from "~/config.server";
import { renderCertificatePdf, renderPerformanceReportPdf } from "~/services/simulation/simulation-pdf.server";
import { attemptResult } from "~/services/simulation/simulation-attempt-results.server";
import { requireUser } from "./guards.server";
import { attemptIdOf } from "./simulation-request.server";

// Not drawn yet is not for ever: a browser must not keep the 404 either.
const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

export async function simulationPdfResponse(request: Request, attemptParam: string | undefined, kind: "report" | "certificate"): Promise<Response> {
  const user = await requireUser(request);
  const attemptId = attemptIdOf(attemptParam);
  const data = attemptId ? await attemptResult(attemptId, user.id) : null;
  if (!data) return notFound();
  const pdf = kind === "report" ? await renderPerformanceReportPdf(data, config.appUrl) : await renderCertificatePdf(data, config.appUrl);
  if (!pdf) return notFound();
  const filename = kind === "report" ? "simulation-performance-report.pdf" : "simulation-certificate.pdf";
  return new Response(new Uint8Array(pdf), {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${filename}"`, "Cache-Control": "no-store" },
  });
}
