import { describe, expect, it } from "vitest";
import { countWords, lessonTime } from "./lesson-minutes";

describe("lessonTime", () => {
  it("counts words (with apostrophes, numbers and product names as one) across texts", () => {
    expect(countWords(["Don't paste a client's figures into ChatGPT.", "Check 3 totals — twice."])).toBe(11);
  });

  it("reads at 200 words a minute and adds the practice task and the simulation", () => {
    const texts = [Array.from({ length: 500 }, () => "word").join(" ")];
    expect(lessonTime(texts, 4, 4)).toEqual({ words: 500, readingMinutes: 2.5, practiceMinutes: 4, simulationMinutes: 4, totalMinutes: 10.5 });
  });
});
