// The catalogue's link check (issue 30 item 4) against a fake site on loopback: every tool's address
// is pointed at it first (the seeded catalogue's real addresses are never asked), then the checker
// runs as the weekly job and `academy tools check` do. Statuses, dates, the three failures that hide a
// tool from /tools and new toolkits, the AI Tools tab's flags and its two answers, and the CLI.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { analysisInputSchema } from "../../app/lib/schemas/toolkit";
import { linkRunSummary, type LinkStatus } from "../../app/lib/tool-link-check";
import { checkToolLinks, type ToolCheckRun } from "../../app/services/catalogue/tool-check.server";
import { createAnalysis } from "../../app/services/toolkits/toolkits.server";
import { getToolkit } from "../../app/services/toolkits/toolkit-views.server";
import { crontab } from "../../jobs/crontab";
import { taskList } from "../../jobs/tasks/index";
import { academy } from "../helpers/academy";
import { createEnrolledAdmin, signInAsAdmin } from "../helpers/admin-sign-in";
import { Browser } from "../helpers/browser";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();
const q = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => getDb().execute<T>(query);
/** A name as React writes it into the page. */
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
/** A /tools card's "Try {tool}" link as server-rendered (React puts a comment between the two texts). */
const tryLink = (name: string) => `Try <!-- -->${html(name)}`;

/** A site that answers each path its own way; "localhost" on the second server is another domain. */
interface FakeSite {
  server: http.Server;
  base: string;
  userAgents: Set<string>;
  methods: string[];
  inFlight: number;
  maxInFlight: number;
}

function fakeSite(host: string, handle: (req: http.IncomingMessage, res: http.ServerResponse, site: FakeSite) => void): Promise<FakeSite> {
  const site: FakeSite = { server: undefined as never, base: "", userAgents: new Set(), methods: [], inFlight: 0, maxInFlight: 0 };
  site.server = http.createServer((req, res) => {
    site.userAgents.add(req.headers["user-agent"] ?? "");
    site.methods.push(`${req.method} ${req.url}`);
    site.inFlight++;
    site.maxInFlight = Math.max(site.maxInFlight, site.inFlight);
    res.on("close", () => site.inFlight--);
    handle(req, res, site);
  });
  return new Promise((resolve) =>
    site.server.listen(0, "127.0.0.1", () => {
      site.base = `http://${host}:${(site.server.address() as AddressInfo).port}`;
      resolve(site);
    }),
  );
}

let main: FakeSite;
let other: FakeSite;
let closedPort: number;

const send = (res: http.ServerResponse, status: number, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "Content-Type": "text/html", ...headers });
  res.end(res.req.method === "HEAD" ? undefined : `<html><body>${status} ${"x".repeat(50_000)}</body></html>`);
};

beforeAll(async () => {
  other = await fakeSite("localhost", (req, res) => (req.url === "/new-home" ? send(res, 200) : send(res, 404)));
  main = await fakeSite("127.0.0.1", (req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    switch (path) {
      case "/ok":
        return send(res, 200);
      case "/head-refused":
        return req.method === "HEAD" ? send(res, 405) : send(res, 200);
      case "/not-found":
        return send(res, 404);
      case "/gone":
        return send(res, 410);
      case "/error":
        return send(res, 500);
      case "/slow":
        return void setTimeout(() => send(res, 200), 2_000);
      case "/same-site":
        return send(res, 301, { Location: "/ok?from=same-site" });
      case "/moved":
        return send(res, 301, { Location: `${other.base}/new-home` });
      case "/moved-dead":
        return send(res, 302, { Location: `${other.base}/missing` });
      case "/loop":
        return send(res, 302, { Location: "/loop-2" });
      case "/loop-2":
        return send(res, 302, { Location: "/loop" });
      case "/forbidden":
        return send(res, 403);
      default:
        return send(res, 404);
    }
  });
  const spare = await fakeSite("127.0.0.1", () => {});
  closedPort = (spare.server.address() as AddressInfo).port;
  await new Promise((resolve) => spare.server.close(resolve));

  // Nothing leaves this machine: every tool's address is on the fake site.
  await q(sql`UPDATE tools SET web_link = ${main.base} || '/ok?tool=' || id, affiliate_link = NULL`);
});

