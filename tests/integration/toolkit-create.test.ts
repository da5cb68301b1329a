import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, getSql } from "../../db/client";
import { operatorContext } from "../../app/services/operations/admin-audit.server";
import { deleteTool } from "../../app/services/admin/admin-tools.server";
import { rollUpToolUsage } from "../../app/services/catalogue/tool-usage.server";
import { analysisInputSchema, analyzeJobPayloadSchema, type AnalysisInput } from "../../app/lib/schemas/toolkit";
import { MAX_TOOLKIT_GAIN } from "../../app/lib/toolkit-engine";
import { createAnalysis } from "../../app/services/toolkits/toolkits.server";
import { getToolkit } from "../../app/services/toolkits/toolkit-views.server";
import { useFakeOpenAI } from "../helpers/fake-openai";
import { useTestDatabase } from "../helpers/test-database";

useTestDatabase();

const request = (overrides: Partial<Record<keyof AnalysisInput, unknown>> = {}): AnalysisInput =>
  analysisInputSchema.parse({
    jobTitle: "Marketing Manager",
    industry: "Marketing & Advertising",
    workAreas: ["Content Creation", "Lead Generation", "Social Media Strategy"],
    currentTools: { fileStorage: ["Google Drive"], videoMeeting: ["Zoom"], emailClient: ["Gmail"], crm: ["HubSpot CRM"], otherTools: [] },
    companyName: "Acme",
    companyUrl: "acme.example.com",
    ...overrides,
  });

const viewer = (browserSessionId: string | null) => ({ browserSessionId, userId: null, isAdmin: false, shareToken: null });

