// The workflow generator's six calls (visitor-side.md §7) through the web server as deployed, with
// their refusals (§5, issue 16): what is answered, what is stored, and that downloads only ever
// hand back files the product made. Then the stored workflow's operations (who may see and change
// it, /profile's list) and the model path with its fallback.
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { CONTROL_CHARACTER_MESSAGE } from "../../app/lib/text-rule";
import { describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { crontab } from "../../jobs/crontab";
import { TEMPLATE_BY_ID } from "../../app/content/workflow-templates";
import { workflowHours, type DetailedWorkflow, type WorkflowOption } from "../../app/lib/workflow-engine";
import { generateStepSchema, WORKFLOW_MESSAGES } from "../../app/lib/schemas/workflow";
import { chooseWorkflowOption, generateDetailedWorkflow, generateWorkflowOptions, saveWorkflowToAccount } from "../../app/services/workflows/workflows.server";
import { deleteUnownedWorkflowFiles } from "../../app/services/workflows/workflow-files.server";
import { generateStoredWorkflowFlowchart } from "../../app/services/workflows/workflow-images.server";
import { getWorkflow, listUserWorkflows } from "../../app/services/workflows/workflow-views.server";
import { planWorkflowInput } from "../../app/services/workflows/workflow-plan.server";
import { workflowPdf } from "../../app/services/workflows/workflow-pdf-file.server";
import { useFakeOpenAI } from "../helpers/fake-openai";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();
// Every test here generates several times from one address; the limit itself is tested elsewhere.
process.env.AI_GENERATION_RATE_LIMIT = "10000";

const form = {
  jobRole: "Marketing Manager",
  industry: "Marketing",
  currentTools: ["HubSpot CRM"],
  selectedWorkArea: "Content Creation",
  additionalInfo: "B2B software; a weekly newsletter",
};

async function post(path: string, body: unknown, cookie?: string) {
  return fetch(`${web.base()}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: web.base(), ...(cookie ? { Cookie: cookie } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const count = async (table: "workflows" | "workflow_files") =>
  (await getDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]!.n;

async function detailed(): Promise<{ workflow: DetailedWorkflow; savedWorkflowId: number; cookie: string }> {
  const options = await post("/api/generate-workflows", form);
  const { workflows } = (await options.json()) as { workflows: WorkflowOption[] };
  const response = await post("/api/generate-detailed-workflow", { ...form, workflowId: workflows[0]!.id });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { workflow: DetailedWorkflow; savedWorkflowId: number };
  return { ...body, cookie: response.headers.get("set-cookie")!.split(";")[0]! };
}

describe("POST /api/generate-workflows", () => {
  it("answers 3 to 5 workflows whose hours come from the method, and stores them with the inputs", async () => {
    const before = await count("workflows");
    const response = await post("/api/generate-workflows", form);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { workflows: WorkflowOption[]; savedWorkflowId: number; shareUrl: string };
    expect(body.workflows.length).toBeGreaterThanOrEqual(3);
    expect(body.workflows.length).toBeLessThanOrEqual(5);
    // The person's work activities (Marketing Managers' with the work area in them) decide the figures: the method's.
    const { engineInput } = await planWorkflowInput(generateStepSchema.parse(form));
    for (const option of body.workflows) {
      expect(Object.keys(option).sort()).toEqual(["estimatedSavings", "id", "outline", "title"]);
      expect(option.estimatedSavings).toBe(workflowHours(TEMPLATE_BY_ID.get(option.id)!, engineInput.profile));
    }
    expect(await count("workflows")).toBe(before + 1);
    const [row] = await getDb().execute<{ job_role: string; current_tool: string; work_area: string; additional_info: string }>(
      sql`SELECT job_role, current_tool, work_area, additional_info FROM workflows WHERE id = ${body.savedWorkflowId}`,
    );
    expect(row).toEqual({ job_role: "Marketing Manager", current_tool: "HubSpot CRM", work_area: "Content Creation", additional_info: form.additionalInfo });
    expect(body.shareUrl).toMatch(new RegExp(`/aiupskill/workflows/${body.savedWorkflowId}\\?share=[A-Za-z0-9_-]{16,}$`));
  });

  it("gives the same workflows for the same inputs", async () => {
    const a = (await (await post("/api/generate-workflows", form)).json()) as { workflows: WorkflowOption[] };
    const b = (await (await post("/api/generate-workflows", form)).json()) as { workflows: WorkflowOption[] };
    expect(b.workflows).toEqual(a.workflows);
  });

  it.each([
    ["an empty role", { ...form, jobRole: "  " }, WORKFLOW_MESSAGES.jobRoleEmpty],
    ["an over-long role", { ...form, jobRole: "x".repeat(121) }, WORKFLOW_MESSAGES.jobRoleLong],
    ["an unknown industry", { ...form, industry: "Space" }, WORKFLOW_MESSAGES.industry],
    ["no tool", { ...form, currentTools: [] }, WORKFLOW_MESSAGES.toolNone],
    ["more than one tool", { ...form, currentTools: ["HubSpot CRM", "Slack"] }, WORKFLOW_MESSAGES.toolMany],
    ["a tool the role is not offered", { ...form, currentTools: ["GitHub"] }, WORKFLOW_MESSAGES.toolUnknown],
    ["no work area", { ...form, selectedWorkArea: "" }, WORKFLOW_MESSAGES.workAreaNone],
    ["more than one work area", { ...form, selectedWorkArea: ["Content Creation", "Brand Management"] }, WORKFLOW_MESSAGES.workAreaMany],
    ["over-long additional information", { ...form, additionalInfo: "x".repeat(1001) }, WORKFLOW_MESSAGES.additionalInfoLong],
    // Refused by the web server before the route (server/body-limit.ts), in the same words everywhere.
    ["control characters", { ...form, jobRole: "Marketing\u0007Manager" }, CONTROL_CHARACTER_MESSAGE],
  ])("refuses %s with 400 and stores nothing", async (_, body, message) => {
    const before = await count("workflows");
    const response = await post("/api/generate-workflows", body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message });
    expect(await count("workflows")).toBe(before);
  });

  it("refuses a body that is not JSON", async () => {
    const response = await post("/api/generate-workflows", "jobRole=x");
    expect(response.status).toBe(400);
  });
});

describe("the page's own forms (JavaScript off)", () => {
  const postForm = (path: string, fields: [string, string][], cookie?: string) =>
    fetch(`${web.base()}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: web.base(), ...(cookie ? { Cookie: cookie } : {}) },
      body: new URLSearchParams(fields).toString(),
    });
  const base: [string, string][] = [
    ["jobRole", "Marketing Manager"],
    ["industry", "Marketing"],
  ];

  it("moves step by step by address, and refuses a bad step with its message, storing nothing", async () => {
    const before = await count("workflows");
    const next = await postForm("/aiupskill/workflows?index", [
      ["step", "1"],
      ["jobRole", "  Marketing Manager "],
    ]);
    expect(next.status).toBe(302);
    expect(next.headers.get("location")).toBe("/aiupskill/workflows?step=2&jobRole=Marketing+Manager");
    const twoTools = await postForm("/aiupskill/workflows?index", [["step", "3"], ...base, ["currentTools", "Slack"], ["currentTools", "Gmail"]]);
    expect(twoTools.status).toBe(400);
    expect(await twoTools.text()).toContain(WORKFLOW_MESSAGES.toolMany);
    const noArea = await postForm("/aiupskill/workflows?index", [["step", "4"], ...base, ["currentTools", "Slack"]]);
    expect(noArea.status).toBe(400);
    const longInfo = await postForm("/aiupskill/workflows?index", [
      ["step", "4"],
      ...base,
      ["currentTools", "Slack"],
      ["selectedWorkArea", "Lead Generation"],
      ["additionalInfo", "x".repeat(1001)],
    ]);
    expect(longInfo.status).toBe(400);
    expect(await count("workflows")).toBe(before);
    const generated = await postForm("/aiupskill/workflows?index", [
      ["step", "4"],
      ...base,
      ["currentTools", "Slack"],
      ["selectedWorkArea", "Lead Generation"],
    ]);
    expect(generated.status).toBe(302);
    expect(generated.headers.get("location")).toMatch(/^\/aiupskill\/workflows\/\d+$/);
    expect(await count("workflows")).toBe(before + 1);
    // Only the visit that made it may choose; an unknown option is refused with its message.
    const cookie = generated.headers.get("set-cookie")!.split(";")[0]!;
    const page = generated.headers.get("location")!;
    expect(
      (
        await postForm(page, [
          ["intent", "select"],
          ["workflowId", "campaign-planning"],
        ])
      ).status,
    ).toBe(404);
    const unknown = await postForm(
      page,
      [
        ["intent", "select"],
        ["workflowId", "no-such-workflow"],
      ],
      cookie,
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain(WORKFLOW_MESSAGES.workflowUnknown);
    const chosen = await postForm(
      page,
      [
        ["intent", "select"],
        ["workflowId", "campaign-planning"],
      ],
      cookie,
    );
    expect(chosen.status).toBe(302);
  });
});

