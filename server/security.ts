// Security headers with a per-request CSP nonce, and the Origin check that refuses cross-site
// form posts (DESIGN.md §4).
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

export function securityHeaders(production: boolean) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader(
      "Content-Security-Policy",
      [
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
      ].join("; "),
    );
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (production) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Server-to-server callbacks that carry their own signature instead of a browser Origin. */
const ORIGIN_EXEMPT = [/^\/api\/stripe\/webhook$/];

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
    if (SAFE_METHODS.has(req.method) || ORIGIN_EXEMPT.some((re) => re.test(req.path))) return next();
    const origin = req.headers.origin === "null" ? "invalid" : originOf(req.headers.origin ?? req.headers.referer);
    if (origin === null) return next();
    const self = `${req.protocol}://${req.headers.host}`;
    if (origin === self || allowedOrigins().includes(origin)) return next();
    res.status(403).type("text/plain").send("Cross-site request refused.");
  };
}
