// What a load balancer or an orchestrator watches. /healthz (liveness): the process runs and
// answers, nothing else is checked, so a database outage never gets healthy instances restarted.
// /readyz (readiness): this instance can serve now, its pool ran `SELECT 1` within a second and it
// is not shutting down; otherwise 503, and the balancer sends its traffic elsewhere. Both come
// before the page cache and Remix (no rate limit, no session), and neither may be cached.
import type { NextFunction, Request, Response } from "express";
import { checkDatabase } from "./database-readiness";
import { isDraining } from "./draining";
import { sendProblemJson } from "./problem";

export function healthChecks() {
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.path !== "/healthz" && req.path !== "/readyz") || (req.method !== "GET" && req.method !== "HEAD")) return next();
    res.setHeader("Cache-Control", "no-store");
    if (req.path === "/healthz") {
      res.status(200).json({ status: "alive" });
      return;
    }
    if (isDraining()) return sendProblemJson(res, 503, "Shutting Down", "This instance is stopping: send new requests to another one.");
    void checkDatabase().then((database) => {
      if (database.ready) res.status(200).json({ status: "ready" });
      else sendProblemJson(res, 503, "Not Ready", "The database is not reachable from this instance.");
    });
  };
}
