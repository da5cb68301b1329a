import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getToolkit } from "~/services/toolkits/toolkit-views.server";
import { parseAnalysisId } from "~/lib/schemas/analysis-id";
import { toolkitViewer } from "~/http/viewer.server";

/** GET /api/toolkit/{id}: the same access rule as the results page; anyone else gets 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseAnalysisId(params.id);
  const toolkit = id ? await getToolkit(id, await toolkitViewer(request)) : null;
  if (!toolkit) return json({ message: "Analysis Not Found" }, { status: 404, headers: { "Cache-Control": "no-store" } });
  const { shareToken: _share, ...rest } = toolkit;
  return json({ ...rest, analysisId: toolkit.id }, { headers: { "Cache-Control": "no-store" } });
}
