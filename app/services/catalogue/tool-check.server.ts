// The check of the catalogue tools' addresses (issue 30 item 4), run weekly by the worker
// (jobs/tasks/check-tool-links.ts) and by hand (`academy tools check`). Each tool's address is
// asked with HEAD (GET when HEAD is refused), redirects followed one hop at a time so each is seen,
// every request bounded in time, at most CHECK_CONCURRENCY at once and one at a time per host, under
// the checker's own User-Agent; what it found is classified by app/lib/tool-link-check.ts and stored
// on the tool. A tool dead or unreachable three checks in a row is hidden from /tools and new
// toolkits (a catalogue change) until an admin restores it (app/services/admin/admin-tool-links.server.ts).
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Database } from "../../../db/client";
import { tools } from "../../../db/schema/index";
import { config } from "~/config.server";
import { log } from "~/adapters/log.server";
import {
  classifyLinkCheck,
  isPrivateHost,
  LINK_STATUSES,
  MAX_REDIRECTS,
  networkErrorCode,
  nextLinkState,
  redirectTarget,
  retryWithGet,
  type Hop,
  type LinkCheckResult,
  type LinkStatus,
} from "~/lib/tool-link-check";
import { catalogueChanged } from "./catalogue-changes.server";

export const CHECK_TIMEOUT_MS = 10_000;
export const CHECK_CONCURRENCY = 4;
/** A pause between two requests of one run to the same host. */
export const SAME_HOST_PAUSE_MS = 1_000;

export const checkerUserAgent = () => `UpskillAcademyLinkChecker/1.0 (+${config.appUrl}/tools; checks each listed tool's address once a week)`;

export interface ToolCheckOptions {
  /** Only these tools (by id); default every active tool, hidden ones included. */
  toolIds?: readonly number[];
  timeoutMs?: number;
  concurrency?: number;
  sameHostPauseMs?: number;
  /** Refuse addresses on loopback or private networks (default: in production). */
  refusePrivateAddresses?: boolean;
  now?: () => Date;
}

export interface ToolCheckOutcome {
  id: number;
  name: string;
  url: string;
  status: LinkStatus;
  httpStatus: number | null;
  movedTo: string | null;
  detail: string;
  failures: number;
  hidden: boolean;
  hiddenNow: boolean;
}

export interface ToolCheckRun {
  checked: number;
  counts: Record<LinkStatus, number>;
  /** Tools this run hid (their third failure in a row). */
  hiddenNow: { id: number; name: string }[];
  results: ToolCheckOutcome[];
  startedAt: string;
  finishedAt: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request, its body never read (cancelled at once), as a Hop. */
async function request(url: string, method: "HEAD" | "GET", options: Required<Pick<ToolCheckOptions, "timeoutMs" | "refusePrivateAddresses">>): Promise<Hop> {
  if (options.refusePrivateAddresses && isPrivateHost(new URL(url).hostname)) return { url, method, error: "not-public" };
  try {
    const response = await fetch(url, {
      method,
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: { "User-Agent": checkerUserAgent(), Accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8" },
    });
    await response.body?.cancel().catch(() => {});
    return {
      url,
      method,
      status: response.status,
      location: response.headers.get("location"),
      challenge: response.headers.get("cf-mitigated") === "challenge",
    };
  } catch (error) {
    return { url, method, error: networkErrorCode(error) };
  }
}

/** Follows one address through its redirects, HEAD first, and classifies what it found. */
export async function checkAddress(startUrl: string, options: Pick<ToolCheckOptions, "timeoutMs" | "refusePrivateAddresses"> = {}): Promise<LinkCheckResult> {
  const settings = { timeoutMs: options.timeoutMs ?? CHECK_TIMEOUT_MS, refusePrivateAddresses: options.refusePrivateAddresses ?? config.isProduction };
  const hops: Hop[] = [];
  let url = startUrl;
  let method: "HEAD" | "GET" = "HEAD";
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    let outcome = await request(url, method, settings);
    if (retryWithGet(outcome)) {
      method = "GET";
      outcome = await request(url, method, settings);
    }
    hops.push(outcome);
    if (!("status" in outcome) || outcome.status < 300 || outcome.status >= 400 || outcome.status === 304) break;
    const next = redirectTarget(url, outcome.location);
    if (!next) {
      if (outcome.location) hops.push({ url, method, error: "bad-redirect" });
      break;
    }
    url = next;
  }
  return classifyLinkCheck(startUrl, hops);
}

interface ToolToCheck {
  id: number;
  name: string;
  webLink: string;
}

/** The host a request goes to first: the key for "one at a time per host". */
function hostKey(url: string): string {
  try {
    return new URL(url).host.toLowerCase().replace(/^www\./, "");
  } catch {
    return url;
  }
}

/** Stores one check's result on its tool, unless the tool's address changed meanwhile. */
async function recordCheck(tool: ToolToCheck, result: LinkCheckResult, now: Date, db: Database): Promise<ToolCheckOutcome | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ failures: tools.linkFailures, hiddenSince: tools.linkHiddenSince, webLink: tools.webLink })
      .from(tools)
      .where(eq(tools.id, tool.id))
      .for("update");
    if (!row || row.webLink !== tool.webLink) return null;
    const state = nextLinkState({ failures: row.failures, hiddenSince: row.hiddenSince }, result.status, now);
    await tx
      .update(tools)
      .set({
        linkCheckedAt: now,
        linkStatus: result.status,
        linkHttpStatus: result.httpStatus,
        linkDetail: result.detail,
        linkMovedTo: result.movedTo,
        linkFailures: state.failures,
        linkHiddenSince: state.hiddenSince,
      })
      .where(eq(tools.id, tool.id));
    return {
      id: tool.id,
      name: tool.name,
      url: tool.webLink,
      ...result,
      failures: state.failures,
      hidden: state.hiddenSince !== null,
      hiddenNow: state.hiddenNow,
    };
  });
}

