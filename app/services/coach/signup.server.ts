// Email coach sign-ups (visitor-side.md §2 "Email coach", §5, §8). The spec's forms only pretend;
// ours store the address and queue the performance challenge email in the same transaction. The
// page's action and POST /api/coach-signup both reach signUpForCoach() through the edge
// (app/http/forms.server.ts), which checks the fields and counts the visitor's sign-up limit.
//
// A repeat sign-up never adds a second row (unique lower(email)). What it does instead:
// - a day or more after the last challenge, it sends the next challenge in the list: someone who
//   asks again wants a new challenge, and "Challenge Incoming!" must then be true;
// - within a day, it sends nothing and says so ('Challenge Already Sent'): the form cannot be
//   used to flood someone's inbox (the per-visitor rate limit alone does not stop that), and a
//   double click or a resubmitted page does not send the same challenge twice.
import { sql } from "drizzle-orm";
import { getDb, type Database, type Executor } from "../../../db/client";
import type { CoachSignup } from "~/lib/schemas/coach";
import { coachChallengeEmail, COACH_CHALLENGE_TEMPLATE } from "../delivery/emails/coach.server";
import { queueEmail } from "../delivery/email.server";
import { log } from "~/adapters/log.server";
import { progressUrl, recordChallengeSend, type RecordedSend } from "./challenge-sends.server";

/** The least time between two challenges to one address (the 'Challenge Already Sent' text says 24 hours). */
export const CHALLENGE_INTERVAL_HOURS = 24;

export type CoachSignupKind = "first" | "next" | "already-sent";

export type CoachSignupResult = { ok: true; kind: CoachSignupKind; signupId: number; challengeNumber: number | null } | { ok: false; reason: "failed" };

export async function signUpForCoach(checked: CoachSignup, db: Database = getDb()): Promise<CoachSignupResult> {
  try {
    return await sendChallenge(checked, db);
  } catch (error) {
    log.error({ err: error }, "Coach sign-up failed");
    return { ok: false, reason: "failed" };
  }
}

function sendChallenge(checked: CoachSignup, db: Database): Promise<CoachSignupResult> {
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
      return { ok: true, kind: "already-sent", signupId: existing!.id, challengeNumber: null } as const;
    }

    const number = due.challenges_sent;
    const send = await recordChallengeSend(tx, due.id, number, "signup");
    await queueChallengeEmail(tx, checked.email, due.id, send);
    const kind: CoachSignupKind = number === 1 ? "first" : "next";
    return { ok: true, kind, signupId: due.id, challengeNumber: number } as const;
  });
}

/** The challenge email for a recorded send, queued in the caller's transaction. */
export async function queueChallengeEmail(tx: Executor, to: string, signupId: number, send: RecordedSend): Promise<void> {
  const email = coachChallengeEmail({ challenge: send.challenge, number: send.number, replyTo: send.replyTo, progressUrl: progressUrl(signupId) });
  await queueEmail(
    { to, ...email, kind: "transactional", template: COACH_CHALLENGE_TEMPLATE, idempotencyKey: `coach-challenge:${signupId}:${send.number}` },
    tx,
  );
}
