import { describe, expect, it } from "vitest";
import { CIVILIAN_MAJOR_GROUPS, displayOccupationCode, jobCategoryOfOccupation, occupationIn, specialistsByMajorGroup } from "./occupation-groups";

describe("occupationIn", () => {
  it("includes by prefix, excludes by '!', and an empty list includes everyone", () => {
    expect(occupationIn(["29-", "!29-1131"], "29-1141.00")).toBe(true);
    expect(occupationIn(["29-", "!29-1131"], "29-1131.00")).toBe(false);
    expect(occupationIn(["!23-"], "47-2152.00")).toBe(true);
    expect(occupationIn([], null)).toBe(true);
    expect(occupationIn(["47-"], null)).toBe(false);
  });
});

describe("categories and codes", () => {
  it("files an occupation under its own category before its group's", () => {
    expect(jobCategoryOfOccupation("11-2021.00")).toBe("marketing");
    expect(jobCategoryOfOccupation("11-1011.00")).toBe("executive");
    expect(jobCategoryOfOccupation("99-0000.00")).toBe("general");
  });

  it("shows a code without its '.00'", () => {
    expect(displayOccupationCode("17-2051.00")).toBe("17-2051");
    expect(displayOccupationCode("15-1299.08")).toBe("15-1299.08");
  });
});

describe("specialistsByMajorGroup", () => {
  it("counts the tools made for an occupation of each civilian group, not the tools for everyone", () => {
    const tools = [{ forOccupations: ["47-", "49-"] }, { forOccupations: [] }, { forOccupations: ["29-1141"] }];
    const counts = specialistsByMajorGroup(tools, ["47-2152.00", "49-9021.00", "29-1141.00", "29-1051.00"]);
    expect(counts.get("47")).toBe(1);
    expect(counts.get("29")).toBe(1);
    expect(counts.get("11")).toBe(0);
    expect([...counts.keys()]).toEqual(CIVILIAN_MAJOR_GROUPS);
    expect(CIVILIAN_MAJOR_GROUPS).toHaveLength(22);
  });
});
