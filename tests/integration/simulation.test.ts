// The job simulation a buyer pays for (issue 19) through the web server as deployed: scoring via
// the service, a buyer's attempt page by page, what non-buyers and other users can reach (never a
// question or a reason), bad answers, the certificate's public page, the results email, refunds.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { users } from "../../db/schema/index";
import { playableScenario } from "../../app/content/simulations";
import { SIMULATION_SKILL_LABELS, type PlayableScenario } from "../../app/content/simulations/types";
import { config } from "../../app/config.server";
import { scoreSimulation } from "../../app/lib/simulation-scoring";
import { fulfilPurchase } from "../../app/services/sales/purchases.server";
import { createSession } from "../../app/services/accounts/sessions.server";
import { answerPoint, startAttempt } from "../../app/services/simulation/simulations.server";
import { scenarioChoices } from "../../app/services/simulation/scenario-choices.server";
import { verifyCertificate } from "../../app/services/simulation/certificates.server";
import { draftScenario, reviewDraft } from "../../app/services/simulation/simulation-drafts.server";
import { useFakeOpenAI } from "../helpers/fake-openai";
import type { OperationContext } from "../../app/services/context";
import { Browser } from "../helpers/browser";
import { runQueuedJobs } from "../helpers/run-queued-jobs";
import { useFakeStripeRefunds } from "../helpers/fake-stripe-refunds";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();

const unique = () => randomBytes(6).toString("hex");
const q = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => getDb().execute<T>(query);
const scenario = playableScenario("generic-1")!;

interface Person {
  id: number;
  email: string;
  name: string;
  browser: Browser;
  ctx: OperationContext;
}

