// What the generating dialog shows for a report's real state on the server (visitor-side.md §4
// names the five stage texts and their percentages; the server's progress decides which shows).
export type ReportStatus = "queued" | "rendering" | "sending" | "sent" | "failed";
export type ReportStage = "selecting" | "insights" | "pdf" | null;

export interface ReportProgress {
  text: string;
  percent: number;
  done: boolean;
  failed: boolean;
}

export const REPORT_SUCCESS_TEXT = "Toolkit generated successfully!";
export const REPORT_FAILED_TEXT = "Failed to send toolkit. Please try again.";
/** §2's notice when a download is asked for while the report is still being built. */
export const REPORT_BUILDING_NOTICE = "We've commenced building your custom AI Toolkit. We'll let you know once it's ready!";

export function reportProgress(status: ReportStatus, stage: ReportStage): ReportProgress {
  switch (status) {
    case "queued":
      return { text: "Analyzing job requirements...", percent: 15, done: false, failed: false };
    case "rendering":
      if (stage === "insights") return { text: "Generating AI insights...", percent: 65, done: false, failed: false };
      if (stage === "pdf") return { text: "Creating PDF report...", percent: 80, done: false, failed: false };
      return { text: "Selecting AI tools...", percent: 40, done: false, failed: false };
    case "sending":
      return { text: "Preparing email...", percent: 90, done: false, failed: false };
    case "sent":
      return { text: REPORT_SUCCESS_TEXT, percent: 100, done: true, failed: false };
    case "failed":
    default:
      return { text: REPORT_FAILED_TEXT, percent: 100, done: true, failed: true };
  }
}

/** A report normally takes seconds; after this long the page says so (a worker may have died). */
export const REPORT_SLOW_AFTER_MS = 2 * 60_000;
export const REPORT_SLOW_TEXT =
  "This is taking longer than usual. Your toolkit is still being prepared and will be emailed to you as soon as it is ready; you can leave this page.";

/** Whether a report still on its way has taken longer than a report normally does. */
export function isReportSlow(status: ReportStatus, createdAt: Date, now = new Date()): boolean {
  return (status === "queued" || status === "rendering" || status === "sending") && now.getTime() - createdAt.getTime() > REPORT_SLOW_AFTER_MS;
}
