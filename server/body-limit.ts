// Request bodies are capped before anything reads them (DESIGN.md §4): a request says how large it
// is, or is counted as it arrives, and the read stops at the cap. What passes the cap is held in
// memory (at most 5 MB; 10 MB for mail posted to the coach) and handed to Remix, so no route ever
// reads an unbounded stream.
import type { Request as ExpressRequest } from "express";
import { MAX_INBOUND_BYTES } from "../app/lib/coach-inbound";
import { findControlCharacter } from "../app/lib/text-rule";

export const KB = 1024;
/** Forms and JSON: the longest field the product takes is a few thousand characters. */
export const FORM_BODY_LIMIT = 100 * KB;
/** Stripe's signed events are small, but a Checkout Session with line items can reach a few 100 KB. */
export const WEBHOOK_BODY_LIMIT = 1024 * KB;
/** Files people upload (multipart): the 5 MB of DESIGN.md §4. */
export const UPLOAD_BODY_LIMIT = 5 * 1024 * KB;
/**
 * The roadmap's document (issue 17): a file of up to 5 MB plus the multipart framing around it,
 * or the same text as the API's JSON. The route itself refuses a file over 5 MB.
 */
export const ROADMAP_BODY_LIMIT = UPLOAD_BODY_LIMIT + 64 * KB;
const ROADMAP_PATHS = new Set(["/aiupskill/roadmap", "/api/generate-roadmap"]);
/**
 * The coach's replies posted by Mailgun (issue 29): the whole message with its files, as the SMTP
 * listener takes it (a 5 MB reply is taken and answered "too large"). The post's form framing
 * counts toward the cap; a message a little under 10 MB is refused here rather than by the coach.
 */
export const INBOUND_MAIL_BODY_LIMIT = MAX_INBOUND_BYTES;
export const INBOUND_MAIL_PATHS = new Set(["/api/coach/inbound/mailgun", "/api/coach/inbound/mailgun/mime"]);

export function bodyLimitFor(path: string, contentType: string | undefined): number {
  if (path === "/api/stripe/webhook") return WEBHOOK_BODY_LIMIT;
  if (INBOUND_MAIL_PATHS.has(path)) return INBOUND_MAIL_BODY_LIMIT;
  const type = (contentType ?? "").toLowerCase();
  if (ROADMAP_PATHS.has(path) && (type.startsWith("multipart/form-data") || type.startsWith("application/json"))) return ROADMAP_BODY_LIMIT;
  if (type.startsWith("multipart/form-data")) return UPLOAD_BODY_LIMIT;
  return FORM_BODY_LIMIT;
}

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(
      limit >= UPLOAD_BODY_LIMIT
        ? "The upload is larger than 5 MB. Please choose a smaller file."
        : `The request body is larger than ${Math.round(limit / KB)} KB.`,
    );
  }
}

/**
 * How much of a refused body is read and thrown away before the 413 (issue 24): enough for a
 * browser that sends a file a few times the limit to see the answer, never held in memory.
 */
export const DISCARD_LIMIT = 64 * 1024 * KB;

/**
 * Read the rest of a refused body and throw it away, so the 413 that follows reaches the client: a
 * socket closed while the client is still sending makes the kernel answer with a reset, and the
 * client (a browser, fetch) reports that instead of the answer it was sent. Past DISCARD_LIMIT the
 * reading stops and the answer goes with "Connection: close" (Express's req.res), the connection
 * ending after it.
 */
export function discardRestOfBody(req: ExpressRequest, alreadyRead = 0): Promise<void> {
  return new Promise((resolve) => {
    if (req.readableEnded || req.destroyed) return resolve();
    let discarded = alreadyRead;
    const finish = () => {
      req.off("data", onData);
      req.off("end", finish);
      req.off("error", finish);
      req.off("close", finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded <= DISCARD_LIMIT) return;
      req.pause();
      req.res?.setHeader("Connection", "close");
      finish();
    };
    req.on("data", onData);
    req.on("end", finish);
    req.on("error", finish);
    req.on("close", finish);
    req.resume();
  });
}

/**
 * The whole body, or BodyTooLargeError once it is known to exceed the cap: from a Content-Length
 * that says so, else when the bytes counted pass it. Nothing past the cap is kept: the rest is read
 * and thrown away first (discardRestOfBody), so the client receives the 413.
 */
export async function readLimitedBody(req: ExpressRequest, limit: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) {
    // More than we would ever throw away: answer now, and end the connection after the answer.
    if (declared > DISCARD_LIMIT) req.res?.setHeader("Connection", "close");
    else await discardRestOfBody(req);
    throw new BodyTooLargeError(limit);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        void discardRestOfBody(req, size).then(() => reject(new BodyTooLargeError(limit)));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}

/**
 * The name of the first text field that holds a control character (a NUL, an escape...), for the
 * bodies the product's forms and JSON routes read (urlencoded, multipart text parts, JSON); null
 * when there is none or the body is of another kind.
 */
export async function fieldWithControlCharacter(body: Buffer, contentType: string | undefined): Promise<string | null> {
  const type = (contentType ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data")) {
    // A route's request.formData() reads multipart too, so a form posted as multipart must not
    // slip past the rule: its text parts are checked, its files are not (they are bytes).
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), { headers: { "Content-Type": contentType! } }).formData();
    } catch {
      return null; // malformed: the route answers its own 400
    }
    for (const [key, value] of form) {
      if (findControlCharacter(key) !== null || (typeof value === "string" && findControlCharacter(value) !== null)) return key;
    }
    return null;
  }
  if (type.startsWith("application/x-www-form-urlencoded")) {
    for (const [key, value] of new URLSearchParams(body.toString("utf8"))) {
      if (findControlCharacter(key) !== null || findControlCharacter(value) !== null) return key;
    }
    return null;
  }
  if (type.startsWith("application/json") || type.startsWith("text/plain")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString("utf8"));
    } catch {
      return null; // not JSON after all: the route answers its own 400
    }
    return controlCharacterIn(parsed, "body");
  }
  return null;
}

function controlCharacterIn(value: unknown, name: string): string | null {
  if (typeof value === "string") return findControlCharacter(value) !== null ? name : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = controlCharacterIn(item, name);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (findControlCharacter(key) !== null) return key;
      const found = controlCharacterIn(item, key);
      if (found) return found;
    }
  }
  return null;
}
