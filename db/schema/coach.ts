// The email coach's loop (issue 29): every challenge sent (each with its own reply address), every
// reply that reached us by any inbound path with its score card, mail the coach dropped, and the
// colleagues a person challenged. Sign-ups themselves are coach_signups (engagement.ts).
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, real, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { inList } from "./checks";
import { coachSignups } from "./engagement";

/** Why a challenge went out: the /coach form, a score card's next challenge, a confirmed invitation. */
export const COACH_SEND_REASONS = ["signup", "card", "invitation"] as const;
export type CoachSendReason = (typeof COACH_SEND_REASONS)[number];

/**
 * One challenge emailed to one person. Its id is signed into the reply address
 * (coach+{token}@..., app/lib/coach-tokens.ts), so a reply names the challenge it answers.
 * challengeId is the bank's stable slug (app/content/coach-challenges.ts).
 */
export const coachChallengeSends = pgTable(
  "coach_challenge_sends",
  {
    id: serial("id").primaryKey(),
    signupId: integer("signup_id")
      .notNull()
      .references(() => coachSignups.id, { onDelete: "cascade" }),
    challengeId: text("challenge_id").notNull(),
    /** 1 for the first challenge this person got. */
    number: integer("number").notNull(),
    reason: text("reason").$type<CoachSendReason>().notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("coach_challenge_sends_signup_number_unique").on(t.signupId, t.number),
    index("coach_challenge_sends_challenge_idx").on(t.challengeId),
    check("coach_challenge_sends_reason_known", inList(t.reason, COACH_SEND_REASONS)),
    check("coach_challenge_sends_number_positive", sql`${t.number} >= 1`),
  ],
);

export const COACH_INBOUND_PATHS = ["smtp", "webhook", "imap"] as const;
export type CoachInboundPath = (typeof COACH_INBOUND_PATHS)[number];

export const COACH_REPLY_STATUSES = ["queued", "scored", "unscorable", "failed"] as const;
export type CoachReplyStatus = (typeof COACH_REPLY_STATUSES)[number];

/** Why a reply got an answer but no score (each has its own emailed explanation). */
export const COACH_REPLY_PROBLEMS = ["empty", "attachment-only", "too-large", "language", "too-many"] as const;
export type CoachReplyProblem = (typeof COACH_REPLY_PROBLEMS)[number];

/**
 * A reply to a challenge, stored in the same transaction that queues the job that scores and
 * answers it. `text` is the person's own words (quotes and signature cut, HTML read as text);
 * attempt is 1 for the first reply to that challenge, the one benchmarks count.
 */
export const coachReplies = pgTable(
  "coach_replies",
  {
    id: serial("id").primaryKey(),
    sendId: integer("send_id")
      .notNull()
      .references(() => coachChallengeSends.id, { onDelete: "cascade" }),
    receivedVia: text("received_via").$type<CoachInboundPath>().notNull(),
    /** The message's Message-ID: a webhook retried or a mailbox polled twice stores it once. */
    messageId: text("message_id").notNull(),
    subject: text("subject").notNull().default(""),
    sizeBytes: integer("size_bytes").notNull(),
    text: text("text").notNull().default(""),
    attempt: integer("attempt").notNull(),
    status: text("status").$type<CoachReplyStatus>().notNull().default("queued"),
    problem: text("problem").$type<CoachReplyProblem>(),
    clarity: real("clarity"),
    impact: real("impact"),
    confidence: real("confidence"),
    overall: real("overall"),
    /** The card's sentences and the counted features behind them (app/lib/coach-scoring.ts). */
    card: jsonb("card").$type<Record<string, unknown>>(),
    scorerVersion: integer("scorer_version"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    scoredAt: timestamp("scored_at", { withTimezone: true }),
    /** When the answer (card or explanation) was queued to go out. */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("coach_replies_send_message_unique").on(t.sendId, t.messageId),
    index("coach_replies_received_idx").on(t.receivedAt),
    check("coach_replies_via_known", inList(t.receivedVia, COACH_INBOUND_PATHS)),
    check("coach_replies_status_known", inList(t.status, COACH_REPLY_STATUSES)),
    check("coach_replies_problem_known", sql`${t.problem} IS NULL OR ${inList(t.problem, COACH_REPLY_PROBLEMS)}`),
    check("coach_replies_attempt_positive", sql`${t.attempt} >= 1`),
    check("coach_replies_scores_range", sql`${t.overall} IS NULL OR (${t.overall} BETWEEN 0 AND 10)`),
  ],
);

/** Mail the coach did not score: to an address it never gave out, from someone else, or an automatic reply (out of office). */
export const COACH_DROP_REASONS = ["unknown-token", "other-sender", "auto-reply"] as const;
export type CoachDropReason = (typeof COACH_DROP_REASONS)[number];

export const coachInboundDrops = pgTable(
  "coach_inbound_drops",
  {
    id: serial("id").primaryKey(),
    receivedVia: text("received_via").$type<CoachInboundPath>().notNull(),
    reason: text("reason").$type<CoachDropReason>().notNull(),
    recipient: text("recipient").notNull().default(""),
    sender: text("sender").notNull().default(""),
    sendId: integer("send_id").references(() => coachChallengeSends.id, { onDelete: "cascade" }),
    /** An explanation was queued to the sender (at most one a day to one address). */
    answered: boolean("answered").notNull().default(false),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("coach_inbound_drops_sender_idx").on(sql`lower(${t.sender})`, t.receivedAt),
    index("coach_inbound_drops_received_idx").on(t.receivedAt),
    check("coach_inbound_drops_via_known", inList(t.receivedVia, COACH_INBOUND_PATHS)),
    check("coach_inbound_drops_reason_known", inList(t.reason, COACH_DROP_REASONS)),
  ],
);

/**
 * "Challenge Others": a colleague invited by a coach user. The invitation is the only mail an
 * unconfirmed address gets from us, once ever (unique address); confirming signs them up and
 * sends their first challenge.
 */
export const coachInvitations = pgTable(
  "coach_invitations",
  {
    id: serial("id").primaryKey(),
    inviterSignupId: integer("inviter_signup_id")
      .notNull()
      .references(() => coachSignups.id, { onDelete: "cascade" }),
    inviteeEmail: text("invitee_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    inviteeSignupId: integer("invitee_signup_id").references(() => coachSignups.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("coach_invitations_invitee_unique").on(sql`lower(${t.inviteeEmail})`),
    index("coach_invitations_inviter_idx").on(t.inviterSignupId, t.createdAt),
  ],
);
