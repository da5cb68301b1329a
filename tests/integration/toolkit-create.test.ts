import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { analysisInputSchema, analyzeJobPayloadSchema, type AnalysisInput } from "../../app/lib/schemas/toolkit";
import { MAX_TOOLKIT_GAIN } from "../../app/lib/toolkit-engine";
import { createAnalysis, getToolkit } from "../../app/services/toolkits.server";
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
  it("stores a toolkit of about nine catalogue tools grouped by the chosen work areas", async () => {
    const created = await createAnalysis(request(), { browserSessionId: "visit-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" });
    const toolkit = (await getToolkit(created.analysisId, viewer("visit-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa")))!;
    expect(toolkit.jobTitle).toBe("Marketing Manager");
    expect(toolkit.jobCategory).toBe("marketing");
    expect(toolkit.occupation?.title).toBe("Marketing Managers");
    expect(toolkit.companyContext).toEqual({ name: "Acme", logo: "https://acme.example.com/favicon.ico", industry: "Marketing & Advertising" });
    expect(toolkit.recommendations).toHaveLength(9);
    expect(toolkit.recommendations.map((r) => r.toolType)).toContain("core");
    expect(toolkit.aspects.map((a) => a.name)).toEqual(["Content Creation", "Lead Generation", "Social Media Strategy"]);
    for (const aspect of toolkit.aspects) expect(aspect.tools.length).toBeGreaterThan(0);
    const gains = toolkit.recommendations.map((r) => r.productivityGain);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
    expect(gains.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(MAX_TOOLKIT_GAIN);
    // The stored total is the §9 formula at the role's default salary ('manager' band: 90,000).
    expect(toolkit.totalSavingsPerYear).toBe(toolkit.recommendations.reduce((a, r) => a + r.savingsPerYear, 0));
    expect(toolkit.recommendations[0]!.savingsPerYear).toBe(Math.round(((40 * gains[0]!) / 100) * (90_000 / 2080) * 52));
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
    const after = await getDb().execute<{ n: number }>(sql`SELECT coalesce(sum(usage_count), 0)::int AS n FROM tools`);
    expect(after[0]!.n - before[0]!.n).toBe(9);
  });

  it("works for a title that matches no occupation (general category)", async () => {
    const created = await createAnalysis(request({ jobTitle: "Zxqv Blorptender", workAreas: ["Planning"] }));
    const toolkit = (await getToolkit(created.analysisId, { ...viewer(null), isAdmin: true }))!;
    expect(toolkit.jobCategory).toBe("general");
    expect(toolkit.occupation).toBeNull();
    expect(toolkit.recommendations.length).toBeGreaterThanOrEqual(5);
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
    JSON.parse(request.messages.find((m) => m.role === "user")!.content) as {
      catalogue: { id: number; name: string; type: string }[];
      workAreas: { index: number; name: string }[];
    };

  it("lets the model choose among catalogue tools and write the texts; the gains stay ours", async () => {
    fake().respond((req) => {
      const { catalogue } = offered(req);
      const core = catalogue.find((t) => t.type === "core")!;
      const others = catalogue.filter((t) => t.id !== core.id).slice(-7);
      const picks = [core, ...others].map((t, i) => ({ toolId: t.id, workAreaIndex: i % 3, useCase: `Model use case for ${t.name} in marketing.`, fit: 0.8 }));
      // An id that was not offered is ignored.
      picks.push({ toolId: 987_654, workAreaIndex: 0, useCase: "An invented tool that must be dropped.", fit: 1 });
      return { content: JSON.stringify({ tools: picks }) };
    });
    const created = await createAnalysis(request(), { browserSessionId: "visit-eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee" });
    const toolkit = (await getToolkit(created.analysisId, viewer("visit-eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee")))!;
    expect(toolkit.recommendations).toHaveLength(8);
    for (const r of toolkit.recommendations) expect(r.useCase).toMatch(/^Model use case for /);
    const [row] = await getDb().execute<{ engine: string }>(sql`SELECT engine FROM analyses WHERE id = ${created.analysisId}`);
    expect(row!.engine).toBe("openai");
    // Structured output was asked for, with the schema.
    expect(fake().requests[0]!.response_format?.type).toBe("json_schema");
    expect(fake().requests[0]!.model).toBe("fake-model");
    const usage = await getDb().execute<{ feature: string; model: string; total_tokens: number }>(
      sql`SELECT feature, model, total_tokens FROM ai_usage ORDER BY id DESC LIMIT 1`,
    );
    expect(usage[0]).toEqual({ feature: "analysis", model: "fake-model", total_tokens: 200 });
    const sum = toolkit.recommendations.reduce((a, r) => a + r.productivityGain, 0);
    expect(sum).toBeLessThanOrEqual(MAX_TOOLKIT_GAIN);
  });

  it.each([
    ["a server error", () => ({ status: 500, body: { error: { message: "boom" } } })],
    ["malformed JSON", () => ({ content: "this is not json" })],
    ["a reply that breaks the schema", () => ({ content: JSON.stringify({ tools: [{ toolId: "x" }] }) })],
    [
      "only invented tools",
      () => ({
        content: JSON.stringify({
          tools: Array.from({ length: 9 }, (_, i) => ({ toolId: 900_000 + i, workAreaIndex: 0, useCase: "Invented tool use case.", fit: 1 })),
        }),
      }),
    ],
  ])("falls back to the built-in engine on %s", async (_label, answer) => {
    fake().respond(answer as () => { status?: number; content?: string; body?: unknown });
    const created = await createAnalysis(request(), { browserSessionId: "visit-ffffffffffffffffffffffffffffffff" });
    const [row] = await getDb().execute<{ engine: string }>(sql`SELECT engine FROM analyses WHERE id = ${created.analysisId}`);
    expect(row!.engine).toBe("builtin");
    const toolkit = (await getToolkit(created.analysisId, viewer("visit-ffffffffffffffffffffffffffffffff")))!;
    expect(toolkit.recommendations).toHaveLength(9);
    expect(fake().requests.length).toBeGreaterThan(0);
  });
});
