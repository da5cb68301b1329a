import { describe, expect, it } from "vitest";
import {
  classifyLinkCheck,
  countsAsFailure,
  isPrivateHost,
  linkCheckedLabel,
  MAX_REDIRECTS,
  networkErrorCode,
  nextLinkState,
  redirectTarget,
  retryWithGet,
  sameSite,
  siteOf,
  type Hop,
} from "./tool-link-check";

const answer = (url: string, status: number, location: string | null = null, method: "HEAD" | "GET" = "HEAD"): Hop => ({ url, method, status, location });

describe("siteOf and sameSite", () => {
  it("treats www, subdomains and the bare domain as one site", () => {
    expect(siteOf("www.example.com")).toBe("example.com");
    expect(siteOf("app.example.com")).toBe("example.com");
    expect(siteOf("Example.COM.")).toBe("example.com");
    expect(sameSite("https://example.com/", "https://www.example.com/start")).toBe(true);
    expect(sameSite("http://example.com/", "https://app.example.com/login")).toBe(true);
  });
  it("keeps country second levels and shared hosts apart", () => {
    expect(siteOf("www.bbc.co.uk")).toBe("bbc.co.uk");
    expect(sameSite("https://a.co.uk/", "https://b.co.uk/")).toBe(false);
    expect(sameSite("https://one.github.io/", "https://two.github.io/")).toBe(false);
    expect(siteOf("a.b.example.io")).toBe("example.io");
  });
  it("compares addresses by host and port-less IP", () => {
    expect(sameSite("http://127.0.0.1:4000/a", "http://127.0.0.1:5000/b")).toBe(true);
    expect(sameSite("http://127.0.0.1:4000/a", "http://localhost:4000/b")).toBe(false);
    expect(sameSite("not a url", "https://example.com")).toBe(false);
  });
});

describe("classifyLinkCheck", () => {
  const start = "https://tool.example.com/";
  it("ok: 2xx, directly or after a redirect within the site (http to https included)", () => {
    expect(classifyLinkCheck(start, [answer(start, 200)])).toMatchObject({ status: "ok", httpStatus: 200, movedTo: null });
    const viaHttps = classifyLinkCheck("http://example.com/", [
      answer("http://example.com/", 301, "https://www.example.com/"),
      answer("https://www.example.com/", 302, "/home"),
      answer("https://www.example.com/home", 200),
    ]);
    expect(viaHttps).toMatchObject({ status: "ok", httpStatus: 200 });
  });
  it("moved: a redirect to another domain, recording the landing page", () => {
    const result = classifyLinkCheck(start, [answer(start, 301, "https://newname.ai/"), answer("https://newname.ai/", 200)]);
    expect(result).toEqual({ status: "moved", httpStatus: 200, movedTo: "https://newname.ai/", detail: "redirects to newname.ai" });
  });
  it("moved, not dead, even when the other domain answers 404 or does not exist (the bad-input rule)", () => {
    const notFound = classifyLinkCheck(start, [
      answer(start, 302, "https://other.example.org/x"),
      answer("https://other.example.org/x", 302, "/y"),
      answer("https://other.example.org/y", 404, null, "GET"),
    ]);
    expect(notFound).toMatchObject({ status: "moved", httpStatus: 404, movedTo: "https://other.example.org/x" });
    const noHost = classifyLinkCheck(start, [answer(start, 301, "https://gone.invalid/"), { url: "https://gone.invalid/", method: "HEAD", error: "dns" }]);
    expect(noHost).toMatchObject({ status: "moved", movedTo: "https://gone.invalid/" });
  });
  it("dead: 404, 410, no such host, connection refused, a private address", () => {
    expect(classifyLinkCheck(start, [answer(start, 404, null, "GET")]).status).toBe("dead");
    expect(classifyLinkCheck(start, [answer(start, 410, null, "GET")]).status).toBe("dead");
    expect(classifyLinkCheck(start, [{ url: start, method: "HEAD", error: "dns" }])).toMatchObject({
      status: "dead",
      detail: "no such host",
      httpStatus: null,
    });
    expect(classifyLinkCheck(start, [{ url: start, method: "HEAD", error: "refused" }]).status).toBe("dead");
    expect(classifyLinkCheck(start, [{ url: start, method: "HEAD", error: "not-public" }]).status).toBe("dead");
  });
  it("unreachable: 5xx, timeouts, TLS errors, loops, other 4xx", () => {
    expect(classifyLinkCheck(start, [answer(start, 500, null, "GET")])).toMatchObject({ status: "unreachable", httpStatus: 500, detail: "HTTP 500" });
    expect(classifyLinkCheck(start, [{ url: start, method: "HEAD", error: "timeout" }])).toMatchObject({ status: "unreachable", detail: "timed out" });
    expect(classifyLinkCheck(start, [{ url: start, method: "HEAD", error: "tls" }]).status).toBe("unreachable");
    expect(classifyLinkCheck(start, [answer(start, 400, null, "GET")]).status).toBe("unreachable");
    const loop = Array.from({ length: MAX_REDIRECTS + 1 }, (_, i) => answer(`${start}${i % 2 ? "a" : "b"}`, 302, i % 2 ? "/b" : "/a"));
    expect(classifyLinkCheck(start, loop)).toMatchObject({ status: "unreachable", detail: `more than ${MAX_REDIRECTS} redirects` });
    expect(classifyLinkCheck(start, [answer(start, 302, null)])).toMatchObject({ status: "unreachable", detail: "HTTP 302 without a usable Location" });
  });
  it("blocked: 401, 403, 429, 999 and a bot challenge", () => {
    for (const status of [401, 403, 429, 999]) expect(classifyLinkCheck(start, [answer(start, status, null, "GET")]).status).toBe("blocked");
    expect(classifyLinkCheck(start, [{ url: start, method: "GET", status: 503, location: null, challenge: true }]).status).toBe("blocked");
  });
});

