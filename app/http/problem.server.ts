// One shape for every API refusal (RFC 9457 problem details, served as application/problem+json):
// { type?, title, status, detail, errors? }. `message` repeats `detail` because the specification's
// clients (and the API contract tests) read the text under that name.
import type { FormProblem } from "~/lib/schemas/problems";

export interface ProblemBody {
  type?: string;
  title: string;
  status: number;
  detail: string;
  message: string;
  errors?: Record<string, string[]>;
}

export interface ProblemInit {
  errors?: Record<string, string[]>;
  retryAfterSeconds?: number;
  headers?: HeadersInit;
  type?: string;
}

export function problemJson(problem: FormProblem, status: number, init: ProblemInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/problem+json; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  if (init.retryAfterSeconds) headers.set("Retry-After", String(init.retryAfterSeconds));
  const body: ProblemBody = {
    ...(init.type ? { type: init.type } : {}),
    title: problem.title,
    status,
    detail: problem.description,
    message: problem.description,
    ...(init.errors ? { errors: init.errors } : {}),
  };
  return new Response(JSON.stringify(body), { status, headers });
}

export const methodNotAllowed = () => problemJson({ title: "Error", description: "Method not allowed" }, 405);

export const unreadableBody = () => problemJson({ title: "Error", description: "The request body must be JSON or a form." }, 400);
