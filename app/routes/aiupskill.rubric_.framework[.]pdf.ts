import type { LoaderFunctionArgs } from "@remix-run/node";
import { config } from "~/config.server";
import { RUBRIC_META } from "~/content/rubric";
import { rubricFrameworkPdf } from "~/services/marketing/rubric-pdf.server";
import { rubricFacts } from "~/services/marketing/rubric.server";

/**
 * GET /aiupskill/rubric/framework.pdf: the rubric page's 'Download Full Framework'
 * (visitor-side.md §2 "Rubric"). Rendered once per process and kept in memory (see
 * rubric-pdf.server.tsx), so a download costs one count query and a copy.
 */
export async function loader(_: LoaderFunctionArgs) {
  const pdf = await rubricFrameworkPdf(await rubricFacts(), config.appUrl);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${RUBRIC_META.pdfFileName}"`,
      // The content changes only with a release or a re-seed; an hour in caches is harmless.
      "Cache-Control": "public, max-age=3600",
      "Content-Length": String(pdf.length),
    },
  });
}
