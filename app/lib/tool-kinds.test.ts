import { describe, expect, it } from "vitest";
import { isToolKind, KIND_AUDIENCES, kindLabel, TOOL_KINDS } from "./tool-kinds";

describe("tool kinds", () => {
  it("label kinds as people read them, acronyms kept", () => {
    expect(kindLabel("office-suite")).toBe("Office suite");
    expect(kindLabel("fp-and-a")).toBe("Financial planning and analysis");
    expect(kindLabel("ediscovery")).toBe("E-discovery");
  });

  it("knows its own kinds and nothing else", () => {
    expect(new Set(TOOL_KINDS).size).toBe(TOOL_KINDS.length);
    expect(isToolKind("office-suite")).toBe(true);
    expect(isToolKind("slide-padding")).toBe(false);
    for (const kind of Object.keys(KIND_AUDIENCES)) expect(isToolKind(kind), kind).toBe(true);
  });
});
