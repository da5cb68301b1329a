// The weekly check of every catalogue tool's address (issue 30 item 4): what one check found, from
// the answers to its requests, and what that does to the tool. Pure: the requests themselves are
// made by app/services/catalogue/tool-check.server.ts, which records each hop for classifyLinkCheck.
//
// Statuses:
// - ok: the address (or a redirect within the same site, http to https included) answers 2xx.
// - moved: a redirect leads to another site; the new address is kept for the admin to take. This
//   is not a failure, whatever the other site answers (the bad-input rule: a redirect to another
//   domain is 'moved', never 'dead').
// - blocked: the site refuses robots (401, 403, 429, 451, LinkedIn's 999, Cloudflare's challenge):
//   the tool is probably there; not a failure.
// - dead: 404 or 410, no such host (DNS), connection refused, or an address that is not public.
// - unreachable: 5xx, other 4xx, a timeout, a TLS error, a broken connection, a redirect loop:
//   perhaps passing, but a failure all the same.
// A tool that is dead or unreachable at LINK_FAILURES_TO_HIDE checks in a row is hidden from /tools
// and new toolkits until an admin restores it or gives it a new address; any other result ends the
// run of failures (the site answered) but does not show a hidden tool again by itself.

export const LINK_STATUSES = ["ok", "moved", "blocked", "dead", "unreachable"] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

/** The statuses the admin tab flags. */
export const FLAGGED_LINK_STATUSES: readonly LinkStatus[] = ["moved", "dead", "unreachable"];

export const LINK_FAILURES_TO_HIDE = 3;
/** Redirects followed from the tool's address before giving up ("too many redirects"). */
export const MAX_REDIRECTS = 5;

export function countsAsFailure(status: LinkStatus): boolean {
  return status === "dead" || status === "unreachable";
}

/** Why a request got no answer, as the checker saw it (networkErrorCode). */
export type NetworkError = "dns" | "dns-temporary" | "refused" | "timeout" | "tls" | "reset" | "not-public" | "bad-redirect" | "other";

export type Hop =
  | { url: string; method: "HEAD" | "GET"; status: number; location: string | null; challenge?: boolean }
  | { url: string; method: "HEAD" | "GET"; error: NetworkError };

export interface LinkCheckResult {
  status: LinkStatus;
  /** The last answer's HTTP status, when there was one. */
  httpStatus: number | null;
  /** For 'moved': where the tool now is (the landing page when it answered 2xx, else the first address on the other site). */
  movedTo: string | null;
  /** A few words for the admin: "HTTP 404", "timed out", "redirects to example.org". */
  detail: string;
}

const isRedirect = (status: number) => status >= 300 && status < 400 && status !== 304;

/** Shared-hosting suffixes whose subdomains are separate sites. */
const SHARED_SUFFIXES = [
  "github.io",
  "vercel.app",
  "netlify.app",
  "herokuapp.com",
  "pages.dev",
  "notion.site",
  "web.app",
  "firebaseapp.com",
  "azurewebsites.net",
];
/** Second-level labels under a two-letter country code that people register beneath (co.uk, com.au). */
const COUNTRY_SECOND_LEVELS = new Set(["co", "com", "org", "net", "ac", "gov", "edu", "ne", "or", "go", "gob", "nic"]);

/**
 * The site a host name belongs to, near enough to its registrable domain without the Public Suffix
 * List: the last two labels (three under a country's co/com/org, or a shared host such as
 * github.io). "www.example.com", "app.example.com" and "example.com" are one site.
 */
export function siteOf(hostname: string): string {
  const host = hostname
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^\[|\]$/g, "");
  if (/^[\d.]+$/.test(host) || host.includes(":")) return host;
  const labels = host.split(".");
  if (labels.length <= 2) return host;
  const lastTwo = labels.slice(-2).join(".");
  if (SHARED_SUFFIXES.includes(lastTwo)) return labels.slice(-3).join(".");
  if (labels[labels.length - 1]!.length === 2 && COUNTRY_SECOND_LEVELS.has(labels[labels.length - 2]!)) return labels.slice(-3).join(".");
  return lastTwo;
}

export function sameSite(a: string, b: string): boolean {
  try {
    return siteOf(new URL(a).hostname) === siteOf(new URL(b).hostname);
  } catch {
    return false;
  }
}

/** Loopback, private, link-local and unspecified addresses, and localhost: not a public tool's address. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local") || host.endsWith(".internal")) return true;
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (host.includes(":")) {
    return host === "::" || host === "::1" || /^f[cd]/.test(host) || /^fe[89ab]/.test(host) || host.startsWith("::ffff:");
  }
  return false;
}

/** The next address of a redirect, or null when its Location is missing or not a web address. */
export function redirectTarget(from: string, location: string | null): string | null {
  if (!location) return null;
  try {
    const next = new URL(location, from);
    return next.protocol === "http:" || next.protocol === "https:" ? next.href : null;
  } catch {
    return null;
  }
}

/**
 * Whether a HEAD request's outcome is worth asking again with GET: many servers refuse or mishandle
 * HEAD (405, 501, a 403 or 404 from a framework that routes GET only, a dropped connection). A
 * missing host, a refused connection or a timeout would be the same for GET.
 */
