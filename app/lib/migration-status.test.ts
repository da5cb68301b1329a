import { describe, expect, it } from "vitest";
import { journalEntries, missingMigrations } from "./migration-status";

const journal = journalEntries({
  entries: [
    { idx: 0, when: 1795246484041, tag: "0000_extensions" },
    { idx: 1, when: 1795246486137, tag: "0001_initial" },
    { idx: 2, when: 1795246492524, tag: "0002_search" },
  ],
});

describe("missingMigrations", () => {
  it("is empty when every journal entry was applied (created_at as bigint strings, as postgres.js returns them)", () => {
    expect(missingMigrations(journal, ["1795246484041", "1795246486137", "1795246492524"])).toEqual([]);
  });

  it("names the entries not applied, whichever they are", () => {
    expect(missingMigrations(journal, ["1795246484041"])).toEqual(["0001_initial", "0002_search"]);
    expect(missingMigrations(journal, [1795246484041, 1795246492524])).toEqual(["0001_initial"]);
    expect(missingMigrations(journal, [])).toHaveLength(3);
  });
});

describe("journalEntries", () => {
  it("refuses a journal it cannot read", () => {
    expect(() => journalEntries({})).toThrow(/entries/);
    expect(() => journalEntries({ entries: [{ tag: "x" }] })).toThrow(/tag or time/);
  });
});
