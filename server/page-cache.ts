// Anonymous page cache (issue 18, docs/decisions/0012): the few pages whose HTML is the same for
// every visitor without a cookie are rendered once per URL and build, then answered from memory,
// with an ETag and 304s. Invalidated as a whole when the catalogue changes, bounded in entries,
// bytes and age. Never for a request with a cookie or credentials, nor for a response that sets a
// cookie or is not a plain 200 HTML page.
import { createHash } from "node:crypto";
import type { Request as ExpressRequest } from "express";
import { pageCacheLookups } from "./metrics";

/**
 * Pages whose HTML depends only on the URL, the build and the tools catalogue (or on constants),
 * besides what is the same for every visitor and may lag by minutes: the footer's year and the
 * home page's landing figures (app/services/toolkits/landing-figures.server.ts).
 * An allow-list, not a deny-list: a new page is not cached until someone has checked it shows no
 * personal data. Toolkits (but a shared link, see sharedToolkitLink), profile, admin, login and forms with a flash are not.
 */
export const CACHEABLE_PATHS: ReadonlySet<string> = new Set(["/", "/tools", "/methodology", "/workshops", "/coach", "/ai-tools-for"]);

/**
 * Families of public pages, by address: the occupation pages (/ai-tools-for/{slug}, issue 30),
 * whose HTML depends only on the occupations and the catalogue (a re-seed is a catalogue change).
 */
export const CACHEABLE_PATTERNS: readonly RegExp[] = [/^\/ai-tools-for\/[a-z0-9-]{1,200}$/];

/** Whether a page at this path may come from the cache (an allow-list: exact paths and the families above). */
export function isCacheablePath(path: string): boolean {
  return CACHEABLE_PATHS.has(path) || CACHEABLE_PATTERNS.some((pattern) => pattern.test(path));
}

export interface CachedPage {
  /** The HTML cut at the CSP nonce it was rendered with: each answer joins the parts with its own fresh nonce. */
  parts: Buffer[];
  bytes: number;
  /** Of the HTML without its nonce, so that it holds from one answer to the next. */
  etag: string;
  headers: [string, string][];
  storedAt: number;
}

/** The entry for a page rendered with `nonce`. */
export function cachedPage(html: Buffer, nonce: string, headers: [string, string][]): Omit<CachedPage, "storedAt"> {
  const parts = nonce
    ? html
        .toString("utf8")
        .split(nonce)
        .map((part) => Buffer.from(part))
    : [html];
  const etag = `"${createHash("sha256").update(parts.join("\0")).digest("base64url").slice(0, 32)}"`;
  return { parts, bytes: html.length, etag, headers };
}

/** The page's HTML with this answer's nonce. */
export function pageBody(page: Pick<CachedPage, "parts">, nonce: string): Buffer {
  if (page.parts.length === 1) return page.parts[0]!;
  const glue = Buffer.from(nonce);
  const chunks: Buffer[] = [];
  page.parts.forEach((part, i) => (i === 0 ? chunks.push(part) : chunks.push(glue, part)));
  return Buffer.concat(chunks);
}

export interface PageCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  /** The longest a page may lag behind a change this process was not told of (decision 0012). */
  ttlMs?: number;
  now?: () => number;
}

export class PageCache {
  readonly maxEntries: number;
  readonly maxBytes: number;
  readonly ttlMs: number;
  private readonly now: () => number;
  private readonly entries = new Map<string, CachedPage>();
  private totalBytes = 0;
  /** Bumped by every invalidation: a render that started before one is not stored after it. */
  generation = 0;
  readonly stats = { hits: 0, misses: 0, stores: 0, invalidations: 0 };

  constructor(options: PageCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 200;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt >= this.ttlMs) {
      this.remove(key, entry);
      return undefined;
    }
    // Least recently used first out: a hit moves the entry to the end.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Stores unless the catalogue changed since `generation` was read (the render may have seen old rows). */
  set(key: string, page: Omit<CachedPage, "storedAt">, generation: number): boolean {
    if (generation !== this.generation || page.bytes > this.maxBytes / 4) return false;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, { ...page, storedAt: this.now() });
    this.totalBytes += page.bytes;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.totalBytes <= this.maxBytes) break;
      this.remove(oldestKey, oldest);
    }
    this.stats.stores++;
    return true;
  }

  /** A lookup's outcome, in `stats` and in /metrics (academy_page_cache_lookups_total). */
  countLookup(hit: boolean): void {
    if (hit) this.stats.hits++;
    else this.stats.misses++;
    pageCacheLookups.inc({ result: hit ? "hit" : "miss" });
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.totalBytes = 0;
    this.stats.invalidations++;
  }

  private remove(key: string, entry: CachedPage): void {
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }
}

/** The cache key of a request that may be answered from the cache, or null when it must be rendered. */
export function pageCacheKey(req: Pick<ExpressRequest, "method" | "path" | "originalUrl" | "hostname" | "headers">, buildVersion: string): string | null {
  if (req.method !== "GET") return null;
  // Any cookie may be a session or a flash message; credentials make a page personal.
  if (req.headers.cookie !== undefined || req.headers.authorization !== undefined) return null;
  if (!isCacheablePath(req.path)) return null;
  // Remix's data requests answer JSON for the client router, not the page.
  if (/[?&]_data(=|&|$)/.test(req.originalUrl)) return null;
  return `${buildVersion} ${req.hostname} ${req.originalUrl}`;
}

/** Only a plain 200 HTML page that sets no cookie and (unless `privateAllowed`) does not forbid storing. */
export function isCacheableResponse(response: Response, privateAllowed = false): boolean {
  if (response.status !== 200) return false;
  if (response.headers.has("set-cookie")) return false;
  if (!/^text\/html/i.test(response.headers.get("content-type") ?? "")) return false;
  return privateAllowed || !/no-store|private/i.test(response.headers.get("cache-control") ?? "");
}

/** The query parameters a shared toolkit's page may have and still come from the cache: the link's token and the salary slider. */
const SHARED_TOOLKIT_PARAMS = new Set(["share", "salary"]);

/**
 * A shared toolkit's link opened without a cookie (`/toolkit/{id}?share=...`, decision 0013): the
 * same HTML for everyone who holds the link. Null for anything else, including ?insights=, whose
 * first view generates and stores the tool's use cases.
 */
export function sharedToolkitLink(req: Pick<ExpressRequest, "method" | "path" | "originalUrl" | "headers" | "query">): { id: number; share: string } | null {
  if (req.method !== "GET") return null;
  if (req.headers.cookie !== undefined || req.headers.authorization !== undefined) return null;
  const id = /^\/toolkit\/([1-9]\d{0,9})$/.exec(req.path)?.[1];
  if (!id) return null;
  const params = new URL(req.originalUrl, "http://x").searchParams;
  if ([...params.keys()].some((key) => !SHARED_TOOLKIT_PARAMS.has(key))) return null;
  const shares = params.getAll("share");
  if (shares.length !== 1 || !shares[0] || shares[0].length > 200) return null;
  return { id: Number(id), share: shares[0] };
}

/** If-None-Match (a list of tags, weak or strong, or *) against our strong tag, by weak comparison as RFC 9110 says for GET. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
