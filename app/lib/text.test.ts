import { describe, expect, it } from "vitest";
import { escapeHtml, inWords, oneLine } from "./text";

describe("oneLine", () => {
  it("puts pasted text on one line", () => {
    expect(oneLine("  Ada\n\tLovelace \u0000 ")).toBe("Ada Lovelace");
  });

  it("ends text longer than the limit in an ellipsis, within the limit", () => {
    expect(oneLine("a".repeat(10), 5)).toBe("aaaa…");
    expect(oneLine("abcde", 5)).toBe("abcde");
    expect(oneLine("x".repeat(500))).toHaveLength(500);
  });
});

describe("escapeHtml", () => {
  it("escapes the five characters that matter in HTML text and attributes", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    expect(escapeHtml("plain")).toBe("plain");
  });
});

describe("inWords", () => {
  it("joins a list the way a sentence does", () => {
    expect(inWords([])).toBe("");
    expect(inWords(["A"])).toBe("A");
    expect(inWords(["A", "B"])).toBe("A and B");
    expect(inWords(["A", "B", "C"])).toBe("A, B and C");
    expect(inWords([2, 3, 4])).toBe("2, 3 and 4");
  });
});
