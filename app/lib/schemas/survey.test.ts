import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { VALUE_OUTPUTS, WILLINGNESS_TO_PAY } from "../survey-options";
import {
  isSurveyComplete,
  parseSurvey,
  SURVEY_API_MESSAGES,
  SURVEY_FAILURE_TEXTS,
  SURVEY_FIELD_ERRORS,
  surveyFailure,
  surveyFailureText,
  surveyFormData,
  surveyPayload,
  surveySchema,
} from "./survey";

const complete: Record<string, string | string[]> = {
  jobTitle: "  Marketing Manager ",
  familiarityLevel: "beginner",
  workPressure: "sometimes",
  aiFeelings: "curious",
  jobImprovementBelief: "probably",
  aiTaskExample: "",
  trainingInterest: "very-interested",
  valueOutputs: ["saving-time", "manager-evidence"],
  willingnessToPay: "30-49",
  additionalComments: "",
  name: "",
  email: "",
};

function form(fields: Record<string, string | string[] | undefined>): URLSearchParams {
  const data = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) data.append(key, v);
  }
  return data;
}

const errorsOf = (fields: Record<string, string | string[] | undefined>) => parseSurvey(form(fields)).reply().error ?? {};

describe("surveySchema", () => {
  it("accepts a complete form, trimming text and turning empty optional answers into nothing", () => {
    const submission = parseSurvey(form(complete));
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({
      jobTitle: "Marketing Manager",
      familiarityLevel: "beginner",
      workPressure: "sometimes",
      aiFeelings: "curious",
      jobImprovementBelief: "probably",
      trainingInterest: "very-interested",
      valueOutputs: ["saving-time", "manager-evidence"],
      willingnessToPay: "30-49",
      earlyAccessInterest: false,
    });
  });

  it.each([
    ["jobTitle", SURVEY_FIELD_ERRORS.jobTitle],
    ["familiarityLevel", SURVEY_FIELD_ERRORS.choose],
    ["workPressure", SURVEY_FIELD_ERRORS.choose],
    ["aiFeelings", SURVEY_FIELD_ERRORS.choose],
    ["jobImprovementBelief", SURVEY_FIELD_ERRORS.choose],
    ["trainingInterest", SURVEY_FIELD_ERRORS.choose],
    ["willingnessToPay", SURVEY_FIELD_ERRORS.choose],
    ["valueOutputs", SURVEY_FIELD_ERRORS.valueOutputs],
  ])("requires %s", (field, message) => {
    expect(errorsOf({ ...complete, [field]: undefined })).toEqual({ [field]: [message] });
  });

  it("treats a blank job title as missing and refuses values outside the spec's lists", () => {
    expect(errorsOf({ ...complete, jobTitle: "   " })).toEqual({ jobTitle: [SURVEY_FIELD_ERRORS.jobTitle] });
    expect(errorsOf({ ...complete, willingnessToPay: "1000" })).toEqual({ willingnessToPay: [SURVEY_FIELD_ERRORS.choose] });
    expect(Object.keys(errorsOf({ ...complete, valueOutputs: ["saving-time", "a-pony"] }))).toEqual(["valueOutputs[1]"]);
  });

  it("keeps the five willingness-to-pay options and the six outcomes of §5 and §9", () => {
    expect(WILLINGNESS_TO_PAY).toEqual(["free", "10-29", "30-49", "50-99", "100+"]);
    expect(VALUE_OUTPUTS).toHaveLength(6);
  });

  it("leaves the task example and comments optional, within their limits", () => {
    expect(parseSurvey(form({ ...complete, aiTaskExample: "Drafting emails", additionalComments: "Keep it short" })).status).toBe("success");
    expect(errorsOf({ ...complete, aiTaskExample: "x".repeat(2001) })).toEqual({ aiTaskExample: ["Please keep this under 2,000 characters."] });
    expect(errorsOf({ ...complete, jobTitle: "x".repeat(121) })).toEqual({ jobTitle: ["Please keep this under 120 characters."] });
  });

  it("asks for a name and a valid email only when early access is ticked", () => {
    expect(errorsOf({ ...complete, earlyAccessInterest: "on" })).toEqual({
      name: [SURVEY_FIELD_ERRORS.name],
      email: [SURVEY_FIELD_ERRORS.email],
    });
    expect(errorsOf({ ...complete, earlyAccessInterest: "on", name: "Ada", email: "ada@nowhere" })).toEqual({ email: [SURVEY_FIELD_ERRORS.invalidEmail] });
    const ok = parseSurvey(form({ ...complete, earlyAccessInterest: "on", name: " Ada ", email: "ada@example.com" }));
    expect(ok.status === "success" && ok.value).toMatchObject({ earlyAccessInterest: true, name: "Ada", email: "ada@example.com" });
    // Not ticked: a half-typed address is no reason to refuse the answers.
    expect(parseSurvey(form({ ...complete, email: "ada@" })).status).toBe("success");
  });

  it("shows every problem in one go, early-access contact included", () => {
    const errors = errorsOf({ earlyAccessInterest: "on" });
    expect(Object.keys(errors).sort()).toEqual(
      [
        "aiFeelings",
        "email",
        "familiarityLevel",
        "jobImprovementBelief",
        "jobTitle",
        "name",
        "trainingInterest",
        "valueOutputs",
        "willingnessToPay",
        "workPressure",
      ].sort(),
    );
  });

  it("refuses a filled-in honeypot", () => {
    expect(errorsOf({ ...complete, website: "https://spam.example" })).toEqual({ website: [SURVEY_FIELD_ERRORS.honeypot] });
  });

  it("marks the required questions as required for the browser", () => {
    const constraint = getZodConstraint(surveySchema);
    expect(constraint.jobTitle?.required).toBe(true);
    expect(constraint.familiarityLevel?.required).toBe(true);
    expect(constraint.aiTaskExample?.required).toBeFalsy();
    expect(constraint.name?.required).toBeFalsy();
  });

  it("says whether the form may be submitted", () => {
    expect(isSurveyComplete(form(complete))).toBe(true);
    expect(isSurveyComplete(form({ ...complete, valueOutputs: [] }))).toBe(false);
  });
});

