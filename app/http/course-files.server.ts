// A certified level's PDFs by download (issue 27): only the learner who earned them gets them.
import { config } from "~/config.server";
import { levelParam } from "~/lib/schemas/course";
import { renderCourseCertificatePdf, renderCourseReportPdf } from "~/services/course/course-pdf.server";
import { courseReport } from "~/services/course/course-report.server";
import { notFound } from "./course-request.server";
import { requireUser } from "./guards.server";

export async function courseFileResponse(request: Request, levelValue: string | undefined, kind: "report" | "certificate"): Promise<Response> {
  const user = await requireUser(request);
  const level = levelParam(levelValue);
  const report = level ? await courseReport(user.id, level) : null;
  if (!report) return notFound();
  const pdf = kind === "report" ? await renderCourseReportPdf(report, config.appUrl) : await renderCourseCertificatePdf(report, config.appUrl);
  const filename = `level-${report.level}-${kind === "report" ? "performance-report" : "certificate"}.pdf`;
  return new Response(new Uint8Array(pdf), {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${filename}"`, "Cache-Control": "no-store" },
  });
}
