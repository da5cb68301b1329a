// Issue 28, "simulations that measure judgment", through the web server as deployed (plain form
// posts): only the first attempt of each purchase to finish counts and later ones say they are
// practice on the play and result pages; each attempt shows the options in its own stored order and
// no option's credit or reason reaches the page, its data (.data) or an earlier attempt's result
// before that attempt ends; a safety-critical mistake caps the score and is named as a blind spot;
// the course's lesson simulations shuffle and withhold the same way.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { users } from "../../db/schema/index";
import { playableScenario } from "../../app/content/simulations";
import { courseLesson } from "../../app/content/course-lessons/index";
import type { DecisionOption, PlayableScenario } from "../../app/content/simulations/types";
import { config } from "../../app/config.server";
import { orderOptions } from "../../app/lib/option-order";
import { SAFETY_CAP_SCORE } from "../../app/lib/simulation-scoring";
import { fulfilPurchase } from "../../app/services/sales/purchases.server";
import { createSession } from "../../app/services/accounts/sessions.server";
import { Browser } from "../helpers/browser";
import { html, learner as courseLearner, startSimulation } from "../helpers/course-learner";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();

const unique = () => randomBytes(6).toString("hex");
const q = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => getDb().execute<T>(query);
const scenario = playableScenario("generic-1")!;
const PRACTICE_LABEL = "Practice attempt: does not change your certificate";

interface Buyer {
  id: number;
  email: string;
  name: string;
  browser: Browser;
}

async function purchase(who: { id: number; email: string; name: string }) {
  const outcome = await fulfilPurchase({
    productCode: "simulation",
    email: who.email,
    name: who.name,
    jobTitle: null,
    amountCents: 4900,
    currency: config.courseCurrency,
    method: "Test checkout",
    checkoutSessionId: `test_${unique()}`,
    paidByUserId: who.id,
  });
  expect(outcome.status).toBe("fulfilled");
}

async function buyer(): Promise<Buyer> {
  const email = `judgment.${unique()}@example.com`;
  const name = `Jo ${unique()}`;
  const [user] = await getDb()
    .insert(users)
    .values({ username: name, email, jobTitle: "Operations Coordinator", emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  const who = { id: user!.id, email, name };
  await purchase(who);
  const browser = new Browser(web.base);
  browser.setCookie(`academy_session=${await createSession(user!.id)}`);
  return { ...who, browser };
}

async function start(who: Buyer, s: PlayableScenario = scenario): Promise<string> {
  const started = await who.browser.request("/simulation", { method: "POST", form: { scenarioId: s.id } });
  expect(started.status).toBe(302);
  return started.headers.get("location")!;
}

const attemptIdOf = (path: string) => Number(/\/simulation\/(\d+)/.exec(path)![1]);

async function attemptRow(attemptId: number) {
  const [row] = await q<{ score: number | null; certificate_code: string | null; option_seed: string | null; payment_id: number | null }>(
    sql`SELECT score, certificate_code, option_seed, payment_id FROM simulation_attempts WHERE id = ${attemptId}`,
  );
  return row!;
}

/** Answer every remaining point through the pages, choosing with `choose`; checks each page on the way. */
async function playThrough(
  who: Buyer,
  path: string,
  choose: (point: PlayableScenario["points"][number]) => DecisionOption,
  s = scenario,
  each?: (body: string) => void,
) {
  for (;;) {
    const page = await who.browser.get(path);
    if (page.status === 302) break;
    expect(page.status).toBe(200);
    each?.(page.body);
    // The point the page asks (an attempt may have been started elsewhere).
    const pointId = /name="pointId" value="([^"]+)"/.exec(page.body)![1];
    const point = s.points.find((p) => p.id === pointId)!;
    const answered = await who.browser.request(path, { method: "POST", form: { pointId: point.id, optionId: choose(point).id } });
    expect(answered.status).toBe(302);
  }
}

const textOf = (body: unknown) => (typeof body === "string" ? body : JSON.stringify(body));

const best = (point: PlayableScenario["points"][number]) => point.options.find((o) => o.credit === 1)!;

/** Where each option's text sits in the page: the order the page shows them in. */
function shownOrder(body: string, options: readonly DecisionOption[]): string[] {
  const at = options.map((o) => ({ id: o.id, index: body.indexOf(html(o.text)) }));
  for (const a of at) expect(a.index, a.id).toBeGreaterThan(-1);
  return at.sort((a, b) => a.index - b.index).map((a) => a.id);
}

/** No option's credit or reason in a page or a data answer (HTML-escaped or as written). */
function expectNoCredits(text: string, s: PlayableScenario = scenario) {
  for (const o of s.points.flatMap((p) => p.options)) {
    expect(text).not.toContain(html(o.reason));
    expect(text).not.toContain(o.reason);
  }
  expect(text).not.toMatch(/"credit"|"safety"|Best answer|Half credit|No credit/);
}

