// What the toolkit email sign-up tells the visitor when sending fails (visitor-side.md §8): the
// server's own message for a non-OK answer, and fixed texts for the ways a request can break.
// Pure, so the dialog, the section form and the unit tests share one mapping.

/** §7/§9: the sign-up request is aborted after 120 s. */
export const EMAIL_SIGNUP_TIMEOUT_MS = 120_000;

export const REPORT_ERROR_TEXTS = {
  http: "Server error. Please try again or contact support.",
  timeout: "Request timed out. Please check your connection and try again.",
  interrupted: "Request was interrupted. Please try again or contact support if the issue persists.",
  // §8 keeps this wording although the request is aborted after 120 s.
  abort: "Request timed out after 60 seconds. Please try again.",
  fallback: "Failed to send toolkit. Please try again.",
} as const;

/** The toast for a non-OK answer: title 'Error' (or the §5 title the API sends), the server's message or 'Server error: {status}'. */
export function signupResponseError(status: number, body: unknown): { title: string; description: string } {
  const record = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
  return { title: text(record.title) ?? "Error", description: text(record.message) ?? `Server error: ${status}` };
}

const NETWORK_FAILURE = /failed to fetch|networkerror|load failed|network request failed/i;

/** The text for a request that threw (§8 "Mapped email errors"). */
export function reportErrorMessage(error: unknown): string {
  const name = error && typeof error === "object" && "name" in error ? String((error as { name: unknown }).name) : "";
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  // Our AbortController firing: checked first, as its message also says "aborted".
  if (name === "AbortError") return REPORT_ERROR_TEXTS.abort;
  if (name === "TimeoutError" || /timeout|timed out/i.test(message)) return REPORT_ERROR_TEXTS.timeout;
  if (/HTTP error/i.test(message)) return REPORT_ERROR_TEXTS.http;
  // A connection dropped mid-request surfaces as a fetch TypeError ("Failed to fetch" in Chromium).
  if (/interrupted|aborted/i.test(message) || (name === "TypeError" && NETWORK_FAILURE.test(message))) return REPORT_ERROR_TEXTS.interrupted;
  return message.trim() || REPORT_ERROR_TEXTS.fallback;
}
