// One user's drive folder: their profile, their toolkits (JSON and the PDF reports stored for them)
// and their course progress. A sync writes what changed and leaves the rest; the state of each
// user's last sync is drive_sync_state.
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { courseAccess, driveSyncState, reports, users } from "../../../db/schema/index";
import { levelStates } from "~/lib/course-access";
import {
  COURSE_PROGRESS_FILE,
  isToolkitsFolderFile,
  PROFILE_FILE,
  reportFileName,
  TOOLKITS_FOLDER,
  toolkitFileName,
  userFolderName,
  USERS_FOLDER,
} from "~/lib/drive-layout";
import type { DriveStore } from "../../adapters/drive/index.server";
import { getToolkit } from "../toolkits/toolkit-views.server";
import type { SyncCounts } from "./drive-sync.server";

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export async function recordState(db: Executor, userId: number, state: { status: "synced" | "failed"; folderId?: string; error?: string }) {
  const values = {
    userId,
    status: state.status,
    folderId: state.folderId ?? null,
    error: state.error ? state.error.slice(0, 1000) : null,
    lastSyncedAt: state.status === "synced" ? new Date() : null,
  };
  await db
    .insert(driveSyncState)
    .values(values)
    .onConflictDoUpdate({
      target: driveSyncState.userId,
      set: {
        status: values.status,
        error: values.error,
        // A failure keeps the last good sync's time and folder.
        ...(state.status === "synced" ? { lastSyncedAt: values.lastSyncedAt, folderId: values.folderId } : {}),
      },
    });
}

/** Write one user's folder: profile, toolkits with their reports, course progress. */
export async function writeUserFolder(store: DriveStore, user: typeof users.$inferSelect, db: Executor): Promise<{ folderId: string; files: SyncCounts }> {
  const files: SyncCounts = { created: 0, updated: 0, unchanged: 0, removed: 0 };
  const put = async (parent: string, name: string, body: Buffer | string, mime: string) => {
    files[(await store.putFile(parent, name, body, mime)).change]++;
  };
  const usersFolder = await store.ensureFolder(USERS_FOLDER);
  const folderId = await store.ensureFolder(userFolderName(user.id, user.email), usersFolder);

  await put(
    folderId,
    PROFILE_FILE,
    json({
      id: user.id,
      name: user.username,
      email: user.email,
      role: user.role,
      companyName: user.companyName,
      jobTitle: user.jobTitle,
      roleDescription: user.roleDescription,
      journeyStage: user.journeyStage,
      emailVerified: user.emailVerifiedAt !== null,
      createdAt: user.createdAt.toISOString(),
    }),
    "application/json",
  );

  const access = await db
    .select({ level: courseAccess.level, grantedAt: courseAccess.grantedAt, completedAt: courseAccess.completedAt })
    .from(courseAccess)
    .where(eq(courseAccess.userId, user.id))
    .orderBy(asc(courseAccess.level));
  await put(
    folderId,
    COURSE_PROGRESS_FILE,
    json({
      levels: levelStates(access).map((state) => {
        const row = access.find((a) => a.level === state.level);
        return { ...state, grantedAt: row?.grantedAt.toISOString() ?? null, completedAt: row?.completedAt?.toISOString() ?? null };
      }),
    }),
    "application/json",
  );

  const toolkitsFolder = await store.ensureFolder(TOOLKITS_FOLDER, folderId);
  const written = new Set<string>();
  const viewer = { userId: user.id, browserSessionId: null, isAdmin: true, shareToken: null };
  const owned = await db.execute<{ id: number }>(sql`SELECT id FROM analyses WHERE user_id = ${user.id} ORDER BY id`);
  for (const { id } of owned) {
    const toolkit = await getToolkit(id, viewer, db);
    if (!toolkit) continue;
    // The share link is a bearer token: it stays in the product.
    const { shareToken: _token, ownership: _ownership, ...copy } = toolkit;
    await put(toolkitsFolder, toolkitFileName(id), json(copy), "application/json");
    written.add(toolkitFileName(id));
  }
  const pdfs = await db
    .select({ id: reports.id, analysisId: reports.analysisId })
    .from(reports)
    .where(and(eq(reports.userId, user.id), isNotNull(reports.pdf)))
    .orderBy(asc(reports.id));
  for (const report of pdfs) {
    // One PDF in memory at a time.
    const [row] = await db.select({ pdf: reports.pdf }).from(reports).where(eq(reports.id, report.id));
    if (!row?.pdf) continue;
    await put(toolkitsFolder, reportFileName(report.analysisId, report.id), Buffer.from(row.pdf), "application/pdf");
    written.add(reportFileName(report.analysisId, report.id));
  }
  // A toolbox deleted in the product goes from the drive too; files someone else put there stay.
  for (const entry of await store.list(toolkitsFolder)) {
    if (!entry.folder && isToolkitsFolderFile(entry.name) && !written.has(entry.name)) {
      await store.remove(entry.id);
      files.removed++;
    }
  }
  return { folderId, files };
}
