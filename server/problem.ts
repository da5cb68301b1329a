// The server's own refusals (a body over its cap, a control character, a malformed address, an
// unsupported method, an error no route caught): problem JSON for /api/* and for clients that ask
// for JSON, a short plain page for browsers. Never a stack trace or a file path.
import type { Request, Response } from "express";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function wantsJson(req: Request): boolean {
  return req.path.startsWith("/api/") || /application\/(problem\+)?json/.test(req.get("accept") ?? "") || /json/.test(req.get("content-type") ?? "");
}

export function sendProblem(req: Request, res: Response, status: number, title: string, detail: string, extra: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  if (wantsJson(req)) return sendProblemJson(res, status, title, detail, extra);
  res.status(status);
  res.setHeader("Cache-Control", "no-store");
  res
    .type("html")
    .send(
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${status} ${escapeHtml(title)} | Upskill Academy</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">` +
        `<h1>${status} ${escapeHtml(title)}</h1><p>${escapeHtml(detail)}</p><p><a href="/">Go to the home page</a></p></body></html>`,
    );
}

/** Problem JSON whatever the client asked for (health checks are read by machines). */
export function sendProblemJson(res: Response, status: number, title: string, detail: string, extra: Record<string, string> = {}): void {
  res.status(status);
  res.setHeader("Cache-Control", "no-store");
  // The API's error shape (as problemJson() in app/http answers): RFC 9457's detail, repeated
  // under `message` for the specification's clients.
  res.type("application/problem+json").send(JSON.stringify({ title, status, detail, message: detail, ...extra }));
}
