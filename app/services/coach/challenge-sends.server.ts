// One challenge going out to one person (issue 29): the row that gives it its own reply address,
// and the bump of the person's count that picks their next one. Used by the /coach sign-up, the
// score card (which carries the next challenge) and a confirmed "Challenge Others" invitation, in
// the caller's transaction.
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { coachChallengeSends, coachSignups, type CoachSendReason } from "../../../db/schema/index";
import { config } from "~/config.server";
import { challengeForNumber, type CoachChallenge } from "~/content/coach-challenges";
import { replyAddress, signCoachToken, type CoachTokenPurpose } from "~/lib/coach-tokens";

/** The key the coach's tokens are signed with: the server's secret (ensured at start). */
export function coachSecret(): string {
  const secret = config.sessionSecret;
  if (!secret) throw new Error("SESSION_SECRET is needed to sign the coach's reply addresses");
  return secret;
}

export const signToken = (purpose: CoachTokenPurpose, id: number) => signCoachToken(purpose, id, coachSecret());

export interface RecordedSend {
  sendId: number;
  number: number;
  challenge: CoachChallenge;
  /** coach+{token}@...: where this challenge's reply goes. */
  replyTo: string;
}

/**
 * Records challenge number `number` for the sign-up, with its reply address. The caller has already
 * counted it in coach_signups.challenges_sent (see nextChallengeNumber).
 */
export async function recordChallengeSend(tx: Executor, signupId: number, number: number, reason: CoachSendReason): Promise<RecordedSend> {
  const challenge = challengeForNumber(number);
  const [row] = await tx.insert(coachChallengeSends).values({ signupId, challengeId: challenge.id, number, reason }).returning({ id: coachChallengeSends.id });
  return { sendId: row!.id, number, challenge, replyTo: replyAddress(config.coachAddress, signToken("reply", row!.id)) };
}

/** Counts one more challenge for the sign-up now, whatever the 24-hour rule says, and returns its number. */
export async function nextChallengeNumber(tx: Executor, signupId: number): Promise<number> {
  const [row] = await tx
    .update(coachSignups)
    .set({ challengesSent: sql`${coachSignups.challengesSent} + 1`, lastChallengeAt: sql`now()` })
    .where(eq(coachSignups.id, signupId))
    .returning({ n: coachSignups.challengesSent });
  return row!.n;
}

/** The person's private progress page (scores over time, benchmarks, Challenge Others). */
export const progressUrl = (signupId: number) => `${config.appUrl}/coach/progress/${signToken("progress", signupId)}`;
