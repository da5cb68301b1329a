import type { Task } from "graphile-worker";
import { deleteUnownedWorkflowFiles } from "../../app/services/workflows.server";

// Hourly (jobs/crontab.ts): workflow images and flowcharts drawn through the API for no stored
// workflow are kept a day for their download, then deleted.
export const deleteUnownedWorkflowFilesTask: Task = async () => {
  await deleteUnownedWorkflowFiles();
};
