// The email coach's challenge email (visitor-side.md §1, §2 "Email coach", §8). The person answers
// by replying: Reply-To is this challenge's own address (coach+{token}@..., issue 29), which the
// inbound paths read, score and answer with the card. Transactional: it is sent only because this
// address asked for a challenge on /coach, once per request, so it carries no unsubscribe link.
import type { CoachChallenge } from "~/content/coach";
import { COACH_SKILLS } from "~/content/coach-challenges";
import { renderEmail, type EmailBlock, type RenderedEmail } from "./render.server";

export const COACH_CHALLENGE_TEMPLATE = "coach-challenge";

export interface CoachChallengeEmailInput {
  challenge: CoachChallenge;
  /** 1 for the first challenge this address receives. */
  number: number;
  /** The challenge's own reply address. */
  replyTo: string;
  /** The person's private progress page. */
  progressUrl: string;
}

export type CoachChallengeEmail = RenderedEmail & { headers: Record<string, string> };

export function coachChallengeEmail({ challenge, number, replyTo, progressUrl }: CoachChallengeEmailInput): CoachChallengeEmail {
  const first = number === 1;
  const subject = first ? `Your first performance challenge: ${challenge.title}` : `Performance challenge #${number}: ${challenge.title}`;
  const { html, text } = renderEmail({
    title: first ? "Your first performance challenge" : `Performance challenge #${number}`,
    preheader: `${challenge.title}. Reply to this email with your answer and your coach will score it.`,
    blocks: [
      { kind: "paragraph", parts: ["Hi there,"] },
      {
        kind: "paragraph",
        parts: [
          first
            ? "Thanks for taking up the challenge. Here is your first one: a real workplace moment, and what's asked of you."
            : "Here is your next challenge: a real workplace moment, and what's asked of you.",
        ],
      },
      ...challengeBlocks(challenge),
      {
        kind: "paragraph",
        parts: [
          "Your coach reads your reply and writes back with a score card, usually within a minute: Clarity, Impact and Confidence, each out of 10, an overall score, and one change that would make your answer stronger. Your next challenge comes with it.",
        ],
      },
      { kind: "button", label: "See your scores so far", href: progressUrl },
      {
        kind: "note",
        parts: [
          "You're getting this email because this address asked for a challenge on our email coach page. If that wasn't you, ignore this email: we won't send another unless asked.",
        ],
      },
    ],
  });
  return { subject, html, text, headers: { "Reply-To": replyTo } };
}

/** The challenge itself and how to answer it: in the challenge email and under a score card. */
export function challengeBlocks(challenge: CoachChallenge): EmailBlock[] {
  return [
    {
      kind: "panel",
      blocks: [
        { kind: "heading", text: challenge.title },
        { kind: "paragraph", parts: [`Skill: ${COACH_SKILLS[challenge.skill]}`] },
        { kind: "paragraph", parts: [challenge.situation] },
        { kind: "paragraph", parts: [`Your task: ${challenge.task}`] },
      ],
    },
    { kind: "heading", text: "How to answer" },
    {
      kind: "list",
      items: [
        "Reply to this email with your answer, written exactly as you would say or send it.",
        "Keep it short: a few sentences is plenty.",
        `What your coach looks for: ${challenge.lookFor}`,
      ],
    },
  ];
}
