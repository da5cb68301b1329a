import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { aliasOccupationCode, normaliseJobTitle } from "./job-title-match";
import { OCCUPATION_ALIASES } from "../content/job-title-aliases";

const occupations = new Map(
  fs
    .readFileSync(path.resolve(__dirname, "../../db/seed/onet-occupations.tsv"), "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => line.split("\t") as [string, string])
    .map(([code, title]) => [code, title]),
);

describe("normaliseJobTitle", () => {
  it("spells out abbreviations, drops rank and what follows 'to' or 'at'", () => {
    expect(normaliseJobTitle("Sr. SWE II")).toBe("software engineer");
    expect(normaliseJobTitle("CFO")).toBe("chief financial officer");
    expect(normaliseJobTitle("Executive Assistant to the CEO")).toBe("executive assistant");
    expect(normaliseJobTitle("Nurse at St Mary's")).toBe("nurse");
    expect(normaliseJobTitle("R&D Lead")).toBe("r and d");
  });

  it("reads common job words of other languages", () => {
    expect(normaliseJobTitle("Ingeniero Civil")).toBe("engineer civil");
    expect(normaliseJobTitle("Krankenschwester")).toBe("registered nurse");
  });
});

describe("aliasOccupationCode", () => {
  it("names only occupations that exist in the seeded O*NET data", () => {
    for (const [alias, code] of Object.entries(OCCUPATION_ALIASES)) expect(occupations.has(code), `${alias} -> ${code}`).toBe(true);
  });

  it.each([
    ["Software Engineer", "Software Developers"],
    ["Senior Backend Developer", "Software Developers"],
    ["Executive Chef", "Chefs and Head Cooks"],
    ["Architect", "Architects, Except Landscape and Naval"],
    ["Solutions Architect", "Computer Systems Engineers/Architects"],
    ["Personal Trainer", "Exercise Trainers and Group Fitness Instructors"],
    ["Immigration Lawyer", "Lawyers"],
    ["School Principal", "Education Administrators, Kindergarten through Secondary"],
    ["Data Entry Clerk", "Data Entry Keyers"],
    ["ICU RN", "Registered Nurses"],
    ["A&P Mechanic", "Aircraft Mechanics and Service Technicians"],
    ["Panel Beater", "Automotive Body and Related Repairers"],
  ])("%s is %s", (title, expected) => {
    expect(occupations.get(aliasOccupationCode(title) ?? "")).toBe(expected);
  });

  it("leaves titles whose first words say more to the trigram search", () => {
    expect(aliasOccupationCode("Primary School Maths Teacher")).toBeNull();
    expect(aliasOccupationCode("Civil Engineer")).toBeNull();
    expect(aliasOccupationCode("asdf qwerty")).toBeNull();
  });
});
