import { describe, expect, it } from "vitest";
import { DEFAULT_SALARY, normaliseSalary, SALARY_STEP, salaryBandFor } from "./salary";

const band = (min: number, max: number, defaultSalary: number) => ({ min, max, defaultSalary });

describe("salaryBandFor", () => {
  it("has the spec's constants", () => {
    expect(SALARY_STEP).toBe(5000);
    expect(DEFAULT_SALARY).toBe(80000);
  });

  it("picks the band by keyword", () => {
    expect(salaryBandFor("Corporate Lawyer")).toEqual(band(60000, 300000, 120000));
    expect(salaryBandFor("Attorney")).toEqual(band(60000, 300000, 120000));
    expect(salaryBandFor("Doctor")).toEqual(band(80000, 500000, 200000));
    expect(salaryBandFor("Physician Assistant")).toEqual(band(80000, 500000, 200000));
    expect(salaryBandFor("Civil Engineer")).toEqual(band(50000, 250000, 100000));
    expect(salaryBandFor("Web Developer")).toEqual(band(50000, 250000, 100000));
    expect(salaryBandFor("Office Manager")).toEqual(band(60000, 200000, 90000));
    expect(salaryBandFor("Art Director")).toEqual(band(60000, 200000, 90000));
    expect(salaryBandFor("IT Consultant")).toEqual(band(50000, 180000, 85000));
    expect(salaryBandFor("Data Analyst")).toEqual(band(45000, 120000, 70000));
    expect(salaryBandFor("Marketing Coordinator")).toEqual(band(40000, 150000, 75000));
    expect(salaryBandFor("Sales Representative")).toEqual(band(35000, 180000, 70000));
    expect(salaryBandFor("Teacher")).toEqual(band(35000, 120000, 55000));
    expect(salaryBandFor("Professor")).toEqual(band(35000, 120000, 55000));
    expect(salaryBandFor("Barista")).toEqual(band(30000, 200000, 65000));
    expect(salaryBandFor("")).toEqual(band(30000, 200000, 65000));
  });

  it("is case-insensitive and matches substrings", () => {
    expect(salaryBandFor("SOFTWARE ENGINEERING LEAD")).toEqual(band(50000, 250000, 100000));
    expect(salaryBandFor("salesperson")).toEqual(band(35000, 180000, 70000));
  });

  it("follows the spec's order when several keywords match", () => {
    expect(salaryBandFor("Attorney and Physician")).toEqual(band(60000, 300000, 120000));
    expect(salaryBandFor("Engineering Manager")).toEqual(band(50000, 250000, 100000));
    expect(salaryBandFor("Marketing Manager")).toEqual(band(60000, 200000, 90000));
    expect(salaryBandFor("Sales Director")).toEqual(band(60000, 200000, 90000));
    expect(salaryBandFor("Marketing Analyst")).toEqual(band(45000, 120000, 70000));
    expect(salaryBandFor("Sales and Marketing Lead")).toEqual(band(40000, 150000, 75000));
    expect(salaryBandFor("Teacher Consultant")).toEqual(band(50000, 180000, 85000));
  });

  it("returns a fresh object", () => {
    salaryBandFor("Barista").min = 1;
    expect(salaryBandFor("Barista").min).toBe(30000);
  });
});

describe("normaliseSalary", () => {
  const engineer = band(50000, 250000, 100000);

  it("keeps a value on the step inside the band", () => {
    expect(normaliseSalary(120000, engineer)).toBe(120000);
    expect(normaliseSalary(50000, engineer)).toBe(50000);
    expect(normaliseSalary(250000, engineer)).toBe(250000);
  });

  it("rounds to the nearest step", () => {
    expect(normaliseSalary(122400, engineer)).toBe(120000);
    expect(normaliseSalary(122500, engineer)).toBe(125000);
    expect(normaliseSalary(87654.32, engineer)).toBe(90000);
  });

  it("clamps to the band", () => {
    expect(normaliseSalary(10000, engineer)).toBe(50000);
    expect(normaliseSalary(-5, engineer)).toBe(50000);
    expect(normaliseSalary(0, engineer)).toBe(50000);
    expect(normaliseSalary(1_000_000, engineer)).toBe(250000);
  });

  it("parses numeric strings", () => {
    expect(normaliseSalary("95000", engineer)).toBe(95000);
    expect(normaliseSalary(" 96,000 ", engineer)).toBe(95000);
    expect(normaliseSalary("1e6", engineer)).toBe(250000);
  });

  it("gives the band's default for anything that is not a finite number", () => {
    for (const bad of [undefined, null, "", "   ", "abc", "80k", NaN, Infinity, -Infinity, {}, [], true]) {
      expect(normaliseSalary(bad, engineer), String(bad)).toBe(100000);
    }
  });
});
