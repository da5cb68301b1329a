import { describe, expect, it } from "vitest";
import { cachedPage, etagMatches, isCacheableResponse, PageCache, pageBody, pageCacheKey } from "./page-cache";

const page = (text: string) => cachedPage(Buffer.from(text), "", []);
const text = (entry: Parameters<typeof pageBody>[0] | undefined) => (entry ? pageBody(entry, "").toString() : undefined);
const req = (overrides: Partial<Parameters<typeof pageCacheKey>[0]> = {}) => ({
  method: "GET",
  path: "/tools",
  originalUrl: "/tools?q=a",
  hostname: "localhost",
  headers: {},
  ...overrides,
});

describe("PageCache", () => {
  it("keeps at most maxEntries, dropping the least recently used", () => {
    const cache = new PageCache({ maxEntries: 2 });
    cache.set("a", page("a"), 0);
    cache.set("b", page("b"), 0);
    cache.get("a");
    cache.set("c", page("c"), 0);
    expect([text(cache.get("a")), cache.get("b"), text(cache.get("c"))]).toEqual(["a", undefined, "c"]);
  });

  it("keeps at most maxBytes and refuses a page over a quarter of it", () => {
    const cache = new PageCache({ maxBytes: 40 });
    expect(cache.set("big", page("x".repeat(11)), 0)).toBe(false);
    for (const key of ["a", "b", "c", "d", "e"]) cache.set(key, page("y".repeat(10)), 0);
    expect(cache.bytes).toBeLessThanOrEqual(40);
    expect(cache.size).toBe(4);
    expect(cache.get("a")).toBeUndefined();
  });

  it("forgets an entry after ttlMs", () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: 1000, now: () => now });
    cache.set("a", page("a"), 0);
    now = 999;
    expect(cache.get("a")).toBeDefined();
    now = 1000;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it("does not store a render that started before an invalidation", () => {
    const cache = new PageCache();
    const generation = cache.generation;
    cache.set("a", page("a"), generation);
    cache.invalidate();
    expect(cache.get("a")).toBeUndefined();
    expect(cache.set("a", page("old"), generation)).toBe(false);
    expect(cache.set("a", page("new"), cache.generation)).toBe(true);
  });
});

describe("what may be cached", () => {
  it("only GETs of listed pages without a cookie, credentials or _data", () => {
    expect(pageCacheKey(req(), "v1")).toBe("v1 localhost /tools?q=a");
    expect(pageCacheKey(req({ method: "HEAD" }), "v1")).toBeNull();
    expect(pageCacheKey(req({ method: "POST" }), "v1")).toBeNull();
    expect(pageCacheKey(req({ headers: { cookie: "" } }), "v1")).toBeNull();
    expect(pageCacheKey(req({ headers: { cookie: "__session=x" } }), "v1")).toBeNull();
    expect(pageCacheKey(req({ headers: { authorization: "Bearer x" } }), "v1")).toBeNull();
    expect(pageCacheKey(req({ path: "/profile", originalUrl: "/profile" }), "v1")).toBeNull();
    expect(pageCacheKey(req({ path: "/toolkit/1", originalUrl: "/toolkit/1?share=x" }), "v1")).toBeNull();
    expect(pageCacheKey(req({ originalUrl: "/tools?_data=routes%2Ftools" }), "v1")).toBeNull();
    expect(pageCacheKey(req({ originalUrl: "/tools?q=1&_data" }), "v1")).toBeNull();
  });

  it("only plain 200 HTML responses that set no cookie and allow storing", () => {
    const html = { "Content-Type": "text/html; charset=utf-8" };
    expect(isCacheableResponse(new Response("x", { headers: html }))).toBe(true);
    expect(isCacheableResponse(new Response("x", { status: 404, headers: html }))).toBe(false);
    expect(isCacheableResponse(new Response(null, { status: 302, headers: { Location: "/" } }))).toBe(false);
    expect(isCacheableResponse(new Response("x", { headers: { ...html, "Set-Cookie": "a=b" } }))).toBe(false);
    expect(isCacheableResponse(new Response("x", { headers: { ...html, "Cache-Control": "no-store" } }))).toBe(false);
    expect(isCacheableResponse(new Response("x", { headers: { ...html, "Cache-Control": "private, max-age=0" } }))).toBe(false);
    expect(isCacheableResponse(new Response("{}", { headers: { "Content-Type": "application/json" } }))).toBe(false);
  });

  it("compares If-None-Match weakly, in lists and with *", () => {
    const tag = cachedPage(Buffer.from("page"), "", []).etag;
    expect(etagMatches(tag, tag)).toBe(true);
    expect(etagMatches(`"a", W/${tag}`, tag)).toBe(true);
    expect(etagMatches("*", tag)).toBe(true);
    expect(etagMatches('"a"', tag)).toBe(false);
    expect(etagMatches(undefined, tag)).toBe(false);
    expect(cachedPage(Buffer.from("other"), "", []).etag).not.toBe(tag);
  });
});

describe("nonces in cached pages", () => {
  const html = '<script nonce="AbC+/1==">a</script><link nonce="AbC+/1==">é';
  it("each answer carries its own nonce, and the ETag does not depend on it", () => {
    const entry = cachedPage(Buffer.from(html), "AbC+/1==", []);
    expect(entry.parts).toHaveLength(3);
    expect(pageBody(entry, "Zz9=").toString()).toBe('<script nonce="Zz9=">a</script><link nonce="Zz9=">é');
    expect(pageBody(entry, "AbC+/1==").toString()).toBe(html);
    expect(cachedPage(Buffer.from(html.replaceAll("AbC+/1==", "other")), "other", []).etag).toBe(entry.etag);
    expect(entry.bytes).toBe(Buffer.byteLength(html));
  });
});
