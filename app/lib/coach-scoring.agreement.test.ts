// The scorer against a person's judgement (issue 29 item 2): the labelled replies in
// tests/fixtures/coach/ were written and ranked by someone who had not seen the scorer; on each of
// their "clear pairs" the stronger reply must score higher on that dimension than the weaker.
import { describe, expect, it } from "vitest";
import { CLEAR_PAIRS, COACH_DIMENSIONS, COACH_SAMPLE_CHALLENGES, COACH_SAMPLE_REPLIES } from "../../tests/fixtures/coach/sample-replies";
import { replyText } from "./coach-reply-text";
import { scoreReply } from "./coach-scoring";

const cards = new Map(
  COACH_SAMPLE_REPLIES.map((r) => [
    r.id,
    scoreReply(
      COACH_SAMPLE_CHALLENGES.find((c) => c.id === r.challengeId)!,
      replyText(r.text),
    ),
  ]),
);

describe("the coach's scorer agrees with a person", () => {
  it("on the clear pairs of the labelled sample set", () => {
    const misses: string[] = [];
    for (const dimension of COACH_DIMENSIONS) {
      const pairs = CLEAR_PAIRS.filter((p) => p.dimension === dimension);
      const agreed = pairs.filter((p) => cards.get(p.stronger)![dimension].score > cards.get(p.weaker)![dimension].score);
      for (const p of pairs)
        if (!agreed.includes(p))
          misses.push(
            `${dimension}: ${p.stronger} (${cards.get(p.stronger)![dimension].score}) over ${p.weaker} (${cards.get(p.weaker)![dimension].score}): ${p.reason}`,
          );
      console.log(`${dimension}: ${agreed.length} of ${pairs.length} clear pairs agree (${Math.round((agreed.length / pairs.length) * 100)}%)`);
    }
    const share = 1 - misses.length / CLEAR_PAIRS.length;
    console.log(
      `all: ${CLEAR_PAIRS.length - misses.length} of ${CLEAR_PAIRS.length} (${Math.round(share * 100)}%) over ${COACH_SAMPLE_REPLIES.length} replies\n${misses.join("\n")}`,
    );
    expect(share).toBeGreaterThanOrEqual(0.8);
  });
});
