import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { TOO_MANY_REQUESTS_MESSAGE } from "../../app/services/operations/rate-limit.server";
import { withMailWorker } from "../helpers/mail-worker";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

const db = useTestDatabase();
const web = useWebServer();

// Every request here comes from 127.0.0.1; the rate-limit test lowers the limit itself.
beforeAll(() => {
  process.env.EMAIL_SIGNUP_RATE_LIMIT = "1000";
});
afterAll(async () => {
  delete process.env.EMAIL_SIGNUP_RATE_LIMIT;
  await getDb().execute(sql`DELETE FROM graphile_worker._private_jobs`);
});
beforeEach(async () => {
  await getDb().execute(sql`DELETE FROM graphile_worker._private_jobs`);
});

const answers = {
  jobTitle: "  Marketing Manager ",
  familiarityLevel: "beginner",
  workPressure: "sometimes",
  aiFeelings: "curious",
  jobImprovementBelief: "probably",
  aiTaskExample: "",
  trainingInterest: "very-interested",
  valueOutputs: ["saving-time", "manager-evidence"],
  willingnessToPay: "30-49",
  additionalComments: "",
  earlyAccessInterest: false,
  name: "",
  email: "",
};

const post = (body: unknown) =>
  fetch(`${web.base()}/api/questionnaire`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: web.base() },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const count = async () => (await getDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM questionnaires`))[0]!.n;
const queuedEmails = async () =>
  getDb().execute<{ to: string; template: string; kind: string; subject: string }>(sql`
    SELECT j.payload->>'to' AS to, j.payload->>'template' AS template, j.payload->>'kind' AS kind, j.payload->>'subject' AS subject
    FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
    WHERE t.identifier = 'send-email'`);
const latest = async () => (await getDb().execute<Record<string, unknown>>(sql`SELECT * FROM questionnaires ORDER BY id DESC LIMIT 1`))[0]!;

describe("POST /api/questionnaire", () => {
  it("stores a valid submission in the right columns and queues no email without early access", async () => {
    const response = await post({ ...answers, aiTaskExample: "Drafting campaign briefs", name: "Ada", email: "ada-unticked@example.com" });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { success: boolean; id: number; earlyAccess: boolean };
    expect(body).toMatchObject({ success: true, earlyAccess: false });
    const row = await latest();
    expect(row).toMatchObject({
      id: body.id,
      job_title: "Marketing Manager",
      familiarity_level: "beginner",
      work_pressure: "sometimes",
      ai_feelings: "curious",
      job_improvement_belief: "probably",
      ai_task_example: "Drafting campaign briefs",
      training_interest: "very-interested",
      value_outputs: ["saving-time", "manager-evidence"],
      willingness_to_pay: "30-49",
      additional_comments: null,
      early_access_interest: false,
      // Contact details are kept only for early access.
      name: null,
      email: null,
    });
    expect(Number.isNaN(Date.parse(String(row.created_at)))).toBe(false);
    expect(await queuedEmails()).toEqual([]);
  });

  const required = [
    "jobTitle",
    "familiarityLevel",
    "workPressure",
    "aiFeelings",
    "jobImprovementBelief",
    "trainingInterest",
    "valueOutputs",
    "willingnessToPay",
  ] as const;
  it.each(required)("refuses a submission without %s with a 'validation' message and stores nothing", async (field) => {
    const before = await count();
    const { [field]: _left, ...rest } = answers;
    const response = await post(rest);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { title: string; message: string; errors: Record<string, string[]> };
    expect(body.title).toBe("Submission failed");
    expect(body.message).toContain("validation");
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(await count()).toBe(before);
  });

  it("treats blank and unknown answers as missing", async () => {
    const before = await count();
    for (const bad of [
      { jobTitle: "   " },
      { valueOutputs: [] },
      { willingnessToPay: "1000" },
      { familiarityLevel: "guru" },
      { valueOutputs: ["saving-time", "a-pony"] },
    ]) {
      const response = await post({ ...answers, ...bad });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain("validation");
    }
    expect(await count()).toBe(before);
  });

  it("refuses early access without a name or a valid email", async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ name: "", email: "" }, ["email", "name"]],
      [{ name: "Ada", email: "" }, ["email"]],
      [{ name: "", email: "ada@example.com" }, ["name"]],
      [{ name: "Ada", email: "ada@nowhere" }, ["email"]],
    ];
    for (const [contact, fields] of cases) {
      const response = await post({ ...answers, earlyAccessInterest: true, ...contact });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
      expect(body.message).toContain("validation");
      expect(Object.keys(body.errors).sort()).toEqual(fields);
    }
    expect(await count()).toBe(before);
    expect(await queuedEmails()).toEqual([]);
  });

  it("refuses a body that is not a JSON object, and anything but POST", async () => {
    const response = await post("not json");
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain("validation");
    expect((await post([answers])).status).toBe(400);
    expect((await fetch(`${web.base()}/api/questionnaire`)).status).toBe(405);
  });

  it("stores early access with the contact details and queues the confirmation in the same transaction", async () => {
    const response = await post({ ...answers, earlyAccessInterest: true, name: " Grace ", email: "Grace@Example.com" });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ success: true, earlyAccess: true });
    expect(await latest()).toMatchObject({ early_access_interest: true, name: "Grace", email: "Grace@Example.com" });
    expect(await queuedEmails()).toEqual([
      { to: "Grace@Example.com", template: "survey-early-access", kind: "transactional", subject: "You're on the Upskill Academy early-access list" },
    ]);
  });

  it("refuses a second submission from the same email, whatever its case, with 'duplicate'", async () => {
    const before = await count();
    const response = await post({ ...answers, earlyAccessInterest: true, name: "Grace again", email: "grace@EXAMPLE.com" });
    expect(response.status).toBe(409);
    const body = (await response.json()) as { title: string; message: string };
    expect(body.title).toBe("Submission failed");
    expect(body.message).toContain("duplicate");
    expect(await count()).toBe(before);
    expect(await queuedEmails()).toEqual([]);
  });

  it("sends the early-access confirmation through the worker", async () => {
    await withMailWorker(
      db.url(),
      async (smtp) => {
        const response = await post({ ...answers, jobTitle: "Nurse", earlyAccessInterest: true, name: "Florence", email: "florence@example.com" });
        expect(response.status).toBe(201);
        const [mail] = await smtp.waitFor(1, 15_000);
        expect((mail!.to as { text: string }).text).toBe("florence@example.com");
        expect(mail!.subject).toBe("You're on the Upskill Academy early-access list");
        expect(mail!.text).toContain("Hi Florence,");
        expect(mail!.text).toContain("Nurse");
        expect(mail!.html).toContain("early-access");
        // Transactional: no unsubscribe header.
        expect(mail!.headers.has("list-unsubscribe")).toBe(false);
      },
      1,
    );
  }, 30_000);

  it("limits submissions per visitor with 429 and stores nothing over the limit", async () => {
    process.env.EMAIL_SIGNUP_RATE_LIMIT = "1";
    try {
      let response: Response | null = null;
      let before = 0;
      // The window may have just turned over, so at most one more request gets through.
      for (let attempt = 0; attempt < 2; attempt++) {
        before = await count();
        response = await post({ ...answers, earlyAccessInterest: true, name: "Limit", email: `limit-${attempt}@example.com` });
        if (response.status === 429) break;
      }
      expect(response!.status).toBe(429);
      expect(response!.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await response!.json()).toMatchObject({ title: "Submission failed", message: TOO_MANY_REQUESTS_MESSAGE });
      expect(await count()).toBe(before);
    } finally {
      process.env.EMAIL_SIGNUP_RATE_LIMIT = "1000";
    }
  });
});

describe("/feedback and /aiupskill/feedback without JavaScript", () => {
  const form = (path: string, fields: [string, string][]) =>
    fetch(`${web.base()}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: web.base() },
      body: new URLSearchParams(fields),
    });
  const filled = (extra: [string, string][] = []): [string, string][] => [
    ["jobTitle", "Accountant"],
    ["familiarityLevel", "expert"],
    ["workPressure", "yes-often"],
    ["aiFeelings", "excited"],
    ["jobImprovementBelief", "definitely"],
    ["aiTaskExample", ""],
    ["trainingInterest", "neutral"],
    ["valueOutputs", "certificate"],
    ["valueOutputs", "reusable-toolkit"],
    ["willingnessToPay", "100+"],
    ["additionalComments", "More examples for finance, please"],
    ["name", ""],
    ["email", ""],
    ["website", ""],
    ...extra,
  ];

  it.each(["/feedback", "/aiupskill/feedback"])("%s shows the ten questions", async (path) => {
    const response = await fetch(`${web.base()}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("What is your job title?");
    expect(html).toContain("How much would you pay for a course that teaches you to use AI in your job?");
    expect(html.match(/name="willingnessToPay"/g)).toHaveLength(5);
    expect(html).toContain("A professional-network recommendation");
  });

  it("re-renders with the summary and each missing answer's error, keeping what was typed", async () => {
    const before = await count();
    const response = await form(
      "/aiupskill/feedback",
      filled().filter(([key]) => key !== "willingnessToPay" && key !== "jobTitle"),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please complete all required fields");
    expect(html).toContain("All questions must be answered before submitting");
    expect(html).toContain("Please enter your job title.");
    expect(html).toContain("Please choose an answer.");
    expect(html).toContain("More examples for finance, please");
    expect(html).toMatch(/value="expert"[^>]*checked|checked[^>]*value="expert"/);
    expect(await count()).toBe(before);
  });

  it("redirects to the thank-you view, in its early-access variant when asked for", async () => {
    const plain = await form("/feedback", filled());
    expect(plain.status).toBe(302);
    expect(plain.headers.get("location")).toBe("/feedback?submitted=1&early=0");
    const thanks = await (await fetch(`${web.base()}/feedback?submitted=1&early=0`)).text();
    expect(thanks).toContain("Thank you for your feedback");
    expect(thanks).toContain('href="mailto:?subject=');

    const early = await form(
      "/aiupskill/feedback",
      filled([
        ["earlyAccessInterest", "on"],
        ["name", "Ada"],
        ["email", "ada.form@example.com"],
      ]).filter(([k, v]) => !((k === "name" || k === "email") && v === "")),
    );
    expect(early.status).toBe(302);
    expect(early.headers.get("location")).toBe("/aiupskill/feedback?submitted=1&early=1");
    const earlyThanks = await (await fetch(`${web.base()}/aiupskill/feedback?submitted=1&early=1`)).text();
    expect(earlyThanks).toContain("You&#x27;re on the early-access list");
    expect(earlyThanks).toContain(encodeURIComponent("/aiupskill/feedback"));
  });

  it("says so when the address already answered", async () => {
    const before = await count();
    const response = await form(
      "/feedback",
      filled([
        ["earlyAccessInterest", "on"],
        ["name", "Ada"],
        ["email", "ADA.FORM@example.com"],
      ]).filter(([k, v]) => !((k === "name" || k === "email") && v === "")),
    );
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain("Submission failed");
    expect(html).toContain("You have already submitted this questionnaire.");
    expect(html).toContain('value="ADA.FORM@example.com"');
    expect(await count()).toBe(before);
  });
});
