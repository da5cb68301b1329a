// The results page's own forms (DESIGN.md §1): the email sign-up and a tool's Insights post to
// /toolkit/{id}. A plain post (JavaScript off) is redirected; the page's fetcher (it sends
// `_scripted=1`) gets data. Bad input answers with the specification's text and writes nothing.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { Browser } from "../helpers/browser";
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

let browser: Browser;
let id: number;
let recommendations: number[];

beforeAll(async () => {
  browser = new Browser(web.base);
  const made = await browser.post<{ analysisId: number }>("/api/analyze-job", payload);
  expect(made.status).toBe(200);
  id = made.body.analysisId;
  const rows = await getDb().execute<{ id: number }>(sql`SELECT id FROM analysis_recommendations WHERE analysis_id = ${id} ORDER BY id`);
  recommendations = rows.map((r) => r.id);
});

const counts = async () =>
  (
    await getDb().execute<{ signups: number; reports: number; jobs: number; stored: number }>(sql`
    SELECT (SELECT count(*)::int FROM email_signups) AS signups, (SELECT count(*)::int FROM reports) AS reports,
           (SELECT count(*)::int FROM graphile_worker.jobs) AS jobs,
           (SELECT count(*)::int FROM analysis_recommendations WHERE ai_generated_use_cases IS NOT NULL) AS stored`)
  )[0]!;
const page = (path: string, form: Record<string, string>, who = browser) => who.request(path, { method: "POST", form });

