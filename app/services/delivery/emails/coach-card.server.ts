// The email coach's score card (issue 29 item 3): the three scores with why and how to do better,
// the overall score, where the person stands (Growth Tracking, Benchmarking), and the next
// challenge, whose reply address is this email's Reply-To. Sent to the address the challenge went
// to, because that address answered it.
import { config } from "~/config.server";
import type { CoachChallenge } from "~/content/coach-challenges";
import type { ScoreCard } from "~/lib/coach-scoring";
import { challengeBlocks } from "./coach.server";
import { renderEmail, type RenderedEmail } from "./render.server";

export const COACH_CARD_TEMPLATE = "coach-card";

export interface CoachCardEmailInput {
  challenge: Pick<CoachChallenge, "title">;
  card: ScoreCard;
  /** 1 for the first answer to this challenge; later ones are practice and not benchmarked. */
  attempt: number;
  growth: string;
  benchmark: string | null;
  progressUrl: string;
  /** With the first answer's card: the next challenge and its reply address. */
  next: { challenge: CoachChallenge; number: number; replyTo: string } | null;
  /** Where another try at this same challenge goes (this challenge's own address). */
  retryTo: string;
}

export type CoachCardEmail = RenderedEmail & { headers: Record<string, string> };

const out10 = (n: number) => `${n.toFixed(1).replace(/\.0$/, "")}/10`;

export function coachCardEmail(input: CoachCardEmailInput): CoachCardEmail {
  const { card, challenge, next } = input;
  const subject = `Your score card: ${challenge.title} (${out10(card.overall)})`;
  const rows = (["clarity", "impact", "confidence"] as const).map((key) => ({
    label: `${key[0]!.toUpperCase()}${key.slice(1)}: ${out10(card[key].score)}`,
    value: `${card[key].why} To do better: ${card[key].better}`,
  }));
  const { html, text } = renderEmail({
    title: `Score card: ${challenge.title}`,
    preheader: `Overall ${out10(card.overall)}. Clarity ${out10(card.clarity.score)}, Impact ${out10(card.impact.score)}, Confidence ${out10(card.confidence.score)}.`,
    blocks: [
      { kind: "paragraph", parts: ["Hi there,"] },
      {
        kind: "paragraph",
        parts: [
          input.attempt === 1
            ? `Thanks for your answer to "${challenge.title}". Here is how it scores.`
            : `Thanks for another try at "${challenge.title}". Here is how this version scores (practice: only your first answer counts in the comparison with others).`,
        ],
      },
      { kind: "heading", text: `Overall score: ${out10(card.overall)}` },
      { kind: "facts", caption: "Your three scores", rows },
      { kind: "heading", text: "Where you stand" },
      { kind: "list", items: [input.growth, ...(input.benchmark ? [input.benchmark] : [])] },
      { kind: "button", label: "See all your scores", href: input.progressUrl },
      ...(next
        ? [
            { kind: "heading" as const, text: `Your next challenge (#${next.number})` },
            ...challengeBlocks(next.challenge),
            {
              kind: "note" as const,
              parts: [`Replying to this email answers the next challenge. To try "${challenge.title}" again instead, write to ${input.retryTo}.`],
            },
          ]
        : [
            {
              kind: "note" as const,
              parts: ["Reply to this email to try this challenge again. Your latest challenge is in an earlier email from your coach."],
            },
          ]),
      {
        kind: "note",
        parts: [
          "How the scores are worked out: each one comes from things in your reply that can be counted (length for the moment, sentence length, figures and dates, a clear ask and next step, hedges and apologies), the same way for everyone. ",
          { href: `${config.appUrl}/methodology#coach`, label: "The method in full" },
        ],
      },
    ],
  });
  return { subject, html, text, headers: { "Reply-To": next ? next.replyTo : input.retryTo } };
}
