// Express to Remix, with the body read here under its cap (server/body-limit.ts) instead of
// streamed into the route: @remix-run/express hands routes the raw socket stream, so any action
// could read a 10 MB body whole. This is that adapter's request/response code, plus the cap, the
// control-character refusal and the problem answers (503 during a database outage: server/outage.ts).
import { createRequestHandler as createRemixHandler, writeReadableStreamToWritable, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { CONTROL_CHARACTER_MESSAGE } from "../app/lib/text-rule";
import { bodyLimitFor, BodyTooLargeError, fieldWithControlCharacter, INBOUND_MAIL_PATHS, readLimitedBody } from "./body-limit";
import { cachedPage, etagMatches, isCacheableResponse, pageBody, pageCacheKey, sharedToolkitLink, type CachedPage, type PageCache } from "./page-cache";
import { sharedToolkitVersion } from "./shared-toolkit-version";
import { answerIfDatabaseHangs, statusOfFailedRender } from "./outage";
import { sendProblem } from "./problem";

/**
 * Bodies that are text fields (forms, JSON) are checked for control characters; the Stripe
 * webhook's bytes are signed and left alone, and so is mail posted by Mailgun (an email may hold
 * such characters: its reader drops them, app/services/coach/mailgun-inbound.server.ts).
 */
const UNTOUCHED_BODIES = new Set(["/api/stripe/webhook", ...INBOUND_MAIL_PATHS]);

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

/**
 * A page from the cache with this answer's own nonce (the one in its CSP header), its ETag, and a
 * 304 when the browser has it. The 304 carries no CSP header: the browser keeps the policy stored
 * with its copy, whose nonce is the one in that copy's HTML (decision 0012).
 */
function sendCachedPage(
  req: ExpressRequest,
  res: ExpressResponse,
  page: Omit<CachedPage, "storedAt">,
  nonce: string,
  how: "hit" | "miss",
  shared: boolean,
): void {
  for (const [key, value] of page.headers) res.setHeader(key, value);
  res.setHeader("ETag", page.etag);
  // Browsers revalidate (a 304 costs nothing here); shared caches keep visitors with cookies apart.
  // A shared toolkit keeps its own "no-store": its address holds a bearer token.
  if (!shared) res.setHeader("Cache-Control", "no-cache");
  res.setHeader("Vary", "Cookie");
  res.setHeader("X-Page-Cache", how);
  if (etagMatches(req.get("if-none-match"), page.etag)) {
    res.removeHeader("Content-Security-Policy");
    res.status(304).end();
    return;
  }
  const body = pageBody(page, nonce);
  res.status(200);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

export function remixRequestHandler(
  build: ServerBuild,
  mode: "development" | "production",
  loadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext,
  pageCache?: PageCache,
) {
  const handle = createRemixHandler(build, mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const stopWatching = answerIfDatabaseHangs(req, res);
    try {
      // Read before the version: a catalogue change between the two must not let an older render in.
      const generation = pageCache?.generation ?? 0;
      const shared = pageCache ? sharedToolkitLink(req) : null;
      // A shared toolkit's entry is keyed by what its page shows that can change, read on every
      // request: a deleted toolkit, a changed link or new insights miss the cache at once.
      const version = shared ? await sharedToolkitVersion(shared.id, shared.share) : null;
      const cacheKey = !pageCache
        ? null
        : shared
          ? version
            ? `${build.assets.version} ${req.hostname} ${req.originalUrl} ${version}`
            : null
          : pageCacheKey(req, build.assets.version);
      if (cacheKey && pageCache) {
        const hit = pageCache.get(cacheKey);
        if (hit) {
          pageCache.countLookup(true);
          return sendCachedPage(req, res, hit, String(res.locals.cspNonce), "hit", Boolean(shared));
        }
        pageCache.countLookup(false);
      }
      let body: Buffer | null = null;
      if (req.method !== "GET" && req.method !== "HEAD") {
        try {
          body = await readLimitedBody(req, bodyLimitFor(req.path, req.get("content-type")));
        } catch (error) {
          if (error instanceof BodyTooLargeError) {
            // body-limit.ts has read the rest and thrown it away (past 64 MB it asked for "Connection: close"),
            // so the client gets this answer rather than a reset connection.
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
      const context = loadContext(req, res);
      const response = await handle(request, context);
      // Answered 503 meanwhile: the database hung (server/outage.ts).
      if (res.headersSent) return void (await response.body?.cancel());
      if (cacheKey && pageCache && isCacheableResponse(response, Boolean(shared))) {
        const nonce = String(context.cspNonce);
        const page = cachedPage(Buffer.from(await response.arrayBuffer()), nonce, [...response.headers.entries()]);
        pageCache.set(cacheKey, page, generation);
        return sendCachedPage(req, res, page, nonce, "miss", Boolean(shared));
      }
      let status = response.status;
      if (status === 500) {
        const decided = await statusOfFailedRender(req, res, response);
        if (decided === null) return;
        status = decided;
      }
      if (status === response.status) res.statusMessage = response.statusText;
      res.status(status);
      for (const [key, value] of response.headers.entries()) res.append(key, value);
      if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      next(error);
    } finally {
      stopWatching();
    }
  };
}
