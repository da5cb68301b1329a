// The scorer on a held-out set (issue 29 item 2): 35 replies to seven of the newer challenges,
// written and ranked by a second coach who had not seen the scorer, and measured once, after the
// scorer was settled; nothing in the scorer was changed for them. The figure is in
// docs/methodology.md §10; this test keeps the scorer from sliding below it.
import { describe, expect, it } from "vitest";
import { HOLDOUT_PAIRS, HOLDOUT_REPLIES, type HoldoutDimension } from "../../tests/fixtures/coach/holdout-replies";
import { challengeById } from "~/content/coach-challenges";
import { replyText } from "./coach-reply-text";
import { scoreReply } from "./coach-scoring";

const cards = new Map(HOLDOUT_REPLIES.map((r) => [r.id, scoreReply(challengeById(r.challengeId)!, replyText(r.text))]));
const DIMENSIONS: HoldoutDimension[] = ["clarity", "impact", "confidence"];

describe("the coach's scorer on replies it was never tuned on", () => {
  it("ranks the clearly stronger reply higher on most held-out pairs", () => {
    const misses: string[] = [];
    for (const dimension of DIMENSIONS) {
      const pairs = HOLDOUT_PAIRS.filter((p) => p.dimension === dimension);
      const agreed = pairs.filter((p) => cards.get(p.stronger)![dimension].score > cards.get(p.weaker)![dimension].score);
      for (const p of pairs)
        if (!agreed.includes(p))
          misses.push(
            `${dimension}: ${p.stronger} (${cards.get(p.stronger)![dimension].score}) over ${p.weaker} (${cards.get(p.weaker)![dimension].score}): ${p.reason}`,
          );
      console.log(`holdout ${dimension}: ${agreed.length} of ${pairs.length} (${Math.round((agreed.length / pairs.length) * 100)}%)`);
    }
    const share = 1 - misses.length / HOLDOUT_PAIRS.length;
    console.log(`holdout all: ${HOLDOUT_PAIRS.length - misses.length} of ${HOLDOUT_PAIRS.length} (${Math.round(share * 100)}%)\n${misses.join("\n")}`);
    expect(share).toBeGreaterThanOrEqual(0.85);
  });
});
