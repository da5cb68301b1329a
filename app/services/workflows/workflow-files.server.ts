// The files the product made for workflows (images, flowcharts, PDFs), read back by their own ids:
// a client's reference names one of them or nothing. Files drawn for no stored workflow are deleted
// after a few hours.
import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, isNull, lt } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { workflowFiles, type WorkflowFileKind } from "../../../db/schema/index";
import { UNOWNED_DRAWING_KEEP_SECONDS } from "~/lib/drawing-quota";
import { type WorkflowViewer, canSee, findRow } from "./workflow-access.server";

export const newFileId = () => randomBytes(16).toString("base64url");

export interface StoredFile {
  id: string;
  kind: WorkflowFileKind;
  contentType: string;
  data: Buffer;
  position: number;
}

const FILE_ID = /^[A-Za-z0-9_-]{22,64}$/;

export async function readWorkflowFile(id: string, db: Executor = getDb()): Promise<StoredFile | null> {
  if (!FILE_ID.test(id)) return null;
  const [row] = await db.select().from(workflowFiles).where(eq(workflowFiles.id, id)).limit(1);
  return row ? { id: row.id, kind: row.kind as WorkflowFileKind, contentType: row.contentType, data: row.data, position: row.position } : null;
}

/**
 * A file reference from a client: the file's id, or its own address here (a path, or the full
 * address on one of this product's origins). Anything else names nothing.
 */
export function fileIdFromReference(reference: unknown, ownOrigins: readonly string[]): string | null {
  if (typeof reference !== "string" || reference.length > 300) return null;
  if (FILE_ID.test(reference)) return reference;
  let pathname: string;
  if (reference.startsWith("/") && !reference.startsWith("//")) pathname = reference;
  else {
    let url: URL;
    try {
      url = new URL(reference);
    } catch {
      return null;
    }
    if (!ownOrigins.includes(url.origin)) return null;
    pathname = url.pathname;
  }
  const match = /^\/workflow-files\/([A-Za-z0-9_-]{22,64})\.(png|jpg|pdf)$/.exec(pathname);
  return match ? match[1]! : null;
}

/** Files the product made, for the download calls; a reference to anything else refuses all. */
export async function resolveOwnFiles(
  references: unknown[],
  kind: WorkflowFileKind,
  ownOrigins: readonly string[],
  db: Executor = getDb(),
): Promise<{ ok: true; files: StoredFile[] } | { ok: false; reason: "invalid" }> {
  const ids = references.map((r) => fileIdFromReference(r, ownOrigins));
  if (ids.length === 0 || ids.some((id) => id === null)) return { ok: false, reason: "invalid" };
  const rows = await db
    .select()
    .from(workflowFiles)
    .where(inArray(workflowFiles.id, ids as string[]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const files: StoredFile[] = [];
  for (const id of ids as string[]) {
    const row = byId.get(id);
    if (!row || row.kind !== kind) return { ok: false, reason: "invalid" };
    files.push({ id: row.id, kind, contentType: row.contentType, data: row.data, position: row.position });
  }
  return { ok: true, files };
}

/** The stored workflow's images and flowchart, for the page's download links. */
export async function storedFilesOf(id: number, viewer: WorkflowViewer, kind: WorkflowFileKind, db: Executor = getDb()): Promise<StoredFile[] | null> {
  const row = await findRow(id, db);
  if (!row || !canSee(row, viewer)) return null;
  const rows = await db
    .select()
    .from(workflowFiles)
    .where(and(eq(workflowFiles.workflowId, id), eq(workflowFiles.kind, kind)))
    .orderBy(asc(workflowFiles.position));
  return rows.map((r) => ({ id: r.id, kind, contentType: r.contentType, data: r.data, position: r.position }));
}

/**
 * Files drawn through the API for a workflow not stored here belong to nobody: kept a few hours
 * for the client to download, then deleted (hourly, jobs/crontab.ts). Answers how many went.
 */
export async function deleteUnownedWorkflowFiles(olderThanSeconds = UNOWNED_DRAWING_KEEP_SECONDS, db: Executor = getDb()): Promise<number> {
  const before = new Date(Date.now() - olderThanSeconds * 1000);
  const deleted = await db
    .delete(workflowFiles)
    .where(and(isNull(workflowFiles.workflowId), lt(workflowFiles.createdAt, before)))
    .returning({ id: workflowFiles.id });
  return deleted.length;
}