afterAll(async () => {
  main.server.closeAllConnections();
  other.server.closeAllConnections();
  await Promise.all([new Promise((r) => main.server.close(r)), new Promise((r) => other.server.close(r))]);
});

const SCENARIOS: [path: string, expected: LinkStatus][] = [
  ["/ok", "ok"],
  ["/head-refused", "ok"],
  ["/same-site", "ok"],
  ["/not-found", "dead"],
  ["/gone", "dead"],
  ["/refused", "dead"],
  ["/error", "unreachable"],
  ["/slow", "unreachable"],
  ["/loop", "unreachable"],
  ["/moved", "moved"],
  ["/moved-dead", "moved"],
  ["/forbidden", "blocked"],
];
const FAILING = new Set(["/not-found", "/gone", "/refused", "/error", "/slow", "/loop"]);

const marketingManager = () =>
  analysisInputSchema.parse({
    jobTitle: "Marketing Manager",
    industry: "Marketing & Advertising",
    workAreas: ["Content Creation", "Lead Generation", "Social Media Strategy"],
    currentTools: { fileStorage: ["Google Drive"], videoMeeting: ["Zoom"], emailClient: ["Gmail"], crm: ["HubSpot CRM"], otherTools: [] },
  });
const session = "visit-cccccccccccccccccccccccccccccccc";
const viewer = { browserSessionId: session, userId: null, isAdmin: false, shareToken: null };

/** Scenario path -> tool (the first recommendations of a toolkit, so hiding shows in the next one). */
const byPath = new Map<string, { id: number; name: string }>();
const options = { timeoutMs: 400, sameHostPauseMs: 0 };
let firstRun: ToolCheckRun;

