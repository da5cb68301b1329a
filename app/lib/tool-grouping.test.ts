import { describe, expect, it } from "vitest";
import { groupTools, TOP_TOOLS_PER_CATEGORY } from "./tool-grouping";

const tool = (name: string, productivityGain: number, aspectId: number | null, category = "Writing") => ({ name, productivityGain, aspectId, category });

describe("groupTools", () => {
  it("groups by work area, highest gain first, with the tools of no work area last", () => {
    const aspects = [
      { id: 1, name: "Reports", description: "Monthly reports" },
      { id: 2, name: "Email", description: "" },
      { id: 3, name: "Empty", description: null },
    ];
    const groups = groupTools(aspects, [tool("a", 2, 1), tool("b", 5, 1), tool("c", 3, 2), tool("d", 4, null), tool("e", 1, 99)]);
    expect(groups.map((g) => [g.key, g.name, g.description, g.tools.map((t) => t.name)])).toEqual([
      ["aspect-1", "Reports", "Monthly reports", ["b", "a"]],
      ["aspect-2", "Email", null, ["c"]],
      ["aspect-other", "More Tools for You", null, ["d", "e"]],
    ]);
  });

  it("groups by category without work areas: the page's top 6, the PDF's all", () => {
    const tools = Array.from({ length: 8 }, (_, i) => tool(`t${i}`, i, null, i < 7 ? "Writing" : "Coding"));
    const page = groupTools([], tools, { perCategory: TOP_TOOLS_PER_CATEGORY });
    expect(page.map((g) => [g.name, g.tools.length])).toEqual([
      ["Coding", 1],
      ["Writing", 6],
    ]);
    expect(page[1]!.tools[0]!.name).toBe("t6");
    expect(groupTools([], tools).map((g) => g.tools.length)).toEqual([1, 7]);
  });
});
