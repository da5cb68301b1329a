// The email coach's private progress page and "Challenge Others" (issue 29), through the built web
// app with JavaScript off: plain GETs and urlencoded POSTs, as a browser without scripts sends them.
// Scores come from the real job function (answerCoachReply) over stored replies; emails are the
// send-email jobs queued in the same transactions.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { COACH_CHALLENGES, COACH_INVITE_MESSAGES, COACH_MESSAGES } from "../../app/content/coach";
import { MIN_BENCHMARK_OTHERS } from "../../app/lib/coach-progress";
import { INVITATIONS_PER_DAY } from "../../app/lib/coach-signup";
import { signCoachToken } from "../../app/lib/coach-tokens";
import { answerCoachReply } from "../../app/services/coach/answer-reply.server";
import { signToken } from "../../app/services/coach/challenge-sends.server";
import { inviteColleague } from "../../app/services/coach/invitations.server";
import { signUpForCoach } from "../../app/services/coach/signup.server";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();

beforeAll(() => {
  process.env.EMAIL_SIGNUP_RATE_LIMIT = "1000";
});
afterAll(() => {
  delete process.env.EMAIL_SIGNUP_RATE_LIMIT;
});

type Payload = { to: string; subject: string; text: string; html: string; template: string; kind: string; idempotencyKey?: string };
const jobsTo = (to: string, template?: string) =>
  getDb()
    .execute<{ payload: Payload }>(
      sql`
    SELECT j.payload FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
    WHERE t.identifier = 'send-email' AND lower(j.payload->>'to') = lower(${to}) ORDER BY j.id`,
    )
    .then((rows) => rows.map((r) => r.payload).filter((p) => !template || p.template === template));
const invitations = (email: string) =>
  getDb().execute<{ inviter: string; confirmed: boolean; invitee_signup_id: number | null }>(sql`
    SELECT u.email AS inviter, i.confirmed_at IS NOT NULL AS confirmed, i.invitee_signup_id FROM coach_invitations i
    JOIN coach_signups u ON u.id = i.inviter_signup_id WHERE lower(i.invitee_email) = lower(${email})`);

/** Text as the page shows it: React escapes quotes and ampersands in the HTML. */
const unescape = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/<!-- -->/g, "");

async function signUp(email: string): Promise<number> {
  const result = await signUpForCoach({ email, source: "hero" });
  if (!result.ok) throw new Error("sign-up failed");
  return result.signupId;
}

/** Stores a reply to the person's challenge `number` and runs the job that scores it. */
async function answer(signupId: number, number: number, text: string): Promise<void> {
  const [row] = await getDb().execute<{ id: number }>(sql`
    INSERT INTO coach_replies (send_id, received_via, message_id, size_bytes, text, attempt)
    SELECT s.id, 'smtp', ${`<${signupId}-${number}-${Math.random()}@example.com>`}, 100, ${text},
      (SELECT count(*) + 1 FROM coach_replies r WHERE r.send_id = s.id)
    FROM coach_challenge_sends s WHERE s.signup_id = ${signupId} AND s.number = ${number}
    RETURNING id`);
  expect(await answerCoachReply(row!.id)).toBe("scored");
}

const progressPath = (signupId: number) => `/coach/progress/${signToken("progress", signupId)}`;
const get = (path: string, cookie?: string) => fetch(`${web.base()}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
const postForm = (path: string, fields: Record<string, string>) =>
  fetch(`${web.base()}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: web.base() },
    body: new URLSearchParams(fields),
  });
/** The page after a redirect, with the flash cookie the redirect set. */
async function follow(response: Response): Promise<string> {
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  return unescape(await (await get(response.headers.get("location")!, cookie)).text());
}

const STRONG_LIFT =
  "The supplier delivered the card readers eleven days late, and that pushed our install back. Installation finishes on the 9th and we go live on Monday the 14th. I've booked two weekend shifts so we don't slip again, and I'll send you a one-line update every Friday until launch.";
const WEAK_UPDATE = "Hi, just a quick update, I think things are sort of going ok maybe, sorry for the delay with stuff.";

