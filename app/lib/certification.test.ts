import { describe, expect, it } from "vitest";
import { certificationStanding, nextLesson, type ModuleRecord } from "./certification";

const record = (lesson: number, bestScore: number | null, practiceDone = true, inProgress = false): ModuleRecord => ({
  lesson,
  bestScore,
  practiceDone,
  inProgress,
});
const six = (scores: (number | null)[], practice = [true, true, true, true, true, true]) => scores.map((s, i) => record(i + 1, s, practice[i]));

describe("certificationStanding: 70% or more across all modules and every practice task", () => {
  it("passes at exactly 70 overall with every task done, even with one module under 70", () => {
    const standing = certificationStanding(six([70, 70, 70, 70, 60, 80]), 6);
    expect(standing.overall).toBe(70);
    expect(standing.passed).toBe(true);
    expect(standing.missing).toEqual([]);
    expect(standing.modules.find((m) => m.lesson === 5)!.retakeable).toBe(true);
    expect(standing.modules.find((m) => m.lesson === 6)!.retakeable).toBe(false);
  });

  it("fails under 70 overall and names the modules to retake", () => {
    const standing = certificationStanding(six([100, 100, 40, 50, 60, 60]), 6);
    expect(standing.overall).toBe(68);
    expect(standing.passed).toBe(false);
    expect(standing.missing).toEqual(["Raise your overall score from 68% to 70%: retake the simulation of lessons 3, 4, 5 and 6."]);
  });

  it("counts a module never played as 0 and a missing practice task as a fail, whatever the scores", () => {
    const unplayed = certificationStanding(six([100, 100, 100, 100, 100, null]), 6);
    expect(unplayed.overall).toBe(83);
    expect(unplayed.passed).toBe(false);
    expect(unplayed.missing).toEqual(["Finish the simulation of lesson 6."]);
    const unpractised = certificationStanding(six([100, 100, 100, 100, 100, 100], [true, false, true, true, true, false]), 6);
    expect(unpractised.passed).toBe(false);
    expect(unpractised.missing).toEqual(["Complete the practice task of lessons 2 and 6."]);
  });

  it("fills lessons with no record yet, so an empty start is six modules to do", () => {
    const standing = certificationStanding([], 6);
    expect(standing.modules).toHaveLength(6);
    expect(standing.overall).toBe(0);
    expect(standing.passed).toBe(false);
    expect(nextLesson(standing)).toBe(1);
  });
});

describe("nextLesson", () => {
  it("points at the first lesson with something left, then at a module under 70, then nowhere", () => {
    expect(nextLesson(certificationStanding(six([80, 90, null, null, null, null]), 6))).toBe(3);
    expect(nextLesson(certificationStanding(six([80, 50, 90, 90, 90, 90]), 6))).toBe(2);
    expect(nextLesson(certificationStanding(six([80, 80, 90, 90, 90, 90]), 6))).toBeNull();
  });
});
