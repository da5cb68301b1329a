// The drawing APIs' quota (issue 24, item 3; the rule is in app/lib/drawing-quota.ts). Each
// visit's and each address's bytes of the day are counted in rate_limit_hits (in KB, under their
// own keys, so the hourly clean-up of old windows applies); the drawings kept for no one are
// summed from workflow_files itself. One advisory lock makes the check, the caller's insert and
// the count a single step, so concurrent requests cannot pass a share together.
import { sql } from "drizzle-orm";
import { getDb, type Database, type Executor } from "../../../db/client";
import { DRAWING_QUOTA_WINDOW_SECONDS, drawingQuota, judgeDrawing, type DrawingUsage, type DrawingVerdict } from "~/lib/drawing-quota";

/** Who drew: the visit (null when none) and the client's address as the server trusts it. */
export interface DrawingSubject {
  visitId: string | null;
  clientIp: string;
}

export type DrawingRefusal = { ok: false; reason: "quota" | "full"; retryAfterSeconds: number };

const KB = 1024;
const windowStart = (nowSeconds: number) => new Date((nowSeconds - (nowSeconds % DRAWING_QUOTA_WINDOW_SECONDS)) * 1000);
const keysOf = (subject: DrawingSubject) => ({
  // A request without a visit of its own (a client that keeps no cookie) counts against its address only.
  visit: subject.visitId ? `api-drawing-kb:visit:${subject.visitId}`.slice(0, 300) : null,
  address: `api-drawing-kb:address:${subject.clientIp || "unknown"}`.slice(0, 300),
});

async function usageOf(subject: DrawingSubject, unowned: boolean, db: Executor, start: Date): Promise<DrawingUsage> {
  const keys = keysOf(subject);
  const at = start.toISOString();
  const [row] = await db.execute<{ visit_kb: number; address_kb: number; unowned_bytes: string | null }>(sql`
    SELECT
      coalesce((SELECT count FROM rate_limit_hits WHERE key = ${keys.visit} AND window_start = ${at}::timestamptz), 0) AS visit_kb,
      coalesce((SELECT count FROM rate_limit_hits WHERE key = ${keys.address} AND window_start = ${at}::timestamptz), 0) AS address_kb,
      ${unowned ? sql`(SELECT coalesce(sum(octet_length(data)), 0)::text FROM workflow_files WHERE workflow_id IS NULL)` : sql`NULL`} AS unowned_bytes`);
  return {
    visitBytes: row!.visit_kb * KB,
    addressBytes: row!.address_kb * KB,
    unownedBytes: row!.unowned_bytes === null ? null : Number(row!.unowned_bytes),
  };
}

function refusal(verdict: Exclude<DrawingVerdict, { ok: true }>, nowSeconds: number): DrawingRefusal {
  // The oldest unowned drawings go within the hour after their few hours are up.
  if (verdict.reason === "unowned") return { ok: false, reason: "full", retryAfterSeconds: 3600 };
  return { ok: false, reason: "quota", retryAfterSeconds: DRAWING_QUOTA_WINDOW_SECONDS - (nowSeconds % DRAWING_QUOTA_WINDOW_SECONDS) };
}

/**
 * Before drawing: a refusal when this subject has nothing left (or, for a drawing for no one,
 * everything is full), so what could not be stored is not drawn at all. Null when it may go on.
 */
export async function drawingRefusal(subject: DrawingSubject, unowned: boolean, db: Database = getDb()): Promise<DrawingRefusal | null> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const verdict = judgeDrawing(await usageOf(subject, unowned, db, windowStart(nowSeconds)), 1, drawingQuota());
  return verdict.ok ? null : refusal(verdict, nowSeconds);
}

/**
 * Store `bytes` of drawings through `store` (in the same transaction) if they fit the subject's
 * shares, and the ceiling when `unowned`; count them. Otherwise store nothing and say why.
 */
export async function storeWithinDrawingQuota(
  bytes: number,
  subject: DrawingSubject,
  unowned: boolean,
  store: (tx: Executor) => Promise<void>,
  db: Database = getDb(),
): Promise<{ ok: true } | DrawingRefusal> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const start = windowStart(nowSeconds);
  const kb = Math.max(1, Math.ceil(bytes / KB));
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('upskill-academy:api-drawings'))`);
    const verdict = judgeDrawing(await usageOf(subject, unowned, tx, start), bytes, drawingQuota());
    if (!verdict.ok) return refusal(verdict, nowSeconds);
    await store(tx);
    const keys = keysOf(subject);
    for (const key of [keys.visit, keys.address]) {
      if (!key) continue;
      await tx.execute(sql`
        INSERT INTO rate_limit_hits (key, window_start, count) VALUES (${key}, ${start.toISOString()}::timestamptz, ${kb})
        ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_hits.count + ${kb}`);
    }
    return { ok: true } as const;
  });
}
