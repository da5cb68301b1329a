// "Challenge Others" (issue 29): a coach user invites a colleague from their progress page; the
// colleague gets one email naming the inviter and must confirm before anything else reaches them.
// - inviteColleague(): the invitation row and its email are queued in one transaction. Nothing is
//   sent to the inviter's own address, to an address invited before (by anyone: one invitation per
//   address ever, coach_invitations' unique lower(address)), to an address already signed up or
//   that opted out of our mail; and one person sends at most INVITATIONS_PER_DAY in 24 hours
//   (counted under a lock on the inviter's row, so invitations sent at once cannot pass it together).
// - confirmInvitation(): the colleague's POST from the confirmation page signs them up (or reuses
//   their sign-up) and sends their first challenge, once.
import { and, count, eq, gt, sql } from "drizzle-orm";
import { getDb, type Database, type Executor } from "../../../db/client";
import { coachInvitations, coachSignups, emailPreferences } from "../../../db/schema/index";
import { log } from "~/adapters/log.server";
import { config } from "~/config.server";
import { INVITATIONS_PER_DAY } from "~/lib/coach-signup";
import { isDeliverableEmail } from "~/lib/email-rule";
import { coachInvitationEmail, COACH_INVITATION_TEMPLATE } from "../delivery/emails/coach-invitation.server";
import { queueEmail } from "../delivery/email.server";
import { nextChallengeNumber, recordChallengeSend, signToken } from "./challenge-sends.server";
import { queueChallengeEmail } from "./signup.server";

const WINDOW_HOURS = 24;

export type InviteOutcome =
  | { ok: true; kind: "sent"; invitationId: number }
  /** Nothing sent: the address had its one invitation already. */
  | { ok: true; kind: "already-invited" }
  /** Nothing sent: the address is signed up already or opted out of our mail (the page says neither). */
  | { ok: true; kind: "not-sent" }
  | { ok: false; reason: "invalid" | "own-address" | "not-found" | "failed" }
  | { ok: false; reason: "invitation-limit"; retryAfterSeconds: number };

/** The confirmation page's address for an invitation. */
export const invitationUrl = (invitationId: number) => `${config.appUrl}/coach/invitations/${signToken("invitation", invitationId)}`;

export async function inviteColleague(inviterSignupId: number, email: string, db: Database = getDb()): Promise<InviteOutcome> {
  const address = email.trim();
  if (!isDeliverableEmail(address)) return { ok: false, reason: "invalid" };
  try {
    return await invite(inviterSignupId, address, db);
  } catch (error) {
    log.error({ err: error }, "Coach invitation failed");
    return { ok: false, reason: "failed" };
  }
}

function invite(inviterSignupId: number, address: string, db: Database): Promise<InviteOutcome> {
  return db.transaction(async (tx): Promise<InviteOutcome> => {
    const [inviter] = await tx
      .select({ id: coachSignups.id, email: coachSignups.email })
      .from(coachSignups)
      .where(eq(coachSignups.id, inviterSignupId))
      .for("update");
    if (!inviter) return { ok: false, reason: "not-found" };
    if (inviter.email.toLowerCase() === address.toLowerCase()) return { ok: false, reason: "own-address" };

    const [recent] = await tx
      .select({ n: count(), oldest: sql<string | null>`min(${coachInvitations.createdAt})` })
      .from(coachInvitations)
      .where(and(eq(coachInvitations.inviterSignupId, inviter.id), gt(coachInvitations.createdAt, sql`now() - make_interval(hours => ${WINDOW_HOURS})`)));
    if (recent && recent.n >= INVITATIONS_PER_DAY) {
      const freeAt = new Date(recent.oldest!).getTime() + WINDOW_HOURS * 3_600_000;
      return { ok: false, reason: "invitation-limit", retryAfterSeconds: Math.max(1, Math.ceil((freeAt - Date.now()) / 1000)) };
    }

    const lower = address.toLowerCase();
    const [invited] = await tx
      .select({ id: coachInvitations.id })
      .from(coachInvitations)
      .where(sql`lower(${coachInvitations.inviteeEmail}) = ${lower}`)
      .limit(1);
    if (invited) return { ok: true, kind: "already-invited" };
    const [member] = await tx
      .select({ id: coachSignups.id })
      .from(coachSignups)
      .where(sql`lower(${coachSignups.email}) = ${lower}`)
      .limit(1);
    const [optedOut] = await tx
      .select({ email: emailPreferences.email })
      .from(emailPreferences)
      .where(and(eq(emailPreferences.email, lower), eq(emailPreferences.marketingOptOut, true)))
      .limit(1);
    if (member || optedOut) return { ok: true, kind: "not-sent" };

    // Two inviters naming the same address at once: the unique index lets one row in.
    const [row] = await tx
      .insert(coachInvitations)
      .values({ inviterSignupId: inviter.id, inviteeEmail: address })
      .onConflictDoNothing()
      .returning({ id: coachInvitations.id });
    if (!row) return { ok: true, kind: "already-invited" };

    const mail = coachInvitationEmail({ inviter: inviter.email, confirmUrl: invitationUrl(row.id), coachPageUrl: `${config.appUrl}/coach` });
    await queueEmail({ to: address, ...mail, kind: "transactional", template: COACH_INVITATION_TEMPLATE, idempotencyKey: `coach-invitation:${row.id}` }, tx);
    log.info({ invitationId: row.id, inviterSignupId: inviter.id }, "Coach invitation queued");
    return { ok: true, kind: "sent", invitationId: row.id };
  });
}