async function person(options: { buys?: boolean; method?: string; sessionId?: string; jobTitle?: string | null; paidJobTitle?: string } = {}): Promise<Person> {
  const email = `sim.${unique()}@example.com`;
  const name = `Sam ${unique()}`;
  const [user] = await getDb()
    .insert(users)
    .values({ username: name, email, jobTitle: "jobTitle" in options ? options.jobTitle : "Operations Coordinator", emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  if (options.buys ?? true) {
    const outcome = await fulfilPurchase({
      productCode: "simulation",
      email,
      name,
      jobTitle: options.paidJobTitle ?? null,
      amountCents: 4900,
      currency: config.courseCurrency,
      method: options.method ?? "Test checkout",
      checkoutSessionId: options.sessionId ?? `test_${unique()}`,
      paidByUserId: user!.id,
    });
    expect(outcome.status).toBe("fulfilled");
  }
  const browser = new Browser(web.base);
  browser.setCookie(`academy_session=${await createSession(user!.id)}`);
  return { id: user!.id, email, name, browser, ctx: { actor: { id: user!.id, email, username: name, role: "user" }, clientIp: "127.0.0.1", visitId: null } };
}

/** The option of each point with this credit (or the nearest lower one), as a fixed answer set. */
const answersWith = (s: PlayableScenario, credit: (index: number) => number) =>
  s.points.map((p, i) => {
    const wanted = credit(i);
    const option = p.options.find((o) => o.credit === wanted) ?? p.options.find((o) => o.credit === 0)!;
    return { pointId: p.id, optionId: option.id };
  });

async function play(who: Person, answers: { pointId: string; optionId: string }[]) {
  const started = await startAttempt({ scenarioId: scenario.id }, who.ctx);
  if (!started.ok) throw new Error(started.reason);
  for (const answer of answers) expect((await answerPoint({ attemptId: started.attemptId, ...answer }, who.ctx)).ok).toBe(true);
  const [row] = await q<{ score: number | null; certificate_code: string | null; finished_at: Date | null }>(
    sql`SELECT score, certificate_code, finished_at FROM simulation_attempts WHERE id = ${started.attemptId}`,
  );
  return { attemptId: started.attemptId, ...row! };
}

const answerCount = async (attemptId: number) =>
  (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM simulation_answers WHERE attempt_id = ${attemptId}`))[0]!.n;

/** Words only a buyer's attempt may show: the questions; and only after the end: the reasons. */
const questionTexts = scenario.points.map((p) => p.question);
const reasonTexts = scenario.points.flatMap((p) => p.options.map((o) => o.reason));
function expectNoContent(body: unknown) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  for (const question of questionTexts) expect(text).not.toContain(question);
  for (const reason of reasonTexts) expect(text).not.toContain(reason);
}

describe("scoring through the service", () => {
  it("gives fixed scores for fixed answer sets, and a certificate code only at 70 or more", async () => {
    const best = await play(
      await person(),
      answersWith(scenario, () => 1),
    );
    expect(best.score).toBe(100);
    expect(best.certificate_code).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const none = await play(
      await person(),
      answersWith(scenario, () => 0),
    );
    expect(none.score).toBe(0);
    expect(none.certificate_code).toBeNull();

    // Best on the even points, nothing on the odd ones.
    const mixed = answersWith(scenario, (i) => (i % 2 === 0 ? 1 : 0));
    const expected = Math.round((Math.ceil(scenario.points.length / 2) / scenario.points.length) * 100);
    const played = await play(await person(), mixed);
    expect(played.score).toBe(expected);
    expect(scoreSimulation(scenario, mixed).score).toBe(expected);
  });

  it("counts only the first finished attempt of a purchase: a replay of the best answers is practice, never a certificate", async () => {
    const who = await person();
    // The first attempt, answered anything; its result page then shows every option's credit.
    const first = await play(
      who,
      answersWith(scenario, () => 0),
    );
    expect(first.certificate_code).toBeNull();
    const replay = await play(
      who,
      answersWith(scenario, () => 1),
    );
    expect(replay.score).toBe(100);
    expect(replay.certificate_code).toBeNull();
    const page = await who.browser.get(`/simulation/${replay.attemptId}/result`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Practice attempt: does not change your certificate.");
    expect((await who.browser.get(`/simulation/${first.attemptId}/result`)).body).not.toContain("Practice attempt");

    // Two attempts open at once: whichever finishes first counts, the other is practice.
    const other = await person();
    const a = await startAttempt({ scenarioId: scenario.id }, other.ctx);
    const b = await startAttempt({ scenarioId: scenario.id }, other.ctx);
    if (!a.ok || !b.ok) throw new Error("not started");
    const best = answersWith(scenario, () => 1);
    await Promise.all([
      (async () => {
        for (const answer of best) await answerPoint({ attemptId: a.attemptId, ...answer }, other.ctx);
      })(),
      (async () => {
        for (const answer of best) await answerPoint({ attemptId: b.attemptId, ...answer }, other.ctx);
      })(),
    ]);
    const codes = await q<{ certificate_code: string | null }>(
      sql`SELECT certificate_code FROM simulation_attempts WHERE id IN (${a.attemptId}, ${b.attemptId}) AND certificate_code IS NOT NULL`,
    );
    expect(codes).toHaveLength(1);
  });

  it("queues the results email in the same transaction as finishing, with the report and the certificate attached", async () => {
    const buyer = await person();
    const { attemptId } = await play(
      buyer,
      answersWith(scenario, () => 1),
    );
    const [job] = await q<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
      WHERE t.identifier = 'send-simulation-results' AND (j.payload->>'attemptId')::int = ${attemptId}`);
    expect(job!.n).toBe(1);
    await runQueuedJobs("send-simulation-results");
    const [sent] = await q<{ status: string; outbox_path: string | null }>(
      sql`SELECT status, outbox_path FROM email_messages WHERE template = 'simulation-results' AND lower(to_address) = lower(${buyer.email})`,
    );
    expect(sent!.status).toBe("sent");
    const { readFile } = await import("node:fs/promises");
    const eml = await readFile(sent!.outbox_path!, "utf8");
    expect(eml).toContain("simulation-performance-report.pdf");
    expect(eml).toContain("simulation-certificate.pdf");
    expect(eml).toContain("/certificates/");
  });
});

