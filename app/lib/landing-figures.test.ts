import { describe, expect, it } from "vitest";
import { LANDING_FIGURES_MIN_TOOLKITS, LANDING_FIGURES_WINDOW_DAYS, landingFigures } from "./landing-figures";

const medians = { toolkits: 134, tools: 7, hoursPerWeek: 6.5, annualValue: 14_237.5 };

describe("landingFigures", () => {
  it("says what was computed: the median of how many toolkits, over which days", () => {
    expect(landingFigures(medians)).toEqual({
      caption: "Median of the 134 toolkits made in the last 30 days",
      figures: [
        { value: "7", label: "AI tools selected for the job" },
        { value: "6.5 h", label: "a week the tools could save, at most" },
        { value: "$14,238", label: "a year, what that time is worth at the job's median wage" },
      ],
    });
    expect(LANDING_FIGURES_WINDOW_DAYS).toBe(30);
  });

  it("shows nothing with too few toolkits, none, or no medians", () => {
    expect(LANDING_FIGURES_MIN_TOOLKITS).toBe(20);
    expect(landingFigures({ ...medians, toolkits: 19 })).toBeNull();
    expect(landingFigures({ ...medians, toolkits: 20 })).not.toBeNull();
    expect(landingFigures({ ...medians, toolkits: 5 }, 5)).not.toBeNull();
    expect(landingFigures(null)).toBeNull();
    expect(landingFigures({ toolkits: 0, tools: null, hoursPerWeek: null, annualValue: null }, 0)).toBeNull();
  });

  it("keeps a half-way median (an even count) to one decimal and groups large counts", () => {
    const figures = landingFigures({ toolkits: 12_345, tools: 6.5, hoursPerWeek: 0.25, annualValue: 999.4 })!;
    expect(figures.caption).toBe("Median of the 12,345 toolkits made in the last 30 days");
    expect(figures.figures.map((f) => f.value)).toEqual(["6.5", "0.3 h", "$999"]);
    expect(landingFigures({ ...medians, tools: 1 })!.figures[0]!.label).toBe("AI tool selected for the job");
  });
});
