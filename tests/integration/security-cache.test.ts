// Personal pages are never stored by a browser or a shared cache (issue 24, item 9; DESIGN.md §4).
// The test walks every route of the Remix build: it calls each loader with a signed-in session
// and a visit, and a loader that reads the Cookie header is personal. Every personal route, and
// every route in PERSONAL_ROUTES, must answer `Cache-Control: no-store` as a document and as a
// `_data` request; a new route that reads the session without no-store fails here. The public
// pages of the page cache (server/page-cache.ts) must stay cacheable.
import { randomBytes } from "node:crypto";
import type { ServerBuild } from "@remix-run/node";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { users } from "../../db/schema/index";
import { config } from "../../app/config.server";
import { playableScenario } from "../../app/content/simulations";
import { fulfilPurchase } from "../../app/services/sales/purchases.server";
import { createSession } from "../../app/services/accounts/sessions.server";
import { answerPoint, startAttempt } from "../../app/services/simulation/simulations.server";
import { signToken } from "../../app/services/coach/challenge-sends.server";
import { inviteColleague } from "../../app/services/coach/invitations.server";
import { signUpForCoach } from "../../app/services/coach/signup.server";
import { loadServerBuild } from "../../server/runtime";
import { CACHEABLE_PATHS } from "../../server/page-cache";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();
process.env.AI_GENERATION_RATE_LIMIT = "10000";

/**
 * Routes that are personal whatever their loader reads (the six pages of issue 24 item 9, and
 * pages whose address holds a bearer token). Kept by hand: the walk below adds every loader that
 * reads the session or the visit.
 */
const PERSONAL_ROUTES = [
  "routes/simulation.$attemptId",
  "routes/simulation.$attemptId_.result",
  "routes/aiupskill.roadmap",
  "routes/aiupskill.workflows.$id",
  "routes/toolkit.$id_.consultation",
  "routes/checkout.$product",
  "routes/toolkit.$id",
  "routes/profile",
  "routes/admin",
  "routes/report.$token",
  "routes/reset-password",
  "routes/confirm-email",
  "routes/unsubscribe",
  // The email coach's private progress page and an invitation's confirmation page (issue 29): signed tokens.
  "routes/coach_.progress.$token",
  "routes/coach_.invitations.$token",
];

/**
 * Loaders that read the Cookie header and still are not personal, each with the reason. A route
 * added here has been checked by a person.
 */
const NOT_PERSONAL: Record<string, string> = {
  // The header's "signed in" and "admin" links and a one-time flash message, on every page; the
  // page's own loader decides whether the page is personal.
  root: "layout: shows only whether someone is signed in",
  // Reads only the one-time flash of its own form, to show "you joined the waitlist" (no address).
  "routes/toolkit-landing": "public page: the flash it reads holds no personal data",
};

const unique = () => randomBytes(6).toString("hex");
const scenario = playableScenario("generic-1")!;

interface Person {
  id: number;
  cookie: string;
}

