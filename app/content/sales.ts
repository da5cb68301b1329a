// The sales landing page's words (accounts-admin-sales.md §1, §2 "Sales landing page"). Prices and
// levels live in app/content/course.ts. The sample report, certificate and recommendation are
// examples of what a learner receives, labelled as such on the page: their figures describe one
// imaginary learner, not results we claim.

export const SALES_HERO = {
  eyebrow: "AI Upskilling Course",
  title: "Become the person on your team who knows how to use AI",
  text: "Four levels of short lessons and realistic simulations built around your own job, ending in a performance report, an official certificate and a recommendation on your professional network.",
};

export type SampleKind = "report" | "certificate" | "recommendation";

export const WHAT_YOU_GET: { kind: SampleKind; title: string; text: string; sampleLabel: string }[] = [
  {
    kind: "report",
    title: "Performance Report",
    text: "A report on how you used AI in each simulation: what you did well and what to practise next.",
    sampleLabel: "See a sample report",
  },
  {
    kind: "certificate",
    title: "Official Certificate",
    text: "A certificate for each level you pass. Certification needs 70% or more across all modules and every challenge completed.",
    sampleLabel: "See a sample certificate",
  },
  {
    kind: "recommendation",
    title: "Professional-Network Recommendation",
    text: "A written recommendation from Upskill Academy on your professional network profile, describing the skills you proved.",
    sampleLabel: "See a sample recommendation",
  },
];

/** One imaginary learner, shown only inside dialogs and pages titled "Sample". */
export const SAMPLE_LEARNER = { name: "Alex Morgan", role: "Marketing Manager", level: "Level 1: Awareness in Action" };

export const SAMPLE_REPORT = {
  summary: "Alex completed all six Level 1 simulations and passed the level.",
  scores: [
    { skill: "Choosing the right tool for a task", score: 82 },
    { skill: "Writing clear prompts", score: 76 },
    { skill: "Checking AI output before using it", score: 71 },
  ],
  strengths: ["Gave the AI the audience and the goal before asking for a draft", "Rewrote the AI's campaign summary in the team's voice"],
  practise: ["Verify figures the AI quotes against the source", "Ask for two alternatives before choosing one"],
};

export const SAMPLE_RECOMMENDATION =
  "Alex completed Level 1 of the Upskill Academy AI course, passing six job-based simulations. Alex chooses AI tools to fit the task, briefs them clearly and checks their output before it reaches a client. We recommend Alex to any team adopting AI in marketing.";

export const BUNDLE_COPY = {
  title: "Early-Access Bundle",
  /**
   * `ends` is the end date an admin set (app/services/sales/offer-settings.server.ts), written by
   * formatOfferEnd: never a date typed here. Once it passes the section is not shown at all.
   */
  text: (ends: string) => `All four core levels at the pre-launch price, until ${ends}.`,
};

export const LEVEL_FIVE_TEASER = {
  title: "Level 5: Strategic AI Leadership",
  text: "Opens to everyone who completes Levels 1 to 4: four lessons on planning, guarding and measuring AI use across a team.",
};