describe("POST /api/generate-detailed-workflow", () => {
  it("answers the chosen workflow: 3 to 8 numbered steps, the method's hours, only catalogue tools or the person's own, with their real links", async () => {
    const { workflow } = await detailed();
    expect(workflow.steps.length).toBeGreaterThanOrEqual(3);
    expect(workflow.steps.length).toBeLessThanOrEqual(8);
    expect(workflow.steps.map((s) => s.stepNumber)).toEqual(workflow.steps.map((_, i) => i + 1));
    const catalogue = new Map(
      (await getDb().execute<{ name: string; web_link: string }>(sql`SELECT name, web_link FROM tools`)).map((t) => [t.name, t.web_link]),
    );
    catalogue.set("HubSpot CRM", "https://www.hubspot.com/products/crm");
    for (const link of workflow.toolLinks) expect(link.url).toBe(catalogue.get(link.name));
    for (const step of workflow.steps) for (const tool of step.tools) expect(workflow.toolLinks.map((l) => l.name)).toContain(tool);
    expect(workflow.toolLinks.map((l) => l.name)).toContain("HubSpot CRM");
    const options = (await (await post("/api/generate-workflows", form)).json()) as { workflows: WorkflowOption[] };
    expect(workflow.hoursSaved).toBe(options.workflows.find((o) => o.id === workflow.id)!.estimatedSavings);
    expect(JSON.stringify(workflow)).toContain("a weekly newsletter");
  });

  it("refuses an unknown workflow id, and one not offered for these inputs, storing nothing", async () => {
    const before = await count("workflows");
    for (const workflowId of ["no-such-workflow", "code-feature-flow", "../etc/passwd", ""]) {
      const response = await post("/api/generate-detailed-workflow", { ...form, workflowId });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: WORKFLOW_MESSAGES.workflowUnknown });
    }
    expect(await count("workflows")).toBe(before);
  });
});

