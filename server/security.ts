// Security headers with a per-request CSP nonce, and the Origin check that refuses cross-site
// form posts (DESIGN.md §4).
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "../app/lib/text-rule";
import { log } from "../app/adapters/log.server";
import { answerServerError } from "./outage";
import { sendProblem } from "./problem";

/** The policy for a page whose scripts carry this nonce (also used by the page cache, server/page-cache.ts). */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    // Tool logos come from the tools' own sites (emoji fallback when they fail).
    "img-src 'self' https: data:",
    "media-src 'self' https:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Headers for every response, static files included; HSTS only where the public address is HTTPS. */
export function securityHeaders(hsts: boolean) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (hsts) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * Posts whose authority is in the request itself, not in a cookie, so another site gains nothing
 * by sending them: Stripe's signed callbacks, Mailgun's signed inbound mail for the coach, and
 * RFC 8058 one-click unsubscribes, which mail providers post from their servers (no Origin, or
 * their own) to the token-bearing address in List-Unsubscribe (that route reads no cookie). POST
 * only, and only these exact paths.
 */
const ORIGIN_EXEMPT: readonly { method: string; path: RegExp }[] = [
  { method: "POST", path: /^\/api\/stripe\/webhook$/ },
  { method: "POST", path: /^\/api\/coach\/inbound\/mailgun(\/mime)?$/ },
  { method: "POST", path: /^\/api\/unsubscribe\/[A-Za-z0-9_-]{32,128}$/ },
];

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return "invalid";
  }
}

/**
 * Refuse a state-changing request whose Origin (or, without one, Referer) is another site.
 * Browsers always send Origin on cross-site posts; a request with neither header is not from a
 * browser page on another site, so it is let through.
 */
export function originCheck(allowedOrigins: () => string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || ORIGIN_EXEMPT.some((exempt) => exempt.method === req.method && exempt.path.test(req.path))) return next();
    const origin = req.headers.origin === "null" ? "invalid" : originOf(req.headers.origin ?? req.headers.referer);
    if (origin === null) return next();
    const self = `${req.protocol}://${req.headers.host}`;
    if (origin === self || allowedOrigins().includes(origin)) return next();
    res.status(403).type("text/plain").send("Cross-site request refused.");
  };
}

/** The methods the product answers; anything else (TRACE, CONNECT, PROPFIND...) is 405 before any route. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * Refuse what no route should see: an unsupported method (405), an address that does not decode
 * (`/%`, `/toolkit/%E0%A4%A`: 400), and a control character in the query string (400; the database
 * cannot store a NUL, so a search for one would otherwise fail deep inside).
 */
export function refuseMalformedRequests() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!ALLOWED_METHODS.includes(req.method)) {
      res.setHeader("Allow", ALLOWED_METHODS.join(", "));
      return sendProblem(req, res, 405, "Method Not Allowed", `${req.method.slice(0, 20)} is not supported here.`);
    }
    let path: string;
    try {
      path = decodeURIComponent(req.path);
      for (const [key, value] of new URL(req.originalUrl, "http://x").searchParams) {
        if (hasControlCharacter(key) || hasControlCharacter(value)) {
          return sendProblem(req, res, 400, "Invalid Characters", CONTROL_CHARACTER_MESSAGE, { field: key });
        }
      }
    } catch {
      return sendProblem(req, res, 400, "Bad Request", "This address is not valid.");
    }
    if (hasControlCharacter(path)) return sendProblem(req, res, 400, "Bad Request", "This address is not valid.");
    next();
  };
}

/**
 * Pages with personal data, and the one-time links, are never kept by a browser or a shared cache:
 * the next person at a shared computer cannot bring them back with the Back button.
 */
const PRIVATE_PATHS = [/^\/profile(\/|$)/, /^\/admin(\/|$)/, /^\/reset-password(\/|$)/, /^\/confirm-email(\/|$)/, /^\/api\/user(\/|$)/, /^\/api\/admin(\/|$)/];

export function noStoreForPrivatePages() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (PRIVATE_PATHS.some((re) => re.test(req.path))) {
      res.setHeader("Cache-Control", "no-store");
      // Remix's own headers come later and may set Cache-Control: keep no-store whatever they say.
      const setHeader = res.setHeader.bind(res);
      res.setHeader = ((name: string, value: number | string | readonly string[]) =>
        name.toLowerCase() === "cache-control" ? res : setHeader(name, value)) as typeof res.setHeader;
    }
    next();
  };
}

/** The last handler: an error no route caught is logged here and answered without any detail. */
export function errorPage() {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = typeof (error as { status?: unknown })?.status === "number" ? (error as { status: number }).status : 500;
    if (status >= 500) log.error({ err: error }, "A request failed");
    if (status === 400) return sendProblem(req, res, 400, "Bad Request", "This request is not valid.");
    if (status === 404) return sendProblem(req, res, 404, "Not Found", "This page doesn't exist.");
    if (status === 413) return sendProblem(req, res, 413, "Payload Too Large", "The request body is too large.");
    // 503 instead while the database is unreachable (server/outage.ts).
    void answerServerError(req, res);
  };
}
