// The cloud drive's layout, the same on Google Drive and in the local folder (DESIGN.md §3):
//   users/user-{id} {email}/profile.json, course-progress.json,
//                           toolkits/toolkit-{id}.json and toolkit-{id}-report-{reportId}.pdf
//   backups/{backup file}   (copies, when Google Drive is configured)
export const USERS_FOLDER = "users";
export const BACKUPS_FOLDER = "backups";
export const TOOLKITS_FOLDER = "toolkits";
export const PROFILE_FILE = "profile.json";
export const COURSE_PROGRESS_FILE = "course-progress.json";

/** A user's folder: the id keeps it unique and stable, the address makes it findable by eye. */
export function userFolderName(id: number, email: string): string {
  const safe = email
    .trim()
    .toLowerCase()
    .replace(/[^\w@.+-]/g, "_")
    .slice(0, 120);
  return `user-${id} ${safe}`;
}

export const toolkitFileName = (analysisId: number) => `toolkit-${analysisId}.json`;
export const reportFileName = (analysisId: number, reportId: number) => `toolkit-${analysisId}-report-${reportId}.pdf`;

/** Whether a file in a toolkits folder is one this product writes (the others are left alone). */
export const isToolkitsFolderFile = (name: string) => /^toolkit-\d+(-report-\d+\.pdf|\.json)$/.test(name);

export interface BulkSyncProgress {
  status: "queued" | "running" | "finished" | "failed";
  done: number;
  failed: number;
  total: number;
}

/** The tab's line for a bulk sync: "Queued", "12 of 40 users", "40 of 40 users, 2 failed". */
export function bulkSyncText(run: BulkSyncProgress): string {
  if (run.status === "queued") return "Queued: starts in a moment";
  const failed = run.failed ? `, ${run.failed} failed` : "";
  const users = run.total === 1 ? "user" : "users";
  if (run.status === "running") return `Syncing: ${run.done} of ${run.total} ${users}${failed}`;
  if (run.status === "failed") return `Stopped after ${run.done} of ${run.total} ${users}${failed}`;
  return `Finished: ${run.done} of ${run.total} ${users}${failed}`;
}
