// The roadmap generator and the levels a learner completes (issue 17), through the web server as
// deployed: the emailed PDF of a real toolkit (rendered by the real report code) round-trips into
// a roadmap naming its job and tools; text and Word files with the same words read the same;
// every bad input is refused with its reason and nothing is stored; access comes from course
// access for anonymous visitors, members and buyers; an open level's challenges lead to its lessons.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { courseAccess } from "../../db/schema/index";
import { lessonForChallenge } from "../../app/content/course-lessons/index";
import { renderToolkitPdf } from "../../app/services/delivery/report-pdf.server";
import { FIXTURE_GENERATED_AT, FIXTURE_SALARY, FIXTURE_TOOLKIT_URL, fixtureTools, toolkitViewFixture } from "../fixtures/toolkit-view";
import { Browser } from "../helpers/browser";
import { makeBrokenPdf, makeDoc, makeDocx, makePasswordPdf, makeZipBomb } from "../helpers/documents";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";
import { extractText, getDocumentProxy } from "unpdf";

useTestDatabase();
const web = useWebServer();
process.env.ROADMAP_RATE_LIMIT = "10000";

async function upload(path: string, bytes: Uint8Array | null, name: string, browser?: Browser) {
  const form = new FormData();
  if (bytes) form.append("file", new Blob([new Uint8Array(bytes)]), name);
  const headers: Record<string, string> = { Origin: web.base() };
  if (browser?.cookies.size) headers.Cookie = browser.cookieHeader();
  const response = await fetch(`${web.base()}${path}`, { method: "POST", body: form, headers, redirect: "manual" });
  const text = await response.text();
  const json = (response.headers.get("Content-Type") ?? "").includes("json") ? JSON.parse(text) : null;
  return { status: response.status, json, text, location: response.headers.get("Location") };
}

const count = async (table: "roadmaps") => (await getDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]!.n;

const reportPdf = () =>
  renderToolkitPdf({ toolkit: toolkitViewFixture(), salary: FIXTURE_SALARY, toolkitUrl: FIXTURE_TOOLKIT_URL, generatedAt: FIXTURE_GENERATED_AT });

async function member(name: string): Promise<{ browser: Browser; id: number }> {
  const browser = new Browser(web.base);
  const email = `${name.toLowerCase()}-${Math.random().toString(16).slice(2, 8)}@example.com`;
  const registered = await browser.post("/api/register", { username: name, email, password: `${name} long password` });
  expect(registered.status).toBe(200);
  return { browser, id: registered.body.id as number };
}

