import { createCookie } from "@remix-run/node";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { analysisInputSchema } from "../../app/lib/schemas/toolkit";
import { createAnalysis } from "../../app/services/toolkits/toolkits.server";
import { withMailWorker } from "../helpers/mail-worker";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

const db = useTestDatabase();
const web = useWebServer();
const VISIT = "visit-consult-00000000000000000000000";
let analysisId: number;
let cookie: string;

beforeAll(async () => {
  const input = analysisInputSchema.parse({ jobTitle: "Sales Director", industry: "Technology & Software", workAreas: ["Prospecting", "Forecasting"] });
  analysisId = (await createAnalysis(input, { browserSessionId: VISIT })).analysisId;
  cookie = (await createCookie("academy_visit").serialize(VISIT)).split(";")[0]!;
  process.env.ADMIN_EMAILS = "team@upskill.example, owner@upskill.example";
});
afterAll(async () => {
  delete process.env.ADMIN_EMAILS;
  await getDb().execute(sql`DELETE FROM graphile_worker._private_jobs`);
});

const booking = {
  name: "Ada",
  email: "ada@example.com",
  company: "Acme",
  phone: "+61 400 000 000",
  workArea: "Prospecting",
  workAreaDescription: "Cold outreach",
  jobTitle: "Sales Director",
};
const post = (body: unknown) =>
  fetch(`${web.base()}/api/consultation-booking`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: web.base(), Cookie: cookie },
    body: JSON.stringify(body),
  });
const count = async () => (await getDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM consultations`))[0]!.n;

describe("POST /api/consultation-booking", () => {
  it("refuses bad input with the spec's texts and stores nothing", async () => {
    const before = await count();
    const missing = await post({ ...booking, email: " ", analysisId: String(analysisId) });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ title: "Missing Information", message: "Please enter at least your name and email address." });
    const invalid = await post({ ...booking, email: "ada@nowhere", analysisId: String(analysisId) });
    expect(await invalid.json()).toMatchObject({ title: "Invalid Email", message: "Please enter a valid email address." });
    expect((await post({ ...booking, analysisId: "424242" })).status).toBe(404);
    expect(await count()).toBe(before);
  });

  it("stores the booking and emails the visitor and every admin", async () => {
    await withMailWorker(db.url(), async (smtp) => {
      const response = await post({ ...booking, analysisId: String(analysisId) });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        success: true,
        title: "Consultation Request Sent",
        message: "Thank you! We'll contact you within 24 hours to schedule your consultation.",
      });
      const [row] = await getDb().execute<{ name: string; work_area: string; analysis_id: number }>(
        sql`SELECT name, work_area, analysis_id FROM consultations ORDER BY id DESC LIMIT 1`,
      );
      expect(row).toEqual({ name: "Ada", work_area: "Prospecting", analysis_id: analysisId });
      const mails = await smtp.waitFor(3, 15_000);
      const to = mails.map((m) => (m.to as { text: string }).text).sort();
      expect(to).toEqual(["ada@example.com", "owner@upskill.example", "team@upskill.example"]);
      const admin = mails.find((m) => (m.to as { text: string }).text === "team@upskill.example")!;
      expect(admin.text).toContain("+61 400 000 000");
      expect(admin.text).toContain("/toolkit/");
      const visitor = mails.find((m) => (m.to as { text: string }).text === "ada@example.com")!;
      expect(visitor.text).toMatch(/within\s+24\s+hours/);
    });
  }, 30_000);
});

describe("/toolkit/{id}/consultation without JavaScript", () => {
  const form = (fields: Record<string, string>) =>
    fetch(`${web.base()}/toolkit/${analysisId}/consultation`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: web.base(), Cookie: cookie },
      body: new URLSearchParams(fields),
    });

  it("shows the form with the toolkit's work areas, and 404 to other visitors", async () => {
    const page = await (await fetch(`${web.base()}/toolkit/${analysisId}/consultation`, { headers: { Cookie: cookie } })).text();
    expect(page).toContain("Book a Consultation");
    expect(page).toContain('<option value="Forecasting">Forecasting</option>');
    expect((await fetch(`${web.base()}/toolkit/${analysisId}/consultation`)).status).toBe(404);
  });

  it("re-renders with the error, keeping what was typed, or redirects to the toolkit with the confirmation", async () => {
    const bad = await form({ name: "Ada", email: "nope" });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Invalid Email");
    expect(html).toContain('value="Ada"');
    const good = await form({ name: "Ada", email: "ada@example.com", workArea: "Forecasting" });
    expect(good.status).toBe(302);
    expect(good.headers.get("location")).toBe(`/toolkit/${analysisId}`);
    const flash = good.headers.get("set-cookie")!.split(";")[0]!;
    const next = await (await fetch(`${web.base()}/toolkit/${analysisId}`, { headers: { Cookie: `${cookie}; ${flash}` } })).text();
    expect(next).toContain("Consultation Request Sent");
  });
});