async function person(role: "user" | "admin" = "user", buysSimulation = false): Promise<Person> {
  const email = `cache.${unique()}@example.com`;
  const [user] = await getDb()
    .insert(users)
    .values({ username: `Casey ${unique()}`, email, role, jobTitle: "Operations Coordinator", emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  if (buysSimulation) {
    const outcome = await fulfilPurchase({
      productCode: "simulation",
      email,
      name: "Casey",
      jobTitle: null,
      amountCents: 4900,
      currency: config.courseCurrency,
      method: "Test checkout",
      checkoutSessionId: `test_${unique()}`,
      paidByUserId: user!.id,
    });
    expect(outcome.status).toBe("fulfilled");
  }
  return { id: user!.id, cookie: `academy_session=${await createSession(user!.id)}` };
}

const ctxOf = (who: Person) => ({ actor: { id: who.id, email: "", username: "", role: "user" as const }, clientIp: "127.0.0.1", visitId: null });

async function post(path: string, body: unknown, cookie: string): Promise<Response> {
  return fetch(`${web.base()}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: web.base(), Cookie: cookie },
    body: JSON.stringify(body),
  });
}

/** A cookie header with the visit cookie a response set added. */
function withSetCookies(cookie: string, response: Response): string {
  const pairs = response.headers.getSetCookie().map((header) => header.split(";")[0]!);
  return [cookie, ...pairs].join("; ");
}

interface Fixture {
  /** The route's parameters: every dynamic route needs an entry, so that it is requested. */
  params: Record<string, string>;
  /** Whose session asks (default: the signed-in learner with a visit). */
  as?: "learner" | "player" | "admin";
}

let learner: Person & { visitCookie: string };
let player: Person;
let admin: Person;
const fixtures: Record<string, Fixture> = {};

/** The route and its parents, innermost first. */
type BuildRoute = NonNullable<ServerBuild["routes"][string]>;
function lineage(build: ServerBuild, id: string): BuildRoute[] {
  const routes: BuildRoute[] = [];
  for (let route: BuildRoute | undefined = build.routes[id]; route; route = route.parentId ? build.routes[route.parentId] : undefined) routes.push(route);
  return routes;
}

/** The URL path of a route of the build, with its parameters filled in. */
function pathOf(build: ServerBuild, id: string, params: Record<string, string>): string {
  const segments: string[] = [];
  for (const route of lineage(build, id)) if (route.path) segments.unshift(route.path);
  const filled = segments
    .join("/")
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      if (segment === "*") return params["*"] ?? "";
      if (segment.startsWith(":")) {
        const value = params[segment.slice(1).replace(/\?$/, "")];
        if (value === undefined) throw new Error(`${id}: the test has no value for ${segment}; add the route to the fixtures`);
        return encodeURIComponent(value);
      }
      return segment;
    });
  return `/${filled.join("/")}`;
}

const isDynamic = (build: ServerBuild, id: string) => lineage(build, id).some((route) => route.path && /(^|\/)(:|\*)/.test(route.path));

const cookieFor = (fixture: Fixture | undefined) =>
  fixture?.as === "player" ? player.cookie : fixture?.as === "admin" ? `${admin.cookie}; ${learner.visitCookie}` : `${learner.cookie}; ${learner.visitCookie}`;

/**
 * Calls the route's loader in this process with a request whose Cookie header is watched: true
 * when the loader (or anything it calls) read it.
 */
async function readsCookies(build: ServerBuild, id: string, path: string, cookie: string, params: Record<string, string>): Promise<boolean> {
  const loader = build.routes[id]!.module.loader;
  if (!loader) return false;
  const request = new Request(`http://localhost:3000${path}`, { headers: { Cookie: cookie, Origin: "http://localhost:3000" } });
  let read = false;
  const headers = new Proxy(request.headers, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown;
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (key === "entries" || key === "forEach" || key === Symbol.iterator || key === "values") read = true;
        if ((key === "get" || key === "has") && String(args[0]).toLowerCase() === "cookie") read = true;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  Object.defineProperty(request, "headers", { value: headers });
  try {
    await loader({ request, params, context: { cspNonce: "", clientIp: "127.0.0.1" } });
  } catch {
    // A thrown response (a redirect, a 404) still counts: what matters is whether it looked.
  }
  return read;
}

let build: ServerBuild;
let personal: string[] = [];

beforeAll(async () => {
  build = await loadServerBuild();
  learner = { ...(await person("user", true)), visitCookie: "" };
  player = await person("user", true);
  admin = await person("admin");

  // The learner's toolkit (made in their visit, while signed in) and workflow.
  const made = await post(
    "/api/analyze-job",
    {
      jobTitle: "Marketing Manager",
      workAreas: ["Content Creation", "Lead Generation"],
      priorityChallenge: "Optimize Content Creation, Lead Generation for Marketing & Advertising",
      isStructuredInput: true,
    },
    learner.cookie,
  );
  expect(made.status, await made.clone().text()).toBe(200);
  const { analysisId } = (await made.json()) as { analysisId: number };
  learner.visitCookie = withSetCookies("", made).replace(/^; /, "");
  const signedIn = `${learner.cookie}; ${learner.visitCookie}`;
  const form = { jobRole: "Marketing Manager", industry: "Marketing", currentTools: ["HubSpot CRM"], selectedWorkArea: "Content Creation" };
  const options = (await (await post("/api/generate-workflows", form, signedIn)).json()) as { workflows: { id: string }[] };
  const detailed = await post("/api/generate-detailed-workflow", { ...form, workflowId: options.workflows[0]!.id }, signedIn);
  expect(detailed.status).toBe(200);
  const { savedWorkflowId } = (await detailed.json()) as { savedWorkflowId: number };

  // One finished attempt (the learner's) and one in progress (the player's).
  const finished = await startAttempt({ scenarioId: scenario.id }, ctxOf(learner));
  if (!finished.ok) throw new Error(finished.reason);
  for (const point of scenario.points) {
    expect((await answerPoint({ attemptId: finished.attemptId, pointId: point.id, optionId: point.options[0]!.id }, ctxOf(learner))).ok).toBe(true);
  }
  const playing = await startAttempt({ scenarioId: scenario.id }, ctxOf(player));
  if (!playing.ok) throw new Error(playing.reason);
  const [certificate] = await getDb().execute<{ code: string | null }>(
    sql`SELECT certificate_code AS code FROM simulation_attempts WHERE id = ${finished.attemptId}`,
  );
  const [file] = await getDb().execute<{ id: string }>(sql`SELECT id FROM workflow_files LIMIT 1`);
  const [credential] = await getDb().execute<{ id: string }>(sql`SELECT id FROM credentials LIMIT 1`);

  // A coach user's progress page and the invitation they sent a colleague.
  const coach = await signUpForCoach({ email: `coach.${unique()}@example.com`, source: "hero" });
  if (!coach.ok) throw new Error("coach sign-up failed");
  const invited = await inviteColleague(coach.signupId, `colleague.${unique()}@example.com`);
  if (!invited.ok || invited.kind !== "sent") throw new Error("coach invitation failed");

  const toolkit = String(analysisId);
  const workflow = String(savedWorkflowId);
  const result = String(finished.attemptId);
  const token = "A".repeat(43);
  Object.assign(fixtures, {
    "routes/$": { params: { "*": "no-such-page" } },
    "routes/simulation.$attemptId": { params: { attemptId: String(playing.attemptId) }, as: "player" },
    "routes/simulation.$attemptId_.result": { params: { attemptId: result } },
    "routes/simulation.$attemptId_.certificate[.]pdf": { params: { attemptId: result } },
    "routes/simulation.$attemptId_.certificate[.]png": { params: { attemptId: result } },
    "routes/simulation.$attemptId_.report[.]pdf": { params: { attemptId: result } },
    "routes/ai-tools-for.$slug": { params: { slug: "registered-nurses" } },
    "routes/certificates.$code": { params: { code: certificate?.code ?? "no-certificate-code-here" } },
    // The certificates' credentials (issue 28): the credential by its code and by its id, a status list.
    "routes/certificates.$code_.credential[.]json": { params: { code: certificate?.code ?? "no-certificate-code-here" } },
    "routes/credentials.$file": { params: { file: `${credential?.id ?? "00000000-0000-4000-8000-000000000000"}.json` } },
    "routes/credentials.status.$list": { params: { list: "1" } },
    "routes/aiupskill.workflows.$id": { params: { id: workflow } },
    "routes/aiupskill.workflows.$id_.workflow-flowchart[.]jpg": { params: { id: workflow } },
    "routes/aiupskill.workflows.$id_.workflow-images[.]zip": { params: { id: workflow } },
    "routes/aiupskill.workflows.$id_.workflow[.]pdf": { params: { id: workflow } },
    "routes/workflow-files.$file": { params: { file: file?.id ?? "no-file" } },
    "routes/toolkit.$id": { params: { id: toolkit } },
    // The course (issue 27): the learner's lesson, a lesson attempt's page and the level's PDFs.
    "routes/learn.$level.$lesson": { params: { level: "level-1", lesson: "1" } },
    "routes/learn.$level.$lesson_.simulation.$attemptId": { params: { level: "level-1", lesson: "1", attemptId: result } },
    "routes/learn.$level.certificate[.]pdf": { params: { level: "level-1" } },
    "routes/learn.$level.certificate[.]png": { params: { level: "level-1" } },
    "routes/learn.$level.report[.]pdf": { params: { level: "level-1" } },
    "routes/toolkit.$id_.consultation": { params: { id: toolkit } },
    "routes/api.toolkit.$id": { params: { id: toolkit } },
    "routes/api.analysis.$id": { params: { id: toolkit } },
    "routes/checkout.$product": { params: { product: "level-1" } },
    "routes/report.$token": { params: { token } },
    "routes/api.download-report.$token": { params: { token } },
    "routes/api.report-status.$token": { params: { token } },
    "routes/api.unsubscribe.$token": { params: { token } },
    "routes/coach_.progress.$token": { params: { token: signToken("progress", coach.signupId) } },
    "routes/coach_.invitations.$token": { params: { token: signToken("invitation", invited.invitationId) } },
    "routes/api.admin.$": { params: { "*": "no-such-thing" }, as: "admin" },
    "routes/api.admin.payments.$id": { params: { id: "1" }, as: "admin" },
    "routes/api.admin.tools.$id": { params: { id: "1" }, as: "admin" },
    "routes/api.admin.users.$id": { params: { id: String(learner.id) }, as: "admin" },
    "routes/api.admin.users.$id.details": { params: { id: String(learner.id) }, as: "admin" },
    "routes/api.questionnaires.$id": { params: { id: "1" }, as: "admin" },
  } satisfies Record<string, Fixture>);
  for (const id of Object.keys(build.routes)) {
    if (/^routes\/(admin|api\.admin|api\.questionnaires)/.test(id) && !fixtures[id]) fixtures[id] = { params: {}, as: "admin" };
  }

  for (const id of Object.keys(build.routes)) {
    const fixture = fixtures[id] ?? { params: {} };
    const path = pathOf(build, id, fixture.params);
    if ((await readsCookies(build, id, path, cookieFor(fixture), fixture.params)) && !NOT_PERSONAL[id]) personal.push(id);
  }
  personal = [...new Set([...personal, ...PERSONAL_ROUTES])].sort();
}, 120_000);

const noStore = (value: string | null) => /\bno-store\b/i.test(value ?? "");

describe("every route of the build", () => {
  it("has parameters in this test when its address has any, so that the walk requests it", () => {
    const missing = Object.keys(build.routes).filter((id) => isDynamic(build, id) && !fixtures[id]);
    expect(missing, "dynamic routes without parameters in security-cache.test.ts").toEqual([]);
  });

  it("finds the personal routes by what their loaders read (the issue's pages among them)", () => {
    // The walk itself must work: these read the session or the visit.
    for (const id of [
      "routes/simulation.$attemptId",
      "routes/aiupskill.roadmap",
      "routes/toolkit.$id_.consultation",
      "routes/checkout.$product",
      "routes/profile",
    ]) {
      expect(personal, id).toContain(id);
    }
    for (const id of PERSONAL_ROUTES) expect(Object.keys(build.routes), `${id} is no longer a route: update PERSONAL_ROUTES`).toContain(id);
  });

  it("sends every personal page with Cache-Control: no-store, as a document and as the client router's data request", async () => {
    const failures: string[] = [];
    for (const id of personal) {
      const route = build.routes[id]!;
      const fixture = fixtures[id] ?? { params: {} };
      const path = pathOf(build, id, fixture.params);
      const headers = { Cookie: cookieFor(fixture) };
      const document = await fetch(web.base() + path, { headers, redirect: "manual" });
      await document.arrayBuffer();
      const value = document.headers.get("cache-control");
      const isRedirect = document.status >= 300 && document.status < 400;
      if (!isRedirect && !noStore(value)) failures.push(`${id} ${path} (document ${document.status}): ${value ?? "no Cache-Control"}`);
      if (!route.module.default) continue;
      // Single fetch: "/x.data" ("/_root.data" for "/") loads the page's data; a redirect is a 202 whose body says where.
      const data = await fetch(`${web.base()}${path === "/" ? "/_root" : path}.data?_route=${encodeURIComponent(id)}`, { headers, redirect: "manual" });
      const body = await data.text();
      const dataRedirect = (data.status === 202 && body.includes("SingleFetchRedirect")) || (data.status >= 300 && data.status < 400);
      if (!dataRedirect && !noStore(data.headers.get("cache-control"))) {
        failures.push(`${id} ${path} (data ${data.status}): ${data.headers.get("cache-control") ?? "no Cache-Control"}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("shows the issue's pages to their owner (200) with no-store", async () => {
    for (const id of [
      "routes/simulation.$attemptId",
      "routes/simulation.$attemptId_.result",
      "routes/aiupskill.roadmap",
      "routes/aiupskill.workflows.$id",
      "routes/toolkit.$id_.consultation",
      "routes/checkout.$product",
    ]) {
      const fixture = fixtures[id] ?? { params: {} };
      const path = pathOf(build, id, fixture.params);
      const response = await fetch(web.base() + path, { headers: { Cookie: cookieFor(fixture) }, redirect: "manual" });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toMatch(/text\/html/);
      expect(response.headers.get("cache-control"), path).toMatch(/\bno-store\b/);
      await response.arrayBuffer();
    }
  });
});

describe("public pages", () => {
  it("stay cacheable: answered from the page cache, revalidated (no-cache), never no-store", async () => {
    // The exact paths, and one page of each family (the occupation pages).
    for (const path of [...CACHEABLE_PATHS, "/ai-tools-for/registered-nurses"]) {
      await (await fetch(web.base() + path)).arrayBuffer();
      const second = await fetch(web.base() + path);
      await second.arrayBuffer();
      expect(second.status, path).toBe(200);
      expect(second.headers.get("x-page-cache"), path).toBe("hit");
      expect(second.headers.get("cache-control"), path).toBe("no-cache");
    }
    // Without a session, the sales and catalogue pages say nothing against caching either.
    for (const path of ["/aiupskill/training", "/tools"]) {
      const response = await fetch(web.base() + path, { headers: { Cookie: "x=1" } });
      await response.arrayBuffer();
      expect(noStore(response.headers.get("cache-control")), path).toBe(false);
    }
  });
});
