import { describe, expect, it } from "vitest";
import {
  addWorkArea,
  applyIntent,
  canAddWorkArea,
  emptyWizardState,
  hiddenEntries,
  initialWizardView,
  namedCategoryAreas,
  parseIntent,
  parseStep,
  readWizardForm,
  removeWorkArea,
  tidyOtherTools,
  toAnalysisInput,
  toggleWorkArea,
  validateStep,
  wizardFormData,
  wizardOptions,
  type WizardState,
  type WizardView,
} from "~/lib/wizard-state";

const TITLE = "Marketing Manager";
const options = wizardOptions(TITLE);

const filled = (): WizardState => ({
  industry: "Marketing & Advertising",
  workAreas: ["Content Creation", "Partner Webinars"],
  tools: { fileStorage: ["Google Drive"], videoMeeting: [], emailClient: ["Gmail"], crm: [] },
  otherTools: "Notion, Canva",
  companyName: "Acme",
  companyUrl: "acme.example",
});

const view = (step: WizardView["step"], state: WizardState, customArea = ""): WizardView => ({ step, state, errors: {}, customArea });

describe("wizardOptions", () => {
  it("gives the detected category and its suggestions", () => {
    expect(options.categoryLabel).toBe("Marketing");
    expect(options.workAreas).toContain("Content Creation");
    expect(options.toolOptions.crm.length).toBeGreaterThan(0);
  });

  it("offers the occupation's own work areas, and its category when the title's words name none", () => {
    const plumber = wizardOptions("Plumber", { workAreas: ["Quotes & Estimates", "Site Diaries & Daily Logs"], category: "operations" });
    expect(plumber.workAreas).toEqual(["Quotes & Estimates", "Site Diaries & Daily Logs"]);
    expect(plumber.categoryLabel).toBe("Operations");
    expect(wizardOptions("Plumber").categoryLabel).toBe("General");
    // A category the title names is kept, and its areas lead the occupation's own.
    expect(wizardOptions(TITLE, { workAreas: [], category: "executive" }).categoryLabel).toBe("Marketing");
    expect(namedCategoryAreas(TITLE)).toEqual(options.workAreas);
    expect(namedCategoryAreas("Plumber")).toEqual([]);
  });
});

describe("reading the form", () => {
  it("reads every field, repeated fields as lists, trimmed and without repeats", () => {
    const fd = new FormData();
    fd.append("industry", " Consulting ");
    for (const a of ["Content Creation", " content creation ", "", "Partner Webinars"]) fd.append("workArea", a);
    fd.append("fileStorage", "Dropbox");
    fd.append("crm", "HubSpot");
    fd.append("crm", "HubSpot");
    fd.append("otherTools", "Notion,  Canva");
    fd.append("companyName", "Acme");
    fd.append("companyUrl", "acme.example");
    fd.append("customArea", "  Events ");
    fd.append("step", "2");
    fd.append("intent", "add-area");
    const read = readWizardForm(fd);
    expect(read.step).toBe(2);
    expect(read.intent).toEqual({ type: "add-area" });
    expect(read.customArea).toBe("  Events ");
    expect(read.state).toEqual({
      industry: "Consulting",
      workAreas: ["Content Creation", "Partner Webinars"],
      tools: { fileStorage: ["Dropbox"], videoMeeting: [], emailClient: [], crm: ["HubSpot"] },
      otherTools: "Notion,  Canva",
      companyName: "Acme",
      companyUrl: "acme.example",
    });
  });

  it("gives an empty state and step 1 for an empty form, and ignores files", () => {
    const fd = new FormData();
    fd.append("industry", new Blob(["x"]), "x.txt");
    expect(readWizardForm(fd)).toEqual({ step: 1, intent: { type: "next" }, state: emptyWizardState(), customArea: "" });
  });

  it("caps oversized posts just above the schemas' limits", () => {
    const fd = new FormData();
    for (let i = 0; i < 500; i++) fd.append("workArea", `Area ${i}`);
    fd.append("companyName", "x".repeat(100_000));
    const { state } = readWizardForm(fd);
    expect(state.workAreas.length).toBeLessThanOrEqual(31);
    expect(state.companyName.length).toBeLessThanOrEqual(2001);
    expect(validateStep(2, state).workAreas).toBe("Please choose at most 20 work areas");
    expect(validateStep(4, state).companyName).toBe("Company name must be 200 characters or fewer");
  });

  it("round-trips the state through wizardFormData", () => {
    const fd = wizardFormData(filled(), 3, "next");
    const read = readWizardForm(fd);
    expect(read.state).toEqual(filled());
    expect(read.step).toBe(3);
  });

  it("parses steps and intents", () => {
    expect(parseStep("3")).toBe(3);
    expect(parseStep("9")).toBe(1);
    expect(parseStep(null)).toBe(1);
    expect(parseIntent("back")).toEqual({ type: "back" });
    expect(parseIntent("generate")).toEqual({ type: "generate", skipCompany: false });
    expect(parseIntent("skip")).toEqual({ type: "generate", skipCompany: true });
    expect(parseIntent("remove-area:Partner Webinars")).toEqual({ type: "remove-area", area: "Partner Webinars" });
    expect(parseIntent("whatever")).toEqual({ type: "next" });
  });

  it("keeps in hidden fields what the step does not show", () => {
    const names = (step: 1 | 2 | 3 | 4) => hiddenEntries(filled(), step, options);
    expect(names(1).some(([n]) => n === "industry")).toBe(false);
    expect(
      names(1)
        .filter(([n]) => n === "workArea")
        .map(([, v]) => v),
    ).toEqual(["Content Creation", "Partner Webinars"]);
    // Step 2 shows the suggested area as a checkbox; the custom one travels hidden.
    expect(
      names(2)
        .filter(([n]) => n === "workArea")
        .map(([, v]) => v),
    ).toEqual(["Partner Webinars"]);
    expect(names(3).some(([n]) => n === "otherTools" || n === "fileStorage")).toBe(false);
    expect(names(4).some(([n]) => n === "companyName" || n === "companyUrl")).toBe(false);
    expect(names(4).find(([n]) => n === "industry")).toEqual(["industry", "Marketing & Advertising"]);
  });
});

