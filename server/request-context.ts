// The first middleware: each request gets an id (X-Request-Id on the response, and on every log
// line written while it is handled), and when its response ends one access-log line and one
// sample of the request-duration histogram, both by route pattern, never by URL.
import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { log, withRequestContext } from "../app/adapters/log.server";
import { acceptedRequestId } from "../app/lib/request-id";
import { requestDuration, statusClass } from "./metrics";

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function requestContext(routeOf: (path: string, dataRoute?: unknown) => string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = acceptedRequestId(req.headers["x-request-id"]) ?? randomUUID();
    res.setHeader("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    res.once("close", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const method = KNOWN_METHODS.has(req.method) ? req.method : "OTHER";
      const route = routeOf(req.path);
      requestDuration.observe({ method, route, status_class: statusClass(res.statusCode) }, seconds);
      // The id is written explicitly: a "close" listener does not run inside the request's context.
      log.info(
        {
          requestId,
          method,
          route,
          status: res.statusCode,
          durationMs: Math.round(seconds * 10_000) / 10,
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        "request",
      );
    });
    withRequestContext({ requestId }, next);
  };
}