describe("the progress page", () => {
  it("is the site's 404 for a forged, mistyped or foreign token, and is never cached", async () => {
    const ada = await signUp("nobody-home@example.com");
    const good = signToken("progress", ada);
    const forged = `${good.slice(0, -1)}${good.endsWith("a") ? "b" : "a"}`;
    for (const path of [
      `/coach/progress/${forged}`,
      "/coach/progress/nonsense",
      // A valid token of another purpose, and a valid signature for a sign-up that does not exist.
      `/coach/progress/${signToken("reply", ada)}`,
      `/coach/progress/${signCoachToken("progress", 999_999, process.env.SESSION_SECRET!)}`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("cache-control"), path).toMatch(/no-store/);
      expect(await response.text()).toContain("404 Page Not Found");
    }
    // The invitation form cannot be posted through a forged token either.
    expect((await postForm(`/coach/progress/${forged}`, { email: "someone@example.com" })).status).toBe(404);
    expect(await invitations("someone@example.com")).toHaveLength(0);
  });

  it("shows the first challenge waiting for a reply before anything is scored", async () => {
    const id = await signUp("waiting@example.com");
    const response = await get(progressPath(id));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    const html = unescape(await response.text());
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain("w•••@example.com");
    expect(html).not.toContain("waiting@example.com");
    expect(html).toContain("Waiting for your reply");
    expect(html).toContain(`Challenge #1: ${COACH_CHALLENGES[0]!.title}`);
    expect(html).toContain("Answer it by replying to its email.");
    expect(html).toContain("No scored answers yet");
  });

  it("shows scores over time, benchmarks, each card's sentences and practice tries", async () => {
    // Five others answered the first challenge, so its benchmark shows.
    await getDb().execute(sql`
      WITH people AS (
        INSERT INTO coach_signups (email, challenges_sent, last_challenge_at)
        SELECT 'peer' || g || '@example.com', 1, now() FROM generate_series(1, ${MIN_BENCHMARK_OTHERS}) g RETURNING id),
      sends AS (
        INSERT INTO coach_challenge_sends (signup_id, challenge_id, number, reason)
        SELECT id, ${COACH_CHALLENGES[0]!.id}, 1, 'signup' FROM people RETURNING id)
      INSERT INTO coach_replies (send_id, received_via, message_id, size_bytes, text, attempt, status, clarity, impact, confidence, overall)
      SELECT id, 'smtp', '<peer-' || id || '@example.com>', 100, 'An answer.', 1, 'scored', 4, 4, 4, 4 + (id % 3) FROM sends`);

    const ada = await signUp("ada@example.com");
    await answer(ada, 1, STRONG_LIFT); // sends challenge #2 with the card
    await answer(ada, 2, WEAK_UPDATE); // sends challenge #3
    await answer(ada, 1, STRONG_LIFT.replace("eleven", "twelve")); // practice

    const response = await get(progressPath(ada));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    const html = unescape(await response.text());
    expect(html).toContain("a•••@example.com");
    expect(html).not.toContain("ada@example.com");

    const scored = await getDb().execute<{ number: number; attempt: number; overall: number; card: Record<string, { why: string; better: string }> }>(sql`
      SELECT s.number, r.attempt, r.overall, r.card FROM coach_replies r JOIN coach_challenge_sends s ON s.id = r.send_id
      WHERE s.signup_id = ${ada} ORDER BY r.id`);
    expect(scored.map((r) => [r.number, r.attempt])).toEqual([
      [1, 1],
      [2, 1],
      [1, 2],
    ]);
    const out10 = (n: number) => `${n.toFixed(1).replace(/\.0$/, "")}/10`;

    // Growth Tracking: the chart (an SVG with a title and a description) and the same numbers in a table.
    expect(html).toContain("Growth Tracking");
    expect(html).toMatch(/Across 2 scored challenges, your latest overall score is (up \d\.\d on|down \d\.\d on|level with) the one before\./);
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="growth-chart-title growth-chart-desc"/);
    expect(html).toContain(`<title id="growth-chart-title">Your overall scores over time</title>`);
    expect(html).toContain(
      `Scores in order: ${scored[0]!.overall.toFixed(1).replace(/\.0$/, "")}, ${scored[1]!.overall.toFixed(1).replace(/\.0$/, "")} out of 10.`,
    );
    expect(html).toContain("<caption");
    for (const r of scored.slice(0, 2)) expect(html).toContain(out10(r.overall));

    // Benchmarking: the first challenge against the five others; the second has no others yet.
    expect(html).toMatch(new RegExp(`higher than \\d+% of the ${MIN_BENCHMARK_OTHERS} other people who answered this challenge`));
    expect(html).toContain("Benchmarking starts once 5 other people have answered this challenge (0 so far).");

    // Each answered challenge, newest first, with the card's sentences.
    const second = html.indexOf(COACH_CHALLENGES[1]!.title, html.indexOf("Your answers"));
    const first = html.indexOf(COACH_CHALLENGES[0]!.title, html.indexOf("Your answers"));
    expect(second).toBeGreaterThan(0);
    expect(first).toBeGreaterThan(second);
    for (const r of scored.slice(0, 2)) {
      for (const key of ["clarity", "impact", "confidence"]) {
        expect(html).toContain(r.card[key]!.why);
        expect(html).toContain(`To do better: ${r.card[key]!.better}`);
      }
    }
    expect(html).toContain("Updates that land");
    // The retry is practice, with its own score.
    expect(html).toContain("Practice tries");
    expect(html).toMatch(new RegExp(`Try 2, [A-Z][a-z]{2} \\d{1,2}, \\d{4}: overall ${out10(scored[2]!.overall).replace(".", "\\.")}`));

    // Challenge #3 came with the second card and waits for a reply.
    expect(html).toContain(`Challenge #3: ${COACH_CHALLENGES[2]!.title}`);
    expect(html).toContain('href="/methodology#coach"');
  });
});

