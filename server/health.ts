// What a load balancer or an orchestrator watches. /healthz (liveness): the process runs and
// answers, nothing else is checked, so a database outage never gets healthy instances restarted.
// /readyz (readiness): this instance can serve now, its pool ran `SELECT 1` within a second and it
// is not shutting down, every migration of this build is applied and, in a process that runs a
// job worker, that worker still runs; otherwise 503, and the balancer sends its traffic elsewhere. Both come
// before the page cache and Remix (no rate limit, no session), and neither may be cached.
import type { NextFunction, Request, Response } from "express";
import { log } from "../app/adapters/log.server";
import { checkDatabase } from "./database-readiness";
import { isDraining } from "./draining";
import { checkMigrations } from "./migration-readiness";
import { sendProblemJson } from "./problem";
import { workerNotRunning } from "./worker-liveness";

/** Told once per change, not per check (a balancer asks every few seconds); the detail stays in the log, not the answer. */
let lastNotReady: string | null = null;
function noteReadiness(reason: string | null): void {
  if (reason === lastNotReady) return;
  if (reason) log.error({ reason }, "Not ready: /readyz answers 503");
  else if (lastNotReady) log.info("Ready again");
  lastNotReady = reason;
}

export function healthChecks() {
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.path !== "/healthz" && req.path !== "/readyz") || (req.method !== "GET" && req.method !== "HEAD")) return next();
    res.setHeader("Cache-Control", "no-store");
    if (req.path === "/healthz") {
      res.status(200).json({ status: "alive" });
      return;
    }
    if (isDraining()) return sendProblemJson(res, 503, "Shutting Down", "This instance is stopping: send new requests to another one.");
    const stoppedWorker = workerNotRunning();
    if (stoppedWorker) {
      noteReadiness(stoppedWorker);
      return sendProblemJson(res, 503, "Not Ready", "This instance's job worker has stopped.");
    }
    void checkDatabase().then(async (database) => {
      if (!database.ready) return sendProblemJson(res, 503, "Not Ready", "The database is not reachable from this instance.");
      const migrations = await checkMigrations();
      if (!migrations.ready) {
        noteReadiness(migrations.reason);
        return sendProblemJson(res, 503, "Not Ready", "The database lacks migrations this version needs: run `academy db migrate`.");
      }
      noteReadiness(null);
      res.status(200).json({ status: "ready" });
    });
  };
}
