import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CARD_HEIGHT, CARD_WIDTH, flowchartDot, renderFlowchartJpeg, renderStepCardPng, stepCardSvg, wrap } from "./workflow-drawings.server";

const workflow = {
  title: 'Reports <b>& "more"</b>',
  hoursSaved: 1.6,
  steps: [
    { stepNumber: 1, title: "Collect <the> updates", description: "Ask Motion & co for the week's changes.", tools: ["Motion"] },
    { stepNumber: 2, title: "Find the risks", description: "x".repeat(900), tools: [] },
    { stepNumber: 3, title: "Write the report", description: "One page.", tools: ["ChatGPT", "Jira"] },
  ],
};

describe("workflow drawings", () => {
  it("wraps words to a width and cuts what is over the line limit", () => {
    expect(wrap("one two three four", 9)).toEqual(["one two", "three", "four"]);
    expect(wrap("one two three four five six", 9, 2)).toEqual(["one two", "three…"]);
    expect(wrap("supercalifragilistic", 8)).toEqual(["superca…"]);
  });

  it("escapes every text it puts in the flowchart and the cards", () => {
    const dot = flowchartDot(workflow);
    expect(dot).not.toContain("<the>");
    expect(dot).toContain("Collect &lt;the&gt; updates");
    expect(dot).toContain("Reports &lt;b&gt;&amp; &quot;more&quot;&lt;/b&gt;");
    expect(dot).toContain("Done: about 1.6 h saved a week");
    const svg = stepCardSvg(workflow, 0);
    expect(svg).toContain("Collect &lt;the&gt; updates");
    expect(svg).toContain("Step 1 of 3");
  });

  it("renders the flowchart to a JPEG and each step to a 1200 x 675 PNG, with text", async () => {
    const jpeg = await sharp(await renderFlowchartJpeg(workflow)).metadata();
    expect(jpeg.format).toBe("jpeg");
    const card = await renderStepCardPng(workflow, 1);
    const meta = await sharp(card).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", CARD_WIDTH, CARD_HEIGHT]);
    // The title's area is not blank: the font was found and the text drawn.
    const { data } = await sharp(card).extract({ left: 80, top: 170, width: 500, height: 60 }).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeLessThan(100);
  });
});
