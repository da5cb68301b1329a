import type { TaskList } from "graphile-worker";
import { fullBackupTask, incrementalBackupTask } from "./backup";
import { answerCoachReplyTask } from "./coach";
import { coachImapPollTask } from "./coach-imap";
import { checkToolLinksTask } from "./check-tool-links";
import { deleteExpiredRateLimitsTask } from "./delete-expired-rate-limits";
import { deleteExpiredSessionsTask } from "./delete-expired-sessions";
import { driveSyncAllTask, driveSyncUserTask } from "./drive-sync";
import { foldAdminRollupsTask } from "./fold-admin-rollups";
import { gapReportTask } from "./gap-report";
import { passwordResetRequestTask } from "./password-reset-request";
import { releaseStaleJobsTask } from "./release-stale-jobs";
import { rollUpToolUsageTask } from "./roll-up-tool-usage";
import { deleteUnownedWorkflowFilesTask } from "./delete-unowned-workflow-files";
import { sendEmailTask } from "./send-email";
import { sendSimulationResultsTask } from "./simulation-results";
import { renderToolkitReportTask, sendToolkitReportTask } from "./toolkit-report";

/** Every task the worker runs, by the name jobs are queued under. */
export const taskList: TaskList = {
  "send-email": sendEmailTask,
  "password-reset-request": passwordResetRequestTask,
  "render-toolkit-report": renderToolkitReportTask,
  "send-toolkit-report": sendToolkitReportTask,
  "delete-expired-rate-limits": deleteExpiredRateLimitsTask,
  "delete-expired-sessions": deleteExpiredSessionsTask,
  "backup-incremental": incrementalBackupTask,
  "backup-full": fullBackupTask,
  "generate-gap-report": gapReportTask,
  "release-stale-jobs": releaseStaleJobsTask,
  "roll-up-tool-usage": rollUpToolUsageTask,
  "delete-unowned-workflow-files": deleteUnownedWorkflowFilesTask,
  "drive-sync-user": driveSyncUserTask,
  "drive-sync-all": driveSyncAllTask,
  "fold-admin-rollups": foldAdminRollupsTask,
  "send-simulation-results": sendSimulationResultsTask,
  "answer-coach-reply": answerCoachReplyTask,
  "coach-imap-poll": coachImapPollTask,
  "check-tool-links": checkToolLinksTask,
};
