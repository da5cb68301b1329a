import type { Task } from "graphile-worker";
import { deleteUnownedWorkflowFiles } from "../../app/services/workflows/workflow-files.server";

// Hourly (jobs/crontab.ts): workflow images and flowcharts drawn through the API for no stored
// workflow are kept a few hours for their download (UNOWNED_DRAWING_KEEP_SECONDS), then deleted.
export const deleteUnownedWorkflowFilesTask: Task = async () => {
  await deleteUnownedWorkflowFiles();
};
