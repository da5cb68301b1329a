import type { TaskList } from "graphile-worker";
import { deleteExpiredRateLimitsTask } from "./delete-expired-rate-limits";
import { deleteExpiredSessionsTask } from "./delete-expired-sessions";
import { deleteUnownedWorkflowFilesTask } from "./delete-unowned-workflow-files";
import { sendEmailTask } from "./send-email";
import { renderToolkitReportTask, sendToolkitReportTask } from "./toolkit-report";

/** Every task the worker runs, by the name jobs are queued under. */
export const taskList: TaskList = {
  "send-email": sendEmailTask,
  "render-toolkit-report": renderToolkitReportTask,
  "send-toolkit-report": sendToolkitReportTask,
  "delete-expired-rate-limits": deleteExpiredRateLimitsTask,
  "delete-expired-sessions": deleteExpiredSessionsTask,
  "delete-unowned-workflow-files": deleteUnownedWorkflowFilesTask,
};