describe("createAnalysis with the built-in engine", () => {
  it("stores a toolkit of the tools that fit, grouped by the chosen work areas, with its total and the occupation's salary", async () => {
    const created = await createAnalysis(request(), { browserSessionId: "visit-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" });
    const toolkit = (await getToolkit(created.analysisId, viewer("visit-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa")))!;
    expect(toolkit.jobTitle).toBe("Marketing Manager");
    expect(toolkit.jobCategory).toBe("marketing");
    expect(toolkit.occupation?.title).toBe("Marketing Managers");
    expect(toolkit.activityBasis).toMatchObject({ kind: "occupation", code: "11-2021.00" });
    expect(toolkit.companyContext).toEqual({ name: "Acme", logo: "https://acme.example.com/favicon.ico", industry: "Marketing & Advertising" });
    expect(toolkit.recommendations.length).toBeGreaterThanOrEqual(3);
    expect(toolkit.recommendations.length).toBeLessThanOrEqual(12);
    // Every chosen work area is a heading, first and in order.
    expect(toolkit.aspects.slice(0, 3).map((a) => [a.name, a.kind])).toEqual([
      ["Content Creation", "area"],
      ["Lead Generation", "area"],
      ["Social Media Strategy", "area"],
    ]);
    // Gmail and Google Drive: the person's own suite is their one general assistant.
    const names = toolkit.recommendations.map((r) => r.name);
    expect(names).toContain("Gemini for Google Workspace");
    expect(names).not.toContain("Microsoft 365 Copilot");
    expect(names).not.toContain("ChatGPT");
    const gains = toolkit.recommendations.map((r) => r.productivityGain);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
    expect(toolkit.totalProductivityGain).toBeCloseTo(
      gains.reduce((a, b) => a + b, 0),
      2,
    );
    expect(toolkit.totalProductivityGain).toBeLessThanOrEqual(MAX_TOOLKIT_GAIN);
    // The salary starts at Marketing Managers' BLS median (157,620, to the nearest 5,000).
    expect(toolkit.salaryBand).toMatchObject({ defaultSalary: 160_000 });
    expect(toolkit.salaryBand!.source).toContain("Bureau of Labor Statistics");
    expect(toolkit.totalSavingsPerYear).toBe(Math.round(((40 * toolkit.totalProductivityGain) / 100) * (160_000 / 2080) * 52));
    expect(toolkit.recommendations[0]!.savingsPerYear).toBe(Math.round(((40 * gains[0]!) / 100) * (160_000 / 2080) * 52));
    for (const r of toolkit.recommendations) expect(r.activities.length).toBeGreaterThan(0);
    expect(toolkit.jobDescription).toContain(
      "Priority challenge: Optimize Content Creation, Lead Generation, Social Media Strategy for Marketing & Advertising.",
    );
  });

  it("gives the same toolkit for the same inputs", async () => {
    const a = await createAnalysis(request(), { browserSessionId: "visit-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb" });
    const b = await createAnalysis(request(), { browserSessionId: "visit-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb" });
    const tools = async (id: number) =>
      (await getToolkit(id, viewer("visit-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb")))!.recommendations.map((r) => [r.name, r.productivityGain, r.useCase]);
    expect(await tools(b.analysisId)).toEqual(await tools(a.analysisId));
  });

  it("records the toolkit_generation event without personal data and counts tool usage", async () => {
    const before = await getDb().execute<{ n: number }>(sql`SELECT coalesce(sum(usage_count), 0)::int AS n FROM tools`);
    const created = await createAnalysis(request());
    const events = await getDb().execute<{ name: string; properties: unknown; user_id: number | null }>(
      sql`SELECT name, properties, user_id FROM analytics_events WHERE analysis_id = ${created.analysisId}`,
    );
    expect([...events]).toEqual([{ name: "toolkit_generation", properties: {}, user_id: null }]);
    // The toolkit appends its uses; the roll-up job folds them into the tools' counts, once.
    const toolkit = (await getToolkit(created.analysisId, { ...viewer(null), isAdmin: true }))!;
    expect(await rollUpToolUsage()).toBeGreaterThanOrEqual(toolkit.recommendations.length);
    const after = await getDb().execute<{ n: number }>(sql`SELECT coalesce(sum(usage_count), 0)::int AS n FROM tools`);
    expect(after[0]!.n - before[0]!.n).toBeGreaterThanOrEqual(toolkit.recommendations.length);
    expect(await rollUpToolUsage()).toBe(0);
  });

  it("lets many toolkits be made at once without waiting on shared rows (no deadlock, every one stored)", async () => {
    const before = await getDb().execute<{ n: number }>(sql`SELECT coalesce(sum(usage_count), 0)::int AS n FROM tools`);
    const made = await Promise.all(Array.from({ length: 12 }, () => createAnalysis(request())));
    expect(new Set(made.map((m) => m.analysisId)).size).toBe(12);
    const shown = (
      await getDb().execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM analysis_recommendations WHERE analysis_id IN ${sql.raw(`(${made.map((m) => m.analysisId).join(",")})`)}`,
      )
    )[0]!.n;
    // No tools row was touched by the toolkits themselves: the counts move only with the roll-up.
    const unchanged = await getDb().execute<{ n: number }>(sql`SELECT coalesce(sum(usage_count), 0)::int AS n FROM tools`);
    expect(unchanged[0]!.n).toBe(before[0]!.n);
    await rollUpToolUsage();
    const after = await getDb().execute<{ n: number }>(sql`SELECT coalesce(sum(usage_count), 0)::int AS n FROM tools`);
    expect(after[0]!.n - before[0]!.n).toBe(shown);
  });

  it("makes a toolkit while another transaction holds every tools row for an update (as a long catalogue edit would)", async () => {
    const holder = await getSql().reserve();
    try {
      await holder`BEGIN`;
      // The lock an UPDATE of a tool takes; the toolkit's foreign keys (KEY SHARE) do not wait for it.
      await holder`SELECT id FROM tools FOR NO KEY UPDATE`;
      const made = await Promise.race([createAnalysis(request()), new Promise<"waited">((resolve) => setTimeout(() => resolve("waited"), 5_000))]);
      expect(made).toMatchObject({ analysisId: expect.any(Number) });
    } finally {
      await holder`ROLLBACK`;
      holder.release();
    }
  });

  it("leaves out a tool deleted by an admin from the very next toolkit, though the catalogue is kept in memory", async () => {
    const names = async () => {
      const created = await createAnalysis(request(), { browserSessionId: null });
      return (await getToolkit(created.analysisId, { ...viewer(null), isAdmin: true }))!.recommendations.map((r) => r.name);
    };
    const before = await names();
    expect(before).toContain("Gemini for Google Workspace");
    const [gemini] = await getDb().execute<{ id: number }>(sql`SELECT id FROM tools WHERE name = 'Gemini for Google Workspace'`);
    expect(await deleteTool(operatorContext("test"), gemini!.id)).toMatchObject({ ok: true });
    const after = await names();
    expect(after).not.toContain("Gemini for Google Workspace");
    expect(after.length).toBeGreaterThan(0);
  });

  it("works for a title that matches no occupation (general category)", async () => {
    const created = await createAnalysis(request({ jobTitle: "Zxqv Blorptender", workAreas: ["Planning"] }));
    const toolkit = (await getToolkit(created.analysisId, { ...viewer(null), isAdmin: true }))!;
    expect(toolkit.jobCategory).toBe("general");
    expect(toolkit.occupation).toBeNull();
    expect(toolkit.activityBasis).toEqual({ kind: "general" });
    expect(toolkit.recommendations.length).toBeGreaterThanOrEqual(1);
  });

  it("shows a toolkit only to its visit, its owner, admins and share-link holders", async () => {
    const created = await createAnalysis(request(), { browserSessionId: "visit-cccccccccccccccccccccccccccccccc" });
    expect(await getToolkit(created.analysisId, viewer("visit-cccccccccccccccccccccccccccccccc"))).not.toBeNull();
    expect(await getToolkit(created.analysisId, viewer("visit-dddddddddddddddddddddddddddddddd"))).toBeNull();
    expect(await getToolkit(created.analysisId, viewer(null))).toBeNull();
    expect(await getToolkit(created.analysisId, { ...viewer(null), shareToken: created.shareToken })).not.toBeNull();
    expect(await getToolkit(created.analysisId, { ...viewer(null), shareToken: "x".repeat(24) })).toBeNull();
    expect(await getToolkit(created.analysisId, { ...viewer(null), isAdmin: true })).not.toBeNull();
    expect(await getToolkit(999_999, { ...viewer(null), isAdmin: true })).toBeNull();
  });
});

describe("bad input", () => {
  it("refuses over-long fields and unknown industries with clear messages", () => {
    const message = (overrides: Record<string, unknown>) => {
      const result = analysisInputSchema.safeParse({ jobTitle: "Analyst", industry: "Other", workAreas: ["Reporting"], ...overrides });
      return result.success ? null : result.error.issues[0]!.message;
    };
    expect(message({ jobTitle: "x".repeat(121) })).toBe("Please keep your job title to 120 characters or fewer");
    expect(message({ jobTitle: "  " })).toBe("Please enter your job title first");
    expect(message({ jobTitle: "ab" })).toBe("Please enter a more specific job title");
    expect(message({ industry: "Space Piracy" })).toBe("Please choose your industry");
    expect(message({ workAreas: [] })).toBe("Please choose at least one work area");
    expect(message({ goalContext: "x".repeat(2001) })).toBe("Goals must be 2000 characters or fewer");
    expect(message({ companyUrl: "not a url at all" })).toBe("Please enter a valid website address");
    expect(message({})).toBeNull();
  });

  it("reads the industry of the API payload from priorityChallenge", () => {
    const parsed = analyzeJobPayloadSchema.parse({
      jobTitle: "Nurse",
      workAreas: ["Patient Documentation"],
      priorityChallenge: "Optimize Patient Documentation for Healthcare & Medical",
      currentTools: ["Epic"],
      isStructuredInput: true,
    });
    expect(parsed.industry).toBe("Healthcare & Medical");
    expect(parsed.currentTools.otherTools).toEqual(["Epic"]);
  });

  it("stores nothing when the toolkit cannot be stored whole", async () => {
    const count = async () => (await getDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM analyses`))[0]!.n;
    const before = await count();
    // A blank title cannot pass the schema; going around it, the database refuses it after the
    // engine has run, and the transaction leaves no analysis, aspect or recommendation behind.
    await expect(createAnalysis({ ...request(), jobTitle: "   " })).rejects.toThrow();
    expect(await count()).toBe(before);
  });
});