describe("POST /api/generate-roadmap", () => {
  it("turns the emailed toolkit PDF into a roadmap naming its job, company, work areas and tools", async () => {
    const { status, json } = await upload("/api/generate-roadmap", await reportPdf(), "toolkit.pdf");
    expect(status).toBe(200);
    expect(json.userData).toEqual({
      jobTitle: "Marketing Manager",
      companyName: "Northwind Analytics",
      workAreas: ["Content Creation", "Campaign Operations", "Market Research"],
      tools: expect.arrayContaining(fixtureTools().map((t) => t.name)),
    });
    expect(json.userData.tools).toHaveLength(fixtureTools().length);
    expect(json.hasAccess).toBe(false);
    expect(json.roadmap.map((l: { id: number }) => l.id)).toEqual([1, 2, 3, 4]);
    expect(json.roadmap.every((l: { unlocked: boolean }) => !l.unlocked)).toBe(true);
    const challengeTools = new Set(json.roadmap.flatMap((l: { challenges: { tool: string }[] }) => l.challenges.map((c) => c.tool)));
    for (const tool of challengeTools) expect(json.userData.tools).toContain(tool);
    // Anonymous: nothing stored.
    expect(await count("roadmaps")).toBe(0);
  });

  it("reads a .txt, a .docx, a .doc and the spec's JSON with the same words the same way", async () => {
    const doc = await getDocumentProxy(new Uint8Array(await reportPdf()));
    const text = (await extractText(doc, { mergePages: true })).text;
    const fromPdf = (await upload("/api/generate-roadmap", await reportPdf(), "toolkit.pdf")).json.userData;
    for (const [bytes, name] of [
      [Buffer.from(text), "toolkit.txt"],
      [makeDocx(text), "toolkit.docx"],
      [makeDoc(text.slice(0, 5000)), "toolkit.doc"],
    ] as const) {
      const { status, json } = await upload("/api/generate-roadmap", bytes, name);
      expect(status, name).toBe(200);
      expect(json.userData, name).toEqual(fromPdf);
    }
    const viaJson = await new Browser(web.base).post("/api/generate-roadmap", { toolkitContent: text, userEmail: "" });
    expect(viaJson.status).toBe(200);
    expect(viaJson.body.userData).toEqual(fromPdf);
  });

  it("gives a roadmap from another document, held to the job's own work, and says what it could not find", async () => {
    const { status, json } = await upload("/api/generate-roadmap", Buffer.from("Role: Staff Nurse\nI use ChatGPT for handover notes."), "cv.txt");
    expect(status).toBe(200);
    expect(json.userData).toMatchObject({ jobTitle: "Staff Nurse", companyName: "Not specified", tools: ["ChatGPT"] });
    // The file named no work areas: a nurse's own stand in, never a generic "everyday work".
    expect(json.userData.workAreas).toContain("Charting & Nursing Notes");
    expect(json.notFound).toEqual(["company", "work areas"]);
  });

  it("keeps a misfit a document names out of the challenges, and reads a job from a toolkit's heading", async () => {
    const text = "AI Toolkit for Paralegal at Smith & Co\nTools we talked about: Gong, Midjourney and Clio.";
    const { status, json } = await upload("/api/generate-roadmap", Buffer.from(text), "notes.txt");
    expect(status).toBe(200);
    expect(json.userData).toMatchObject({ jobTitle: "Paralegal", companyName: "Smith & Co" });
    expect(json.userData.tools).not.toContain("Gong");
    expect(json.userData.tools).not.toContain("Midjourney");
    const challengeTools = json.roadmap.flatMap((l: { challenges: { tool: string }[] }) => l.challenges.map((c) => c.tool));
    for (const tool of ["Gong", "Midjourney"]) expect(challengeTools).not.toContain(tool);
  });

  it("for a signed-in learner, the saved roadmap's page still says what the file did not", async () => {
    const { browser } = await member("Noor");
    const made = await upload("/aiupskill/roadmap", Buffer.from("Role: Staff Nurse\nI use ChatGPT for handover notes."), "cv.txt", browser);
    expect(made.status).toBe(302);
    expect(made.location).toBe("/aiupskill/roadmap?missing=company%2Cwork%20areas");
    const page = await browser.get(made.location!);
    // React's server render puts comments between the text parts.
    expect(String(page.body).replaceAll("<!-- -->", "")).toContain("Not found in your file: company, work areas.");
    expect((await browser.get("/aiupskill/roadmap")).body).not.toContain("Not found in your file");
  });

  it("refuses each bad input with 'Failed to generate roadmap' and why, storing nothing", async () => {
    const { browser } = await member("Rita");
    const before = await count("roadmaps");
    const cases: [string, Uint8Array | null, string, number, RegExp][] = [
      ["no file", null, "", 400, /choose a file/],
      ["empty file", new Uint8Array(), "empty.txt", 400, /empty/],
      ["program renamed .pdf", Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0]), Buffer.alloc(3000)]), "toolkit.pdf", 415, /not a PDF/],
      ["image", Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(500, 7)]), "toolkit.png", 415, /not a PDF/],
      ["password-protected PDF", makePasswordPdf(), "locked.pdf", 422, /password/],
      ["zip bomb posing as .docx", makeZipBomb(64), "toolkit.docx", 422, /unpacks/],
      ["broken PDF", makeBrokenPdf(), "toolkit.pdf", 422, /damaged/],
    ];
    for (const [label, bytes, name, status, why] of cases) {
      const answer = await upload("/api/generate-roadmap", bytes, name, browser);
      expect(answer.status, label).toBe(status);
      expect(answer.json.title, label).toBe("Failed to generate roadmap");
      expect(answer.json.message, label).toMatch(why);
    }
    const big = await upload("/api/generate-roadmap", Buffer.alloc(6 * 1024 * 1024, 0x61), "big.txt", browser);
    expect(big.status).toBe(413);
    // The page's action answers the same words in the page (JavaScript off).
    const page = await upload("/aiupskill/roadmap", makePasswordPdf(), "locked.pdf", browser);
    expect(page.status).toBe(422);
    expect(page.text).toContain("Failed to generate roadmap");
    expect(page.text).toContain("password-protected");
    expect(await count("roadmaps")).toBe(before);
  });

  it("takes a file of exactly 5 MB", async () => {
    const text = Buffer.alloc(5 * 1024 * 1024, 0x20);
    Buffer.from("Job title: Archivist").copy(text, 0);
    const { status, json } = await upload("/api/generate-roadmap", text, "long.txt");
    expect(status).toBe(200);
    expect(json.userData.jobTitle).toBe("Archivist");
  });
});