describe("work areas", () => {
  it("adds trimmed custom areas once, whatever the case", () => {
    expect(addWorkArea([], "  Partner Webinars ")).toEqual({ areas: ["Partner Webinars"] });
    expect(addWorkArea(["Partner Webinars"], "partner webinars ")).toEqual({
      areas: ["Partner Webinars"],
      error: "'partner webinars' is already chosen",
    });
    expect(addWorkArea(["A"], "   ").error).toBe("Please type a work area to add");
    expect(addWorkArea([], "x".repeat(101)).error).toBe("Each item must be 100 characters or fewer");
  });

  it("picks the suggestion's own spelling when a suggestion is typed", () => {
    expect(addWorkArea([], "content creation", options.workAreas).areas).toEqual(["Content Creation"]);
  });

  it("enables Add only for new, non-blank text", () => {
    expect(canAddWorkArea([], "")).toBe(false);
    expect(canAddWorkArea([], "   ")).toBe(false);
    expect(canAddWorkArea(["Events"], " EVENTS ")).toBe(false);
    expect(canAddWorkArea(["Events"], "Webinars")).toBe(true);
  });

  it("checking adds, unchecking removes, removing is case-insensitive", () => {
    let areas = toggleWorkArea([], "Content Creation", true);
    areas = toggleWorkArea(areas, "Lead Generation", true);
    areas = toggleWorkArea(areas, "Content Creation", true);
    expect(areas).toEqual(["Content Creation", "Lead Generation"]);
    expect(toggleWorkArea(areas, "Content Creation", false)).toEqual(["Lead Generation"]);
    expect(removeWorkArea(["Partner Webinars", "X"], "partner webinars")).toEqual(["X"]);
  });

  it("tidies other tools: split on commas, trimmed, empties dropped", () => {
    expect(tidyOtherTools(" Notion,, Canva ,  ,Notion")).toBe("Notion, Canva");
  });
});

