import { describe, expect, it } from "vitest";
import { parseRecordId, readTableQuery, toolQuerySchema, userQuerySchema, withQuery } from "./admin-query";

describe("admin table state in the URL", () => {
  const read = (search: string) => readTableQuery(userQuerySchema, new URLSearchParams(search));

  it("reads q, sort and page", () => {
    expect(read("q=%20ada%20&sort=name&page=3")).toEqual({ q: "ada", sort: "name", page: 3 });
  });

  it.each([
    ["", { q: "", sort: "newest", page: 1 }],
    ["sort=sideways&page=0", { q: "", sort: "newest", page: 1 }],
    ["sort=NAME&page=-2", { q: "", sort: "newest", page: 1 }],
    ["page=2.5", { q: "", sort: "newest", page: 1 }],
    ["page=abc", { q: "", sort: "newest", page: 1 }],
    ["page=1e9", { q: "", sort: "newest", page: 1 }],
    ["q=a%00b%0Ac", { q: "a b c", sort: "newest", page: 1 }],
  ])("falls back to the defaults for %j", (search, expected) => {
    expect(read(search)).toEqual(expected);
  });

  it("cuts a long search and has its own default sort per table", () => {
    expect(read(`q=${"x".repeat(500)}`).q).toHaveLength(100);
    expect(readTableQuery(toolQuerySchema, new URLSearchParams("sort=bogus")).sort).toBe("name");
  });

  it("reads record ids strictly", () => {
    expect(parseRecordId("12")).toBe(12);
    expect(parseRecordId(" 7 ")).toBe(7);
    for (const bad of ["0", "-1", "1.5", "abc", "", "99999999999", "2147483648", null, undefined, "1e3"]) expect(parseRecordId(bad)).toBeNull();
  });

  it("builds links that keep the other parameters", () => {
    expect(withQuery("?q=ada&page=2", { page: 3 })).toBe("?q=ada&page=3");
    expect(withQuery("?q=ada&confirm=4", { confirm: null })).toBe("?q=ada");
    expect(withQuery("", { details: 9 })).toBe("?details=9");
  });
});
