import { describe, expect, it } from "vitest";
import { RUBRIC_SECTIONS } from "~/content/rubric";
import { filterRubricNav, normaliseRubricQuery, SEARCH_QUERY_MAX, type NavSection } from "./rubric-search";

const sections: NavSection[] = [
  { id: "summary", title: "Summary", subsections: [{ id: "glance", title: "At a glance" }] },
  {
    id: "framework",
    title: "The Framework",
    subsections: [
      { id: "level1", title: "Level 1: Awareness in Action" },
      { id: "level3", title: "Level 3: Workflow Thinking" },
    ],
  },
  { id: "cv", title: "Communication", subsections: [{ id: "pro", title: "Put it on your résumé" }] },
];

const ids = (q: unknown) => filterRubricNav(sections, q).map((s) => [s.id, s.subsections.map((x) => x.id)]);

describe("filterRubricNav", () => {
  it("keeps everything for an empty, blank or missing query", () => {
    for (const q of ["", "   ", undefined, null, 3]) {
      expect(ids(q)).toEqual([
        ["summary", ["glance"]],
        ["framework", ["level1", "level3"]],
        ["cv", ["pro"]],
      ]);
    }
    expect(filterRubricNav(sections, "").every((s) => !s.titleMatched)).toBe(true);
  });

  it("keeps a section whose title matches with all its subsections", () => {
    expect(ids("FRAME")).toEqual([["framework", ["level1", "level3"]]]);
    expect(filterRubricNav(sections, "frame")[0]!.titleMatched).toBe(true);
  });

  it("keeps only the matching subsections otherwise, with their section", () => {
    expect(ids("workflow")).toEqual([["framework", ["level3"]]]);
    expect(ids("level")).toEqual([["framework", ["level1", "level3"]]]);
    expect(filterRubricNav(sections, "workflow")[0]!.titleMatched).toBe(false);
  });

  it("needs every word, in any order, across the section and subsection titles", () => {
    expect(ids("thinking framework")).toEqual([["framework", ["level3"]]]);
    expect(ids("  level   3 ")).toEqual([["framework", ["level3"]]]);
    expect(ids("workflow summary")).toEqual([]);
  });

  it("ignores case and accents", () => {
    expect(ids("resume")).toEqual([["cv", ["pro"]]]);
    expect(ids("RÉSUMÉ")).toEqual([["cv", ["pro"]]]);
  });

  it("finds nothing for an unknown word", () => {
    expect(ids("blockchain")).toEqual([]);
  });

  it("works on the real document: every level is found by its name", () => {
    expect(filterRubricNav(RUBRIC_SECTIONS, "proof of performance").map((s) => s.subsections.map((x) => x.id))).toEqual([["level4"]]);
    expect(filterRubricNav(RUBRIC_SECTIONS, "certification").map((s) => s.id)).toEqual(["certification"]);
  });
});

describe("normaliseRubricQuery", () => {
  it("trims, collapses spaces and cuts long input", () => {
    expect(normaliseRubricQuery("  a \n  b  ")).toBe("a b");
    expect(normaliseRubricQuery("x".repeat(500))).toHaveLength(SEARCH_QUERY_MAX);
    expect(normaliseRubricQuery(["a"])).toBe("");
  });
});
