import type { Task } from "graphile-worker";
import { z } from "zod";
import { generateGapReport } from "../../app/services/catalogue/gap-analysis.server";
import { plural } from "../../app/lib/gap-analysis";

const payloadSchema = z.object({ trigger: z.enum(["auto", "manual"]).default("auto") });

// Queued when a toolkit brings the count since the last report to GAP_REPORT_EVERY (or by an admin).
export const gapReportTask: Task = async (payload, helpers) => {
  const { trigger } = payloadSchema.parse(payload ?? {});
  const outcome = await generateGapReport(trigger);
  if (outcome.ok)
    helpers.logger.info(
      `Gap report #${outcome.report.reportNumber}: ${plural(outcome.gaps.length, "gap")} in ${plural(outcome.report.toolkitCount, "toolkit")}`,
    );
};
