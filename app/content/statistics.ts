// The statistics of /aiupskill. The specification quotes three marketing figures (visitor-side.md
// §1, §9: 76%, 71%, 62%) without sources. House rule: every number we show comes with its source.
// We could confirm the 71% only; the other two are replaced by findings from the studies our
// estimates rest on (docs/methodology.md §2), each shown with its source.

export interface MarketingStatistic {
  value: string;
  label: string;
  /** Who measured it, shown under the figure; absent when not verified. */
  source?: string;
}

export const STATISTICS_HEADING = "Why AI Skills Matter Now";
export const STATISTICS_INTRO = "Employers are looking for people who can put AI to work, and the gap is wide.";

export const MARKETING_STATISTICS: readonly MarketingStatistic[] = [
  {
    value: "40%",
    label: "less time spent on professional writing tasks with a generative AI assistant",
    source: "Noy and Zhang, Science (2023)",
  },
  {
    value: "71%",
    label: "of employers prefer candidates with AI skills",
    // 71% of business leaders would rather hire a less experienced candidate with AI skills than
    // a more experienced one without them.
    source: "Microsoft and LinkedIn, 2024 Work Trend Index",
  },
  {
    value: "5.4%",
    label: "of their work hours saved, on average, by US workers who use generative AI",
    source: "Bick, Blandin and Deming, Federal Reserve Bank of St. Louis (2025)",
  },
];