describe("the checker over the fake site", () => {
  it("finds each address's status and records it with the date", async () => {
    const toolkit = (await getToolkit((await createAnalysis(marketingManager(), { browserSessionId: session })).analysisId, viewer))!;
    const picked = toolkit.recommendations.filter((r) => r.toolId !== null).slice(0, 3);
    const others = await q<{ id: number; name: string }>(
      sql`SELECT id, name FROM tools WHERE is_active AND id NOT IN ${sql.raw(`(${picked.map((p) => p.toolId).join(",")})`)} ORDER BY id LIMIT ${SCENARIOS.length - picked.length}`,
    );
    // The toolkit's tools get the failing addresses that hide them (dead, gone, unreachable).
    const order = ["/not-found", "/gone", "/error", ...SCENARIOS.map(([p]) => p).filter((p) => !["/not-found", "/gone", "/error"].includes(p))];
    const tools = [...picked.map((p) => ({ id: p.toolId!, name: p.name })), ...others];
    for (const [i, path] of order.entries()) {
      const tool = tools[i]!;
      byPath.set(path, tool);
      const url = path === "/refused" ? `http://127.0.0.1:${closedPort}/` : `${main.base}${path}`;
      await q(sql`UPDATE tools SET web_link = ${url} WHERE id = ${tool.id}`);
    }

    const before = Date.now();
    firstRun = await checkToolLinks(options);
    const total = (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM tools WHERE is_active`))[0]!.n;
    expect(firstRun.checked).toBe(total);
    console.info(`Link check over the fake site (${total} tools, ${SCENARIOS.length} scenarios): ${linkRunSummary(firstRun)}`);
    const found = SCENARIOS.map(([path]) => {
      const r = firstRun.results.find((x) => x.id === byPath.get(path)!.id)!;
      return [path, r.status, r.httpStatus, r.detail];
    });
    console.info(found.map((f) => f.join("  ")).join("\n"));
    expect(found.map(([path, status]) => [path, status])).toEqual(SCENARIOS);

    const rows = await q<{
      id: number;
      link_status: string;
      link_checked_at: Date;
      link_failures: number;
      link_moved_to: string | null;
      link_http_status: number | null;
    }>(
      sql`SELECT id, link_status, link_checked_at, link_failures, link_moved_to, link_http_status FROM tools WHERE id IN ${sql.raw(`(${[...byPath.values()].map((t) => t.id).join(",")})`)}`,
    );
    for (const [path, status] of SCENARIOS) {
      const row = rows.find((r) => r.id === byPath.get(path)!.id)!;
      expect(row.link_status, path).toBe(status);
      expect(new Date(row.link_checked_at).getTime(), path).toBeGreaterThanOrEqual(before - 1000);
      expect(row.link_failures, path).toBe(FAILING.has(path) ? 1 : 0);
    }
    // The bad-input rule: a redirect to another domain is 'moved' (with the new address), even when it lands on a 404.
    expect(rows.find((r) => r.id === byPath.get("/moved")!.id)).toMatchObject({ link_moved_to: `${other.base}/new-home`, link_http_status: 200 });
    expect(rows.find((r) => r.id === byPath.get("/moved-dead")!.id)).toMatchObject({ link_moved_to: `${other.base}/missing`, link_http_status: 404 });
    // HEAD first, GET only where HEAD was refused; the checker's own name; one request at a time per host.
    expect(main.methods).toContain("HEAD /head-refused");
    expect(main.methods).toContain("GET /head-refused");
    expect(main.methods.filter((m) => /^GET \/ok\?tool=/.test(m))).toEqual([]);
    expect([...main.userAgents]).toEqual([expect.stringMatching(/^UpskillAcademyLinkChecker\/1\.0 \(\+http/)]);
    expect(main.maxInFlight).toBe(1);
  });

  it("hides a tool after its third failure in a row: gone from /tools and from a new toolkit, flagged on the AI Tools tab", async () => {
    const ids = [...byPath.values()].map((t) => t.id);
    await checkToolLinks({ ...options, toolIds: ids });
    const third = await checkToolLinks({ ...options, toolIds: ids });
    const hiddenPaths = SCENARIOS.map(([p]) => p).filter((p) => third.hiddenNow.some((t) => t.id === byPath.get(p)!.id));
    expect(new Set(hiddenPaths)).toEqual(FAILING);
    const failures = await q<{ id: number; link_failures: number; hidden: boolean }>(
      sql`SELECT id, link_failures, link_hidden_since IS NOT NULL AS hidden FROM tools WHERE id IN ${sql.raw(`(${ids.join(",")})`)}`,
    );
    for (const [path] of SCENARIOS) {
      expect(
        failures.find((r) => r.id === byPath.get(path)!.id),
        path,
      ).toMatchObject({ link_failures: FAILING.has(path) ? 3 : 0, hidden: FAILING.has(path) });
    }

    // /tools (the built app, another copy of the caches: it hears the change through PostgreSQL).
    const gone = byPath.get("/not-found")!;
    const kept = byPath.get("/moved")!;
    await expect
      .poll(async () => (await new Browser(web.base).get(`/tools?q=${encodeURIComponent(gone.name)}`)).body, { timeout: 10_000 })
      .not.toContain(tryLink(gone.name));
    const keptPage = (await new Browser(web.base).get(`/tools?q=${encodeURIComponent(kept.name)}`)).body as string;
    expect(keptPage).toContain(tryLink(kept.name));
    expect(keptPage).toMatch(/Link checked \d{1,2} [A-Z][a-z]{2,3} \d{4}/);
    const api = (await new Browser(web.base).get(`/api/ai-tools?q=${encodeURIComponent(gone.name)}`)).body as { id: number }[];
    expect(api.map((t) => t.id)).not.toContain(gone.id);

    // A new toolkit for the same job leaves the hidden tools out.
    const toolkit = (await getToolkit((await createAnalysis(marketingManager(), { browserSessionId: session })).analysisId, viewer))!;
    const recommended = toolkit.recommendations.map((r) => r.toolId);
    for (const path of ["/not-found", "/gone", "/error"]) expect(recommended, path).not.toContain(byPath.get(path)!.id);
    // Its cards carry the date of their address's last check ("Link checked 3 Nov 2026" on the page).
    expect(toolkit.recommendations.every((r) => r.linkCheckedAt !== null)).toBe(true);
  });

  it("lets an admin filter the flagged tools, show a hidden one again and take a moved one's new address (plain forms)", async () => {
    const enrolled = await createEnrolledAdmin({ email: `links.${Date.now().toString(36)}@example.com`, name: "Links Admin", password: "admin pass phrase" });
    const admin = new Browser(web.base);
    expect((await signInAsAdmin(admin, enrolled)).status).toBe(200);

    const flagged = (await admin.get("/admin/tools?links=flagged")).body as string;
    for (const path of [...FAILING, "/moved", "/moved-dead"]) expect(flagged, path).toContain(html(byPath.get(path)!.name));
    expect(flagged).not.toContain(`>${html(byPath.get("/ok")!.name)}<`);
    expect(flagged).toContain("Hidden from /tools and toolkits since");
    expect(flagged).toContain(`${other.base}/new-home`);

    const gone = byPath.get("/not-found")!;
    const restored = await admin.request("/admin/tools?links=flagged", { method: "POST", form: { intent: "restore-link", id: String(gone.id) } });
    expect(restored.status).toBe(302);
    expect(
      (
        await q<{ hidden: boolean; link_failures: number }>(sql`SELECT link_hidden_since IS NOT NULL AS hidden, link_failures FROM tools WHERE id = ${gone.id}`)
      )[0],
    ).toEqual({
      hidden: false,
      link_failures: 0,
    });
    await expect
      .poll(async () => (await new Browser(web.base).get(`/tools?q=${encodeURIComponent(gone.name)}`)).body, { timeout: 10_000 })
      .toContain(tryLink(gone.name));

    const moved = byPath.get("/moved")!;
    expect((await admin.request("/admin/tools", { method: "POST", form: { intent: "accept-moved-link", id: String(moved.id) } })).status).toBe(302);
    const [row] = await q<{ web_link: string; link_status: string | null; link_moved_to: string | null }>(
      sql`SELECT web_link, link_status, link_moved_to FROM tools WHERE id = ${moved.id}`,
    );
    expect(row).toEqual({ web_link: `${other.base}/new-home`, link_status: null, link_moved_to: null });
    // Nothing to take for a tool that did not move.
    const refused = await admin.request("/admin/tools", { method: "POST", form: { intent: "accept-moved-link", id: String(byPath.get("/ok")!.id) } });
    expect(refused.status).toBe(302);
    const audit = await q<{ action: string; target_id: string }>(sql`SELECT action, target_id FROM audit_log WHERE action LIKE 'tool.%link' ORDER BY id`);
    expect(audit).toEqual([
      { action: "tool.restore-link", target_id: String(gone.id) },
      { action: "tool.accept-moved-link", target_id: String(moved.id) },
    ]);
    // A member or a stranger changes nothing.
    const stranger = await new Browser(web.base).request("/admin/tools", {
      method: "POST",
      form: { intent: "restore-link", id: String(byPath.get("/gone")!.id) },
    });
    expect(stranger.status).toBe(401);
    expect(
      (await q<{ hidden: boolean }>(sql`SELECT link_hidden_since IS NOT NULL AS hidden FROM tools WHERE id = ${byPath.get("/gone")!.id}`))[0]!.hidden,
    ).toBe(true);
  });
});

describe("academy tools check and the weekly job", () => {
  it("runs the check by hand and prints the statuses found", async () => {
    const ids = ["/ok", "/moved-dead", "/gone", "/forbidden"].map((p) => String(byPath.get(p)!.id));
    const { code, stdout } = await academy(["tools", "check", "--tool", ...ids]);
    expect(code).toBe(0);
    expect(stdout).toContain("4 checked: 1 ok, 1 moved, 1 blocked, 1 dead, 0 unreachable");
    expect(stdout).toMatch(/^moved +#\d+ .*-> http:\/\/localhost:\d+\/missing/m);
    expect(stdout).toMatch(/^dead +#\d+ .*\(HTTP 410\) \[hidden\]$/m);
    const json = await academy(["tools", "check", "--tool", ids[0]!, "--json"]);
    expect(JSON.parse(json.stdout)).toMatchObject({ checked: 1, counts: { ok: 1 }, results: [{ status: "ok", httpStatus: 200 }] });
  });

  it("is scheduled weekly, and the scheduled run does nothing under tests (TOOL_LINK_CHECKS defaults off)", async () => {
    expect(crontab.split("\n")).toContain("37 23 * * 0 check-tool-links ?max=1&queue=tool-links&jobKey=check-tool-links");
    const before = main.methods.length;
    const logs: string[] = [];
    const helpers = { logger: { info: (m: string) => logs.push(m) } } as never;
    await (taskList["check-tool-links"] as (payload: unknown, helpers: never) => Promise<void>)({ _cron: { ts: new Date().toISOString() } }, helpers);
    expect(logs).toEqual(["Tool link check skipped: TOOL_LINK_CHECKS is off"]);
    expect(main.methods.length).toBe(before);
  });
});
