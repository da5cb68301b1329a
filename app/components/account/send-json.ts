// The account pages' calls to the /api routes (accounts-admin-sales.md §7): credentials sent,
// no caching, JSON both ways. A refusal comes back as its { title, message } so the page can show
// the server's own words; a network failure or a non-JSON answer as the caller's fallback text.
import type { FormProblem } from "~/lib/schemas/report";

export type JsonOutcome<T> = { ok: true; body: T } | { ok: false; status: number; problem: FormProblem };

export async function sendJson<T = Record<string, unknown>>(
  method: "POST" | "PATCH" | "DELETE",
  url: string,
  payload: unknown,
  fallback: FormProblem,
): Promise<JsonOutcome<T>> {
  try {
    const response = await fetch(url, {
      method,
      credentials: "include",
      cache: "no-store",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const body = (await response.json().catch(() => null)) as (T & { title?: string; message?: string }) | null;
    if (response.ok && body) return { ok: true, body };
    return {
      ok: false,
      status: response.status,
      problem: { title: body?.title || fallback.title, description: body?.message || fallback.description },
    };
  } catch {
    return { ok: false, status: 0, problem: fallback };
  }
}
