// The course and what is for sale (accounts-admin-sales.md §3 "Course level", §4, §9; the level
// names are the rubric's five levels, visitor-side.md §2 "Rubric"). Prices are in whole currency
// units as the sales page shows them; the amounts charged come from here (and from Stripe's own
// price objects when Stripe is configured), never from the browser.

export interface CourseLevel {
  id: 1 | 2 | 3 | 4 | 5;
  name: string;
  subtitle: string;
  description: string;
  /** Pre-launch price; null where the level is not sold on its own. */
  price: number | null;
  /** Full price after launch. */
  fullPrice: number | null;
  skills: string[];
  /** Levels 1-4 are each sold on their own, once the level before is completed (issue 27); Level 5 is not sold. */
  productCode: ProductCode | null;
}

export const COURSE_LEVELS: CourseLevel[] = [
  {
    id: 1,
    name: "Level 1: Awareness in Action",
    subtitle: "Use AI tools on your own tasks, safely",
    description: "Six short lessons on the AI tools that fit your role, each ending with a simulation of a real task from your job.",
    price: 49,
    fullPrice: 99,
    skills: ["Choosing the right tool for a task", "Writing clear prompts", "Checking AI output before you use it"],
    productCode: "level-1",
  },
  {
    id: 2,
    name: "Level 2: Sensemaking in Context",
    subtitle: "Judge AI output against your own expertise",
    description:
      "Four lessons on judging AI output in your own work: confident errors and invented sources, comparing outputs, bias and missing perspectives, and when not to use AI. Each ends with a scored simulation.",
    price: 99,
    fullPrice: 199,
    skills: ["Spotting confident errors", "Comparing outputs for the purpose", "Knowing when not to use AI"],
    productCode: "level-2",
  },
  {
    id: 3,
    name: "Level 3: Workflow Thinking",
    subtitle: "Redesign recurring work around AI",
    description:
      "Four lessons on a recurring task of yours: map it into steps, chain two or three tools, put the human check where errors cost most, and write the workflow down. Each ends with a scored simulation.",
    price: 149,
    fullPrice: 299,
    skills: ["Breaking work into steps", "Chaining tools", "Placing the human check"],
    productCode: "level-3",
  },
  {
    id: 4,
    name: "Level 4: Proof-of-Performance",
    subtitle: "Show what you can do with AI",
    description:
      "Four lessons on performing with AI under realistic conditions: delivering on a deadline, choosing and combining tools, explaining your checks, and being open about what AI did. Each ends with a scored simulation, and the level with a performance report and certificate.",
    price: 199,
    fullPrice: 399,
    skills: ["Performing under realistic conditions", "Explaining your choices", "Evidence for your manager"],
    productCode: "level-4",
  },
  {
    id: 5,
    name: "Level 5: Strategic AI Leadership",
    subtitle: "Lead AI adoption in your team",
    description:
      "Opens to those who complete all four levels: four lessons on leading AI use in a team, from choosing where it helps most to guardrails, measuring outcomes and coaching colleagues.",
    price: null,
    fullPrice: null,
    skills: ["Choosing where AI helps most", "Setting guardrails and measuring outcomes", "Bringing a team along"],
    productCode: null,
  },
];

/** Level 1 in detail (§9): 6 lessons, about 60 minutes, each ending with a 3-5 minute simulation. */
export const LEVEL_ONE_OUTLINE = {
  lessons: 6,
  totalMinutes: 60,
  simulationMinutes: "3-5",
  // The lessons as taught (app/content/course-lessons/level-1-lessons.ts; issue 27).
  titles: [
    "AI tool types and a mental model",
    "Prompting and context",
    "Human in the loop",
    "Output verification and fact-checking",
    "Data privacy and security",
    "Ethical use and bias awareness",
  ],
} as const;

export const CERTIFICATION_RULE = "Certification needs a score of 70% or more across all modules and every challenge completed.";

export type ProductCode = "level-1" | "level-2" | "level-3" | "level-4" | "bundle" | "simulation";

export interface Product {
  code: ProductCode;
  name: string;
  /**
   * The pre-launch price in whole units of COURSE_CURRENCY: what a level costs while pre-launch
   * prices are on, and what the bundle and the simulation always cost (app/lib/offers.ts priceNow).
   */
  price: number;
  /** A level's full price (charged once pre-launch prices are off); the bundle's full total, for the saving shown. */
  fullPrice: number | null;
  /** Course levels the purchase lets the buyer start (progression still applies, §4). */
  levels: number[];
  /** What kind of offer it is: a level follows the pre-launch switch, the bundle has its own end date. */
  kind: "level" | "bundle" | "simulation";
}

/** §9: the early-access bundle is 199 against a full total of 1096 (the "80% off" claim). */
export const BUNDLE_FULL_TOTAL = 1096;

export const PRODUCTS: Record<ProductCode, Product> = {
  "level-1": { code: "level-1", name: "Level 1: Awareness in Action", price: 49, fullPrice: 99, levels: [1], kind: "level" },
  "level-2": { code: "level-2", name: "Level 2: Sensemaking in Context", price: 99, fullPrice: 199, levels: [2], kind: "level" },
  "level-3": { code: "level-3", name: "Level 3: Workflow Thinking", price: 149, fullPrice: 299, levels: [3], kind: "level" },
  "level-4": { code: "level-4", name: "Level 4: Proof-of-Performance", price: 199, fullPrice: 399, levels: [4], kind: "level" },
  bundle: { code: "bundle", name: "Early-Access Bundle: Levels 1 to 4", price: 199, fullPrice: BUNDLE_FULL_TOTAL, levels: [1, 2, 3, 4], kind: "bundle" },
  // visitor-side.md §2: 'Unlock simulation – $49'.
  simulation: { code: "simulation", name: "AI Job Simulation", price: 49, fullPrice: null, levels: [], kind: "simulation" },
};

/** The product that sells one course level on its own (Levels 1-4), or null. */
export function levelProduct(level: number): Product | null {
  return productFor(`level-${level}`);
}

export function productFor(code: string | undefined): Product | null {
  return code && Object.hasOwn(PRODUCTS, code) ? PRODUCTS[code as ProductCode] : null;
}

/**
 * The offers before an admin changes them (`academy offers set`, the admin Payments tab): the
 * bundle on sale until this moment and pre-launch prices on. The spec's 2025-07-31T01:00Z had
 * passed before this product shipped, so a fresh install counts to the same day and hour a
 * year after it; app/services/sales/offer-settings.server.ts stores what an admin sets.
 */
export const DEFAULT_OFFERS = { bundleEndsAt: "2027-07-31T01:00:00Z", prelaunchPrices: true } as const;