describe("the rules around the requests", () => {
  it("asks again with GET when HEAD is refused or mishandled, not when the host is missing", () => {
    expect(retryWithGet(answer("https://a.com/", 405))).toBe(true);
    expect(retryWithGet(answer("https://a.com/", 403))).toBe(true);
    expect(retryWithGet(answer("https://a.com/", 501))).toBe(true);
    expect(retryWithGet(answer("https://a.com/", 200))).toBe(false);
    expect(retryWithGet(answer("https://a.com/", 301, "/x"))).toBe(false);
    expect(retryWithGet(answer("https://a.com/", 405, null, "GET"))).toBe(false);
    expect(retryWithGet({ url: "https://a.com/", method: "HEAD", error: "reset" })).toBe(true);
    expect(retryWithGet({ url: "https://a.com/", method: "HEAD", error: "dns" })).toBe(false);
    expect(retryWithGet({ url: "https://a.com/", method: "HEAD", error: "timeout" })).toBe(false);
  });
  it("resolves a redirect's Location, refusing anything but http and https", () => {
    expect(redirectTarget("https://a.com/x/y", "../z")).toBe("https://a.com/z");
    expect(redirectTarget("https://a.com/", "//b.com/")).toBe("https://b.com/");
    expect(redirectTarget("https://a.com/", "mailto:x@a.com")).toBeNull();
    expect(redirectTarget("https://a.com/", null)).toBeNull();
  });
  it("names the network errors of Node's fetch", () => {
    const fetchFailed = (code: string) => Object.assign(new TypeError("fetch failed"), { cause: Object.assign(new Error(code), { code }) });
    expect(networkErrorCode(fetchFailed("ENOTFOUND"))).toBe("dns");
    expect(networkErrorCode(fetchFailed("ECONNREFUSED"))).toBe("refused");
    expect(networkErrorCode(fetchFailed("CERT_HAS_EXPIRED"))).toBe("tls");
    expect(networkErrorCode(fetchFailed("ECONNRESET"))).toBe("reset");
    expect(networkErrorCode(new DOMException("The operation was aborted due to timeout", "TimeoutError"))).toBe("timeout");
    expect(networkErrorCode(new Error("something"))).toBe("other");
  });
  it("knows the addresses that are not public", () => {
    for (const host of ["localhost", "127.0.0.1", "10.1.2.3", "192.168.0.1", "172.20.0.1", "169.254.169.254", "[::1]", "fd00::1", "printer.local"])
      expect(isPrivateHost(host)).toBe(true);
    for (const host of ["example.com", "8.8.8.8", "172.32.0.1", "2606:4700::1111"]) expect(isPrivateHost(host)).toBe(false);
  });
});

describe("nextLinkState", () => {
  const now = new Date("2026-11-29T23:00:00Z");
  it("hides a tool at its third failure in a row, and only dead and unreachable count", () => {
    expect(countsAsFailure("dead") && countsAsFailure("unreachable")).toBe(true);
    expect(countsAsFailure("moved") || countsAsFailure("blocked") || countsAsFailure("ok")).toBe(false);
    let state = { failures: 0, hiddenSince: null as Date | null };
    state = nextLinkState(state, "dead", now);
    state = nextLinkState(state, "unreachable", now);
    expect(state).toMatchObject({ failures: 2, hiddenSince: null, hiddenNow: false });
    expect(nextLinkState(state, "dead", now)).toEqual({ failures: 3, hiddenSince: now, hiddenNow: true });
  });
  it("a blocked or moved check ends the run; a hidden tool stays hidden until an admin looks", () => {
    expect(nextLinkState({ failures: 2, hiddenSince: null }, "blocked", now)).toMatchObject({ failures: 0, hiddenSince: null });
    expect(nextLinkState({ failures: 2, hiddenSince: null }, "moved", now)).toMatchObject({ failures: 0 });
    const earlier = new Date("2026-11-15T23:00:00Z");
    expect(nextLinkState({ failures: 3, hiddenSince: earlier }, "ok", now)).toEqual({ failures: 0, hiddenSince: earlier, hiddenNow: false });
    expect(nextLinkState({ failures: 3, hiddenSince: earlier }, "dead", now)).toEqual({ failures: 4, hiddenSince: earlier, hiddenNow: false });
  });
});

describe("linkCheckedLabel", () => {
  it("reads 'Link checked 3 Nov 2026', nothing when never checked", () => {
    expect(linkCheckedLabel("2026-11-03T23:30:00Z")).toBe("Link checked 3 Nov 2026");
    expect(linkCheckedLabel(null)).toBeNull();
    expect(linkCheckedLabel("nonsense")).toBeNull();
  });
});
