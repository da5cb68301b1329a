import { describe, expect, it } from "vitest";
import {
  TOOLS_PAGE_SIZE,
  escapeLike,
  jobCategoryLabel,
  MAX_QUERY_LENGTH,
  parseToolsQuery,
  showingLine,
  toolsQueryString,
  visibleJobCategories,
} from "./tools-query";

const parse = (search: string) => parseToolsQuery(new URLSearchParams(search));

describe("parseToolsQuery", () => {
  it("reads a full query", () => {
    expect(parse("q=  notes &category=Writing&role=marketing&sort=name&page=3")).toEqual({
      q: "notes",
      category: "Writing",
      role: "marketing",
      sort: "name",
      page: 3,
      pageSize: TOOLS_PAGE_SIZE,
    });
  });

  it("falls back to the defaults for unknown or malformed values", () => {
    expect(parse("category=Nope&sort=cheapest&page=-2")).toEqual({ q: "", category: "", role: "", sort: "popularity", page: 1, pageSize: TOOLS_PAGE_SIZE });
    expect(parse("page=abc").page).toBe(1);
    expect(parse("page=99999999").page).toBe(1);
  });

  it("cuts over-long text instead of refusing it", () => {
    const long = "a".repeat(5_000);
    const query = parse(`q=${long}&role=${long}`);
    expect(query.q).toHaveLength(MAX_QUERY_LENGTH);
    expect(query.role).toHaveLength(MAX_QUERY_LENGTH);
  });

  it("accepts a page size only where allowed, capped", () => {
    expect(parse("pageSize=1000").pageSize).toBe(TOOLS_PAGE_SIZE);
    expect(parseToolsQuery(new URLSearchParams("pageSize=1000"), { maxPageSize: 500 }).pageSize).toBe(500);
  });
});

describe("helpers", () => {
  it("builds canonical links without defaults", () => {
    expect(toolsQueryString({ q: "ai writer", sort: "popularity", page: 1 })).toBe("?q=ai+writer");
    expect(toolsQueryString({ role: "hr", sort: "name", page: 2 })).toBe("?role=hr&sort=name&page=2");
  });

  it("writes the showing line with the role only when filtered", () => {
    expect(showingLine(12, 165, "")).toBe("Showing 12 of 165 AI tools");
    expect(showingLine(3, 165, "marketing")).toBe('Showing 3 of 165 AI tools for "marketing"');
  });

  it("shows three job categories then +N more", () => {
    expect(visibleJobCategories(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], more: 2 });
    expect(visibleJobCategories(["a"])).toEqual({ shown: ["a"], more: 0 });
  });

  it("labels job categories and escapes LIKE wildcards", () => {
    expect(jobCategoryLabel("professional_services")).toBe("Professional Services");
    expect(jobCategoryLabel("hr")).toBe("HR");
    expect(jobCategoryLabel("marketing")).toBe("Marketing");
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
  });
});