describe("the email sign-up on the results page", () => {
  it("refuses bad input with §5's texts, with and without JavaScript, and writes nothing", async () => {
    const before = await counts();
    const cases: [Record<string, string>, string, string][] = [
      [{ name: " ", email: "ada@example.com" }, "Missing Information", "Please enter both your name and email address."],
      [{ name: "Ada", email: "ada@example" }, "Invalid Email", "Please enter a valid email address."],
      [{ name: "A".repeat(121), email: "ada@example.com" }, "Too Long", "Please keep your name under 120 and your email under 254 characters."],
    ];
    for (const [fields, title, description] of cases) {
      for (const scripted of [{}, { _scripted: "1" }] as Record<string, string>[]) {
        const refused = await page(`/toolkit/${id}?_data=routes%2Ftoolkit.%24id`, { intent: "email-report", salary: "90000", ...fields, ...scripted });
        expect(refused.status).toBe(400);
        expect(refused.body.emailReport.problem).toEqual({ title, description });
        // conform's reply brings what was typed back into the form.
        expect(refused.body.emailReport.result.initialValue).toMatchObject({ name: fields.name, email: fields.email });
      }
    }
    // The page itself (no _data) renders the refusal in the form.
    const rendered = await page(`/toolkit/${id}`, { intent: "email-report", salary: "90000", name: "Ada", email: "ada@example" });
    expect(rendered.status).toBe(400);
    expect(rendered.body).toContain("Please enter a valid email address.");
    expect(rendered.body).toMatch(/value="ada@example"/);
    expect(await counts()).toEqual(before);
  });

  it("a plain post is redirected to the report's page; the page's fetcher gets the report to follow", async () => {
    const plain = await page(`/toolkit/${id}`, { intent: "email-report", salary: "90000", name: "Ada Lovelace", email: "ada@example.com" });
    expect(plain.status).toBe(302);
    expect(plain.headers.get("location")).toMatch(/^\/report\/[A-Za-z0-9_-]+#main$/);

    const other = new Browser(web.base);
    const made = await other.post<{ analysisId: number }>("/api/analyze-job", payload);
    const scripted = await page(
      `/toolkit/${made.body.analysisId}?_data=routes%2Ftoolkit.%24id`,
      { intent: "email-report", salary: "120000", name: "Grace Hopper", email: "grace@example.com", _scripted: "1" },
      other,
    );
    expect(scripted.status).toBe(200);
    expect(scripted.body.report).toEqual({ downloadToken: expect.stringMatching(/^[A-Za-z0-9_-]+$/), status: "queued" });
    const [row] = await getDb().execute<{ email: string }>(sql`SELECT email FROM email_signups ORDER BY id DESC LIMIT 1`);
    expect(row!.email).toBe("grace@example.com");
    // Someone else's toolkit: not found, told as data to the fetcher.
    const stranger = await page(
      `/toolkit/${id}?_data=routes%2Ftoolkit.%24id`,
      {
        intent: "email-report",
        salary: "90000",
        name: "Eve",
        email: "eve@example.com",
        _scripted: "1",
      },
      new Browser(web.base),
    );
    expect(stranger.status).toBe(404);
    expect(stranger.body.emailReport.problem).toEqual({ title: "Error", description: "Analysis Not Found" });
  });
});

describe("a tool's insights on the results page", () => {
  it("the fetcher gets the use cases, stored on the recommendation once", async () => {
    const rec = recommendations[0]!;
    const first = await page(`/toolkit/${id}?_data=routes%2Ftoolkit.%24id`, { intent: "insights", recommendationId: String(rec), _scripted: "1" });
    expect(first.status).toBe(200);
    expect(first.body.insights.toolId).toBe(rec);
    expect(first.body.insights.useCases.specificApplications.length).toBeGreaterThanOrEqual(5);
    const [stored] = await getDb().execute<{ use_cases: unknown }>(
      sql`SELECT ai_generated_use_cases AS use_cases FROM analysis_recommendations WHERE id = ${rec}`,
    );
    expect(stored!.use_cases).toEqual(first.body.insights.useCases);
    // The API route answers with the same stored lists.
    const api = await browser.post("/api/generate-use-cases", { toolName: "x", jobTitle: "Marketing Manager", recommendationId: rec });
    expect(api.body).toEqual(first.body.insights.useCases);
  });

  it("a plain post leads to the tool's insights URL, keeping the salary, where the page shows them", async () => {
    const rec = recommendations[1]!;
    const plain = await page(`/toolkit/${id}?salary=150000`, { intent: "insights", recommendationId: String(rec) });
    expect(plain.status).toBe(302);
    expect(plain.headers.get("location")).toBe(`/toolkit/${id}?salary=150000&insights=${rec}#insights`);
    const shown = await browser.get(plain.headers.get("location")!.replace(/#.*$/, ""));
    expect(shown.status).toBe(200);
    expect(shown.body).toContain("Back to all tools");
    expect(shown.body).toContain("Specific Applications");
  });

  it("a visitor with the share link gets them too; without it the toolkit is not theirs to see", async () => {
    const [row] = await getDb().execute<{ share_token: string }>(sql`SELECT share_token FROM analyses WHERE id = ${id}`);
    const rec = recommendations[2]!;
    const stranger = new Browser(web.base);
    const refused = await page(`/toolkit/${id}?_data=routes%2Ftoolkit.%24id`, { intent: "insights", recommendationId: String(rec), _scripted: "1" }, stranger);
    expect(refused.status).toBe(404);
    const shared = await page(
      `/toolkit/${id}?share=${row!.share_token}&_data=routes%2Ftoolkit.%24id`,
      { intent: "insights", recommendationId: String(rec), _scripted: "1" },
      stranger,
    );
    expect(shared.status).toBe(200);
    expect(shared.body.insights.useCases.successMetrics.length).toBeGreaterThan(0);
  });

  it("a recommendation of another toolkit, or none, is refused and nothing is stored", async () => {
    const other = new Browser(web.base);
    const made = await other.post<{ analysisId: number }>("/api/analyze-job", payload);
    const [foreign] = await getDb().execute<{ id: number }>(sql`SELECT id FROM analysis_recommendations WHERE analysis_id = ${made.body.analysisId} LIMIT 1`);
    const before = await counts();
    for (const recommendationId of [String(foreign!.id), "abc", "", "-1"]) {
      const refused = await page(`/toolkit/${id}?_data=routes%2Ftoolkit.%24id`, { intent: "insights", recommendationId, _scripted: "1" });
      expect(refused.status, recommendationId).toBe(recommendationId === String(foreign!.id) ? 404 : 400);
      expect(refused.body.insights.problem).toEqual({ title: "Error", description: "Recommendation not found" });
      const plain = await page(`/toolkit/${id}`, { intent: "insights", recommendationId });
      expect(plain.status).toBe(302);
      expect(plain.headers.get("location")).toBe(`/toolkit/${id}#toolkit-tools`);
    }
    expect(await counts()).toEqual(before);
  });
});
