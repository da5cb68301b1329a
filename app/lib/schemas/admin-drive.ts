// The Google Drive tab's "Sync User" form and POST /api/admin/google-drive/sync-user
// (accounts-admin-sales.md §2, §7, §8): one schema, the problems in the order they are checked.
import { z } from "zod";
import { EMAIL_MAX, isDeliverableEmail } from "../email-rule";
import type { FormProblem } from "./problems";

export const DRIVE_SYNC_PROBLEMS = {
  emailMissing: { title: "Sync Failed", description: "Please enter the user's email address." },
  emailInvalid: { title: "Sync Failed", description: "Please enter a valid email address." },
  notFound: { title: "Sync Failed", description: "No user found with that email address." },
  syncFailed: { title: "Sync Failed", description: "The user's files could not be written to the drive." },
} satisfies Record<string, FormProblem>;

/** The spec's words for the tab's other outcomes (§8). */
export const DRIVE_TOASTS = {
  testPassed: "Connection Test Successful",
  testFailed: { title: "Connection Test Failed", description: "Failed to connect to Google Drive." },
  userSynced: "User Synced",
  bulkStarted: "Bulk Sync Initiated",
  bulkFailed: { title: "Bulk Sync Failed", description: "Failed to initiate bulk sync." },
} as const;

export const driveSyncUserSchema = z.object({
  email: z
    .string({ error: "emailMissing" })
    .trim()
    .min(1, "emailMissing")
    .refine((v) => v.length <= EMAIL_MAX && isDeliverableEmail(v), "emailInvalid"),
});
