import { describe, expect, it } from "vitest";
import {
  activityTimeSaved,
  averageOccupationWeights,
  EFFORT_TIME_SAVED,
  sharesFromWeights,
  socCodeOf,
  socGroupsOf,
  WORK_AREA_SHARE,
  withWorkAreas,
  type WorkActivity,
} from "./work-activities";

const activity = (id: string, effort: WorkActivity["effort"] = "writing"): WorkActivity => ({
  id,
  title: `${id}.`,
  label: id,
  effort,
  completion: 0.8,
  scope: 0.5,
  meanShare: 0.01,
});
const CATALOGUE = new Map(["a", "b", "c", "d"].map((id) => [id, activity(id)]));

describe("sharesFromWeights", () => {
  it("makes weights shares of the week, largest first, and drops unknown or empty ones", () => {
    const shares = sharesFromWeights(
      [
        { activityId: "a", weight: 1 },
        { activityId: "b", weight: 3 },
        { activityId: "x", weight: 5 },
        { activityId: "c", weight: 0 },
      ],
      CATALOGUE,
    );
    expect(shares.map((s) => [s.id, s.share])).toEqual([
      ["b", 0.75],
      ["a", 0.25],
    ]);
    expect(sharesFromWeights([], CATALOGUE)).toEqual([]);
  });
});

describe("averageOccupationWeights", () => {
  it("averages each occupation's shares, so a long list does not outweigh a short one", () => {
    const average = averageOccupationWeights(
      new Map([
        ["one", [{ activityId: "a", weight: 10 }]],
        [
          "two",
          [
            { activityId: "b", weight: 1 },
            { activityId: "c", weight: 1 },
          ],
        ],
      ]),
    );
    expect(average).toEqual([
      { activityId: "a", weight: 0.5 },
      { activityId: "b", weight: 0.25 },
      { activityId: "c", weight: 0.25 },
    ]);
  });
});

describe("withWorkAreas", () => {
  const base = sharesFromWeights(
    [
      { activityId: "a", weight: 9 },
      { activityId: "b", weight: 1 },
    ],
    CATALOGUE,
  );

  it("gives a chosen area at least its floor share, adds activities the occupation lacks, and keeps a whole week", () => {
    const profile = withWorkAreas(base, [["b", "d"]], CATALOGUE);
    const byId = new Map(profile.map((p) => [p.id, p]));
    expect(byId.get("d")!.areas).toEqual([0]);
    expect(byId.get("b")!.areas).toEqual([0]);
    expect(byId.get("a")!.areas).toEqual([]);
    expect(profile.reduce((s, p) => s + p.share, 0)).toBeCloseTo(1, 10);
    // b had 10% of the week, above the area's floor of 3% per activity, so it keeps its weight.
    expect(byId.get("b")!.share / byId.get("d")!.share).toBeCloseTo(0.1 / (WORK_AREA_SHARE / 2), 10);
  });

  it("ignores activities it does not know and changes nothing without areas", () => {
    expect(withWorkAreas(base, [["zzz"]], CATALOGUE)).toEqual(base);
    expect(withWorkAreas(base, [], CATALOGUE)).toEqual(base);
  });
});

describe("activityTimeSaved", () => {
  it("is completion x scope x the study's saving for that kind of work, and nothing unmeasured", () => {
    expect(activityTimeSaved(activity("a"))).toBeCloseTo(0.8 * 0.5 * EFFORT_TIME_SAVED.writing.saved, 10);
    expect(activityTimeSaved({ ...activity("a"), completion: null })).toBe(0);
    expect(activityTimeSaved(activity("a", "physical"))).toBe(0);
  });
});

describe("SOC codes", () => {
  it("reads the SOC code of an O*NET code and its groups, nearest first", () => {
    expect(socCodeOf("29-1141.01")).toBe("29-1141");
    expect(socGroupsOf("21-1012").map((g) => g.code)).toEqual(["21-1010", "21-1000", "21-0000"]);
    expect(socGroupsOf("21-1012").map((g) => g.prefix)).toEqual(["21-101", "21-1", "21-"]);
  });
});
