import type { LoaderFunctionArgs } from "@remix-run/node";
import { REPORT_BUILDING_NOTICE } from "~/lib/report-progress";
import { escapeHtml } from "~/lib/text";
import { reportPdf } from "~/services/delivery/reports.server";

/**
 * GET /api/download-report/{downloadToken}: the toolkit PDF, opened in the browser. While it is
 * still being built, a small page says so and checks again every few seconds.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const found = await reportPdf(params.token ?? "");
  if (!found) return new Response("Report not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (found.ready) {
    return new Response(new Uint8Array(found.pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="${found.filename}"`,
        "Cache-Control": "private, max-age=3600",
        "Content-Length": String(found.pdf.length),
      },
    });
  }
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="3"><title>Your AI Toolkit is being built</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a"><h1 style="font-size:1.5rem">Your AI Toolkit is being built</h1><p role="status">${escapeHtml(REPORT_BUILDING_NOTICE)}</p><p style="color:#334155">This page checks again every few seconds and opens the PDF when it is ready.</p></body></html>`;
  return new Response(page, { status: 202, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