describe("images, flowchart and their downloads", () => {
  it("draws one PNG card per step and serves each by its own id", async () => {
    const { workflow, savedWorkflowId, cookie } = await detailed();
    const response = await post("/api/generate-workflow-images", { workflow, savedWorkflowId }, cookie);
    expect(response.status).toBe(200);
    const { images } = (await response.json()) as { images: string[] };
    expect(images).toHaveLength(workflow.steps.length);
    for (const url of images) {
      expect(url).toMatch(new RegExp(`^${web.base()}/workflow-files/[A-Za-z0-9_-]{22}\\.png$`));
      const file = await fetch(url);
      expect(file.headers.get("content-type")).toBe("image/png");
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 675]);
    }
    // Attached to the stored workflow its maker named.
    const [row] = await getDb().execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM workflow_files WHERE workflow_id = ${savedWorkflowId} AND kind = 'image'`,
    );
    expect(row!.n).toBe(workflow.steps.length);

    const zip = await post("/api/download-workflow-images", { images });
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    expect(zip.headers.get("content-disposition")).toBe('attachment; filename="workflow-images.zip"');
    const bytes = Buffer.from(await zip.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe("PK");
    expect(bytes.includes("step-01.png")).toBe(true);
    // Ids and paths name the same files.
    const byId = await post("/api/download-workflow-images", { images: images.map((u) => u.split("/").pop()!.replace(".png", "")) });
    expect(byId.status).toBe(200);
  });

  it("draws the flowchart as a JPEG and downloads it as workflow-flowchart.jpg", async () => {
    const { workflow } = await detailed();
    const response = await post("/api/generate-workflow-flowchart", { workflow });
    expect(response.status).toBe(200);
    const { flowchart } = (await response.json()) as { flowchart: string };
    expect(flowchart).toMatch(/\/workflow-files\/[A-Za-z0-9_-]{22}\.jpg$/);
    const download = await post("/api/download-workflow-flowchart", { flowchart });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="workflow-flowchart.jpg"');
    const meta = await sharp(Buffer.from(await download.arrayBuffer())).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.height!).toBeGreaterThan(meta.width! / 2);
  });

  it("refuses a workflow that is not one (too few steps, no title) with 400 and draws nothing", async () => {
    const before = await count("workflow_files");
    const { workflow } = await detailed();
    for (const bad of [{ ...workflow, steps: workflow.steps.slice(0, 2) }, { ...workflow, title: "" }, "nope"]) {
      expect((await post("/api/generate-workflow-images", { workflow: bad })).status).toBe(400);
      expect((await post("/api/generate-workflow-flowchart", { workflow: bad })).status).toBe(400);
    }
    expect(await count("workflow_files")).toBe(before);
  });

  it("downloads only files this product made: any other address is refused with 400, never fetched", async () => {
    const { workflow } = await detailed();
    const { flowchart } = (await (await post("/api/generate-workflow-flowchart", { workflow })).json()) as { flowchart: string };
    const { images } = (await (await post("/api/generate-workflow-images", { workflow })).json()) as { images: string[] };
    const foreign = [
      "https://evil.example/workflow-files/AAAAAAAAAAAAAAAAAAAAAA.png",
      "http://169.254.169.254/latest/meta-data/",
      "file:///etc/passwd",
      "//evil.example/x.png",
      `${web.base()}/workflow-files/AAAAAAAAAAAAAAAAAAAAAA.png`,
      flowchart,
    ];
    for (const address of foreign) {
      const zip = await post("/api/download-workflow-images", { images: [images[0], address] });
      expect(zip.status).toBe(400);
      expect(await zip.json()).toEqual({ message: WORKFLOW_MESSAGES.notOurImages });
    }
    for (const address of [...foreign.slice(0, 5), images[0], 42, null]) {
      const jpg = await post("/api/download-workflow-flowchart", { flowchart: address });
      expect(jpg.status).toBe(400);
      expect(await jpg.json()).toEqual({ message: WORKFLOW_MESSAGES.notOurFlowchart });
    }
    expect((await post("/api/download-workflow-images", { images: [] })).status).toBe(400);
    expect((await post("/api/download-workflow-images", {})).status).toBe(400);
  });
});

describe("stored workflows", () => {
  const actor = { userId: null, browserSessionId: "visit-wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww" };
  const other = { userId: null, browserSessionId: "visit-oooooooooooooooooooooooooooooooo" };
  const viewer = (a: typeof actor, shareToken: string | null = null) => ({ ...a, isAdmin: false, shareToken });

  it("are seen by their visit, admins and share-link holders, and changed only by their visit", async () => {
    const made = await generateWorkflowOptions(generateStepSchema.parse(form), actor);
    expect(await getWorkflow(made.savedWorkflowId, viewer(actor))).not.toBeNull();
    expect(await getWorkflow(made.savedWorkflowId, viewer(other))).toBeNull();
    expect((await getWorkflow(made.savedWorkflowId, viewer(other, made.shareToken)))?.canChange).toBe(false);
    expect(await getWorkflow(made.savedWorkflowId, { ...viewer(other), isAdmin: true })).not.toBeNull();
    expect(await chooseWorkflowOption(made.savedWorkflowId, made.workflows[0]!.id, other)).toEqual({ ok: false, reason: "not-found" });
    expect(await chooseWorkflowOption(made.savedWorkflowId, "no-such", actor)).toEqual({ ok: false, reason: "unknown-workflow" });
    const chosen = await chooseWorkflowOption(made.savedWorkflowId, made.workflows[1]!.id, actor);
    expect(chosen.ok && chosen.workflow.id).toBe(made.workflows[1]!.id);
    const flowchart = await generateStoredWorkflowFlowchart(made.savedWorkflowId, actor);
    expect(flowchart.ok).toBe(true);
    const view = (await getWorkflow(made.savedWorkflowId, viewer(actor)))!;
    expect(view.detail?.id).toBe(made.workflows[1]!.id);
    expect(view.flowchart?.url).toMatch(/\.jpg$/);
    const pdf = (await workflowPdf(made.savedWorkflowId, viewer(other, made.shareToken), "http://localhost:3000"))!;
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(await workflowPdf(made.savedWorkflowId, viewer(other), "http://localhost:3000")).toBeNull();
  });

  it("are saved to an account only from the visit that made them, and only once", async () => {
    const [user] = await getDb().execute<{ id: number }>(
      sql`INSERT INTO users (username, email, password_hash) VALUES ('wf-saver', 'wf-saver@example.com', 'x') RETURNING id`,
    );
    const made = await generateWorkflowOptions(generateStepSchema.parse(form), actor);
    expect(await saveWorkflowToAccount(made.savedWorkflowId, actor)).toEqual({ ok: false, reason: "not-signed-in" });
    expect(await saveWorkflowToAccount(made.savedWorkflowId, { ...other, userId: user!.id })).toEqual({ ok: false, reason: "not-found" });
    expect((await getWorkflow(made.savedWorkflowId, viewer({ ...actor, userId: user!.id } as never)))?.canSave).toBe(true);
    expect(await saveWorkflowToAccount(made.savedWorkflowId, { ...actor, userId: user!.id })).toEqual({ ok: true });
    expect((await listUserWorkflows(user!.id)).map((w) => w.id)).toEqual([made.savedWorkflowId]);
    expect(await saveWorkflowToAccount(made.savedWorkflowId, { ...actor, userId: user!.id + 1 })).toEqual({ ok: false, reason: "not-found" });
  });

  it("files drawn for no stored workflow are deleted after a day, hourly; a stored workflow's stay", async () => {
    expect(crontab).toMatch(/^\d+ \* \* \* \* delete-unowned-workflow-files$/m);
    const { workflow, savedWorkflowId, cookie } = await detailed();
    await post("/api/generate-workflow-flowchart", { workflow });
    await post("/api/generate-workflow-flowchart", { workflow, savedWorkflowId }, cookie);
    await getDb().execute(sql`UPDATE workflow_files SET created_at = now() - interval '25 hours'`);
    const unowned = (await getDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM workflow_files WHERE workflow_id IS NULL`))[0]!.n;
    expect(unowned).toBeGreaterThan(0);
    expect(await deleteUnownedWorkflowFiles()).toBe(unowned);
    expect((await getDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM workflow_files WHERE workflow_id IS NULL`))[0]!.n).toBe(0);
    expect((await getDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM workflow_files WHERE workflow_id = ${savedWorkflowId}`))[0]!.n).toBe(1);
  });

  it("are listed for their signed-in owner, newest first", async () => {
    const [user] = await getDb().execute<{ id: number }>(
      sql`INSERT INTO users (username, email, password_hash) VALUES ('wf-owner', 'wf-owner@example.com', 'x') RETURNING id`,
    );
    const owner = { userId: user!.id, browserSessionId: null };
    const first = await generateWorkflowOptions(generateStepSchema.parse(form), owner);
    await chooseWorkflowOption(first.savedWorkflowId, first.workflows[0]!.id, owner);
    const second = await generateWorkflowOptions(generateStepSchema.parse({ ...form, selectedWorkArea: "Lead Generation" }), owner);
    const list = await listUserWorkflows(user!.id);
    expect(list.map((w) => w.id)).toEqual([second.savedWorkflowId, first.savedWorkflowId]);
    expect(list[1]!.title).toBeTruthy();
    expect(list[0]!.workArea).toBe("Lead Generation");
  });
});

