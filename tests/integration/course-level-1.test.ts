// Level 1 taught as six lessons (issue 27) through the web server as deployed, with plain form
// posts (what a browser without JavaScript sends): a buyer reads each lesson written for their
// job, saves each practice task, plays each simulation and is certified by the rule; under 70% no
// certificate and a retake that resumes; 403 for a level not owned, 404 for another learner's
// attempt; the roadmap no longer completes Level 1 from notes.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { users } from "../../db/schema/index";
import { LEVEL_ONE } from "../../app/content/course-lessons/level-1-lessons";
import { config } from "../../app/config.server";
import { fulfilPurchase } from "../../app/services/sales/purchases.server";
import { createSession } from "../../app/services/accounts/sessions.server";
import { Browser } from "../helpers/browser";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();

const unique = () => randomBytes(6).toString("hex");
const q = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => getDb().execute<T>(query);
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

interface Learner {
  id: number;
  email: string;
  name: string;
  browser: Browser;
}

async function learner(options: { buys?: boolean; jobTitle?: string } = {}): Promise<Learner> {
  const email = `course.${unique()}@example.com`;
  const name = `Lee ${unique()}`;
  const [user] = await getDb()
    .insert(users)
    .values({ username: name, email, jobTitle: options.jobTitle ?? "Marketing Manager", emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  if (options.buys ?? true) {
    const outcome = await fulfilPurchase({
      productCode: "level-1",
      email,
      name,
      amountCents: 4900,
      currency: config.courseCurrency,
      method: "Test checkout",
      checkoutSessionId: `test_${unique()}`,
      paidByUserId: user!.id,
    });
    expect(outcome.status).toBe("fulfilled");
  }
  const browser = new Browser(web.base);
  browser.setCookie(`academy_session=${await createSession(user!.id)}`);
  return { id: user!.id, email, name, browser };
}

const PRACTICE = "I asked for a 200-word update for my manager with three headings and only my notes as material.";

async function savePractice(who: Learner, lesson: number) {
  const saved = await who.browser.request(`/learn/level-1/${lesson}`, { method: "POST", form: { intent: "practice", answer: PRACTICE } });
  expect(saved.status).toBe(302);
  return saved;
}

async function startSimulation(who: Learner, lesson: number): Promise<string> {
  const started = await who.browser.request(`/learn/level-1/${lesson}`, { method: "POST", form: { intent: "simulate" } });
  expect(started.status).toBe(302);
  const path = started.headers.get("location")!;
  expect(path).toMatch(new RegExp(`^/learn/level-1/${lesson}/simulation/\\d+$`));
  return path;
}

/** Play a lesson's simulation page by page, choosing the option with this credit at each point. */
async function playSimulation(who: Learner, lesson: number, credit: 0 | 1, path?: string): Promise<{ path: string; last: string }> {
  const at = path ?? (await startSimulation(who, lesson));
  const points = LEVEL_ONE.lessons[lesson - 1]!.simulation.points;
  let last = "";
  for (const point of points) {
    const page = await who.browser.get(at);
    expect(page.status).toBe(200);
    expect(page.body).toContain(
      html(point.question.replace(/\{[^}]+\}/g, ""))
        .split("&")[0]!
        .slice(0, 20),
    );
    const option = point.options.find((o) => o.credit === credit)!;
    const answered = await who.browser.request(at, { method: "POST", form: { pointId: point.id, optionId: option.id } });
    expect(answered.status).toBe(302);
    last = answered.headers.get("location")!;
  }
  return { path: at, last };
}

const accessCompleted = async (userId: number) =>
  (await q<{ done: boolean }>(sql`SELECT completed_at IS NOT NULL AS done FROM course_access WHERE user_id = ${userId} AND level = 1`))[0]!.done;
const certificateCode = async (userId: number) =>
  (await q<{ code: string | null }>(sql`SELECT certificate_code AS code FROM course_enrolments WHERE user_id = ${userId} AND level = 1`))[0]?.code ?? null;

describe("a buyer walks Level 1's six lessons and simulations and is certified", () => {
  it("lessons written for their job, practice tasks stored, simulations scored, the certificate, report and email", async () => {
    const who = await learner();
    const home = await who.browser.get("/learn");
    expect(home.status).toBe(200);
    expect(home.body).toContain("Start with lesson 1");
    expect(home.body).toContain("Level 1: Awareness in Action");

    const first = await who.browser.get("/learn/level-1/1");
    expect(first.status).toBe(200);
    expect(first.body).toContain(LEVEL_ONE.lessons[0]!.title);
    const [enrolment] = await q<{ context: { occupation: { title: string } | null; tools: { name: string }[]; activities: string[] } }>(
      sql`SELECT context FROM course_enrolments WHERE user_id = ${who.id} AND level = 1`,
    );
    const context = enrolment!.context;
    // The job matched from the title, its work activities and the toolkit engine's tools, in the teaching itself.
    expect(context.occupation?.title).toMatch(/Marketing Managers/);
    expect(context.activities.length).toBeGreaterThan(0);
    expect(context.tools.length).toBeGreaterThan(0);
    expect(first.body).toContain(html(`Your toolkit lists ${context.tools[0]!.name}`));
    expect(first.body).not.toMatch(/\{(activity|tool|role)\}/);

    for (const lesson of LEVEL_ONE.lessons) {
      const page = await who.browser.get(`/learn/level-1/${lesson.number}`);
      expect(page.status).toBe(200);
      expect(page.body).toContain(html(lesson.example.takeaway.split("{")[0]!));
      await savePractice(who, lesson.number);
      const { path, last } = await playSimulation(who, lesson.number, 1);
      if (lesson.number < 6) {
        expect(last).toBe(path);
        const result = await who.browser.get(path);
        expect(result.body).toContain("Your result: 100%");
        // The reasons show once the attempt is finished.
        expect(result.body).toContain(html(lesson.simulation.points[0]!.options[0]!.reason.split("{")[0]!));
        expect(await certificateCode(who.id)).toBeNull();
        expect(await accessCompleted(who.id)).toBe(false);
      } else {
        expect(last).toBe("/learn?certified=1");
      }
    }

    const code = await certificateCode(who.id);
    expect(code).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await accessCompleted(who.id)).toBe(true);
    const after = await who.browser.get("/learn?certified=1");
    expect(after.body).toContain("Level complete");
    expect(after.body).toContain("/learn/level-1/certificate.pdf");
    expect(after.body).toContain("/learn/level-1/report.pdf");
    for (const file of ["certificate.pdf", "report.pdf"]) {
      const pdf = await who.browser.get(`/learn/level-1/${file}`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
    }
    const verified = await new Browser(web.base).get(`/certificates/${code}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toContain(who.name);
    expect(verified.body).toContain("AI Fluency: Awareness in Action, Marketing Manager");

    const [mail] = await q<{ subject: string; text: string }>(sql`
      SELECT j.payload->>'subject' AS subject, j.payload->>'text' AS text FROM graphile_worker._private_jobs j
      JOIN graphile_worker._private_tasks t ON t.id = j.task_id
      WHERE t.identifier = 'send-email' AND j.payload->>'template' = 'level-complete' AND lower(j.payload->>'to') = lower(${who.email})`);
    expect(mail!.subject).toBe("Level 1 completed: Awareness in Action");
    expect(mail!.text).toContain("certificate and performance report are issued");
    expect(mail!.text).toContain(`/certificates/${code}`);

    // The job simulation's pages never list the lessons' attempts.
    expect((await who.browser.get("/profile")).body).toContain('href="/learn"');
  });
});

describe("under 70% across the modules", () => {
  it("issues no certificate, offers a retake that resumes while in progress, and certifies once the rule is met", async () => {
    const who = await learner();
    for (const lesson of LEVEL_ONE.lessons) {
      await savePractice(who, lesson.number);
      await playSimulation(who, lesson.number, 0);
    }
    expect(await certificateCode(who.id)).toBeNull();
    expect(await accessCompleted(who.id)).toBe(false);
    const home = await who.browser.get("/learn");
    expect(home.body).toContain("Raise your overall score from 0% to 70%");

    const lessonPage = await who.browser.get("/learn/level-1/1");
    expect(lessonPage.body).toContain("Retake the simulation");
    // A retake started, left after one answer, and started again resumes the same attempt.
    const retake = await startSimulation(who, 1);
    const point = LEVEL_ONE.lessons[0]!.simulation.points[0]!;
    await who.browser.request(retake, { method: "POST", form: { pointId: point.id, optionId: point.options.find((o) => o.credit === 1)!.id } });
    expect(await startSimulation(who, 1)).toBe(retake);
    expect((await who.browser.get("/learn/level-1/1")).body).toContain("Resume the simulation");

    // Answering the same point again is refused, and changes nothing.
    const again = await who.browser.request(retake, { method: "POST", form: { pointId: point.id, optionId: point.options[0]!.id } });
    expect(again.status).toBe(409);
    expect(again.body).toContain("Already Answered");

    // Finish that retake at 100%, then retake five modules: overall (100 * 5 + 0) / 6 = 83.
    const rest = LEVEL_ONE.lessons[0]!.simulation.points.slice(1);
    for (const p of rest) await who.browser.request(retake, { method: "POST", form: { pointId: p.id, optionId: p.options.find((o) => o.credit === 1)!.id } });
    // A module at 70% or more is not replayed.
    const refused = await who.browser.request("/learn/level-1/1", { method: "POST", form: { intent: "simulate" } });
    expect(refused.status).toBe(409);
    expect(refused.body).toContain("Module Passed");
    for (const lesson of [2, 3, 4]) await playSimulation(who, lesson, 1);
    expect(await certificateCode(who.id)).toBeNull();
    const { last } = await playSimulation(who, 5, 1);
    expect(last).toBe("/learn?certified=1");
    const [row] = await q<{ score: number }>(sql`SELECT score FROM course_enrolments WHERE user_id = ${who.id} AND level = 1`);
    expect(row!.score).toBe(83);
  });

  it("needs every practice task: full marks without one is not certified until it is saved", async () => {
    const who = await learner();
    for (const lesson of LEVEL_ONE.lessons) {
      if (lesson.number !== 3) await savePractice(who, lesson.number);
      await playSimulation(who, lesson.number, 1);
    }
    expect(await certificateCode(who.id)).toBeNull();
    expect((await who.browser.get("/learn")).body).toContain("Complete the practice task of lesson 3.");
    // A practice answer too short is refused with the reason, on the server-rendered page.
    const short = await who.browser.request("/learn/level-1/3", { method: "POST", form: { intent: "practice", answer: "ok" } });
    expect(short.status).toBe(400);
    expect(short.body).toContain("Say a Little More");
    expect(await certificateCode(who.id)).toBeNull();
    const saved = await savePractice(who, 3);
    expect(saved.headers.get("location")).toBe("/learn?certified=1");
    expect(await accessCompleted(who.id)).toBe(true);
  });
});

describe("access and bad input", () => {
  it("a level not owned answers 403 with the sales page's link, for lessons, posts and simulations", async () => {
    const buyer = await learner();
    const path = await startSimulation(buyer, 2);
    const stranger = await learner({ buys: false });
    for (const url of ["/learn/level-1/1", path]) {
      const page = await stranger.browser.get(url);
      expect(page.status).toBe(403);
      expect(page.body).toContain('href="/aiupskill/training"');
    }
    const post = await stranger.browser.request("/learn/level-1/1", { method: "POST", form: { intent: "practice", answer: PRACTICE } });
    expect(post.status).toBe(403);
    const start = await stranger.browser.request("/learn/level-1/1", { method: "POST", form: { intent: "simulate" } });
    expect(start.status).toBe(403);
    const rows = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM course_lesson_practice WHERE user_id = ${stranger.id}`);
    expect(rows[0]!.n).toBe(0);
  });

  it("another learner's attempt is not found, to look at or to answer; unknown lessons and levels are not found", async () => {
    const owner = await learner();
    const path = await startSimulation(owner, 2);
    const other = await learner();
    expect((await other.browser.get(path)).status).toBe(404);
    const point = LEVEL_ONE.lessons[1]!.simulation.points[0]!;
    const answer = await other.browser.request(path, { method: "POST", form: { pointId: point.id, optionId: point.options[0]!.id } });
    expect(answer.status).toBe(404);
    const answered = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM simulation_answers WHERE attempt_id = ${Number(path.split("/").pop())}`);
    expect(answered[0]!.n).toBe(0);
    // The same attempt under another lesson's address is not found either.
    expect((await owner.browser.get(path.replace("/level-1/2/", "/level-1/3/"))).status).toBe(404);
    for (const url of ["/learn/level-1/7", "/learn/level-1/0", "/learn/level-2/1", "/learn/level-x/1"]) expect((await owner.browser.get(url)).status).toBe(404);
    // Nobody signed in: to the sign-in page.
    const anonymous = await new Browser(web.base).get("/learn/level-1/1");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login/);
    // No answer chosen: the reason, nothing recorded.
    const empty = await owner.browser.request(path, { method: "POST", form: { pointId: point.id } });
    expect(empty.status).toBe(400);
    expect(empty.body).toContain("Choose an Answer");
  });

  it("the job simulation's pages never open a lesson's attempt", async () => {
    const who = await learner();
    const path = await startSimulation(who, 1);
    const attemptId = path.split("/").pop();
    const page = await who.browser.get(`/simulation/${attemptId}`);
    expect([302, 404]).toContain(page.status);
    expect(page.status === 302 ? page.headers.get("location") : "").not.toBe(`/simulation/${attemptId}/result`);
  });

  it("the roadmap no longer completes Level 1 from notes", async () => {
    const who = await learner();
    const upload = await who.browser.request("/aiupskill/roadmap", {
      method: "POST",
      body: [
        "--b",
        'Content-Disposition: form-data; name="file"; filename="toolkit.txt"',
        "Content-Type: text/plain",
        "",
        "Job title: Marketing Manager\nWork areas: Content Creation\nTools: ChatGPT",
        "--b--",
        "",
      ].join("\r\n"),
      headers: { "Content-Type": "multipart/form-data; boundary=b" },
    });
    expect(upload.status).toBe(302);
    const [roadmap] = await q<{ id: number }>(sql`SELECT id FROM roadmaps WHERE user_id = ${who.id}`);
    const page = await who.browser.get("/aiupskill/roadmap");
    expect(page.body).toContain(`href="/learn/level-1/2#practice"`);
    for (const challengeId of ["1-1", "1-2", "1-3"]) {
      const done = await who.browser.request("/aiupskill/roadmap", {
        method: "POST",
        form: { intent: "complete-challenge", roadmapId: String(roadmap!.id), challengeId, note: "Did it this week" },
      });
      // The page has no form for them any more: a hand-made post is refused and changes nothing.
      expect(done.status).toBe(409);
    }
    expect(await accessCompleted(who.id)).toBe(false);
  });
});