describe("a buyer takes the simulation page by page (no JavaScript needed)", () => {
  it("the purchase email links to /simulation", async () => {
    const buyer = await person();
    const [receipt] = await q<{ text: string }>(sql`
      SELECT j.payload->>'text' AS text FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
      WHERE t.identifier = 'send-email' AND j.payload->>'template' = 'purchase-receipt' AND lower(j.payload->>'to') = lower(${buyer.email})`);
    expect(receipt!.text).toContain(`${config.appUrl}/simulation`);
    expect(receipt!.text).toContain("Start your simulation");
  });

  it("starts, answers one point per page with a redirect to the next, and sees the result with the reasons", async () => {
    const buyer = await person();
    const home = await buyer.browser.get("/simulation");
    expect(home.status).toBe(200);
    expect(home.body).toContain(scenario.title);
    expectNoContent(home.body);

    const start = await buyer.browser.request("/simulation", { method: "POST", form: { scenarioId: scenario.id } });
    expect(start.status).toBe(302);
    const path = start.headers.get("location")!;
    expect(path).toMatch(/^\/simulation\/\d+$/);
    // Starting again resumes the same attempt.
    expect((await buyer.browser.request("/simulation", { method: "POST", form: { scenarioId: scenario.id } })).headers.get("location")).toBe(path);

    for (const [i, point] of scenario.points.entries()) {
      const page = await buyer.browser.get(path);
      expect(page.status).toBe(200);
      expect(page.body).toContain(point.question.replace(/'/g, "&#x27;").replace(/"/g, "&quot;"));
      expect(page.body).not.toContain(point.options[0]!.reason.replace(/'/g, "&#x27;"));
      const best = point.options.find((o) => o.credit === 1)!;
      const answered = await buyer.browser.request(path, { method: "POST", form: { pointId: point.id, optionId: best.id } });
      expect(answered.status).toBe(302);
      expect(answered.headers.get("location")).toBe(i === scenario.points.length - 1 ? `${path}/result` : path);
    }
    const result = await buyer.browser.get(`${path}/result`);
    expect(result.status).toBe(200);
    expect(result.body).toContain("Your result");
    expect(result.body).toContain("Distinction");
    expect(result.body).toContain(scenario.points[0]!.options[0]!.reason.replace(/'/g, "&#x27;").replace(/"/g, "&quot;"));
    // The play page of a finished attempt goes to the result.
    expect((await buyer.browser.get(path)).headers.get("location")).toBe(`${path}/result`);

    const report = await buyer.browser.get(`${path}/report.pdf`);
    expect(report.status).toBe(200);
    expect(report.headers.get("content-type")).toBe("application/pdf");
    const certificate = await buyer.browser.get(`${path}/certificate.pdf`);
    expect(certificate.status).toBe(200);

    const profile = await buyer.browser.get("/profile");
    expect(profile.body).toContain("My AI Simulation");
    expect(profile.body).toContain(`${path}/report.pdf`);
    expect(profile.body).toContain(`${path}/certificate.pdf`);
    expect(profile.body).toContain("Request a refund");
  });

  it("uses the job title given at checkout when the account has none", async () => {
    const buyer = await person({ jobTitle: null, paidJobTitle: "Tree Surgeon" });
    const started = await startAttempt({ scenarioId: scenario.id }, buyer.ctx);
    if (!started.ok) throw new Error(started.reason);
    const [row] = await q<{ role_label: string }>(sql`SELECT role_label FROM simulation_attempts WHERE id = ${started.attemptId}`);
    expect(row!.role_label).toBe("Tree Surgeon");
    const page = await buyer.browser.get("/simulation");
    expect(page.body).toContain("matched to your job title");
  });

  it("offers the role's scenarios first, matched from the job title, with the others to choose from", async () => {
    const buyer = await person({ jobTitle: "Senior Marketing Manager" });
    const page = await buyer.browser.get("/simulation");
    const marketing = playableScenario("marketing-manager-1");
    if (marketing) expect(page.body.indexOf(marketing.title)).toBeLessThan(page.body.indexOf(scenario.title));
    expect(page.body).toContain(scenario.title);
  });
});

describe("non-buyers and other users never reach a question or an answer", () => {
  let attemptId = 0;
  let code = "";
  beforeAll(async () => {
    const owner = await person();
    const played = await play(
      owner,
      answersWith(scenario, () => 1),
    );
    attemptId = played.attemptId;
    code = played.certificate_code!;
    // And one unfinished attempt, for the play page.
  });

  const paths = () => [
    `/simulation/${attemptId}`,
    `/simulation/${attemptId}/result`,
    `/simulation/${attemptId}/report.pdf`,
    `/simulation/${attemptId}/certificate.pdf`,
  ];

  it("anonymous: the preview and the purchase button; every attempt route sends to sign in", async () => {
    const anonymous = new Browser(web.base);
    const page = await anonymous.get("/simulation");
    expect(page.status).toBe(200);
    expect(page.body).toContain("/checkout/simulation");
    expect(page.body).toContain("Buy Now");
    expectNoContent(page.body);
    for (const path of paths()) {
      const response = await anonymous.get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location")).toBe("/login?mode=login");
      expectNoContent(response.body);
    }
    // The single-fetch data answers (what a client navigation reads) carry nothing either.
    for (const path of [`/simulation/${attemptId}.data`, `/simulation/${attemptId}/result.data`]) expectNoContent((await anonymous.get(path)).body);
  });

  it("signed in without the purchase (and another buyer): the preview, no attempt, no answer stored", async () => {
    for (const other of [await person({ buys: false }), await person()]) {
      const page = await other.browser.get("/simulation");
      expectNoContent(page.body);
      for (const path of paths()) {
        const response = await other.browser.get(path);
        expect([302, 404], path).toContain(response.status);
        if (response.status === 302) expect(response.headers.get("location")).toBe("/simulation");
        expectNoContent(response.body);
      }
      for (const path of [`/simulation/${attemptId}.data`, `/simulation/${attemptId}/result.data`]) expectNoContent((await other.browser.get(path)).body);
      const before = await answerCount(attemptId);
      const post = await other.browser.request(`/simulation/${attemptId}`, { method: "POST", form: { pointId: scenario.points[0]!.id, optionId: "a" } });
      expect([302, 403, 404]).toContain(post.status);
      expect(await answerCount(attemptId)).toBe(before);
    }
    const nonBuyer = await person({ buys: false });
    const start = await nonBuyer.browser.request("/simulation", { method: "POST", form: { scenarioId: scenario.id } });
    expect(start.status).toBe(403);
    expect((await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM simulation_attempts WHERE user_id = ${nonBuyer.id}`))[0]!.n).toBe(0);
    expect(code).toBeTruthy();
  });
});

describe("bad answers are refused and change nothing", () => {
  it("refuses a point already answered, a point out of turn, an unknown option, another user's attempt and a finished attempt", async () => {
    const buyer = await person();
    const started = await startAttempt({ scenarioId: scenario.id }, buyer.ctx);
    if (!started.ok) throw new Error(started.reason);
    const path = `/simulation/${started.attemptId}`;
    const [p1, p2, p3] = scenario.points;
    expect((await buyer.browser.request(path, { method: "POST", form: { pointId: p1!.id, optionId: p1!.options[0]!.id } })).status).toBe(302);

    const again = await buyer.browser.request(path, { method: "POST", form: { pointId: p1!.id, optionId: p1!.options[1]!.id } });
    expect(again.status).toBe(409);
    expect(again.body).toContain("Already Answered");
    const outOfTurn = await buyer.browser.request(path, { method: "POST", form: { pointId: p3!.id, optionId: p3!.options[0]!.id } });
    expect(outOfTurn.status).toBe(400);
    const unknown = await buyer.browser.request(path, { method: "POST", form: { pointId: p2!.id, optionId: "z" } });
    expect(unknown.status).toBe(400);
    const [first] = await q<{ option_id: string }>(
      sql`SELECT option_id FROM simulation_answers WHERE attempt_id = ${started.attemptId} AND point_id = ${p1!.id}`,
    );
    expect(first!.option_id).toBe(p1!.options[0]!.id);
    expect(await answerCount(started.attemptId)).toBe(1);

    const other = await person();
    expect(await answerPoint({ attemptId: started.attemptId, pointId: p2!.id, optionId: "a" }, other.ctx)).toEqual({ ok: false, reason: "not-found" });
    const foreign = await other.browser.request(path, { method: "POST", form: { pointId: p2!.id, optionId: "a" } });
    expect(foreign.status).toBe(404);
    expect(await answerCount(started.attemptId)).toBe(1);

    const finished = await play(
      await person(),
      answersWith(scenario, () => 0.5),
    );
    const ownerOfFinished = (await q<{ user_id: number }>(sql`SELECT user_id FROM simulation_attempts WHERE id = ${finished.attemptId}`))[0]!.user_id;
    const ctx: OperationContext = { ...buyer.ctx, actor: { ...buyer.ctx.actor!, id: ownerOfFinished } };
    expect(await answerPoint({ attemptId: finished.attemptId, pointId: p1!.id, optionId: "a" }, ctx)).toEqual({ ok: false, reason: "finished" });
    expect(await answerCount(finished.attemptId)).toBe(scenario.points.length);
  });
});

describe("the certificate's public page", () => {
  it("shows the holder's name, role, achievement, band and date, the skills measured and the decisions taken, and nothing private", async () => {
    const buyer = await person({ jobTitle: "Logistics Planner" });
    const played = await play(
      buyer,
      answersWith(scenario, () => 1),
    );
    const page = await new Browser(web.base).get(`/certificates/${played.certificate_code}`);
    expect(page.status).toBe(200);
    // The name typed at checkout, never the email's.
    expect(page.body).toContain(buyer.name);
    expect(page.body).toContain("AI Fluency: Awareness in Action, Logistics Planner");
    expect(page.body).toContain("Distinction");
    expect(page.body).toContain("Genuine certificate · valid");
    expect(page.body).toContain(new Date(played.finished_at!).toISOString().slice(0, 10));
    // The evidence: every skill the scenario scores, with its score, and the kinds of decisions.
    for (const skill of new Set(scenario.points.map((p) => p.skill))) expect(page.body).toContain(SIMULATION_SKILL_LABELS[skill]);
    expect(page.body).toMatch(/\d+ decisions?: /);
    expect(page.body).toContain('"@type":"EducationalOccupationalCredential"');
    expect(page.body).toContain("https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME");
    expect(page.body).not.toContain(buyer.email);
    // No answer of the holder's: the options chosen are not shown.
    expect(page.body).not.toContain(scenario.points[0]!.options.find((o) => o.credit === 1)!.text);
    const data = await new Browser(web.base).get(`/certificates/${played.certificate_code}?_data=routes%2Fcertificates.%24code`);
    expect(Object.keys(data.body.certificate).sort()).toEqual([
      "achievement",
      "band",
      "credentialId",
      "date",
      "decisions",
      "evidence",
      "holderName",
      "kind",
      "role",
      "score",
      "skills",
      "status",
    ]);
  });

  it("says 'No certificate found' (404) for a forged code", async () => {
    for (const code of ["x".repeat(24), "not-a-code", `${"A".repeat(30)}'--`]) {
      const page = await new Browser(web.base).get(`/certificates/${encodeURIComponent(code)}`);
      expect(page.status).toBe(404);
      expect(page.body).toContain("No certificate found");
    }
  });
});

describe("the 30-day money-back guarantee", () => {
  it("refunds a test-checkout purchase from /profile within 30 days, which ends access and withdraws the certificate", async () => {
    const buyer = await person();
    const played = await play(
      buyer,
      answersWith(scenario, () => 1),
    );
    const confirm = await buyer.browser.get("/simulation/refund");
    expect(confirm.body).toContain("Refund my purchase");
    const refund = await buyer.browser.request("/simulation/refund", { method: "POST", form: { confirm: "yes" } });
    expect(refund.status).toBe(302);
    expect(refund.headers.get("location")).toBe("/profile");
    const [payment] = await q<{ status: string }>(sql`SELECT status FROM payments WHERE user_id = ${buyer.id}`);
    expect(payment!.status).toBe("refunded");
    expectNoContent((await buyer.browser.get("/simulation")).body);
    expect((await buyer.browser.get(`/simulation/${played.attemptId}/result`)).headers.get("location")).toBe("/simulation");
    // The certificate is withdrawn: its page says revoked, and why (issue 28), rather than vanishing.
    expect((await verifyCertificate(played.certificate_code!))?.status).toMatchObject({ valid: false, reason: "refund" });
    const page = await new Browser(web.base).get(`/certificates/${played.certificate_code}`);
    expect(page.body).toContain("the simulation was refunded");
    expect(page.body).not.toContain("Genuine certificate");
    // Nothing left to refund.
    expect((await buyer.browser.request("/simulation/refund", { method: "POST", form: { confirm: "yes" } })).status).toBe(404);
  });

  it("refuses a refund after 30 days with the reason, and changes nothing", async () => {
    const buyer = await person();
    await q(sql`UPDATE payments SET created_at = now() - interval '31 days' WHERE user_id = ${buyer.id}`);
    const refused = await buyer.browser.request("/simulation/refund", { method: "POST", form: { confirm: "yes" } });
    expect(refused.status).toBe(409);
    expect(refused.body).toContain("The money-back guarantee lasts 30 days from purchase.");
    expect((await q<{ status: string }>(sql`SELECT status FROM payments WHERE user_id = ${buyer.id}`))[0]!.status).toBe("completed");
    expect((await buyer.browser.get("/profile")).body).toContain("money-back guarantee ended");
  });

  describe("with Stripe configured (a fake Stripe on loopback)", () => {
    const seen = useFakeStripeRefunds({ sessionPrefix: "cs_test_refund_", paymentIntent: "pi_test_refund", refundId: "re_test_1" });

    it("refunds the Checkout Session's payment intent through Stripe, once, then records it", async () => {
      const sessionId = `cs_test_refund_${unique()}`;
      const buyer = await person({ method: "Stripe", sessionId });
      const refund = await buyer.browser.request("/simulation/refund", { method: "POST", form: { confirm: "yes" } });
      expect(refund.status).toBe(302);
      const refunds = seen.filter((r) => r.url === "/v1/refunds");
      expect(refunds).toHaveLength(1);
      expect(new URLSearchParams(refunds[0]!.body).get("payment_intent")).toBe("pi_test_refund");
      expect(refunds[0]!.idempotencyKey).toMatch(/^refund-payment-\d+$/);
      expect((await q<{ status: string }>(sql`SELECT status FROM payments WHERE user_id = ${buyer.id}`))[0]!.status).toBe("refunded");
    });

    it("keeps the purchase when Stripe refuses", async () => {
      const buyer = await person({ method: "Stripe", sessionId: `cs_test_unknown_${unique()}` });
      const refund = await buyer.browser.request("/simulation/refund", { method: "POST", form: { confirm: "yes" } });
      expect(refund.status).toBe(502);
      expect(refund.body).toContain("Refund Failed");
      expect((await q<{ status: string }>(sql`SELECT status FROM payments WHERE user_id = ${buyer.id}`))[0]!.status).toBe("completed");
    });
  });
});

describe("scenarios drafted by a model for other roles, served only once an admin approves them", () => {
  const openai = useFakeOpenAI();
  const modelAnswer = (changes: Partial<PlayableScenario> = {}) => {
    const { id: _id, roleKey: _roleKey, ...rest } = { ...scenario, title: "Plan a Hive Inspection Round with AI", ...changes };
    return JSON.stringify(rest);
  };

  async function admin() {
    const email = `admin.${unique()}@example.com`;
    const [row] = await getDb().insert(users).values({ username: "Ada Admin", email, role: "admin", emailVerifiedAt: new Date() }).returning({ id: users.id });
    const browser = new Browser(web.base);
    browser.setCookie(`academy_session=${await createSession(row!.id)}`);
    return { ctx: { actor: { id: row!.id, email } }, browser };
  }

  it("stores a valid draft as pending; buyers get it only after approval from the Simulations tab", async () => {
    const roleTitle = `Beekeeper ${unique()}`;
    openai().respond(() => ({ content: modelAnswer() }));
    const boss = await admin();
    const drafted = await draftScenario({ roleTitle }, boss.ctx);
    if (!drafted.ok) throw new Error(drafted.reason);
    expect(openai().requests).toHaveLength(1);
    expect(openai().requests[0]!.messages[1]!.content).toContain(roleTitle);

    const buyer = await person({ jobTitle: roleTitle });
    expect((await scenarioChoices(roleTitle)).map((c) => c.id)).not.toContain(`draft-${drafted.draftId}`);
    expect(await startAttempt({ scenarioId: `draft-${drafted.draftId}` }, buyer.ctx)).toEqual({ ok: false, reason: "not-found" });
    expect((await buyer.browser.get("/simulation")).body).not.toContain("Plan a Hive Inspection Round with AI");

    // A non-admin cannot approve it.
    const refused = await buyer.browser.request("/admin/simulations", { method: "POST", form: { decision: "approve", id: String(drafted.draftId) } });
    expect(refused.status).toBe(403);
    const tab = await boss.browser.get("/admin/simulations");
    expect(tab.status).toBe(200);
    expect(tab.body).toContain("Plan a Hive Inspection Round with AI");
    expect(tab.body).toContain(">Simulations<");
    const approve = await boss.browser.request("/admin/simulations", { method: "POST", form: { decision: "approve", id: String(drafted.draftId) } });
    expect(approve.status).toBe(302);
    const [row] = await q<{ status: string }>(sql`SELECT status FROM simulation_scenario_drafts WHERE id = ${drafted.draftId}`);
    expect(row!.status).toBe("approved");
    const audit = await q<{ action: string }>(sql`SELECT action FROM audit_log WHERE target_id = ${String(drafted.draftId)} ORDER BY id`);
    expect(audit.map((a) => a.action)).toEqual(["simulation-draft.create", "simulation-draft.approve"]);
    // Reviewed once: a second decision changes nothing.
    expect(await reviewDraft({ id: drafted.draftId, decision: "reject" }, boss.ctx)).toEqual({ ok: false, reason: "not-found" });

    const page = await buyer.browser.get("/simulation");
    expect(page.body.indexOf("Plan a Hive Inspection Round with AI")).toBeGreaterThan(-1);
    expect(page.body.indexOf("Plan a Hive Inspection Round with AI")).toBeLessThan(page.body.indexOf(scenario.title));
    const started = await startAttempt({ scenarioId: `draft-${drafted.draftId}` }, buyer.ctx);
    expect(started.ok).toBe(true);
  });

  it("refuses a draft that breaks the rules (two best answers) and a model failure; a rejected draft is never served", async () => {
    const boss = await admin();
    const broken = scenario.points.map((p, i) => (i === 0 ? { ...p, options: p.options.map((o) => ({ ...o, credit: 1 as const })) } : p));
    openai().respond(() => ({ content: modelAnswer({ points: broken }) }));
    expect(await draftScenario({ roleTitle: "Falconer" }, boss.ctx)).toEqual({ ok: false, reason: "failed" });
    openai().respond(() => ({ status: 500, body: { error: { message: "down" } } }));
    expect(await draftScenario({ roleTitle: "Falconer" }, boss.ctx)).toEqual({ ok: false, reason: "failed" });
    expect((await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM simulation_scenario_drafts WHERE role_title = 'Falconer'`))[0]!.n).toBe(0);

    openai().respond(() => ({ content: modelAnswer({ title: "Fly a Falcon Safely" }) }));
    const drafted = await draftScenario({ roleTitle: "Falconer" }, boss.ctx);
    if (!drafted.ok) throw new Error(drafted.reason);
    expect(await reviewDraft({ id: drafted.draftId, decision: "reject" }, boss.ctx)).toEqual({ ok: true });
    expect((await scenarioChoices("Falconer")).map((c) => c.title)).not.toContain("Fly a Falcon Safely");
  });
});