describe("Challenge Others without JavaScript", () => {
  let inviter = 0;
  beforeAll(async () => {
    inviter = await signUp("grace@example.com");
  });

  it("refuses an empty, malformed or own address in the page, and sends nothing", async () => {
    const cases: [string, { title: string; description: string }][] = [
      ["  ", COACH_MESSAGES.emailRequired],
      ["colleague@nowhere", COACH_MESSAGES.invalidEmail],
      [`${"a".repeat(250)}@example.com`, COACH_MESSAGES.tooLong],
      ["GRACE@Example.com", COACH_INVITE_MESSAGES.ownAddress],
    ];
    for (const [email, message] of cases) {
      const response = await postForm(progressPath(inviter), { email });
      expect(response.status, email).toBe(400);
      expect(response.headers.get("cache-control")).toMatch(/no-store/);
      const html = unescape(await response.text());
      expect(html, email).toContain(message.title);
      expect(html, email).toContain(message.description);
    }
    expect(await getDb().execute(sql`SELECT 1 FROM coach_invitations WHERE inviter_signup_id = ${inviter}`)).toHaveLength(0);
  });

  it("stores one invitation and queues one email naming the inviter, then says so after the redirect", async () => {
    const response = await postForm(progressPath(inviter), { email: " Colleague@Example.com " });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${progressPath(inviter)}#challenge-others`);
    const page = await follow(response);
    expect(page).toContain(COACH_INVITE_MESSAGES.sent.title);
    expect(page).toContain(COACH_INVITE_MESSAGES.sent.description);
    // The list of invitations, the address masked.
    expect(page).toContain("C•••@Example.com");
    expect(page).toMatch(/Invited [A-Z][a-z]{2} \d{1,2}, \d{4}/);

    expect(await invitations("colleague@example.com")).toEqual([{ inviter: "grace@example.com", confirmed: false, invitee_signup_id: null }]);
    const mails = await jobsTo("colleague@example.com");
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({ template: "coach-invitation", kind: "transactional", subject: "You're invited to try a free email performance coach" });
    expect(mail.idempotencyKey).toMatch(/^coach-invitation:\d+$/);
    const text = mail.text.replace(/\s+/g, " ");
    expect(text).toContain("grace@example.com has been using the Upskill Academy email coach and invited you to try it.");
    expect(text).toContain("Clarity, Impact and Confidence");
    expect(text).toContain("This is the only email we will send you unless you confirm.");
    expect(mail.text).toMatch(/Confirm and get your first challenge:\n\S+\/coach\/invitations\/[0-9a-z]+-[a-z2-7]{20}/);
    expect(mail.html).toContain("/coach/invitations/");
    // Nothing else went to the colleague: no challenge, no sign-up.
    expect(await getDb().execute(sql`SELECT 1 FROM coach_signups WHERE lower(email) = 'colleague@example.com'`)).toHaveLength(0);
  });

  it("sends nothing to an address invited before, by anyone, and says so plainly", async () => {
    const again = await postForm(progressPath(inviter), { email: "colleague@example.com" });
    expect(again.status).toBe(302);
    const page = await follow(again);
    expect(page).toContain(COACH_INVITE_MESSAGES.alreadyInvited.title);
    expect(page).toContain(COACH_INVITE_MESSAGES.alreadyInvited.description);

    const other = await signUp("someone-else@example.com");
    expect(await inviteColleague(other, "COLLEAGUE@example.com")).toEqual({ ok: true, kind: "already-invited" });
    expect(await invitations("colleague@example.com")).toHaveLength(1);
    expect(await jobsTo("colleague@example.com")).toHaveLength(1);
  });

  it("sends no invitation to an address that is already signed up, and says only that nothing was sent", async () => {
    await signUp("member@example.com");
    const response = await postForm(progressPath(inviter), { email: "member@example.com" });
    expect(response.status).toBe(302);
    const page = await follow(response);
    expect(page).toContain(COACH_INVITE_MESSAGES.notSent.title);
    expect(page).toContain(COACH_INVITE_MESSAGES.notSent.description);
    expect(await invitations("member@example.com")).toHaveLength(0);
    expect(await jobsTo("member@example.com", "coach-invitation")).toHaveLength(0);
  });

  it(`allows ${INVITATIONS_PER_DAY} invitations in 24 hours and refuses the next one clearly`, async () => {
    const busy = await signUp("busy@example.com");
    for (let i = 1; i <= INVITATIONS_PER_DAY; i++) {
      expect((await postForm(progressPath(busy), { email: `invitee${i}@example.com` })).status).toBe(302);
    }
    const sixth = await postForm(progressPath(busy), { email: "invitee6@example.com" });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(86_000);
    const html = unescape(await sixth.text());
    expect(html).toContain(COACH_INVITE_MESSAGES.tooManyInvitations.title);
    expect(html).toContain(COACH_INVITE_MESSAGES.tooManyInvitations.description);
    expect(await invitations("invitee6@example.com")).toHaveLength(0);
    expect(await jobsTo("invitee6@example.com")).toHaveLength(0);

    // A day later the window has room again.
    await getDb().execute(sql`UPDATE coach_invitations SET created_at = now() - interval '25 hours' WHERE inviter_signup_id = ${busy}`);
    expect((await postForm(progressPath(busy), { email: "invitee6@example.com" })).status).toBe(302);
    expect(await jobsTo("invitee6@example.com")).toHaveLength(1);
  });

  it("holds the limit when invitations are sent at once", async () => {
    const racer = await signUp("racer@example.com");
    const outcomes = await Promise.all(Array.from({ length: 8 }, (_, i) => inviteColleague(racer, `raced${i}@example.com`)));
    expect(outcomes.filter((o) => o.ok && o.kind === "sent")).toHaveLength(INVITATIONS_PER_DAY);
    expect(outcomes.filter((o) => !o.ok && o.reason === "invitation-limit")).toHaveLength(8 - INVITATIONS_PER_DAY);
  });
});

