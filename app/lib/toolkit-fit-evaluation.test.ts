import { describe, expect, it } from "vitest";
import { scoreToolkit, summariseFit, type FitLabel } from "./toolkit-fit-evaluation";

const plumber: FitLabel = {
  title: "Plumber",
  group: "47",
  industry: "Construction & Architecture",
  workAreas: ["Quotes & Estimates"],
  mustInclude: [["Jobber", "ServiceTitan"], ["UpCodes"]],
  fits: ["Jobber", "ServiceTitan", "UpCodes", "ChatGPT"],
  mustExclude: ["Gong", "Gamma"],
};

describe("scoreToolkit", () => {
  it("counts each must-include group and must-never tool as one label, and precision over shown tools", () => {
    const score = scoreToolkit(plumber, ["Jobber", "Gong", "ChatGPT", "Asana"], ["Send the quote. Check it.", "Send the quote."]);
    expect(score).toMatchObject({ met: 2, total: 4, shown: 4, fitting: 2, top3: 3, top3Fitting: 2, hasMustExclude: true, unlabelled: ["Asana"] });
    expect(score.misses.map((m) => m.label)).toEqual(["must include one of UpCodes", "must never include Gong"]);
    expect(score.useCaseSentences).toEqual(["Send the quote.", "Check it.", "Send the quote."]);
  });

  it("meets every label with the right tools", () => {
    expect(scoreToolkit(plumber, ["ServiceTitan", "UpCodes"])).toMatchObject({ met: 4, total: 4, misses: [], hasMustExclude: false });
  });
});

describe("summariseFit", () => {
  it("adds labels and shown tools over all toolkits", () => {
    const summary = summariseFit([scoreToolkit(plumber, ["Jobber", "Gong", "ChatGPT", "Asana"]), scoreToolkit(plumber, ["ServiceTitan", "UpCodes"])]);
    expect(summary).toMatchObject({
      entries: 2,
      met: 6,
      total: 8,
      share: 0.75,
      precision: 4 / 6,
      top3Precision: 4 / 5,
      mustExcludeShare: 0.5,
      averageTools: 3,
    });
    expect(summariseFit([])).toMatchObject({ entries: 0, share: 1, precision: 1 });
  });
});