describe("access and completing levels", () => {
  it("locks every level for anonymous visitors and members who bought nothing", async () => {
    const anonymous = await upload("/api/generate-roadmap", Buffer.from("Job title: Analyst\nChatGPT"), "a.txt");
    expect(anonymous.json.hasAccess).toBe(false);
    const { browser } = await member("Mo");
    const signedIn = await upload("/api/generate-roadmap", Buffer.from("Job title: Analyst\nChatGPT"), "a.txt", browser);
    expect(signedIn.json.hasAccess).toBe(false);
    expect(signedIn.json.roadmap.map((l: { unlocked: boolean }) => l.unlocked)).toEqual([false, false, false, false]);
    expect(signedIn.json.roadmapId).toEqual(expect.any(Number));
    const page = await browser.get("/aiupskill/roadmap");
    expect(page.body).toContain("Complete Level 1 to unlock this level");
    expect(page.body).toContain("Purchase Training Access");
    expect(page.body).not.toContain("Mark as done");
  });

  it("an open level's challenges lead to the lessons whose practice tasks they are; no note completes a level", async () => {
    const { browser, id } = await member("Bea");
    // Level 1 completed (as its lessons and simulations do, course-level-1.test.ts); Levels 2 and 3 bought.
    await getDb()
      .insert(courseAccess)
      .values([
        { userId: id, level: 1, completedAt: sql`now()` },
        { userId: id, level: 2 },
        { userId: id, level: 3 },
      ]);
    const made = await upload("/aiupskill/roadmap", await reportPdf(), "toolkit.pdf", browser);
    expect(made.status).toBe(302);
    const api = await upload("/api/generate-roadmap", await reportPdf(), "toolkit.pdf", browser);
    expect(api.json.hasAccess).toBe(true);
    expect(api.json.roadmap.map((l: { unlocked: boolean }) => l.unlocked)).toEqual([true, true, false, false]);
    const roadmapId = api.json.roadmapId as number;

    const page = await browser.get("/aiupskill/roadmap");
    expect(page.body).toContain("Unlocked");
    expect(page.body).not.toContain("Mark as done");
    for (const challenge of ["2-1", "2-2", "2-3"]) {
      const lesson = lessonForChallenge(challenge)!;
      expect(page.body).toContain(`href="/learn/level-2/${lesson.lesson}#practice"`);
    }
    expect(page.body).toContain("Complete Level 3 to unlock this level");

    // A hand-made note, as the old form sent it, is answered as a missing file and completes nothing.
    const note = await browser.request("/aiupskill/roadmap", {
      method: "POST",
      form: { intent: "complete-challenge", roadmapId: String(roadmapId), challengeId: "2-1", note: "Did it with my team" },
    });
    expect(note.status).toBe(400);
    const [access] = await getDb().execute<{ completed: boolean }>(
      sql`SELECT completed_at IS NOT NULL AS completed FROM course_access WHERE user_id = ${id} AND level = 2`,
    );
    expect(access!.completed).toBe(false);
    const profile = await browser.get("/profile");
    // Level 2 open: its lessons done so far, on the learner's course page.
    expect(profile.body).toContain("0 of 4 lessons done");
    expect(profile.body).toContain('href="/learn"');
  });
});
