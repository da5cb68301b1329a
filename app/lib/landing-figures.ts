// The landing claims (visitor-side.md §1: tools selected, annual value, hours a week; issue 30
// item 3): shown only as what the product computed from its own toolkits, with wording that says
// so, or not at all when too few toolkits were made for a median to mean anything.
// docs/methodology.md "The figures on the home page" describes the method.
import { formatCurrency } from "./format";

/** The toolkits counted: those made in this many days up to now. */
export const LANDING_FIGURES_WINDOW_DAYS = 30;
/** Fewer toolkits than this in the window, and no figures are shown. */
export const LANDING_FIGURES_MIN_TOOLKITS = 20;

/** What the database computed over the window (app/services/toolkits/landing-figures.server.ts). */
export interface ToolkitMedians {
  /** How many toolkits were made in the window. */
  toolkits: number;
  /** Medians over those toolkits; null when there were none. */
  tools: number | null;
  hoursPerWeek: number | null;
  annualValue: number | null;
}

export interface LandingFigure {
  value: string;
  label: string;
}

export interface LandingFigures {
  /** "Median of the 134 toolkits made in the last 30 days" */
  caption: string;
  figures: LandingFigure[];
}

/** A median to at most one decimal ("7", "6.5"): half-way medians of whole counts stay true. */
function oneDecimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/** The figures as the page shows them, or null when there are too few toolkits (or none had figures). */
export function landingFigures(medians: ToolkitMedians | null, minimum = LANDING_FIGURES_MIN_TOOLKITS): LandingFigures | null {
  if (!medians || medians.toolkits < minimum) return null;
  const { tools, hoursPerWeek, annualValue } = medians;
  if (tools === null || hoursPerWeek === null || annualValue === null) return null;
  return {
    caption: `Median of the ${medians.toolkits.toLocaleString("en-US")} toolkits made in the last ${LANDING_FIGURES_WINDOW_DAYS} days`,
    figures: [
      { value: oneDecimal(tools), label: tools === 1 ? "AI tool selected for the job" : "AI tools selected for the job" },
      { value: `${oneDecimal(hoursPerWeek)} h`, label: "a week the tools could save, at most" },
      { value: formatCurrency(Math.round(annualValue)), label: "a year, what that time is worth at the job's median wage" },
    ],
  };
}
