import { describe, expect, it } from "vitest";
import { COACH_CHALLENGES } from "~/content/coach";
import { lengthLimit, replyFeatures, scoreReply } from "./coach-scoring";

const update = COACH_CHALLENGES[1]!;
const sceptic = COACH_CHALLENGES[4]!;

describe("lengthLimit", () => {
  it("reads the limit the challenge sets", () => {
    expect(lengthLimit(sceptic)).toMatchObject({ maxSentences: 5 });
    expect(lengthLimit(update).maxWords).toBe(130);
    expect(lengthLimit(COACH_CHALLENGES[0]!).maxWords).toBe(75);
  });
});

describe("replyFeatures", () => {
  it("counts specifics, asks, next steps, hedges and apologies", () => {
    const f = replyFeatures("Sorry to bother you, I just think maybe we could meet? I'll send the 3 figures by Friday.");
    expect(f.apologies).toBe(1);
    expect(f.hedges).toBeGreaterThanOrEqual(2);
    expect(f.asks).toBeGreaterThanOrEqual(1);
    expect(f.nextSteps).toBeGreaterThanOrEqual(1);
    expect(f.specifics).toBeGreaterThanOrEqual(2);
  });
});

describe("scoreReply", () => {
  const strong =
    "Headline: the supplier portal goes live on 14 March, one week later than planned. The one risk is the data import, which failed 2 of 10 test runs; Priya is fixing it by Thursday. I need you to approve the extra 3 days of contractor time (AU$2,400) by Wednesday so the date holds.";
  const weak =
    "Hi, sorry to bother you, I just wanted to give you a bit of an update on how things are going. I think things are mostly fine, maybe a little behind, but hopefully we can sort it out. Sorry again for the delay, I guess there were some issues with various things.";

  it("scores a reply with its facts, ask and next step higher on impact, and an unhedged one higher on confidence", () => {
    const a = scoreReply(update, strong);
    const b = scoreReply(update, weak);
    expect(a.impact.score).toBeGreaterThan(b.impact.score);
    expect(a.confidence.score).toBeGreaterThan(b.confidence.score);
    expect(a.overall).toBeGreaterThan(b.overall);
    for (const card of [a, b])
      for (const d of [card.clarity, card.impact, card.confidence]) {
        expect(d.score).toBeGreaterThanOrEqual(1);
        expect(d.score).toBeLessThanOrEqual(10);
        expect(d.why).toMatch(/\.$/);
        expect(d.better).toMatch(/\.$/);
      }
    expect(b.confidence.why).toMatch(/hedges|apolog/);
  });

  it("marks down a reply far over the challenge's limit on clarity", () => {
    const long = `${strong} `.repeat(4);
    expect(scoreReply(update, long).clarity.score).toBeLessThan(scoreReply(update, strong).clarity.score);
    expect(scoreReply(update, long).clarity.why).toMatch(/runs past/);
  });

  it("is deterministic", () => {
    expect(scoreReply(update, strong)).toEqual(scoreReply(update, strong));
  });
});
