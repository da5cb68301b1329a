import { describe, expect, it } from "vitest";
import {
  backupId,
  backupIdFromFileName,
  backupFileName,
  backupsToPrune,
  chainEndingAt,
  newestChainFrom,
  restoreChainV1,
  type ChainLink,
} from "./backup-format";

const id = (day: number, hour: number, kind: "full" | "incremental") => backupId(new Date(Date.UTC(2026, 10, day, hour)), kind);

describe("backup names", () => {
  it("sort by time and round-trip through the file name", () => {
    const a = id(1, 3, "full");
    expect(a).toBe("20261101T030000000Z-full");
    expect(backupIdFromFileName(backupFileName(a))).toBe(a);
    expect(backupIdFromFileName("notes.txt")).toBeNull();
  });
});

describe("restoreChainV1 (format 1: by time, in one folder)", () => {
  const ids = [id(1, 3, "full"), id(1, 4, "incremental"), id(1, 5, "incremental"), id(2, 3, "full"), id(2, 4, "incremental")];
  it("takes the full backup and the incrementals up to the one asked for", () => {
    expect(restoreChainV1(ids, ids[2]!)).toEqual(ids.slice(0, 3));
    expect(restoreChainV1(ids, ids[1]!)).toEqual(ids.slice(0, 2));
  });
  it("restores a full backup with every incremental made after it, until the next full", () => {
    expect(restoreChainV1(ids, ids[0]!)).toEqual(ids.slice(0, 3));
    expect(restoreChainV1(ids, ids[3]!)).toEqual(ids.slice(3));
  });
  it("finds nothing without a full backup to build on", () => {
    expect(restoreChainV1([id(1, 4, "incremental")], id(1, 4, "incremental"))).toEqual([]);
  });
});

describe("format 2 chains follow each incremental's previous backup", () => {
  const full = id(1, 3, "full");
  const a = id(1, 4, "incremental");
  const b = id(1, 5, "incremental");
  // c was made after a run whose backup never reached the bucket: it continues a, like b did.
  const c = id(1, 6, "incremental");
  const links = (entries: [string, string | null][]) => new Map<string, ChainLink>(entries.map(([i, p]) => [i, { id: i, previousId: p }]));

  it("walks back from an incremental to its full backup", () => {
    const all = links([
      [full, null],
      [a, full],
      [b, a],
      [c, a],
    ]);
    expect(chainEndingAt(all, b)).toEqual({ ok: true, chain: [full, a, b] });
    expect(chainEndingAt(all, c)).toEqual({ ok: true, chain: [full, a, c] });
  });

  it("names a missing link rather than skip the rows it held", () => {
    expect(
      chainEndingAt(
        links([
          [full, null],
          [b, a],
        ]),
        b,
      ),
    ).toEqual({ ok: false, missing: a, after: b });
    expect(chainEndingAt(links([[a, null]]), a)).toEqual({ ok: false, missing: "(a full backup)", after: a });
  });

  it("restores a full backup with the newest incremental whose chain reaches it unbroken", () => {
    const other = id(2, 3, "full");
    const onOther = id(2, 4, "incremental");
    const all = links([
      [full, null],
      [a, full],
      [b, a],
      [other, null],
      [onOther, other],
    ]);
    expect(newestChainFrom(all, full)).toEqual([full, a, b]);
    expect(newestChainFrom(all, other)).toEqual([other, onOther]);
    all.delete(a);
    expect(newestChainFrom(all, full)).toEqual([full]);
  });
});

describe("backupsToPrune", () => {
  it("keeps the newest full backups and what came after the oldest kept one", () => {
    const ids = [1, 2, 3, 4].flatMap((day) => [id(day, 3, "full"), id(day, 4, "incremental")]);
    expect(backupsToPrune(ids, 2)).toEqual(ids.slice(0, 4));
    expect(backupsToPrune(ids, 7)).toEqual([]);
  });
});
