// Express to Remix, with the body read here under its cap (server/body-limit.ts) instead of
// streamed into the route: @remix-run/express hands routes the raw socket stream, so any action
// could read a 10 MB body whole. This is that adapter's request/response code, plus the cap, the
// control-character refusal and the problem answers.
import { createRequestHandler as createRemixHandler, writeReadableStreamToWritable, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { CONTROL_CHARACTER_MESSAGE } from "../app/lib/text-rule";
import { bodyLimitFor, BodyTooLargeError, fieldWithControlCharacter, readLimitedBody } from "./body-limit";
import { sendProblem } from "./problem";

/** Bodies that are text fields (forms, JSON) are checked for control characters; the webhook's bytes are signed and left alone. */
const UNTOUCHED_BODIES = new Set(["/api/stripe/webhook"]);

function remixHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  return headers;
}

/**
 * The request's URL as the client addressed this server. req.hostname and req.protocol follow the
 * "trust proxy" setting, so X-Forwarded-Host/-Proto count only from a trusted proxy. Links the
 * product sends or shows are built from APP_URL, never from this.
 */
function requestUrl(req: ExpressRequest): string {
  const port = /:(\d+)$/.exec(req.get("host") ?? "")?.[1];
  return new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`).href;
}

export function remixRequestHandler(
  build: ServerBuild,
  mode: "development" | "production",
  loadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext,
) {
  const handle = createRemixHandler(build, mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      let body: Buffer | null = null;
      if (req.method !== "GET" && req.method !== "HEAD") {
        try {
          body = await readLimitedBody(req, bodyLimitFor(req.path, req.get("content-type")));
        } catch (error) {
          if (error instanceof BodyTooLargeError) {
            res.setHeader("Connection", "close");
            return sendProblem(req, res, 413, "Payload Too Large", error.message);
          }
          throw error;
        }
        if (!UNTOUCHED_BODIES.has(req.path)) {
          const field = await fieldWithControlCharacter(body, req.get("content-type"));
          if (field !== null) return sendProblem(req, res, 400, "Invalid Characters", CONTROL_CHARACTER_MESSAGE, { field });
        }
      }
      let controller: AbortController | null = new AbortController();
      res.on("finish", () => (controller = null));
      res.on("close", () => controller?.abort());
      const request = new Request(requestUrl(req), {
        method: req.method,
        headers: remixHeaders(req),
        signal: controller.signal,
        ...(body ? { body, duplex: "half" } : {}),
      } as RequestInit);
      const response = await handle(request, loadContext(req, res));
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [key, value] of response.headers.entries()) res.append(key, value);
      if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      next(error);
    }
  };
}
