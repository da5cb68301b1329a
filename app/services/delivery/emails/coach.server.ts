// The email coach's challenge email (visitor-side.md §1, §2 "Email coach", §8). The person answers
// by replying: Reply-To is CONTACT_EMAIL, the address where the coaching team reads the replies
// and writes back with the score card. Transactional: it is sent only because this address asked
// for a challenge on /coach, once per request, so it carries no unsubscribe link.
import { config } from "~/config.server";
import type { CoachChallenge } from "~/content/coach";
import { renderEmail, type RenderedEmail } from "./render.server";

export const COACH_CHALLENGE_TEMPLATE = "coach-challenge";

export interface CoachChallengeEmailInput {
  challenge: CoachChallenge;
  /** 1 for the first challenge this address receives. */
  number: number;
}

export type CoachChallengeEmail = RenderedEmail & { headers: Record<string, string> };

export function coachChallengeEmail({ challenge, number }: CoachChallengeEmailInput): CoachChallengeEmail {
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
      {
        kind: "panel",
        blocks: [
          { kind: "heading", text: challenge.title },
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
      {
        kind: "paragraph",
        parts: [
          "Your coach reads your reply and writes back with a score card: Clarity, Impact and Confidence, each out of 10, an overall score, and one change that would make your answer stronger.",
        ],
      },
      { kind: "button", label: "Get another challenge", href: `${config.appUrl}/coach` },
      {
        kind: "note",
        parts: [
          "You're getting this email because this address asked for a challenge on our email coach page. If that wasn't you, ignore this email: we won't send another unless asked.",
        ],
      },
    ],
  });
  return { subject, html, text, headers: { "Reply-To": config.contactEmail } };
}
