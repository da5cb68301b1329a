// The maintained patches of docs/decisions/0011 are applied (npm ci runs patch-package), and the
// served app matches against cached route branches: requests hit the cache, they do not refill it.
import fs from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();
const require = createRequire(import.meta.url);

interface CacheStats {
  patched: string;
  hits: number;
  misses: number;
}

describe("route matching patches", () => {
  it("are in the installed packages, server (CommonJS) and client (ESM) copies", () => {
    const read = (spec: string) => fs.readFileSync(require.resolve(spec), "utf8");
    const routerDir = require.resolve("@remix-run/router").replace(/router\.cjs\.js$/, "");
    expect(read("@remix-run/router")).toContain("upskill-academy route-branch-cache v1");
    expect(fs.readFileSync(`${routerDir}router.js`, "utf8")).toContain("upskill-academy route-branch-cache v1");
    expect(read("react-router-dom/server")).toContain("staticDataRoutesCache");
    expect(fs.readFileSync(require.resolve("react-router-dom/server").replace(/\.js$/, ".mjs"), "utf8")).toContain("staticDataRoutesCache");
    const remixReact = require.resolve("@remix-run/react").replace(/index\.js$/, "");
    expect(fs.readFileSync(`${remixReact}server.js`, "utf8")).toContain("serverRoutesCache");
    expect(fs.readFileSync(`${remixReact}esm/server.js`, "utf8")).toContain("serverRoutesCache");
  });

  it("make page requests match against cached branches (server runtime, static handler and React router)", async () => {
    const copies = (globalThis as Record<symbol, CacheStats[] | undefined>)[Symbol.for("upskill-academy.route-branch-cache")] ?? [];
    // The runtime's CommonJS copy and the one bundled into the server build at least.
    expect(copies.length).toBeGreaterThanOrEqual(2);
    const total = () => copies.reduce((sum, c) => ({ hits: sum.hits + c.hits, misses: sum.misses + c.misses }), { hits: 0, misses: 0 });
    // Cookies keep the page cache out of the way: every request is rendered.
    const headers = { Cookie: "visitor=1" };
    for (const path of ["/methodology", "/tools", "/workshops"]) expect((await fetch(web.base() + path, { headers })).status).toBe(200);
    const before = total();
    for (let i = 0; i < 5; i++) {
      for (const path of ["/methodology", "/tools", "/workshops", "/no-such-page"]) await (await fetch(web.base() + path, { headers })).arrayBuffer();
    }
    const after = total();
    expect(after.misses - before.misses).toBe(0);
    // Three matches per document request: server runtime, static handler, React's <Routes>.
    expect(after.hits - before.hits).toBeGreaterThanOrEqual(20 * 3);
  });
});
