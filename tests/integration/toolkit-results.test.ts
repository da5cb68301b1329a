// The toolkit results page and its API routes through the web server as deployed (Express + the
// Remix build) against a test database: who may see a toolkit, the salary recalculation, the
// use cases (generated once, then reused) and the engagement events.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { sessions, users } from "../../db/schema/index";
import { formatCurrency } from "../../app/lib/format";
import { toolkitTotals } from "../../app/lib/savings";
import { builtInUseCases } from "../../app/lib/use-cases";
import { hashSessionToken } from "../../app/services/accounts/sessions.server";
import { getToolkit } from "../../app/services/toolkits/toolkit-views.server";
import { generateUseCases, recommendationUseCases } from "../../app/services/toolkits/use-cases.server";
import { useFakeOpenAI } from "../helpers/fake-openai";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();

const payload = {
  jobTitle: "Marketing Manager",
  workAreas: ["Content Creation", "Lead Generation"],
  priorityChallenge: "Optimize Content Creation, Lead Generation for Marketing & Advertising",
  isStructuredInput: true,
};

/** A toolkit made through POST /api/analyze-job by a new visit: its id and the visit's cookie. */
async function makeToolkit(body: Record<string, unknown> = payload, cookie?: string) {
  const response = await fetch(`${web.base()}/api/analyze-job`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: web.base(), ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  const { analysisId } = (await response.json()) as { analysisId: number };
  const visit = cookie ?? response.headers.get("set-cookie")!.split(";")[0]!;
  const [row] = await getDb().execute<{ share_token: string }>(sql`SELECT share_token FROM analyses WHERE id = ${analysisId}`);
  return { id: analysisId, cookie: visit, shareToken: row!.share_token };
}

const get = (path: string, cookie?: string) => fetch(web.base() + path, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
const post = (path: string, body: unknown, cookie?: string) =>
  fetch(web.base() + path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: web.base(), ...(cookie ? { Cookie: cookie } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const html = async (response: Response) => (await response.text()).replaceAll("&#x27;", "'").replaceAll("&amp;", "&").replaceAll("&quot;", '"');

async function adminCookie(): Promise<string> {
  const [admin] = await getDb().insert(users).values({ username: "Ada Admin", email: "ada.results@example.com", role: "admin" }).returning({ id: users.id });
  await getDb()
    .insert(sessions)
    .values({ id: hashSessionToken("results-admin-token-0123456789"), userId: admin!.id, expiresAt: new Date(Date.now() + 3_600_000) });
  return "academy_session=results-admin-token-0123456789";
}

let mine: Awaited<ReturnType<typeof makeToolkit>>;
let other: Awaited<ReturnType<typeof makeToolkit>>;
beforeAll(async () => {
  mine = await makeToolkit();
  other = await makeToolkit({ ...payload, jobTitle: "Sales Director" });
  expect(other.cookie).not.toBe(mine.cookie);
});

describe("GET /api/toolkit/{id}", () => {
  it("answers the visit that made it, share-link holders and admins; anyone else gets 404", async () => {
    const ok = await get(`/api/toolkit/${mine.id}`, mine.cookie);
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ analysisId: mine.id, jobTitle: "Marketing Manager" });
    expect(body).not.toHaveProperty("shareToken");
    expect((body.recommendations as unknown[]).length).toBeGreaterThan(0);

    expect((await get(`/api/toolkit/${mine.id}`, other.cookie)).status).toBe(404);
    expect((await get(`/api/toolkit/${mine.id}`)).status).toBe(404);
    expect((await get(`/api/toolkit/${mine.id}?share=${mine.shareToken}`)).status).toBe(200);
    expect((await get(`/api/toolkit/${mine.id}?share=${other.shareToken}`)).status).toBe(404);
    expect((await get(`/api/toolkit/${mine.id}`, await adminCookie())).status).toBe(200);
  });

  it("answers 404 for non-numeric and unknown ids", async () => {
    for (const id of ["abc", "1e3", "-1", "0", "999999", "99999999999"]) {
      expect((await get(`/api/toolkit/${id}`, mine.cookie)).status, id).toBe(404);
    }
  });
});

describe("/toolkit/{id}", () => {
  it("renders the toolkit for its visit with the heading, tiles and grouped tools", async () => {
    const response = await get(`/toolkit/${mine.id}`, mine.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const page = await html(response);
    expect(page).toContain("Your Personalized Marketing Manager AI Toolkit");
    expect(page).not.toContain("Avg. Productivity Gain");
    for (const text of [
      "Time Saved a Week",
      "of a 40-hour week",
      "Potential Annual Value Generated",
      "AI Power Tools",
      "primary thinking partners",
      "Content Creation",
      "Lead Generation",
      'href="/methodology"',
    ]) {
      expect(page).toContain(text);
    }
    expect(page).toContain(`href="/job-description?jobTitle=Marketing%20Manager"`);
    // Without JavaScript: the salary is a GET form, and the share link is shown in a field.
    expect(page).toMatch(/<form[^>]*method="get"[^>]*action="\/toolkit\/\d+"/);
    expect(page).toContain(`/toolkit/${mine.id}?share=${mine.shareToken}`);
  });

  it("recalculates at ?salary= with the shared savings function, clamped to the band", async () => {
    const toolkit = (await getToolkit(mine.id, { browserSessionId: null, userId: null, isAdmin: true, shareToken: null }))!;
    const gains = toolkit.recommendations.map((r) => r.productivityGain);
    const page = await html(await get(`/toolkit/${mine.id}?salary=150000`, mine.cookie));
    expect(page).toContain(formatCurrency(toolkitTotals(gains, 150_000).totalAnnualValue));
    expect(page).toContain('value="150000"');
    // The band is Marketing Managers' BLS wages (10th to 90th percentile, the median first): outside
    // it the value is clamped, junk gives the median.
    const band = toolkit.salaryBand!;
    expect(band).toMatchObject({ min: 75_000, max: 240_000, defaultSalary: 160_000 });
    expect(await html(await get(`/toolkit/${mine.id}?salary=9999999`, mine.cookie))).toContain(formatCurrency(toolkitTotals(gains, band.max).totalAnnualValue));
    expect(await html(await get(`/toolkit/${mine.id}?salary=lots`, mine.cookie))).toContain(
      formatCurrency(toolkitTotals(gains, band.defaultSalary).totalAnnualValue),
    );
  });

  it("shows 'Analysis Not Found' with status 404 to other visits, for bad and unknown ids, and serves share links", async () => {
    for (const [path, cookie] of [
      [`/toolkit/${mine.id}`, other.cookie],
      [`/toolkit/${mine.id}`, undefined],
      ["/toolkit/abc", mine.cookie],
      ["/toolkit/999999", mine.cookie],
    ] as const) {
      const response = await get(path, cookie);
      expect(response.status, path).toBe(404);
      const page = await html(response);
      expect(page).toContain("Analysis Not Found");
      expect(page).toContain("Return Home");
      expect(page).not.toContain("Marketing Manager AI Toolkit");
    }
    const shared = await get(`/toolkit/${mine.id}?share=${mine.shareToken}`);
    expect(shared.status).toBe(200);
    // The share token is kept in the salary form for viewers who came by the link.
    expect(await html(shared)).toContain(`name="share" value="${mine.shareToken}"`);
  });

  it("redirects /toolkit?analysisId=N to /toolkit/N keeping share and salary; a missing or bad id is 'Analysis Not Found'", async () => {
    const response = await get(`/toolkit?analysisId=${mine.id}&share=${mine.shareToken}&salary=120000&other=x`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/toolkit/${mine.id}?share=${mine.shareToken}&salary=120000`);
    for (const path of ["/toolkit", "/toolkit?analysisId=abc", "/toolkit?analysisId="]) {
      const missing = await get(path);
      expect(missing.status, path).toBe(404);
      expect(await html(missing)).toContain("Analysis Not Found");
    }
  });
});

const rowCount = async (table: "tool_use_cases" | "ai_usage") =>
  Number((await getDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]!.n);

describe("use cases", () => {
  it("are generated once for a recommendation, stored on it and for the tool and job title, then reused", async () => {
    const toolkit = (await getToolkit(mine.id, { browserSessionId: null, userId: null, isAdmin: true, shareToken: null }))!;
    const rec = toolkit.recommendations[0]!;
    expect(rec.aiGeneratedUseCases).toBeNull();
    const before = await rowCount("tool_use_cases");
    const body = {
      toolName: rec.name,
      toolDescription: rec.description,
      toolCategory: rec.category,
      jobTitle: "Marketing Manager",
      jobDescription: "",
      recommendationId: rec.id,
    };

    const first = await post("/api/generate-use-cases", body, mine.cookie);
    expect(first.status).toBe(200);
    const useCases = (await first.json()) as { specificApplications: string[]; implementationTips: string[]; successMetrics: string[] };
    // The built-in answer: the toolkit's use case, then the tool's own uses for the job's activities.
    expect(useCases.specificApplications[0]).toBe(rec.useCase);
    expect(useCases.specificApplications[1]).toMatch(new RegExp(`^[A-Z][^:]+: with ${rec.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}, `));
    expect(useCases.implementationTips).toHaveLength(3);
    expect(await rowCount("tool_use_cases")).toBe(before + 1);
    const [stored] = await getDb().execute<{ job_title_key: string }>(sql`SELECT job_title_key FROM tool_use_cases WHERE tool_id = ${rec.toolId}`);
    expect(stored!.job_title_key).toBe("marketing manager");
    const reread = (await getToolkit(mine.id, { browserSessionId: null, userId: null, isAdmin: true, shareToken: null }))!;
    expect(reread.recommendations.find((r) => r.id === rec.id)!.aiGeneratedUseCases).toEqual(useCases);

    // Asked again (even with other texts): the stored answer, nothing new stored.
    const again = await post("/api/generate-use-cases", { ...body, toolName: "Something else" }, mine.cookie);
    expect(await again.json()).toEqual(useCases);
    expect(await rowCount("tool_use_cases")).toBe(before + 1);

    // Another toolkit for the same job reuses the tool's stored use cases.
    const again2 = await makeToolkit();
    const twin = (await getToolkit(again2.id, { browserSessionId: null, userId: null, isAdmin: true, shareToken: null }))!;
    const same = twin.recommendations.find((r) => r.toolId === rec.toolId)!;
    expect(await recommendationUseCases(twin, same.id)).toEqual(useCases);
    expect(await rowCount("tool_use_cases")).toBe(before + 1);
  });

  it("stores only one answer when asked twice at once", async () => {
    const toolkit = (await getToolkit(other.id, { browserSessionId: null, userId: null, isAdmin: true, shareToken: null }))!;
    const rec = toolkit.recommendations.at(-1)!;
    const [a, b] = await Promise.all([recommendationUseCases(toolkit, rec.id), recommendationUseCases(toolkit, rec.id)]);
    expect(a).toEqual(b);
    const rows = await getDb().execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM tool_use_cases WHERE tool_id = ${rec.toolId} AND job_title_key = 'sales director'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it("refuses a recommendation of a toolkit the caller may not see, and bad requests", async () => {
    const toolkit = (await getToolkit(mine.id, { browserSessionId: null, userId: null, isAdmin: true, shareToken: null }))!;
    const rec = toolkit.recommendations[1]!;
    const body = { toolName: rec.name, toolDescription: "", toolCategory: "", jobTitle: "Marketing Manager", jobDescription: "", recommendationId: rec.id };
    expect((await post("/api/generate-use-cases", body, other.cookie)).status).toBe(404);
    expect((await post("/api/generate-use-cases", { ...body, recommendationId: 999_999 }, mine.cookie)).status).toBe(404);
    const [untouched] = await getDb().execute<{ u: unknown }>(sql`SELECT ai_generated_use_cases AS u FROM analysis_recommendations WHERE id = ${rec.id}`);
    expect(untouched!.u).toBeNull();
    expect((await post("/api/generate-use-cases", "not json", mine.cookie)).status).toBe(400);
    expect((await post("/api/generate-use-cases", { toolName: "Jasper" }, mine.cookie)).status).toBe(400);
    expect((await get("/api/generate-use-cases")).status).toBe(405);
  });

  it("answers the plain §7 call: a catalogue tool is stored by tool and job title from the catalogue's texts, other tools are not stored", async () => {
    const before = await rowCount("tool_use_cases");
    const catalogue = await post("/api/generate-use-cases", {
      toolName: "grammarly",
      toolDescription: "made-up text",
      toolCategory: "Writing",
      jobTitle: "Product Designer",
      jobDescription: "",
    });
    expect(catalogue.status).toBe(200);
    const answer = (await catalogue.json()) as { specificApplications: string[] };
    expect(answer.specificApplications.join(" ")).not.toContain("made-up text");
    expect(await rowCount("tool_use_cases")).toBe(before + 1);
    const unknown = await post("/api/generate-use-cases", {
      toolName: "Zzyzx Helper",
      toolDescription: "Sorts things.",
      toolCategory: "Productivity",
      jobTitle: "Product Designer",
      jobDescription: "",
    });
    expect(unknown.status).toBe(200);
    expect(((await unknown.json()) as { specificApplications: string[] }).specificApplications[0]).toContain("Zzyzx Helper");
    expect(await rowCount("tool_use_cases")).toBe(before + 1);
  });

  it("without JavaScript, the tool's insights URL renders them and stores them on first view", async () => {
    const toolkit = (await getToolkit(mine.id, { browserSessionId: null, userId: null, isAdmin: true, shareToken: null }))!;
    const rec = toolkit.recommendations[2]!;
    const page = await html(await get(`/toolkit/${mine.id}?insights=${rec.id}`, mine.cookie));
    expect(page).toContain(`${rec.name} Insights`);
    for (const text of ["Specific Applications", "Implementation Tips", "Success Metrics", "Back to all tools"]) expect(page).toContain(text);
    const [row] = await getDb().execute<{ u: { specificApplications: string[] } }>(
      sql`SELECT ai_generated_use_cases AS u FROM analysis_recommendations WHERE id = ${rec.id}`,
    );
    expect(page).toContain(row!.u.specificApplications[1]!);
    // Not for other visits, and an unknown recommendation shows no panel.
    expect((await get(`/toolkit/${mine.id}?insights=${rec.id}`, other.cookie)).status).toBe(404);
    expect(await html(await get(`/toolkit/${mine.id}?insights=999999`, mine.cookie))).not.toContain("Back to all tools");
  });
});

describe("use cases with an AI model (OpenAI-compatible fake on loopback)", () => {
  const fake = useFakeOpenAI();

  const input = {
    toolName: "Jasper",
    toolDescription: "AI writing platform.",
    toolCategory: "Writing",
    jobTitle: "Brand Strategist",
    jobDescription: "Plans brand campaigns.",
  };

  it("asks the model for structured output and records the usage", async () => {
    const answer = {
      specificApplications: [
        "Draft brand campaign concepts with Jasper.",
        "Write tone-of-voice guides with Jasper.",
        "Adapt taglines for each market with Jasper.",
      ],
      implementationTips: ["Start with one campaign brief.", "Keep a prompt library for the brand."],
      successMetrics: ["Concepts per week", "Review rounds per concept"],
    };
    fake().respond(() => ({ content: JSON.stringify(answer) }));
    const usageBefore = await rowCount("ai_usage");
    expect(await generateUseCases(input)).toEqual(answer);
    expect(fake().requests[0]!.response_format?.type).toBe("json_schema");
    expect(fake().requests[0]!.messages.find((m) => m.role === "user")!.content).toContain("Brand Strategist");
    expect(await rowCount("ai_usage")).toBe(usageBefore + 1);
    const [usage] = await getDb().execute<{ feature: string; model: string }>(sql`SELECT feature, model FROM ai_usage ORDER BY id DESC LIMIT 1`);
    expect(usage).toEqual({ feature: "use_cases", model: "fake-model" });
  });

  it.each([
    ["a server error", () => ({ status: 500, body: { error: { message: "boom" } } })],
    ["malformed JSON", () => ({ content: "not json" })],
    ["a reply that breaks the schema", () => ({ content: JSON.stringify({ specificApplications: ["short"], implementationTips: [], successMetrics: [] }) })],
  ])("falls back to the built-in generator on %s", async (_label, answer) => {
    fake().respond(answer as () => { status?: number; content?: string; body?: unknown });
    expect(await generateUseCases(input)).toEqual(builtInUseCases(input));
    expect(fake().requests.length).toBeGreaterThan(0);
  });
});

describe("POST /api/events", () => {
  it("records the four engagement events with the analysis id and nothing about the person", async () => {
    for (const name of ["tool_explored", "scroll_prompt_shown", "modal_prompt_shown", "toolkit_download"]) {
      const response = await post("/api/events", { name, analysisId: mine.id }, mine.cookie);
      expect(response.status, name).toBe(204);
    }
    const rows = await getDb().execute<{ name: string; user_id: number | null; browser_session_id: string | null; path: string | null; properties: unknown }>(
      sql`SELECT name, user_id, browser_session_id, path, properties FROM analytics_events WHERE analysis_id = ${mine.id} AND name <> 'toolkit_generation' ORDER BY id`,
    );
    expect([...rows]).toEqual(
      ["tool_explored", "scroll_prompt_shown", "modal_prompt_shown", "toolkit_download"].map((name) => ({
        name,
        user_id: null,
        browser_session_id: null,
        path: null,
        properties: {},
      })),
    );
  });

  it("answers 400 for other names, unknown analyses and bad bodies", async () => {
    for (const body of [
      { name: "toolkit_generation", analysisId: mine.id },
      { name: "email_signup", analysisId: mine.id },
      { name: "page_view", analysisId: mine.id },
      { name: "tool_explored", analysisId: 999_999 },
      { name: "tool_explored", analysisId: "abc" },
      { name: "tool_explored" },
      {},
      "not json",
    ]) {
      expect((await post("/api/events", body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await get("/api/events")).status).toBe(405);
  });

  it("refuses a cross-site post", async () => {
    const response = await fetch(`${web.base()}/api/events`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: JSON.stringify({ name: "tool_explored", analysisId: mine.id }),
    });
    expect(response.status).toBe(403);
  });
});