describe("with an AI model", () => {
  const fake = useFakeOpenAI();
  const actor = { userId: null, browserSessionId: null };

  it("lets the model write the texts, keeping the ids and the method's hours", async () => {
    fake().respond((request) => {
      const sent = JSON.parse(request.messages.find((m) => m.role === "user")!.content) as { workflows: { id: string }[] };
      return {
        content: JSON.stringify({
          options: sent.workflows.map((w) => ({ id: w.id, title: `Model title for ${w.id}`, outline: "An outline written by the model for this marketer." })),
        }),
      };
    });
    const builtIn = await generateWorkflowOptions(generateStepSchema.parse(form), { userId: null, browserSessionId: null });
    expect(builtIn.engine).toBe("openai");
    expect(builtIn.workflows[0]!.title).toBe(`Model title for ${builtIn.workflows[0]!.id}`);
    for (const option of builtIn.workflows) expect(option.estimatedSavings).toBeGreaterThan(0);
  });

  it("lets the model reword the steps but never change their tools, links or hours", async () => {
    const reword = (keepTools: boolean) =>
      fake().respond((request) => {
        const sent = JSON.parse(request.messages.find((m) => m.role === "user")!.content) as {
          steps: { stepNumber: number; title: string; tools: string[] }[];
          workflows?: unknown;
        };
        if (request.response_format?.json_schema?.name !== "workflow_detail") return { status: 500, body: { error: { message: "options by the engine" } } };
        return {
          content: JSON.stringify({
            title: "A content workflow written for you",
            steps: sent.steps.map((step) => ({
              stepNumber: step.stepNumber,
              title: `Reworded: ${step.title}`,
              description: `Do this with ${keepTools ? step.tools.join(" and ") : "a tool of your choice"}, then check it.`,
            })),
          }),
        };
      });
    reword(true);
    const inputs = generateStepSchema.parse(form);
    const written = await generateDetailedWorkflow(inputs, "content-draft-pipeline", actor);
    reword(false);
    const fallback = await generateDetailedWorkflow(inputs, "content-draft-pipeline", actor);
    if (!written.ok || !fallback.ok) throw new Error("no workflow");
    expect(written.engine).toBe("openai");
    expect(written.workflow.title).toBe("A content workflow written for you");
    expect(written.workflow.steps[0]!.title).toMatch(/^Reworded: /);
    expect(fallback.engine).toBe("builtin");
    expect(fallback.workflow.steps[0]!.title).not.toMatch(/^Reworded/);
    // Tools, links and hours are the engine's either way.
    expect(written.workflow.steps.map((s) => s.tools)).toEqual(fallback.workflow.steps.map((s) => s.tools));
    expect(written.workflow.toolLinks).toEqual(fallback.workflow.toolLinks);
    expect(written.workflow.hoursSaved).toBe(fallback.workflow.hoursSaved);
  });

  it("illustrates each step with the Images API when one is configured, and draws a card when it fails", async () => {
    process.env.OPENAI_IMAGE_MODEL = "fake-image-model";
    try {
      const red = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: "#dc2626" } })
        .png()
        .toBuffer();
      const { workflow } = await detailed();
      const pixelAt = async (url: string) => {
        const png = Buffer.from(await (await fetch(url)).arrayBuffer());
        const { data, info } = await sharp(png).extract({ left: 1100, top: 400, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
        expect([info.width, info.height]).toEqual([1, 1]);
        expect((await sharp(png).metadata()).width).toBe(1200);
        return [...data.subarray(0, 3)];
      };
      fake().respondImages(() => ({ body: { created: 1, data: [{ b64_json: red.toString("base64") }] } }));
      const illustrated = (await (await post("/api/generate-workflow-images", { workflow })).json()) as { images: string[] };
      expect(fake().imageRequests).toHaveLength(workflow.steps.length);
      expect(fake().imageRequests[0]!.prompt).toContain(workflow.steps[0]!.title);
      expect(await pixelAt(illustrated.images[0]!)).toEqual([220, 38, 38]);
      fake().respondImages(() => ({ status: 500, body: { error: { message: "down" } } }));
      const drawn = (await (await post("/api/generate-workflow-images", { workflow })).json()) as { images: string[] };
      expect(drawn.images).toHaveLength(workflow.steps.length);
      expect(await pixelAt(drawn.images[0]!)).toEqual([255, 255, 255]);
    } finally {
      delete process.env.OPENAI_IMAGE_MODEL;
    }
  });

  it("falls back to the built-in engine when the model fails or answers badly", async () => {
    for (const answer of [{ status: 500, body: { error: { message: "down" } } }, { content: "not json" }, { content: JSON.stringify({ options: [] }) }]) {
      fake().respond(() => answer);
      const response = await post("/api/generate-workflows", form);
      expect(response.status).toBe(200);
      const { workflows } = (await response.json()) as { workflows: WorkflowOption[] };
      expect(workflows[0]!.title).toBe(TEMPLATE_BY_ID.get(workflows[0]!.id)!.title);
    }
  });
});
