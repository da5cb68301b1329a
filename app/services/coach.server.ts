// Email coach sign-ups (visitor-side.md §2 "Email coach", §5, §8). The spec's forms only pretend;
// ours store the address and queue the performance challenge email in the same transaction. The
// page's action (no JavaScript) and POST /api/coach-signup (JavaScript) both call signUpForCoach().
//
// A repeat sign-up never adds a second row (unique lower(email)). What it does instead:
// - a day or more after the last challenge, it sends the next challenge in the list: someone who
//   asks again wants a new challenge, and "Challenge Incoming!" must then be true;
// - within a day, it sends nothing and says so ('Challenge Already Sent'): the form cannot be
//   used to flood someone's inbox (the per-visitor rate limit alone does not stop that), and a
//   double click or a resubmitted page does not send the same challenge twice.
import { sql } from "drizzle-orm";
import { getDb, type Database } from "../../db/client";
import { COACH_CHALLENGES, COACH_MESSAGES } from "~/content/coach";
import { checkCoachSignup } from "~/lib/coach-signup";
import { HONEYPOT_FIELD } from "~/lib/schemas/account";
import type { FormProblem } from "~/lib/schemas/report";
import { coachChallengeEmail, COACH_CHALLENGE_TEMPLATE } from "./emails/coach.server";
import { queueEmail } from "./email.server";
import { EMAIL_SIGNUP_LIMIT, hitRateLimit, TOO_MANY_REQUESTS_MESSAGE } from "./rate-limit.server";

/** The least time between two challenges to one address (the 'Challenge Already Sent' text says 24 hours). */
export const CHALLENGE_INTERVAL_HOURS = 24;

export type CoachSignupKind = "first" | "next" | "already-sent";

export type CoachSignupResult =
  | { ok: true; kind: CoachSignupKind; message: FormProblem; signupId: number; challengeNumber: number | null }
  | { ok: false; status: 400 | 429 | 500; problem: FormProblem; retryAfterSeconds?: number };

/** The fields of either form or the API's JSON body. */
export interface CoachSignupFields {
  email?: unknown;
  source?: unknown;
  [HONEYPOT_FIELD]?: unknown;
}

export async function signUpForCoach(raw: CoachSignupFields, clientIp: string, db: Database = getDb()): Promise<CoachSignupResult> {
  // A filled honeypot is a form-filling bot: refused like a failure, with nothing stored.
  const honeypot = raw[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim()) return { ok: false, status: 400, problem: COACH_MESSAGES.failed };
  const checked = checkCoachSignup(raw);
  if (!checked.ok) return { ok: false, status: 400, problem: checked.problem };
  const limit = await hitRateLimit(EMAIL_SIGNUP_LIMIT, clientIp, db);
  if (!limit.allowed) {
    return { ok: false, status: 429, problem: { title: "Too Many Requests", description: TOO_MANY_REQUESTS_MESSAGE }, retryAfterSeconds: limit.retryAfterSeconds };
  }

  return db.transaction(async (tx) => {
    // One statement each, so two sign-ups of the same address at once cannot both send: the
    // second insert waits for the first to commit, finds the row, and its update finds the
    // challenge just sent.
    const [created] = await tx.execute<{ id: number; challenges_sent: number }>(sql`
      INSERT INTO coach_signups (email, source, challenges_sent, last_challenge_at)
      VALUES (${checked.email}, ${checked.source}, 1, now())
      ON CONFLICT ((lower(email))) DO NOTHING
      RETURNING id, challenges_sent`);
    const due =
      created ??
      (
        await tx.execute<{ id: number; challenges_sent: number }>(sql`
          UPDATE coach_signups
          SET challenges_sent = challenges_sent + 1, last_challenge_at = now()
          WHERE lower(email) = lower(${checked.email})
            AND (last_challenge_at IS NULL OR last_challenge_at <= now() - make_interval(hours => ${CHALLENGE_INTERVAL_HOURS}))
          RETURNING id, challenges_sent`)
      )[0];

    if (!due) {
      const [existing] = await tx.execute<{ id: number }>(sql`SELECT id FROM coach_signups WHERE lower(email) = lower(${checked.email})`);
      return { ok: true, kind: "already-sent", message: COACH_MESSAGES.alreadySent, signupId: existing!.id, challengeNumber: null } as const;
    }

    const number = due.challenges_sent;
    // After the last challenge the list starts again.
    const challenge = COACH_CHALLENGES[(number - 1) % COACH_CHALLENGES.length]!;
    const email = coachChallengeEmail({ challenge, number });
    await queueEmail(
      {
        to: checked.email,
        ...email,
        kind: "transactional",
        template: COACH_CHALLENGE_TEMPLATE,
        idempotencyKey: `coach-challenge:${due.id}:${number}`,
      },
      tx,
    );
    const kind: CoachSignupKind = number === 1 ? "first" : "next";
    return { ok: true, kind, message: kind === "first" ? COACH_MESSAGES.sent : COACH_MESSAGES.sentNext, signupId: due.id, challengeNumber: number } as const;
  });
}