describe("confirming an invitation", () => {
  let inviter = 0;
  beforeAll(async () => {
    inviter = await signUp("lin@example.com");
  });

  async function invite(email: string): Promise<string> {
    const outcome = await inviteColleague(inviter, email);
    if (!outcome.ok || outcome.kind !== "sent") throw new Error(`not sent: ${JSON.stringify(outcome)}`);
    const [mail] = await jobsTo(email, "coach-invitation");
    return /(\/coach\/invitations\/[0-9a-z]+-[a-z2-7]{20})/.exec(mail!.text)![1]!;
  }

  it("asks on GET and changes nothing, so a link scanner signs nobody up", async () => {
    const path = await invite("kim@example.com");
    for (let i = 0; i < 2; i++) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toMatch(/no-store/);
      const html = unescape(await response.text());
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toMatch(/l•••@example\.com<\/span> invited you to try it\./);
      expect(html).toContain("k•••@example.com");
      expect(html).toMatch(/<form method="post"[^>]*>[\s\S]*Confirm and Send My First Challenge/);
    }
    expect(await invitations("kim@example.com")).toEqual([{ inviter: "lin@example.com", confirmed: false, invitee_signup_id: null }]);
    expect(await getDb().execute(sql`SELECT 1 FROM coach_signups WHERE email = 'kim@example.com'`)).toHaveLength(0);
    expect(await jobsTo("kim@example.com", "coach-challenge")).toHaveLength(0);
  });

  it("signs the colleague up and sends their first challenge on POST, once", async () => {
    const path = await invite("kim2@example.com");
    const response = await postForm(path, {});
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${path}?sent=first`);
    const page = await follow(response);
    expect(page).toContain(COACH_MESSAGES.sent.title);
    expect(page).toContain(COACH_MESSAGES.sent.description);

    const [signup] = await getDb().execute<{ id: number; source: string; challenges_sent: number }>(
      sql`SELECT id, source, challenges_sent FROM coach_signups WHERE email = 'kim2@example.com'`,
    );
    expect(signup).toMatchObject({ source: "invitation", challenges_sent: 1 });
    expect(await invitations("kim2@example.com")).toEqual([{ inviter: "lin@example.com", confirmed: true, invitee_signup_id: signup!.id }]);
    const sends = await getDb().execute(sql`SELECT number, reason, challenge_id FROM coach_challenge_sends WHERE signup_id = ${signup!.id}`);
    expect(sends).toEqual([{ number: 1, reason: "invitation", challenge_id: COACH_CHALLENGES[0]!.id }]);
    const challenges = await jobsTo("kim2@example.com", "coach-challenge");
    expect(challenges).toHaveLength(1);
    expect(challenges[0]!.subject).toBe(`Your first performance challenge: ${COACH_CHALLENGES[0]!.title}`);

    // A second confirmation sends nothing and says the invitation is confirmed already.
    const again = await postForm(path, {});
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe(path);
    const second = await follow(again);
    expect(second).toContain("Invitation Already Confirmed");
    expect(second).not.toContain("Confirm and Send My First Challenge");
    expect(await jobsTo("kim2@example.com", "coach-challenge")).toHaveLength(1);
    expect((await getDb().execute(sql`SELECT 1 FROM coach_challenge_sends WHERE signup_id = ${signup!.id}`)).length).toBe(1);

    // The inviter's page shows the colleague joined.
    const progress = unescape(await (await get(progressPath(inviter))).text());
    expect(progress).toMatch(/k•••@example\.com<\/span><span[^>]*>Joined [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  });

  it("reuses the sign-up of a colleague who joined by themselves meanwhile, and sends their next challenge", async () => {
    const path = await invite("pat@example.com");
    const own = await signUp("pat@example.com");
    const response = await postForm(path, {});
    expect(response.headers.get("location")).toBe(`${path}?sent=next`);
    expect(await follow(response)).toContain(COACH_MESSAGES.sentNext.description);
    expect(await invitations("pat@example.com")).toEqual([{ inviter: "lin@example.com", confirmed: true, invitee_signup_id: own }]);
    expect((await jobsTo("pat@example.com", "coach-challenge")).map((m) => m.subject)).toEqual([
      `Your first performance challenge: ${COACH_CHALLENGES[0]!.title}`,
      `Performance challenge #2: ${COACH_CHALLENGES[1]!.title}`,
    ]);
  });

  it("is the site's 404 for a forged token, on GET and POST", async () => {
    const path = await invite("sam@example.com");
    const forged = path.replace(/-([a-z2-7])/, (_, c: string) => `-${c === "a" ? "b" : "a"}`);
    expect((await get(forged)).status).toBe(404);
    const posted = await postForm(forged, {});
    expect(posted.status).toBe(404);
    expect(await posted.text()).toContain("404 Page Not Found");
    // A progress token is not an invitation token.
    expect((await get(`/coach/invitations/${signToken("progress", inviter)}`)).status).toBe(404);
    expect(await invitations("sam@example.com")).toEqual([{ inviter: "lin@example.com", confirmed: false, invitee_signup_id: null }]);
  });
});
