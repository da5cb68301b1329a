// The gap report, emailed to the admins (ADMIN_EMAILS) when it is written: where the catalogue
// served the latest toolkits poorly, and a link to the dashboard.
import { config } from "~/config.server";
import { jobTitlesPreview, type Gap, plural } from "~/lib/gap-analysis";
import { renderEmail, type RenderedEmail } from "./render.server";

export const GAP_REPORT_TEMPLATE = "gap-report";

export interface GapReportEmailInput {
  reportNumber: number;
  toolkitCount: number;
  averageConfidence: number;
  jobTitles: string[];
  gaps: Gap[];
}

export function gapReportEmail(input: GapReportEmailInput): RenderedEmail {
  const subject = `Catalogue gap report #${input.reportNumber}: ${input.gaps.length ? plural(input.gaps.length, "gap") : "no gaps"} in ${plural(input.toolkitCount, "toolkit")}`;
  const { html, text } = renderEmail({
    title: `Catalogue gap report #${input.reportNumber}`,
    preheader: `Where the catalogue served the last ${input.toolkitCount} toolkits poorly.`,
    blocks: [
      {
        kind: "facts",
        caption: "The toolkits in this report",
        rows: [
          { label: "Toolkits", value: String(input.toolkitCount) },
          { label: "Average relevance", value: `${Math.round(input.averageConfidence * 100)}%` },
          { label: "Job titles", value: jobTitlesPreview(input.jobTitles) || "none" },
        ],
      },
      input.gaps.length
        ? { kind: "list", items: input.gaps.map((g) => g.text) }
        : { kind: "paragraph", parts: ["Every work area of these toolkits had a tool that fits it well."] },
      { kind: "button", label: "Open the Gap Analysis tab", href: `${config.appUrl}/admin` },
    ],
  });
  return { subject, html, text };
}