describe("createAnalysis with an AI model (OpenAI-compatible fake on loopback)", () => {
  const fake = useFakeOpenAI();

  const offered = (request: { messages: { role: string; content: string }[] }) =>
    JSON.parse(request.messages.find((m) => m.role === "user")!.content) as { tools: { toolId: number; name: string }[] };
  const builtIn = async () => {
    const made = await createAnalysis(request());
    return (await getToolkit(made.analysisId, { ...viewer(null), isAdmin: true }))!;
  };

  it("lets the model rewrite the texts, never the choice of tools or the numbers", async () => {
    fake().respond((req) => {
      const picks = offered(req).tools.map((t) => ({ toolId: t.toolId, useCase: `Model use case for ${t.name} in marketing work.` }));
      // An id that was not chosen is ignored: a model cannot add a tool.
      picks.push({ toolId: 987_654, useCase: "An invented tool that must be dropped." });
      return { content: JSON.stringify({ tools: picks }) };
    });
    const created = await createAnalysis(request(), { browserSessionId: "visit-eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee" });
    const toolkit = (await getToolkit(created.analysisId, viewer("visit-eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee")))!;
    for (const r of toolkit.recommendations) expect(r.useCase).toMatch(/^Model use case for /);
    const [row] = await getDb().execute<{ engine: string }>(sql`SELECT engine FROM analyses WHERE id = ${created.analysisId}`);
    expect(row!.engine).toBe("openai");
    expect(fake().requests[0]!.response_format?.type).toBe("json_schema");
    expect(fake().requests[0]!.model).toBe("fake-model");
    const usage = await getDb().execute<{ feature: string; model: string; total_tokens: number }>(
      sql`SELECT feature, model, total_tokens FROM ai_usage ORDER BY id DESC LIMIT 1`,
    );
    expect(usage[0]).toEqual({ feature: "analysis", model: "fake-model", total_tokens: 200 });
    // The same tools and the same numbers as the built-in engine's.
    fake().respond(() => ({ status: 500, body: { error: { message: "off" } } }));
    const engine = await builtIn();
    expect(toolkit.recommendations.map((r) => [r.name, r.productivityGain])).toEqual(engine.recommendations.map((r) => [r.name, r.productivityGain]));
  });

  it.each([
    ["a server error", () => ({ status: 500, body: { error: { message: "boom" } } })],
    ["malformed JSON", () => ({ content: "this is not json" })],
    ["a reply that breaks the schema", () => ({ content: JSON.stringify({ tools: [{ toolId: "x" }] }) })],
    ["only tools that were not chosen", () => ({ content: JSON.stringify({ tools: [{ toolId: 900_000, useCase: "Invented tool use case text." }] }) })],
  ])("keeps the built-in texts on %s", async (_label, answer) => {
    fake().respond(answer as () => { status?: number; content?: string; body?: unknown });
    const created = await createAnalysis(request(), { browserSessionId: "visit-ffffffffffffffffffffffffffffffff" });
    const [row] = await getDb().execute<{ engine: string }>(sql`SELECT engine FROM analyses WHERE id = ${created.analysisId}`);
    expect(row!.engine).toBe("builtin");
    const toolkit = (await getToolkit(created.analysisId, viewer("visit-ffffffffffffffffffffffffffffffff")))!;
    for (const r of toolkit.recommendations) expect(r.useCase).toMatch(/^For .+ in your work as a Marketing Manager, /);
    expect(fake().requests.length).toBeGreaterThan(0);
  });
});
