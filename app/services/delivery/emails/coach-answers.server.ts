// What the email coach writes back when it cannot score a reply (issue 29, "Bad input"): each
// reason says what happened and what to do, and none carries a score. The answer to someone who
// is not the challenge's recipient goes to that sender at most once a day (the caller checks), and
// says nothing about whose challenge it was.
import type { CoachReplyProblem } from "../../../../db/schema/index";
import { renderEmail, type RenderedEmail } from "./render.server";

export const COACH_UNSCORED_TEMPLATE = "coach-unscored";
export const COACH_OTHER_SENDER_TEMPLATE = "coach-other-sender";

export type CoachAnswerEmail = RenderedEmail & { headers: Record<string, string> };

const EXPLANATIONS: Record<CoachReplyProblem, { subject: string; lines: string[] }> = {
  empty: {
    subject: "We couldn't find your answer",
    lines: [
      "Your reply reached your coach, but there was no answer in it: only the quoted challenge, a signature, or nothing at all.",
      "Reply to this email with your answer written in the message itself, and your coach will score it.",
    ],
  },
  "attachment-only": {
    subject: "Your coach reads the message, not attachments",
    lines: [
      "Your reply had an attachment but no answer written in the message, and your coach only reads the text of the email.",
      "Reply to this email with your answer typed or pasted into the message itself, and your coach will score it.",
    ],
  },
  "too-large": {
    subject: "Your reply was too large to read",
    lines: [
      "Your reply was larger than your coach reads (1 MB for the whole email, about 20,000 characters of answer), usually because of attachments or pasted images.",
      "Reply to this email with just your answer as text, and your coach will score it.",
    ],
  },
  language: {
    subject: "Your coach reads English only for now",
    lines: [
      "Your reply doesn't look like English, and your coach's scoring only works on English: its checks for hedges, requests, next steps and reading ease are English word lists, so a score on other text would mean nothing.",
      "If you'd like a score, reply to this email with your answer in English.",
    ],
  },
  "too-many": {
    subject: "You've already answered this challenge three times",
    lines: [
      "Your coach scores up to three answers to each challenge, and this one has had them.",
      "Your latest score card has your next challenge: reply to that email to answer it.",
    ],
  },
};

export function coachUnscoredEmail(input: { problem: CoachReplyProblem; challengeTitle: string; replyTo: string }): CoachAnswerEmail {
  const explanation = EXPLANATIONS[input.problem];
  const { html, text } = renderEmail({
    title: explanation.subject,
    preheader: `About your reply to "${input.challengeTitle}".`,
    blocks: [
      { kind: "paragraph", parts: ["Hi there,"] },
      { kind: "paragraph", parts: [`About your reply to the challenge "${input.challengeTitle}":`] },
      ...explanation.lines.map((line) => ({ kind: "paragraph" as const, parts: [line] })),
      { kind: "note", parts: ["No score was recorded for this reply."] },
    ],
  });
  return { subject: explanation.subject, html, text, headers: { "Reply-To": input.replyTo } };
}

export function coachOtherSenderEmail(input: { coachPageUrl: string }): CoachAnswerEmail {
  const subject = "Your coach only scores replies from the challenge's own address";
  const { html, text } = renderEmail({
    title: subject,
    preheader: "Your email reached our email coach, but it was not scored.",
    blocks: [
      { kind: "paragraph", parts: ["Hi there,"] },
      {
        kind: "paragraph",
        parts: [
          "Your email reached our email coach, but it answered a challenge that was sent to a different address, so it was not scored. Your coach only scores replies from the address each challenge was sent to.",
        ],
      },
      { kind: "paragraph", parts: ["To get challenges of your own, and score cards for your answers, ask for one here:"] },
      { kind: "button", label: "Get my own challenge", href: input.coachPageUrl },
      { kind: "note", parts: ["We send this explanation at most once a day to one address. Nothing else was done with your email."] },
    ],
  });
  return { subject, html, text, headers: {} };
}
