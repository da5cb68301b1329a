// A learner (of the course, or a buyer of the simulation) walking the product through the web
// server as deployed, with plain form posts (what a browser without JavaScript sends): bought a
// product, signed in, saving practice tasks and playing lesson simulations page by page (issue
// 27). Shared by the course's, the simulation's and the credentials' integration tests.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { getDb } from "../../db/client";
import { users } from "../../db/schema/index";
import { courseLesson, taughtLevel } from "../../app/content/course-lessons/index";
import type { ProductCode } from "../../app/content/course";
import { PRODUCTS } from "../../app/content/course";
import { config } from "../../app/config.server";
import { fulfilPurchase } from "../../app/services/sales/purchases.server";
import { createSession } from "../../app/services/accounts/sessions.server";
import type { OperationContext } from "../../app/services/context";
import { Browser } from "./browser";

const unique = () => randomBytes(6).toString("hex");
export const q = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => getDb().execute<T>(query);
/** Text as React writes it into HTML. */
export const html = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

export interface Learner {
  id: number;
  email: string;
  name: string;
  browser: Browser;
}

/** A signed-in learner who bought `buys` (Level 1 unless said; false for nothing). */
export async function learner(base: () => string, options: { buys?: ProductCode | false; jobTitle?: string } = {}): Promise<Learner> {
  const email = `course.${unique()}@example.com`;
  const name = `Lee ${unique()}`;
  const [user] = await getDb()
    .insert(users)
    .values({ username: name, email, jobTitle: options.jobTitle ?? "Marketing Manager", emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  const product = options.buys ?? "level-1";
  if (product) await buy({ id: user!.id, email, name }, product);
  const browser = new Browser(base);
  browser.setCookie(`academy_session=${await createSession(user!.id)}`);
  return { id: user!.id, email, name, browser };
}

/** The learner as an operation's caller (for calling services directly). */
export const contextOf = (who: Learner): OperationContext => ({
  actor: { id: who.id, email: who.email, username: who.name, role: "user" },
  clientIp: "127.0.0.1",
  visitId: null,
});

/** A paid purchase of the product, fulfilled as the Stripe webhook would. */
export async function buy(who: { id: number; email: string; name: string }, product: ProductCode) {
  const outcome = await fulfilPurchase({
    productCode: product,
    email: who.email,
    name: who.name,
    amountCents: PRODUCTS[product].price * 100,
    currency: config.courseCurrency,
    method: "Test checkout",
    checkoutSessionId: `test_${unique()}`,
    paidByUserId: who.id,
  });
  expect(outcome.status).toBe("fulfilled");
}

export const PRACTICE = "I asked for a 200-word update for my manager with three headings and only my notes as material.";

export async function savePractice(who: Learner, level: number, lesson: number) {
  const saved = await who.browser.request(`/learn/level-${level}/${lesson}`, { method: "POST", form: { intent: "practice", answer: PRACTICE } });
  expect(saved.status).toBe(302);
  return saved;
}

export async function startSimulation(who: Learner, level: number, lesson: number): Promise<string> {
  const started = await who.browser.request(`/learn/level-${level}/${lesson}`, { method: "POST", form: { intent: "simulate" } });
  expect(started.status).toBe(302);
  const path = started.headers.get("location")!;
  expect(path).toMatch(new RegExp(`^/learn/level-${level}/${lesson}/simulation/\\d+$`));
  return path;
}

/** Play a lesson's simulation page by page, choosing the best option (1) or the weakest (0) at each point; the last redirect. */
export async function playSimulation(who: Learner, level: number, lesson: number, credit: 0 | 1, path?: string): Promise<{ path: string; last: string }> {
  const at = path ?? (await startSimulation(who, level, lesson));
  const points = courseLesson(level, lesson)!.simulation.points;
  let last = "";
  for (const point of points) {
    const page = await who.browser.get(at);
    expect(page.status).toBe(200);
    expect(page.body).toContain(
      html(point.question.replace(/\{[^}]+\}/g, ""))
        .split("&")[0]!
        .slice(0, 20),
    );
    // The best option, or the weakest (a point may have no option worth nothing).
    const option = credit === 1 ? point.options.find((o) => o.credit === 1)! : point.options.reduce((low, o) => (o.credit < low.credit ? o : low));
    const answered = await who.browser.request(at, { method: "POST", form: { pointId: point.id, optionId: option.id } });
    expect(answered.status).toBe(302);
    last = answered.headers.get("location")!;
  }
  return { path: at, last };
}

/** Every lesson of the level: its practice saved and its simulation played with the best answers; the last redirect. */
export async function passLevel(who: Learner, level: number): Promise<string> {
  let last = "";
  for (const lesson of taughtLevel(level)!.lessons) {
    await savePractice(who, level, lesson.number);
    last = (await playSimulation(who, level, lesson.number, 1)).last;
  }
  return last;
}

export const accessCompleted = async (userId: number, level = 1) =>
  (await q<{ done: boolean }>(sql`SELECT completed_at IS NOT NULL AS done FROM course_access WHERE user_id = ${userId} AND level = ${level}`))[0]?.done ??
  false;

export const certificateCode = async (userId: number, level = 1) =>
  (await q<{ code: string | null }>(sql`SELECT certificate_code AS code FROM course_enrolments WHERE user_id = ${userId} AND level = ${level}`))[0]?.code ??
  null;

/** The level-complete email queued for this address and level, if any. */
export async function levelCompleteMail(email: string, level: number) {
  const rows = await q<{ subject: string; text: string }>(sql`
    SELECT j.payload->>'subject' AS subject, j.payload->>'text' AS text FROM graphile_worker._private_jobs j
    JOIN graphile_worker._private_tasks t ON t.id = j.task_id
    WHERE t.identifier = 'send-email' AND j.payload->>'template' = 'level-complete' AND lower(j.payload->>'to') = lower(${email})
      AND j.payload->>'subject' LIKE ${`Level ${level} completed%`}`);
  return rows[0] ?? null;
}
