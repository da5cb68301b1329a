// A request that failed on the server: while the database is unreachable that is an outage, not
// a bug, so the answer is 503 with Retry-After (clients and crawlers come back later), and an API
// answer stays problem JSON whatever failed (Remix's own answer for a resource route that threw is
// a plain-text "Unexpected Server Error").
import type { Request, Response } from "express";
import { checkDatabase, checkDatabaseServer } from "./database-readiness";
import { sendProblem, wantsJson } from "./problem";

const RETRY_AFTER_SECONDS = "10";
/** How long a request waits before the database's readiness is checked for it, and then again. */
export const HUNG_REQUEST_CHECK_MS = 5_000;
const OUTAGE = { title: "Service Unavailable", detail: "We can't reach our database right now. Please try again in a minute." };
const FAILURE = { title: "Server Error", detail: "Something went wrong on our side. Please try again." };

/** An error no route answered (the last Express handler): 503 during an outage, else 500. */
export async function answerServerError(req: Request, res: Response): Promise<void> {
  const database = await checkDatabase();
  // Already answered (a hung request's 503, below, or a response cut short): only end it.
  if (res.headersSent) return void res.end();
  if (!database.ready) {
    res.setHeader("Retry-After", RETRY_AFTER_SECONDS);
    return sendProblem(req, res, 503, OUTAGE.title, OUTAGE.detail);
  }
  sendProblem(req, res, 500, FAILURE.title, FAILURE.detail);
}

/**
 * Remix answered 500. During an outage that becomes 503 with Retry-After: problem JSON for an API
 * client, Remix's own error page ("try again in a moment") for a page. Otherwise an API client
 * still gets problem JSON, never Remix's plain text. Returns null when it answered here, else the
 * status to send Remix's response with.
 */
export async function statusOfFailedRender(req: Request, res: Response, response: globalThis.Response): Promise<number | null> {
  const database = await checkDatabase();
  if (res.headersSent) {
    await response.body?.cancel();
    return null;
  }
  if (!database.ready) res.setHeader("Retry-After", RETRY_AFTER_SECONDS);
  const isProblemJson = /application\/(problem\+)?json/.test(response.headers.get("Content-Type") ?? "");
  if (!wantsJson(req) || (database.ready && isProblemJson)) return database.ready ? response.status : 503;
  await response.body?.cancel();
  if (database.ready) sendProblem(req, res, 500, FAILURE.title, FAILURE.detail);
  else sendProblem(req, res, 503, OUTAGE.title, OUTAGE.detail);
  return null;
}

/**
 * A database that accepts connections and then never answers (a frozen server, a network that
 * drops packets, a failover) would hold a request on its open connection for as long as TCP lets
 * it: there is no statement timeout on the client side. A request still unanswered after 5 s is
 * answered 503 if the database server does not answer a connection of its own then (or at any 5 s
 * after): a request that is only slow, or waits for a busy pool, is left alone. The work it started
 * is abandoned, and its late answer dropped. Returns the function that stops watching.
 */
export function answerIfDatabaseHangs(req: Request, res: Response): () => void {
  const timer = setInterval(() => {
    // Answering already (a stream, a large download): nothing left to rescue.
    if (res.headersSent) return clearInterval(timer);
    void checkDatabaseServer().then((database) => {
      if (database.ready || res.headersSent) return;
      clearInterval(timer);
      res.setHeader("Retry-After", RETRY_AFTER_SECONDS);
      sendProblem(req, res, 503, OUTAGE.title, OUTAGE.detail);
    });
  }, HUNG_REQUEST_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
