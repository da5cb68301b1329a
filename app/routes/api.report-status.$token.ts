import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { REPORT_SLOW_TEXT } from "~/lib/report-progress";
import { reportState } from "~/services/delivery/reports.server";

/** GET /api/report-status/{downloadToken}: the report's real progress, for the generating dialog. */
export async function loader({ params }: LoaderFunctionArgs) {
  const state = await reportState(params.token ?? "");
  if (!state) return json({ message: "Report not found" }, { status: 404, headers: { "Cache-Control": "no-store" } });
  return json(
    {
      status: state.status,
      stage: state.stage,
      text: state.progress.text,
      percent: state.progress.percent,
      done: state.progress.done,
      failed: state.progress.failed,
      slow: state.slow,
      ...(state.slow ? { notice: REPORT_SLOW_TEXT } : {}),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}