describe("surveyFormData", () => {
  it("turns the §3 JSON payload into the form's fields", () => {
    const data = surveyFormData({ jobTitle: "Nurse", valueOutputs: ["saving-time", "certificate"], earlyAccessInterest: true, name: null, extra: { a: 1 } })!;
    expect([...data.entries()]).toEqual([
      ["jobTitle", "Nurse"],
      ["valueOutputs", "saving-time"],
      ["valueOutputs", "certificate"],
      ["earlyAccessInterest", "on"],
    ]);
    expect([...surveyFormData({ earlyAccessInterest: false })!.entries()]).toEqual([]);
    expect(surveyFormData([1, 2])).toBeNull();
    expect(surveyFormData("jobTitle=Nurse")).toBeNull();
  });

  it("round-trips through surveyPayload", () => {
    const first = parseSurvey(form({ ...complete, earlyAccessInterest: "on", name: "Ada", email: "ada@example.com", aiTaskExample: "Reports" }));
    if (first.status !== "success") throw new Error("expected success");
    const payload = surveyPayload(first.value);
    expect(payload).toMatchObject({ aiTaskExample: "Reports", additionalComments: "", earlyAccessInterest: true, name: "Ada", email: "ada@example.com" });
    const again = parseSurvey(surveyFormData(payload)!);
    expect(again.status === "success" && again.value).toEqual(first.value);
  });

  it("sends no contact details without early access", () => {
    const submission = parseSurvey(form({ ...complete, name: "Ada", email: "ada@example.com" }));
    if (submission.status !== "success") throw new Error("expected success");
    expect(surveyPayload(submission.value)).toMatchObject({ earlyAccessInterest: false, name: "", email: "" });
  });
});

describe("surveyFailureText (§8)", () => {
  it("maps the server's words to the spec's texts", () => {
    expect(surveyFailureText(SURVEY_API_MESSAGES.validation)).toBe(SURVEY_FAILURE_TEXTS.validation);
    expect(surveyFailureText(SURVEY_API_MESSAGES.duplicate)).toBe(SURVEY_FAILURE_TEXTS.duplicate);
    expect(surveyFailureText("Too many requests. Please wait a minute and try again.")).toBe("Too many requests. Please wait a minute and try again.");
    expect(surveyFailureText(undefined)).toBe("Please check your responses and try again.");
    expect(surveyFailureText("  ")).toBe("Please check your responses and try again.");
    expect(surveyFailure("Validation error")).toEqual({ title: "Submission failed", description: "Please check all required fields are completed." });
  });
});
