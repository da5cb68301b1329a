import { describe, expect, it } from "vitest";
import { backupId, backupIdFromFileName, backupFileName, backupsToPrune, restoreChain } from "./backup-format";

const id = (day: number, hour: number, kind: "full" | "incremental") => backupId(new Date(Date.UTC(2026, 10, day, hour)), kind);

describe("backup names", () => {
  it("sort by time and round-trip through the file name", () => {
    const a = id(1, 3, "full");
    expect(a).toBe("20261101T030000000Z-full");
    expect(backupIdFromFileName(backupFileName(a))).toBe(a);
    expect(backupIdFromFileName("notes.txt")).toBeNull();
  });
});

describe("restoreChain", () => {
  const ids = [id(1, 3, "full"), id(1, 4, "incremental"), id(1, 5, "incremental"), id(2, 3, "full"), id(2, 4, "incremental")];
  it("takes the full backup and the incrementals up to the one asked for", () => {
    expect(restoreChain(ids, ids[2]!)).toEqual(ids.slice(0, 3));
    expect(restoreChain(ids, ids[1]!)).toEqual(ids.slice(0, 2));
  });
  it("restores a full backup with every incremental made after it, until the next full", () => {
    expect(restoreChain(ids, ids[0]!)).toEqual(ids.slice(0, 3));
    expect(restoreChain(ids, ids[3]!)).toEqual(ids.slice(3));
  });
  it("finds nothing without a full backup to build on", () => {
    expect(restoreChain([id(1, 4, "incremental")], id(1, 4, "incremental"))).toEqual([]);
  });
});

describe("backupsToPrune", () => {
  it("keeps the newest full backups and what came after the oldest kept one", () => {
    const ids = [1, 2, 3, 4].flatMap((day) => [id(day, 3, "full"), id(day, 4, "incremental")]);
    expect(backupsToPrune(ids, 2)).toEqual(ids.slice(0, 4));
    expect(backupsToPrune(ids, 7)).toEqual([]);
  });
});
