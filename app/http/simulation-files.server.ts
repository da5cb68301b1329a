// The simulation's files by download (issue 19, issue 28): only the attempt's owner, with
// access, gets the performance report, the certificate (PDF) and the certificate's image (PNG).
import { config } from "~/config.server";
import { renderPerformanceReportPdf, renderCertificateDocument, simulationCertificateFace } from "~/services/simulation/simulation-pdf.server";
import { renderCertificatePng } from "~/services/delivery/certificate-image.server";
import { attemptResult } from "~/services/simulation/simulation-attempt-results.server";
import { requireUser } from "./guards.server";
import { attemptIdOf } from "./simulation-request.server";
import { askForName } from "./certificate-name.server";
import { fileResponse } from "./file-response.server";

// Not drawn yet is not for ever: a browser must not keep the 404 either.
const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

export async function simulationPdfResponse(request: Request, attemptParam: string | undefined, kind: "report" | "certificate" | "image"): Promise<Response> {
  const user = await requireUser(request);
  const attemptId = attemptIdOf(attemptParam);
  const data = attemptId ? await attemptResult(attemptId, user.id) : null;
  if (!data) return notFound();
  if (kind === "report") return fileResponse(await renderPerformanceReportPdf(data, config.appUrl), "simulation-performance-report.pdf");
  // A certificate earned before its holder gave their name: ask for it, then come back here.
  if (data.certificateCode && !data.holderName) return askForName(new URL(request.url).pathname);
  const face = simulationCertificateFace(data, config.appUrl);
  if (!face) return notFound();
  return kind === "image"
    ? fileResponse(await renderCertificatePng(face), "simulation-certificate.png")
    : fileResponse(await renderCertificateDocument(face), "simulation-certificate.pdf");
}
