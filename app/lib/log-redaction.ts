// What a log line may never carry: personal data and secrets. Logs are read by operators and kept
// by log services beyond the product's reach, so redaction happens before a line is written, by
// field name (a password, a cookie, a salary, whatever its value) and by what a text looks like
// (an email address, a bearer token or a link's token inside any message or error).

export const REDACTED = "[redacted]";
export const REDACTED_EMAIL = "[email]";

/** Field names whose values are secret or personal, whatever they hold (compared without case, "-" or "_"). */
const SECRET_FIELD = /pass(word|wd|phrase)?$|secret|token|cookie|authorization|apikey|credential|^otp|totp|salary|wage|income|email|^to$|^from$|sessionid/;

/** Fields the logger itself writes, never redacted (a request id is a token by shape, not a secret). */
const KEPT_FIELDS = new Set(["requestId", "level", "time", "msg", "pid", "hostname", "route", "method", "workerId"]);

const EMAIL = /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+/g;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
/** A query parameter or "name=value" pair whose name says it is secret: the value goes. */
const SECRET_PAIR = /\b((?:[A-Za-z_-]*(?:token|secret|password|share|key|code|sig|signature|session))=)[^&\s"';,]+/gi;
/** Long runs of URL-safe characters with letters and digits: reset links, share links, API keys. */
const TOKEN_LIKE = /(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]*[0-9])(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{24,}(?![A-Za-z0-9_-])/g;

export function isSecretField(name: string): boolean {
  if (KEPT_FIELDS.has(name)) return false;
  return SECRET_FIELD.test(name.toLowerCase().replace(/[-_]/g, ""));
}

/** A text with its email addresses, bearer credentials and token-looking values replaced. */
export function redactText(text: string): string {
  return text.replace(EMAIL, REDACTED_EMAIL).replace(BEARER, `$1 ${REDACTED}`).replace(SECRET_PAIR, `$1${REDACTED}`).replace(TOKEN_LIKE, REDACTED);
}

const MAX_DEPTH = 8;

/**
 * A copy of a value fit for a log line: secret fields replaced whatever they hold, every string
 * passed through redactText, errors kept as their type, message, code and stack (also redacted).
 * Cycles and very deep values end in a marker rather than a crash: logging must never throw.
 */
export function redactValue(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === "string") return redactText(value);
  if (value === null || typeof value !== "object") return value;
  if (seen.has(value)) return "[circular]";
  if (depth >= MAX_DEPTH) return "[too deep]";
  seen.add(value);
  try {
    if (value instanceof Error) {
      const error = value as Error & { code?: unknown; cause?: unknown };
      const out: Record<string, unknown> = { type: error.name, message: redactText(error.message) };
      if (error.code !== undefined) out.code = redactValue(error.code, depth + 1, seen);
      if (error.stack) out.stack = redactText(error.stack);
      if (error.cause !== undefined) out.cause = redactValue(error.cause, depth + 1, seen);
      return out;
    }
    if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1, seen));
    if (value instanceof Date) return value.toISOString();
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] = isSecretField(key) && item !== undefined && item !== null ? REDACTED : KEPT_FIELDS.has(key) ? item : redactValue(item, depth + 1, seen);
    }
    return out;
  } finally {
    seen.delete(value);
  }
}