describe("only the first finished attempt of each purchase counts; later ones are practice and say so", () => {
  it("labels the play and result pages of a later attempt, and never issues or changes a certificate from it", async () => {
    const who = await buyer();
    const first = await start(who);
    const firstPage = await who.browser.get(first);
    expect(firstPage.body).not.toContain(PRACTICE_LABEL);
    await playThrough(who, first, best, scenario, (body) => expect(body).not.toContain(PRACTICE_LABEL));
    const counted = await attemptRow(attemptIdOf(first));
    expect(counted.score).toBe(100);
    expect(counted.certificate_code).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const result = await who.browser.get(`${first}/result`);
    expect(result.body).not.toContain(PRACTICE_LABEL);

    // A second attempt: practice from its first page to its result, whatever it scores.
    const second = await start(who);
    expect(second).not.toBe(first);
    await playThrough(who, second, best, scenario, (body) => expect(body).toContain(PRACTICE_LABEL));
    const practice = await attemptRow(attemptIdOf(second));
    expect(practice.score).toBe(100);
    expect(practice.certificate_code).toBeNull();
    const practiceResult = await who.browser.get(`${second}/result`);
    expect(practiceResult.body).toContain(PRACTICE_LABEL);
    expect(practiceResult.body).not.toContain("Download the certificate (PDF)");
    expect((await attemptRow(attemptIdOf(first))).certificate_code).toBe(counted.certificate_code);
    const data = await who.browser.get(`${second}/result.data`);
    expect(textOf(data.body)).toContain("practice");
  });

  it("counts a new purchase's first attempt, never one left open under an earlier, refunded purchase", async () => {
    const who = await buyer();
    const old = await start(who);
    const firstPoint = scenario.points[0]!;
    expect((await who.browser.request(old, { method: "POST", form: { pointId: firstPoint.id, optionId: best(firstPoint).id } })).status).toBe(302);
    // Refunded, then bought again.
    await q(sql`UPDATE payments SET status = 'refunded' WHERE user_id = ${who.id} AND product_code = 'simulation'`);
    await purchase(who);
    const [latest] = await q<{ id: number }>(
      sql`SELECT id FROM payments WHERE user_id = ${who.id} AND product_code = 'simulation' AND status = 'completed' ORDER BY id DESC LIMIT 1`,
    );
    // Starting again does not resume the old purchase's attempt.
    const fresh = await start(who);
    expect(fresh).not.toBe(old);
    expect((await attemptRow(attemptIdOf(fresh))).payment_id).toBe(latest!.id);
    // The old attempt can still be finished, as practice, and earns nothing.
    await playThrough(who, old, best, scenario, (body) => expect(body).toContain(PRACTICE_LABEL));
    expect((await attemptRow(attemptIdOf(old))).score).toBe(100);
    expect((await attemptRow(attemptIdOf(old))).certificate_code).toBeNull();
    // The new purchase's first attempt counts.
    await playThrough(who, fresh, best, scenario, (body) => expect(body).not.toContain(PRACTICE_LABEL));
    expect((await attemptRow(attemptIdOf(fresh))).certificate_code).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
});

describe("options in the attempt's own order, and no credit or reason before that attempt ends", () => {
  it("shows each point's options in the order derived from the stored seed, the same on reload, in HTML and .data", async () => {
    const who = await buyer();
    const path = await start(who);
    const seed = (await attemptRow(attemptIdOf(path))).option_seed;
    expect(seed).toMatch(/^[A-Za-z0-9_-]{24}$/);
    for (const point of scenario.points) {
      const expected = orderOptions(seed, point.id, point.options).map((o) => o.id);
      const page = await who.browser.get(path);
      expect(shownOrder(page.body, point.options)).toEqual(expected);
      expect(shownOrder((await who.browser.get(path)).body, point.options)).toEqual(expected);
      expectNoCredits(page.body);
      const data = await who.browser.get(`${path}.data`);
      expect(data.status).toBe(200);
      const text = textOf(data.body);
      expect(text).toContain(point.options[0]!.text.slice(0, 30));
      expectNoCredits(text);
      await who.browser.request(path, { method: "POST", form: { pointId: point.id, optionId: best(point).id } });
    }
    // The result shows this attempt's reasons, in the order it was played.
    const result = await who.browser.get(`${path}/result`);
    for (const point of scenario.points) {
      expect(result.body).toContain(html(best(point).reason));
    }
    const p1 = scenario.points[0]!;
    expect(shownOrder(result.body, p1.options)).toEqual(orderOptions(seed, p1.id, p1.options).map((o) => o.id));
  });

  it("gives two attempts different orders", async () => {
    const who = await buyer();
    const a = await start(who);
    await playThrough(who, a, best);
    const b = await start(who);
    const [seedA, seedB] = [(await attemptRow(attemptIdOf(a))).option_seed, (await attemptRow(attemptIdOf(b))).option_seed];
    expect(seedA).not.toBe(seedB);
    const orders = (seed: string | null) =>
      scenario.points
        .map((p) =>
          orderOptions(seed, p.id, p.options)
            .map((o) => o.id)
            .join(""),
        )
        .join(" ");
    expect(orders(seedA)).not.toBe(orders(seedB));
  });

  it("withholds an earlier result's reasons while a new attempt at the same scenario is open, and shows them once it ends", async () => {
    const who = await buyer();
    const first = await start(who);
    await playThrough(who, first, best);
    const before = await who.browser.get(`${first}/result`);
    expect(before.body).toContain(html(scenario.points[0]!.options[0]!.reason));

    const second = await start(who);
    const withheld = await who.browser.get(`${first}/result`);
    expectNoCredits(withheld.body);
    expect(withheld.body).toContain("hidden while you have an attempt at the same scenario open");
    const data = textOf((await who.browser.get(`${first}/result.data`)).body);
    expect(data).toContain("reviewWithheld");
    expectNoCredits(data);
    const report = await who.browser.get(`${first}/report.pdf`);
    expect(report.status).toBe(200);
    // The new attempt's own pages carry no reasons either.
    await playThrough(
      who,
      second,
      (p) => p.options[0]!,
      scenario,
      (body) => expectNoCredits(body),
    );
    const after = await who.browser.get(`${first}/result`);
    expect(after.body).toContain(html(scenario.points[0]!.options[0]!.reason));
    expect(after.body).not.toContain("hidden while you have an attempt at the same scenario open");
  });
});

describe("a safety-critical mistake caps the score and is always a blind spot", () => {
  it("an otherwise distinguished run that pasted a live API key scores 69, gets no certificate and names the leak", async () => {
    const dev = playableScenario("software-developer-1")!;
    const leak = dev.points.find((p) => p.options.some((o) => o.safety === "leaks-secret"))!;
    const who = await buyer();
    const path = await start(who, dev);
    await playThrough(who, path, (p) => (p.id === leak.id ? p.options.find((o) => o.safety === "leaks-secret")! : best(p)), dev);
    const row = await attemptRow(attemptIdOf(path));
    expect(row.score).toBe(SAFETY_CAP_SCORE);
    expect(row.certificate_code).toBeNull();
    const result = await who.browser.get(`${path}/result`);
    expect(result.body).toContain(
      `Safety-critical mistake at decision ${dev.points.indexOf(leak) + 1}: a secret (a password or an API key) was put into an AI tool.`,
    );
    expect(result.body).toContain(`Capped at ${SAFETY_CAP_SCORE} (from 86) by a safety-critical mistake`);
    expect(result.body).toContain("Not yet");
    expect(result.body).not.toContain("No skill fell below 50%.");
    // It was the purchase's first attempt: the cap, not the practice rule, withheld the certificate.
    expect(result.body).not.toContain(PRACTICE_LABEL);
  });
});

describe("the course's lesson simulations shuffle and withhold the same way", () => {
  it("plays a lesson in its stored order with no credit shown, and hides the earlier attempt's reasons during a retake", async () => {
    const who = await courseLearner(web.base);
    const lesson = courseLesson(1, 5)!;
    const path = await startSimulation(who, 1, 5);
    const [row] = await q<{ option_seed: string | null }>(sql`SELECT option_seed FROM simulation_attempts WHERE id = ${Number(path.split("/").pop())}`);
    expect(row!.option_seed).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const reasons = lesson.simulation.points.flatMap((p) => p.options.map((o) => o.reason));
    for (const point of lesson.simulation.points) {
      const page = await who.browser.get(path);
      expect(page.status).toBe(200);
      for (const reason of reasons) expect(page.body).not.toContain(html(reason));
      const data = await who.browser.get(`${path}.data`);
      const text = textOf(data.body);
      expect(text).not.toMatch(/"credit"|"reason"|"safety"/);
      // Lesson options carry the learner's words, so only a slot-free one is looked for in the page.
      const plain = point.options.filter((o) => !o.text.includes("{"));
      const shown = orderOptions(row!.option_seed, point.id, point.options)
        .filter((o) => plain.includes(o))
        .map((o) => o.id);
      expect(plain.length ? shownOrder(page.body, plain) : []).toEqual(shown);
      // The worst answers: a leaked password among them.
      const worst = point.options.find((o) => o.safety) ?? point.options.reduce((low, o) => (o.credit < low.credit ? o : low));
      expect((await who.browser.request(path, { method: "POST", form: { pointId: point.id, optionId: worst.id } })).status).toBe(302);
    }
    const result = await who.browser.get(path);
    expect(result.body).toContain("Safety-critical mistake at decision");
    expect(result.body).toContain(html(lesson.simulation.points[0]!.options[0]!.reason));
    // A retake (under 70%) is open: the first attempt's reasons wait until it ends.
    const retake = await startSimulation(who, 1, 5);
    expect(retake).not.toBe(path);
    const during = await who.browser.get(path);
    for (const reason of reasons) expect(during.body).not.toContain(html(reason));
    expect(during.body).toContain("hidden while your retake of this simulation is open");
  });
});
