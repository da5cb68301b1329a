import type { Task } from "graphile-worker";
import { z } from "zod";
import { markReportFailed, renderReport, sendReport, type ReportJobPayload } from "../../app/services/delivery/reports.server";

const payloadSchema = z.object({
  reportId: z.number().int().positive(),
  salary: z.number().int().positive(),
  name: z.string().min(1).max(120),
});

/**
 * Runs one step of a report. A failure is retried by Graphile Worker; on the last attempt the
 * report is marked failed first, so the visitor's dialog stops waiting.
 */
function reportTask(step: (payload: ReportJobPayload) => Promise<void>): Task {
  return async (raw, helpers) => {
    const payload = payloadSchema.parse(raw);
    try {
      await step(payload);
    } catch (error) {
      if (helpers.job.attempts >= helpers.job.max_attempts) {
        await markReportFailed(payload.reportId, error instanceof Error ? error.message : String(error));
      }
      throw error;
    }
  };
}

export const renderToolkitReportTask = reportTask(renderReport);
export const sendToolkitReportTask = reportTask(sendReport);