export interface InvitationSummary {
  id: number;
  inviterEmail: string;
  inviteeEmail: string;
  confirmedAt: Date | null;
}

/** The invitation a confirmation link names, or null (deleted, or its inviter was). */
export async function invitationById(id: number, db: Executor = getDb()): Promise<InvitationSummary | null> {
  const [row] = await db
    .select({
      id: coachInvitations.id,
      inviterEmail: coachSignups.email,
      inviteeEmail: coachInvitations.inviteeEmail,
      confirmedAt: coachInvitations.confirmedAt,
    })
    .from(coachInvitations)
    .innerJoin(coachSignups, eq(coachSignups.id, coachInvitations.inviterSignupId))
    .where(eq(coachInvitations.id, id));
  return row ?? null;
}

export type ConfirmOutcome =
  /** Signed up now ("first") or already a sign-up getting their next challenge ("next"). */
  { ok: true; kind: "first" | "next"; signupId: number } | { ok: true; kind: "already-confirmed" } | { ok: false; reason: "not-found" | "failed" };

export async function confirmInvitation(invitationId: number, db: Database = getDb()): Promise<ConfirmOutcome> {
  try {
    return await db.transaction(async (tx): Promise<ConfirmOutcome> => {
      // Locked, so two confirmations at once (a double click) send one challenge.
      const [invitation] = await tx
        .select({ id: coachInvitations.id, email: coachInvitations.inviteeEmail, confirmedAt: coachInvitations.confirmedAt })
        .from(coachInvitations)
        .where(eq(coachInvitations.id, invitationId))
        .for("update");
      if (!invitation) return { ok: false, reason: "not-found" };
      if (invitation.confirmedAt) return { ok: true, kind: "already-confirmed" };

      const [created] = await tx.execute<{ id: number; email: string }>(sql`
        INSERT INTO coach_signups (email, source, challenges_sent)
        VALUES (${invitation.email}, 'invitation', 0)
        ON CONFLICT ((lower(email))) DO NOTHING
        RETURNING id, email`);
      const signup =
        created ??
        (await tx.execute<{ id: number; email: string }>(sql`SELECT id, email FROM coach_signups WHERE lower(email) = lower(${invitation.email})`))[0]!;

      const number = await nextChallengeNumber(tx, signup.id);
      const send = await recordChallengeSend(tx, signup.id, number, "invitation");
      await queueChallengeEmail(tx, signup.email, signup.id, send);
      await tx
        .update(coachInvitations)
        .set({ confirmedAt: sql`now()`, inviteeSignupId: signup.id })
        .where(eq(coachInvitations.id, invitation.id));
      log.info({ invitationId: invitation.id, signupId: signup.id, number }, "Coach invitation confirmed");
      return { ok: true, kind: number === 1 ? "first" : "next", signupId: signup.id };
    });
  } catch (error) {
    log.error({ err: error }, "Coach invitation confirmation failed");
    return { ok: false, reason: "failed" };
  }
}
