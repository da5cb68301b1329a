// The cloud drive's bulk syncs (accounts-admin-sales.md §2 "sync all users"): one row per request,
// with the progress the Google Drive tab shows (n of total). Per-user state is drive_sync_state.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { inList } from "./checks";
import { users } from "./users";

export const DRIVE_SYNC_RUN_STATUSES = ["queued", "running", "finished", "failed"] as const;
export type DriveSyncRunStatus = (typeof DRIVE_SYNC_RUN_STATUSES)[number];

export const driveSyncRuns = pgTable(
  "drive_sync_runs",
  {
    id: serial("id").primaryKey(),
    status: text("status").notNull().default("queued"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    // Null when an operator asked from the command line.
    requestedBy: integer("requested_by").references(() => users.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    // Moves with every user synced: a queued or running bulk sync that stops moving was abandoned.
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    total: integer("total").notNull().default(0),
    done: integer("done").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    // Where a retried job carries on: users are synced in id order.
    lastUserId: integer("last_user_id").notNull().default(0),
    error: text("error"),
  },
  (t) => [
    index("drive_sync_runs_requested_at_idx").on(t.requestedAt),
    check("drive_sync_runs_status_check", inList(t.status, DRIVE_SYNC_RUN_STATUSES)),
    check("drive_sync_runs_counts_range", sql`${t.total} >= 0 AND ${t.done} >= 0 AND ${t.failed} >= 0 AND ${t.failed} <= ${t.done}`),
  ],
);
