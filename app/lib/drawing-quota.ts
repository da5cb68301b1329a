// How much the drawing APIs store for a visitor (issue 24, item 3). POST /api/generate-workflow-*
// draws whatever workflow a client sends, up to eight steps of long text: a flowchart of about
// 1.3 MB a call. Two rules keep one visitor (or many together) from filling the disk:
// - every drawing made through the API counts toward a daily share per visit and per client
//   address, whether it is kept with the caller's own stored workflow (savedWorkflowId) or for
//   no one: otherwise a workflow made a second earlier would be a way round the share;
// - drawings for no stored workflow belong to nobody: they are kept a few hours, so the client can
//   show and download them by their address, and all of them together stay under one ceiling.
// The workflow pages draw a stored workflow's own texts and are not counted here.

const MB = 1024 * 1024;

/** Drawings for no stored workflow are deleted this long after they were made (hourly, jobs/crontab.ts). */
export const UNOWNED_DRAWING_KEEP_SECONDS = 6 * 3600;

/** The shares of one visit and one address run over a day. */
export const DRAWING_QUOTA_WINDOW_SECONDS = 86_400;

export interface DrawingQuota {
  perVisitBytes: number;
  perAddressBytes: number;
  /** Every drawing for no stored workflow kept at once, whoever drew it. */
  unownedBytes: number;
}

/** The defaults: a few dozen drawings a day for a visit, a small office's worth for an address. */
export const DRAWING_QUOTA_DEFAULT_MB = { perVisit: 8, perAddress: 24, unowned: 256 } as const;

function megabytes(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Math.round((Number.isFinite(parsed) && parsed > 0 ? parsed : fallback) * MB);
}

/** The quota in force: DRAWINGS_PER_VISIT_MB, DRAWINGS_PER_ADDRESS_MB, DRAWINGS_TOTAL_MB or the defaults. */
export function drawingQuota(env: Record<string, string | undefined> = process.env): DrawingQuota {
  return {
    perVisitBytes: megabytes(env.DRAWINGS_PER_VISIT_MB, DRAWING_QUOTA_DEFAULT_MB.perVisit),
    perAddressBytes: megabytes(env.DRAWINGS_PER_ADDRESS_MB, DRAWING_QUOTA_DEFAULT_MB.perAddress),
    unownedBytes: megabytes(env.DRAWINGS_TOTAL_MB, DRAWING_QUOTA_DEFAULT_MB.unowned),
  };
}

/**
 * What is already used: today's bytes of this visit and this address, and, for a drawing that
 * will belong to no one, every unowned byte kept now (null for a stored workflow's drawing).
 */
export interface DrawingUsage {
  visitBytes: number;
  addressBytes: number;
  unownedBytes: number | null;
}

export type DrawingVerdict = { ok: true } | { ok: false; reason: "visit" | "address" | "unowned" };

/**
 * Whether `bytes` more may be stored. The visit's and the address's shares come before the
 * ceiling, so a visitor over their own share is told so rather than that everyone is.
 */
export function judgeDrawing(usage: DrawingUsage, bytes: number, quota: DrawingQuota): DrawingVerdict {
  if (usage.visitBytes + bytes > quota.perVisitBytes) return { ok: false, reason: "visit" };
  if (usage.addressBytes + bytes > quota.perAddressBytes) return { ok: false, reason: "address" };
  if (usage.unownedBytes !== null && usage.unownedBytes + bytes > quota.unownedBytes) return { ok: false, reason: "unowned" };
  return { ok: true };
}

export const DRAWING_QUOTA_MESSAGES = {
  // Over a visit's or an address's share: theirs to wait for.
  quota: "You have made as many drawings today as one visitor may. Please try again tomorrow.",
  // Over the ceiling: nobody's fault in particular; the oldest drawings go within hours.
  full: "Too many drawings are waiting to be downloaded just now. Please try again later.",
} as const;
