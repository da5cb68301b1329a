// What the toolkit email sign-up tells the visitor when sending fails (visitor-side.md §8): the
// action's own problem for a refusal, and fixed texts for the ways a request can break. Pure, so
// the results page's clientAction, the dialog and the unit tests share one mapping.

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

/**
 * A request that threw on its way through Remix's fetcher. An answer that never reached the app
 * (a proxy's 5xx) comes back as a plain Error carrying the body as its message: that is §8's
 * HTTP error, whatever the body says.
 */
export function fetcherErrorMessage(error: unknown): string {
  if (error instanceof Error && error.name === "Error" && !/timeout|timed out|interrupted|aborted/i.test(error.message)) return REPORT_ERROR_TEXTS.http;
  return reportErrorMessage(error);
}

/** `work`, or an AbortError once `ms` have passed without an answer (§7: the sign-up gives up after 120 s). */
export function settleWithin<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(Object.assign(new Error(`No answer after ${ms} ms`), { name: "AbortError" })), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
