// Security of what the server sends (issue 13, items 5 and 7; DESIGN.md §4): headers on every
// response including static files, no-store on private pages, no stack trace or file path for a
// malformed address, an unsupported method or an error, and production as the default.
import { describe, expect, it } from "vitest";
import { config } from "../../app/config.server";
import { useTestDatabase } from "../helpers/test-database";
import { rawRequest } from "../helpers/raw-http";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();
const https = useWebServer({ production: true, appUrl: "https://academy.example.test" });

const LEAKS = [/at [\w.<>]+ \(/, /\/work\//, /node_modules/, /\.ts:\d+/, /URIError/, /stack/i];
const expectNoLeak = (text: string) => {
  for (const leak of LEAKS) expect(text).not.toMatch(leak);
};

describe("security headers", () => {
  it("are on static files too (nosniff, CSP, frame refusal)", async () => {
    for (const path of ["/favicon.svg", "/media/demo-video.png"]) {
      const response = await fetch(web.base() + path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
    }
  });

  it("send HSTS where the public address is HTTPS, and not on a plain-HTTP local run", async () => {
    expect((await fetch(`${https.base()}/tools`)).headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect((await fetch(`${https.base()}/favicon.svg`)).headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect((await fetch(`${web.base()}/tools`)).headers.get("strict-transport-security")).toBeNull();
  });
});

describe("pages with personal data", () => {
  it("are sent with Cache-Control: no-store, as are one-time links", async () => {
    for (const path of ["/profile", "/admin", "/reset-password?token=x", "/api/user"]) {
      const response = await fetch(web.base() + path, { redirect: "manual" });
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
    // Public pages stay cacheable by whatever the route says.
    expect((await fetch(`${web.base()}/tools`)).headers.get("cache-control") ?? "").not.toBe("no-store");
  });
});

describe("malformed requests", () => {
  it.each(["/%", "/toolkit/%E0%A4%A", "/tools/%ZZ", "/favicon%.svg"])("answers %s with a plain 400 page", async (path) => {
    const response = await rawRequest(web.base(), { path });
    expect(response.status).toBe(400);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.text).toContain("400 Bad Request");
    expectNoLeak(response.text);
  });

  it("answers a malformed /api address with problem JSON", async () => {
    const response = await rawRequest(web.base(), { path: "/api/analysis/%E0%A4%A" });
    expect(response.status).toBe(400);
    expect(response.headers["content-type"]).toMatch(/application\/problem\+json/);
    expect(JSON.parse(response.text)).toMatchObject({ status: 400, title: "Bad Request" });
  });

  it.each(["TRACE", "PROPFIND", "PURGE"])("answers %s / with a plain 405 page and the allowed methods", async (method) => {
    const response = await rawRequest(web.base(), { method, path: "/" });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toContain("GET");
    expect(response.text).toContain("405 Method Not Allowed");
    expectNoLeak(response.text);
  });
});

describe("production is the default", () => {
  it("with NODE_ENV unset: no development mode, test checkout only on a loopback address", () => {
    const saved = { NODE_ENV: process.env.NODE_ENV, APP_URL: process.env.APP_URL, TEST_CHECKOUT: process.env.TEST_CHECKOUT };
    try {
      Reflect.deleteProperty(process.env, "NODE_ENV");
      delete process.env.TEST_CHECKOUT;
      delete process.env.APP_URL;
      expect(config.isProduction).toBe(true);
      // The quick start: http://localhost:3000, plain cookies (a browser drops Secure ones there) and the test checkout.
      expect(config.secureCookies).toBe(false);
      expect(config.testCheckoutEnabled).toBe(true);
      process.env.APP_URL = "https://academy.example.com";
      expect(config.secureCookies).toBe(true);
      expect(config.testCheckoutEnabled).toBe(false);
      process.env.APP_URL = "http://academy.example.com";
      expect(config.testCheckoutEnabled).toBe(false);
      process.env.TEST_CHECKOUT = "on";
      expect(config.testCheckoutEnabled).toBe(true);
      process.env.APP_URL = "http://127.0.0.1:3000";
      process.env.TEST_CHECKOUT = "off";
      expect(config.testCheckoutEnabled).toBe(false);
      process.env.NODE_ENV = "development";
      delete process.env.TEST_CHECKOUT;
      process.env.APP_URL = "http://academy.example.com";
      expect(config.isProduction).toBe(false);
      expect(config.testCheckoutEnabled).toBe(true);
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });
});
