// GET /metrics: Prometheus text format (server/metrics.ts), for a scraper on this machine or one
// with METRICS_TOKEN (app/lib/metrics-access.ts). Anyone else goes on to the site's own 404 page,
// as if there were no such address. Comes before the page cache and Remix (no rate limit, no
// session) and is never cached.
import type { NextFunction, Request, Response } from "express";
import { config } from "../app/config.server";
import { metricsAllowed } from "../app/lib/metrics-access";
import { metricsRegistry } from "./metrics";

export function metricsEndpoint() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) return next();
    // The socket's address, never req.ip: X-Forwarded-For may name 127.0.0.1 whoever sends it.
    if (!metricsAllowed({ remoteAddress: req.socket.remoteAddress, authorization: req.get("authorization") }, config.metricsToken)) return next();
    metricsRegistry.metrics().then(
      (text) => {
        res.status(200);
        res.setHeader("Cache-Control", "no-store");
        res.setHeader("Content-Type", metricsRegistry.contentType);
        res.end(req.method === "HEAD" ? undefined : text);
      },
      (error: unknown) => next(error),
    );
  };
}
