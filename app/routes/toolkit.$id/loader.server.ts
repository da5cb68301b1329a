// The results page's data (visitor-side.md §2): the toolkit as this viewer may see it, the salary
// band and chosen salary, and, without JavaScript, one tool's insights (?insights={id}).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import type { UseCasesEntry } from "~/components/toolkit/insights";
import { toResultToolkit } from "~/components/toolkit/types";
import { config } from "~/config.server";
import { toolkitViewer } from "~/http/viewer.server";
import { normaliseSalary, salaryBandFor } from "~/lib/salary";
import { parseAnalysisId } from "~/lib/schemas/analysis-id";
import { fallbackUseCases } from "~/lib/use-cases";
import { latestReportFor } from "~/services/delivery/reports.server";
import { getToolkit } from "~/services/toolkits/toolkit-views.server";
import { recommendationUseCases } from "~/services/toolkits/use-cases.server";
import { log } from "~/adapters/log.server";

const notFound = () => new Response("Analysis Not Found", { status: 404 });

export async function toolkitLoader({ request, params }: LoaderFunctionArgs) {
  const id = parseAnalysisId(params.id);
  if (!id) throw notFound();
  const viewer = await toolkitViewer(request);
  const view = await getToolkit(id, viewer);
  if (!view) throw notFound();
  const url = new URL(request.url);
  // The occupation's wages when the toolkit was made; older toolkits keep the title's band.
  const band = view.salaryBand ?? { ...salaryBandFor(view.jobTitle), source: null };
  const salaryParam = url.searchParams.get("salary");
  const share = view.shareToken && url.searchParams.get("share") === view.shareToken ? view.shareToken : null;
  const toolkit = toResultToolkit(view);

  // Without JavaScript each tool's insights have their own URL (?insights={recommendationId}):
  // generated and stored on first view, as the dialog would.
  const insightsId = Number(url.searchParams.get("insights"));
  const insightsTool = toolkit.tools.find((t) => t.id === insightsId) ?? null;
  let insights: { toolId: number; entry: UseCasesEntry } | null = null;
  if (insightsTool) {
    try {
      const useCases = await recommendationUseCases(view, insightsTool.id);
      insights = { toolId: insightsTool.id, entry: useCases ? { status: "ready", useCases } : { status: "unavailable" } };
      if (useCases) insightsTool.aiGeneratedUseCases = useCases;
    } catch (error) {
      log.error({ err: error }, "Use cases of the toolkit page failed");
      insights = { toolId: insightsTool.id, entry: { status: "failed", useCases: fallbackUseCases(insightsTool.name, view.jobTitle) } };
    }
  }
  return json(
    {
      toolkit,
      band,
      salary: normaliseSalary(salaryParam, band),
      salaryInUrl: salaryParam !== null,
      share,
      // From APP_URL, never from the request's Host: a forged Host header must not end up in links people pass on.
      shareUrl: view.shareToken ? `${config.appUrl}/toolkit/${view.id}?share=${view.shareToken}` : null,
      insights,
      // Signed out and made in this visit: offer to keep it in an account (/login claims it).
      saving: share ? null : view.ownership === "yours" ? ("saved" as const) : view.ownership === "unsaved" && !viewer.userId ? ("offer" as const) : null,
      // The toolkit's PDF once one was asked for; not offered to visitors who came by the share link.
      report: share || view.ownership === "other" ? null : await latestReportFor(toolkit.id),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
