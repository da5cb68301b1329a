// The admin tables' state in the URL (DESIGN.md §2): `q`, `sort` and `page`, parsed by zod in the
// loaders. Anything unknown or malformed falls back to the default (issue 14, "Bad input"), so
// every view is a link that always opens.
import { z } from "zod";

export const ADMIN_PAGE_SIZE = 25;
const MAX_PAGE = 100_000;

function tableQuery<S extends readonly [string, ...string[]]>(sorts: S, defaultSort: S[number]) {
  return z.object({
    q: z
      .string()
      .transform((v) =>
        v
          .replace(/[\u0000-\u001f\u007f]/g, " ")
          .trim()
          .slice(0, 100),
      )
      .catch(""),
    sort: z.enum(sorts).catch(defaultSort),
    page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
  });
}

export const USER_SORTS = ["newest", "oldest", "name", "email"] as const;
export const TOOL_SORTS = ["name", "usage", "newest", "category"] as const;
export const PAYMENT_SORTS = ["newest", "oldest", "amount"] as const;
export const QUESTIONNAIRE_SORTS = ["newest", "oldest"] as const;
export const WORKSHOP_SORTS = ["latest", "soonest", "added", "title"] as const;

export const userQuerySchema = tableQuery(USER_SORTS, "newest");
export const toolQuerySchema = tableQuery(TOOL_SORTS, "name");
export const paymentQuerySchema = tableQuery(PAYMENT_SORTS, "newest");
export const questionnaireQuerySchema = tableQuery(QUESTIONNAIRE_SORTS, "newest");
export const workshopQuerySchema = tableQuery(WORKSHOP_SORTS, "latest");

export type UserQuery = z.output<typeof userQuerySchema>;
export type ToolQuery = z.output<typeof toolQuerySchema>;
export type PaymentQuery = z.output<typeof paymentQuerySchema>;
export type QuestionnaireQuery = z.output<typeof questionnaireQuerySchema>;
export type WorkshopQuery = z.output<typeof workshopQuerySchema>;

/** The statuses a coach reply can have (db/schema/coach.ts COACH_REPLY_STATUSES, which the browser bundle cannot import). */
export const COACH_REPLY_FILTERS = ["queued", "scored", "unscorable", "failed"] as const;

/** The Email Coach tab's replies: `page`, and `status` to show only one status (empty: all). */
export const coachReplyQuerySchema = z.object({
  status: z.enum(COACH_REPLY_FILTERS).or(z.literal("")).catch(""),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
});
export type CoachReplyQuery = z.output<typeof coachReplyQuerySchema>;

/** The coach replies' state from a URL's query string; never throws. */
export const readCoachReplyQuery = (params: URLSearchParams): CoachReplyQuery =>
  coachReplyQuerySchema.parse({ status: params.get("status") ?? "", page: params.get("page") ?? undefined });

/** Read a table's state from a URL's query string; never throws. */
export function readTableQuery<T>(schema: z.ZodType<T>, params: URLSearchParams): T {
  return schema.parse({ q: params.get("q") ?? "", sort: params.get("sort") ?? undefined, page: params.get("page") ?? undefined });
}

/** A record id from a path or a form: a positive 32-bit integer, or null. */
export function parseRecordId(value: unknown): number | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const text = String(value).trim();
  if (!/^[0-9]{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

/** The same URL with some query parameters set (or removed with null); page resets unless given. */
export function withQuery(search: string, changes: Record<string, string | number | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") params.delete(key);
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "?";
}

export interface Paged<T> {
  rows: T[];
  total: number;
  page: number;
  pageCount: number;
}

/** The `YYYY-MM-DD` in an export's file name (UTC, as the spec's ISO date). */
export const isoDate = (at: Date = new Date()) => at.toISOString().slice(0, 10);

/** The record a confirm step (?confirm=id) is about, or null. */
export const parseConfirmId = (params: URLSearchParams) => parseRecordId(params.get("confirm"));

/** The JSON API's page size: `?pageSize=` from 1 to 500, default 100 (the pages use 25). */
export function readApiPageSize(params: URLSearchParams): number {
  const n = Number(params.get("pageSize"));
  return Number.isInteger(n) && n >= 1 && n <= 500 ? n : 100;
}
