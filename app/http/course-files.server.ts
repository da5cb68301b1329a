// A certified level's files by download (issue 27, issue 28): only the learner who earned them
// gets the performance report, the certificate (PDF) and the certificate's image (PNG).
import { config } from "~/config.server";
import { levelParam } from "~/lib/schemas/course";
import { courseCertificateFace, renderCourseReportPdf } from "~/services/course/course-pdf.server";
import { courseReport } from "~/services/course/course-report.server";
import { renderCertificatePng } from "~/services/delivery/certificate-image.server";
import { renderCertificateDocument } from "~/services/simulation/simulation-pdf.server";
import { notFound } from "./course-request.server";
import { requireUser } from "./guards.server";
import { askForName } from "./certificate-name.server";
import { fileResponse } from "./file-response.server";

export async function courseFileResponse(request: Request, levelValue: string | undefined, kind: "report" | "certificate" | "image"): Promise<Response> {
  const user = await requireUser(request);
  const level = levelParam(levelValue);
  const report = level ? await courseReport(user.id, level) : null;
  if (!report) return notFound();
  if (kind === "report") return fileResponse(await renderCourseReportPdf(report, config.appUrl), `level-${report.level}-performance-report.pdf`);
  const face = courseCertificateFace(report, config.appUrl);
  if (!face) return askForName(new URL(request.url).pathname);
  return kind === "image"
    ? fileResponse(await renderCertificatePng(face), `level-${report.level}-certificate.png`)
    : fileResponse(await renderCertificateDocument(face), `level-${report.level}-certificate.pdf`);
}
