import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { wizardErrorField, wizardStepOptions, type WizardStepNumber } from "./wizard";

/** The submission as plain data: its status, its errors and its value. */
function check(entries: [string, string][], step: WizardStepNumber) {
  const submission = parseWithZod(form(entries), wizardStepOptions(step));
  return submission.status === "success"
    ? { status: "success", error: undefined, value: submission.value as Record<string, unknown> }
    : { status: submission.status, error: submission.error, value: undefined };
}

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("the wizard's step schemas (parseWithZod, as the action and the browser run them)", () => {
  it("step 1: an industry from the list", () => {
    expect(check([["industry", ""]], 1).error).toEqual({ industry: ["Please choose your industry"] });
    expect(check([["industry", "Consulting"]], 1).status).toBe("success");
  });

  it("step 2: a work area posted once is a list of one; none is §5's text", () => {
    const one = check([["workArea", "Lead Generation"]], 2);
    expect(one.value).toEqual({ workArea: ["Lead Generation"] });
    expect(check([], 2).error).toEqual({ workArea: ["Please choose at least one work area"] });
  });

  it("step 3: other tools split on commas; an over-long item is refused with its text", () => {
    const ok = check([["otherTools", " Notion, ,Slack "]], 3);
    expect(ok.value?.otherTools).toEqual(["Notion", "Slack"]);
    const long = check([["otherTools", `Notion, ${"x".repeat(101)}`]], 3);
    const [key, messages] = Object.entries(long.error ?? {})[0]!;
    expect(wizardErrorField(key)).toBe("otherTools");
    expect(messages).toEqual(["Each item must be 100 characters or fewer"]);
  });

  it("step 4: both optional, a bad website refused", () => {
    expect(
      parseWithZod(
        form([
          ["companyName", ""],
          ["companyUrl", ""],
        ]),
        wizardStepOptions(4),
      ).status,
    ).toBe("success");
    expect(check([["companyUrl", "not a site"]], 4).error).toEqual({ companyUrl: ["Please enter a valid website address"] });
  });

  it("names conform's error keys as the wizard's fields", () => {
    expect(wizardErrorField("workArea")).toBe("workAreas");
    expect(wizardErrorField("fileStorage[3]")).toBe("fileStorage");
  });
});