export function retryWithGet(hop: Hop): boolean {
  if (hop.method !== "HEAD") return false;
  if ("error" in hop) return hop.error === "reset" || hop.error === "other";
  return hop.status >= 400;
}

/** Error names and codes of Node's fetch (undici) and the system, as a NetworkError. */
export function networkErrorCode(error: unknown): NetworkError {
  const name = (error as { name?: string } | null)?.name;
  if (name === "TimeoutError" || name === "AbortError") return "timeout";
  let cause: unknown = error;
  for (let depth = 0; depth < 4 && cause; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string") {
      if (code === "ENOTFOUND") return "dns";
      if (code === "EAI_AGAIN") return "dns-temporary";
      if (code === "ECONNREFUSED") return "refused";
      if (code === "ETIMEDOUT" || code === "UND_ERR_CONNECT_TIMEOUT" || code === "UND_ERR_HEADERS_TIMEOUT") return "timeout";
      if (
        /^(CERT_|ERR_TLS|ERR_SSL|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|HOSTNAME_MISMATCH)/.test(code) ||
        code === "ERR_TLS_CERT_ALTNAME_INVALID"
      )
        return "tls";
      if (code === "ECONNRESET" || code === "EPIPE" || code === "UND_ERR_SOCKET" || code === "UND_ERR_CLOSED") return "reset";
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  return "other";
}

const ERROR_RESULTS: Record<NetworkError, { status: LinkStatus; detail: string }> = {
  dns: { status: "dead", detail: "no such host" },
  "dns-temporary": { status: "unreachable", detail: "host name lookup failed for now" },
  refused: { status: "dead", detail: "connection refused" },
  "not-public": { status: "dead", detail: "not a public address" },
  timeout: { status: "unreachable", detail: "timed out" },
  tls: { status: "unreachable", detail: "TLS (certificate) error" },
  reset: { status: "unreachable", detail: "connection dropped" },
  "bad-redirect": { status: "unreachable", detail: "redirect to something other than a web address" },
  other: { status: "unreachable", detail: "network error" },
};

function statusOf(status: number, challenge: boolean): { status: LinkStatus; detail: string } {
  const detail = `HTTP ${status}`;
  if (status >= 200 && status < 300) return { status: "ok", detail };
  if (status === 401 || status === 403 || status === 429 || status === 451 || status === 999 || challenge)
    return { status: "blocked", detail: `${detail}: refuses robots` };
  if (status === 404 || status === 410) return { status: "dead", detail };
  if (isRedirect(status)) return { status: "unreachable", detail: `${detail} without a usable Location` };
  return { status: "unreachable", detail };
}

/**
 * What one check found, from its hops in order: each request made (HEAD, or GET when HEAD was
 * refused) with its answer or its error, following redirects up to MAX_REDIRECTS.
 */
export function classifyLinkCheck(startUrl: string, hops: readonly Hop[]): LinkCheckResult {
  const last = hops[hops.length - 1];
  if (!last) return { status: "unreachable", httpStatus: null, movedTo: null, detail: "not checked" };
  const httpStatus = "status" in last ? last.status : null;
  // Moved: any redirect that leads off the tool's site.
  const offSite = hops.find((hop, i) => i > 0 && !sameSite(startUrl, hop.url));
  if (offSite) {
    const landed = "status" in last && last.status >= 200 && last.status < 300 && !sameSite(startUrl, last.url);
    const movedTo = landed ? last.url : offSite.url;
    return { status: "moved", httpStatus, movedTo, detail: `redirects to ${new URL(movedTo).hostname}` };
  }
  if ("error" in last) return { status: ERROR_RESULTS[last.error].status, httpStatus: null, movedTo: null, detail: ERROR_RESULTS[last.error].detail };
  if (isRedirect(last.status) && redirectTarget(last.url, last.location) && hops.length > MAX_REDIRECTS) {
    return { status: "unreachable", httpStatus, movedTo: null, detail: `more than ${MAX_REDIRECTS} redirects` };
  }
  return { httpStatus, movedTo: null, ...statusOf(last.status, last.challenge ?? false) };
}

export interface LinkState {
  failures: number;
  hiddenSince: Date | null;
}

/** A tool's run of failures and hidden date after a check that found `status`. */
export function nextLinkState(previous: LinkState, status: LinkStatus, now: Date): LinkState & { hiddenNow: boolean } {
  const failures = countsAsFailure(status) ? previous.failures + 1 : 0;
  const hiddenNow = previous.hiddenSince === null && failures >= LINK_FAILURES_TO_HIDE;
  return { failures, hiddenSince: previous.hiddenSince ?? (hiddenNow ? now : null), hiddenNow };
}

/** The card's line: "Link checked 3 Nov 2026" (UTC, so the server and the browser agree). */
export function linkCheckedLabel(checkedAt: string | Date | null | undefined): string | null {
  if (!checkedAt) return null;
  const date = typeof checkedAt === "string" ? new Date(checkedAt) : checkedAt;
  if (Number.isNaN(date.getTime())) return null;
  return `Link checked ${date.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" })}`;
}

/** "572 checked: 540 ok, 12 moved, 8 blocked, 7 dead, 5 unreachable" */
export function linkRunSummary(run: { checked: number; counts: Record<LinkStatus, number> }): string {
  return `${run.checked} checked: ${LINK_STATUSES.map((s) => `${run.counts[s]} ${s}`).join(", ")}`;
}