describe("next-step validation", () => {
  it("needs an industry from the list", () => {
    expect(validateStep(1, emptyWizardState())).toEqual({ industry: "Please choose your industry" });
    expect(validateStep(1, { ...emptyWizardState(), industry: "Piracy" })).toEqual({ industry: "Please choose your industry" });
    expect(validateStep(1, { ...emptyWizardState(), industry: "Consulting" })).toEqual({});
  });

  it("needs at least one work area", () => {
    expect(validateStep(2, emptyWizardState())).toEqual({ workAreas: "Please choose at least one work area" });
    expect(validateStep(2, filled())).toEqual({});
  });

  it("allows no tools, refuses over-long ones", () => {
    expect(validateStep(3, emptyWizardState())).toEqual({});
    expect(validateStep(3, { ...emptyWizardState(), otherTools: `Notion, ${"y".repeat(101)}` })).toEqual({
      otherTools: "Each item must be 100 characters or fewer",
    });
  });

  it("allows an empty company step, refuses a bad website", () => {
    expect(validateStep(4, emptyWizardState())).toEqual({});
    expect(validateStep(4, { ...emptyWizardState(), companyUrl: "not a website" })).toEqual({
      companyUrl: "Please enter a valid website address",
    });
  });
});

describe("transitions", () => {
  it("Continue stays on the step with the error, or moves on", () => {
    const stay = applyIntent(TITLE, initialWizardView(), { type: "next" }, options);
    expect(stay).toMatchObject({ type: "view", invalid: true, view: { step: 1, errors: { industry: "Please choose your industry" } } });
    const on = applyIntent(TITLE, view(1, filled()), { type: "next" }, options);
    expect(on).toMatchObject({ type: "view", invalid: false, view: { step: 2, errors: {} } });
  });

  it("Back leaves from step 1 and steps back elsewhere without checking", () => {
    expect(applyIntent(TITLE, initialWizardView(), { type: "back" }, options)).toEqual({ type: "leave" });
    expect(applyIntent(TITLE, view(3, emptyWizardState()), { type: "back" }, options)).toMatchObject({ view: { step: 2 } });
  });

  it("adds and removes custom areas on step 2", () => {
    const added = applyIntent(TITLE, view(2, emptyWizardState(), "  Partner Webinars "), { type: "add-area" }, options);
    expect(added).toMatchObject({ type: "view", invalid: false, view: { step: 2, customArea: "", state: { workAreas: ["Partner Webinars"] } } });
    if (added.type !== "view") throw new Error("expected a view");
    const again = applyIntent(TITLE, { ...added.view, customArea: "Partner Webinars" }, { type: "add-area" }, options);
    expect(again).toMatchObject({ invalid: true, view: { errors: { customArea: "'Partner Webinars' is already chosen" } } });
    const removed = applyIntent(TITLE, added.view, { type: "remove-area", area: "Partner Webinars" }, options);
    expect(removed).toMatchObject({ view: { state: { workAreas: [] } } });
  });

  it("leaving step 3 tidies other tools", () => {
    const t = applyIntent(TITLE, view(3, { ...filled(), otherTools: " a,, b ," }), { type: "next" }, options);
    expect(t).toMatchObject({ view: { step: 4, state: { otherTools: "a, b" } } });
  });

  it("generates with the composed job description and priority challenge", () => {
    const t = applyIntent(TITLE, view(4, filled()), { type: "generate", skipCompany: false }, options);
    if (t.type !== "generate") throw new Error("expected generate");
    expect(t.input).toMatchObject({
      jobTitle: TITLE,
      industry: "Marketing & Advertising",
      workAreas: ["Content Creation", "Partner Webinars"],
      currentTools: { fileStorage: ["Google Drive"], emailClient: ["Gmail"], otherTools: ["Notion", "Canva"] },
      companyName: "Acme",
      companyUrl: "https://acme.example",
    });
    expect(t.input.jobDescription).toContain("Priority challenge: Optimize Content Creation, Partner Webinars for Marketing & Advertising.");
  });

  it("Skip generates without the company answers, even invalid ones", () => {
    const t = applyIntent(TITLE, view(4, { ...filled(), companyUrl: "not a website" }), { type: "generate", skipCompany: true }, options);
    expect(t).toMatchObject({ type: "generate", input: { companyName: "", companyUrl: "" } });
  });

  it("Generate sends the user back to the first step in error", () => {
    const t = applyIntent(TITLE, view(4, { ...filled(), industry: "Nope", workAreas: [] }), { type: "generate", skipCompany: false }, options);
    expect(t).toMatchObject({ type: "view", invalid: true, view: { step: 1, errors: { industry: "Please choose your industry" } } });
    expect(toAnalysisInput(TITLE, { ...filled(), workAreas: [] })).toMatchObject({ ok: false, step: 2 });
  });
});
