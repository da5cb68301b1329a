import { describe, expect, it } from "vitest";
import { schemaProblems } from "./json-schema";

const schema = {
  type: "object",
  required: ["type", "items"],
  properties: {
    type: { type: "array", allOf: [{ contains: { const: "A" } }, { contains: { enum: ["B", "C"] } }] },
    items: { type: "array", minItems: 1, prefixItems: [{ const: "first" }], items: { type: "string", pattern: "^[a-z]+$" } },
    ref: { $ref: "#/$defs/Thing" },
  },
  $defs: {
    Thing: {
      type: "object",
      anyOf: [{ required: ["id"] }, { required: ["name"] }],
      if: { properties: { hashed: { const: true } } },
      then: { required: ["salt"] },
    },
  },
};

describe("schemaProblems", () => {
  it("passes a conforming value", () => {
    // As JSON Schema has it, an "if" on a property the value lacks holds: "hashed" is given here.
    expect(schemaProblems({ type: ["A", "C"], items: ["first", "second"], ref: { id: "x", hashed: false } }, schema)).toEqual([]);
  });

  it("names each problem with its path", () => {
    const problems = schemaProblems({ type: ["A"], items: ["nope", "UPPER"], ref: { hashed: true } }, schema);
    expect(problems).toContain('$.type: no item matches {"enum":["B","C"]}');
    expect(problems).toContain('$.items[0]: expected "first"');
    expect(problems).toContain("$.items[1]: does not match ^[a-z]+$");
    expect(problems.some((p) => p.startsWith("$.ref: matches none of anyOf"))).toBe(true);
    expect(problems).toContain('$.ref: missing required "salt"');
    expect(schemaProblems({}, schema)).toEqual(['$: missing required "type"', '$: missing required "items"']);
    expect(schemaProblems("text", schema)).toEqual(["$: expected object, found string"]);
  });

  it("refuses a schema keyword it does not know, rather than passing it", () => {
    expect(() => schemaProblems({}, { type: "object", maxProperties: 1 })).toThrow(/Unsupported schema keyword maxProperties/);
  });
});