/**
 * Checks every active tool's address (or `toolIds`), stores each result as it comes, and tells
 * every process when a tool was hidden. Returns the counts by status and each tool's result.
 */
export async function checkToolLinks(options: ToolCheckOptions = {}, db: Database = getDb()): Promise<ToolCheckRun> {
  const now = options.now ?? (() => new Date());
  const startedAt = now();
  const list: ToolToCheck[] = await db
    .select({ id: tools.id, name: tools.name, webLink: tools.webLink })
    .from(tools)
    .where(options.toolIds ? and(inArray(tools.id, [...options.toolIds]), eq(tools.isActive, true)) : eq(tools.isActive, true))
    .orderBy(asc(tools.id));

  // One queue per host; CHECK_CONCURRENCY workers each take a whole host's queue, so a host never
  // has two requests of this run at once.
  const byHost = new Map<string, ToolToCheck[]>();
  for (const tool of list) {
    const key = hostKey(tool.webLink);
    byHost.set(key, [...(byHost.get(key) ?? []), tool]);
  }
  const queues = [...byHost.values()];
  const results: ToolCheckOutcome[] = [];
  const pause = options.sameHostPauseMs ?? SAME_HOST_PAUSE_MS;
  const worker = async () => {
    for (let queue = queues.shift(); queue; queue = queues.shift()) {
      for (const [i, tool] of queue.entries()) {
        if (i > 0 && pause > 0) await sleep(pause);
        const result = await checkAddress(tool.webLink, options);
        const stored = await recordCheck(tool, result, now(), db);
        if (stored) results.push(stored);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? CHECK_CONCURRENCY) }, worker));

  results.sort((a, b) => a.id - b.id);
  const counts = Object.fromEntries(LINK_STATUSES.map((s) => [s, 0])) as Record<LinkStatus, number>;
  for (const r of results) counts[r.status]++;
  const hiddenNow = results.filter((r) => r.hiddenNow).map(({ id, name }) => ({ id, name }));
  if (hiddenNow.length > 0) await catalogueChanged(db);
  const run = { checked: results.length, counts, hiddenNow, results, startedAt: startedAt.toISOString(), finishedAt: now().toISOString() };
  log.info({ checked: run.checked, counts, hidden: hiddenNow.length }, "Tool links checked");
  return run;
}

/** The time of the last check of any tool, for the admin tab. */
export async function lastLinkCheckAt(db: Database = getDb()): Promise<string | null> {
  const [row] = await db.select({ at: sql<Date | null>`max(${tools.linkCheckedAt})` }).from(tools);
  return row?.at ? new Date(row.at).toISOString() : null;
}
