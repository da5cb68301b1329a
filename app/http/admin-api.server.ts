// HTTP plumbing for the admin dashboard's routes: reading a JSON object body, the CSV download
// response, the no-store JSON answer and the actor of an admin operation.
import { json } from "@remix-run/node";
import type { AdminContext } from "~/services/operations/admin-audit.server";
import type { ToolOutcome } from "~/services/admin/admin-tools.server";
import { TOOL_TOASTS } from "~/lib/schemas/admin-tool";
import type { Paged } from "~/lib/admin-query";

/** The operation context of the signed-in admin (from requireAdmin). */
export const adminContext = (user: { id: number; email: string }): AdminContext => ({ actor: { id: user.id, email: user.email } });

/** A JSON object body, or null for anything else (a form body is read as an object of strings). */
export async function readObjectBody(request: Request): Promise<Record<string, unknown> | null> {
  const type = request.headers.get("Content-Type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body: unknown = await request.json();
      return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
    }
    if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
      const form = await request.formData();
      const out: Record<string, unknown> = {};
      for (const key of new Set(form.keys())) {
        const values = form.getAll(key).filter((v): v is string => typeof v === "string");
        out[key] = values.length > 1 ? values : values[0];
      }
      return out;
    }
    return null;
  } catch {
    return null;
  }
}

export const noStoreJson = (data: unknown, status = 200) => json(data, { status, headers: { "Cache-Control": "no-store" } });

/** A page of an admin list as the API answers it: the rows, the whole count in X-Total-Count and the pages in X-Page-Count. */
export function pagedJson<Row>(page: Paged<Row>, toJson: (row: Row) => unknown = (row) => row) {
  const response = noStoreJson(page.rows.map(toJson));
  response.headers.set("X-Total-Count", String(page.total));
  response.headers.set("X-Page-Count", String(page.pageCount));
  return response;
}

/** A streamed CSV download named `{name}-{YYYY-MM-DD}.csv`. */
export function csvResponse(stream: ReadableStream<Uint8Array>, filename: string): Response {
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** The API's answer for a tool create or update that failed: 400 with field errors, 409, 404. */
export function toolFailure(outcome: Exclude<ToolOutcome, { ok: true }>, failedTitle: string): Response {
  if (outcome.reason === "invalid") return noStoreJson({ title: TOOL_TOASTS.validation, message: outcome.message, errors: outcome.fieldErrors }, 400);
  return noStoreJson({ title: failedTitle, message: outcome.message }, outcome.reason === "duplicate" ? 409 : 404);
}
