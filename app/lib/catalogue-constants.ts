// Closed vocabularies of the AI tools catalogue. The database checks, the zod schemas, the
// admin form (later) and the /tools filters all read these lists, so they cannot drift apart.

/** Categories offered by the admin tool form (accounts-admin-sales.md §3). */
export const TOOL_CATEGORIES = [
  "AI Agent",
  "AI Assistant",
  "Audio",
  "Content Creation",
  "Design",
  "Development",
  "HR Management",
  "Marketing",
  "Presentation",
  "Productivity",
  "Recruitment",
  "Research",
  "Sales",
  "Video",
  "Writing",
] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];

/** Job categories of the toolkit builder (visitor-side.md §3 static data), plus the general fallback. */
export const JOB_CATEGORIES = [
  "marketing",
  "sales",
  "operations",
  "hr",
  "product",
  "finance",
  "design",
  "development",
  "consulting",
  "healthcare",
  "education",
  "creative",
  "executive",
  "professional_services",
  "general",
] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];

export const TOOL_TYPES = ["core", "specialist", "assistant"] as const;
export type ToolType = (typeof TOOL_TYPES)[number];

export const PRICING_MODELS = ["Free", "Freemium", "Trial", "Paid"] as const;
export const PRICING_TIERS = ["Free", "Freemium", "Paid", "Enterprise"] as const;
export const PRICE_CURRENCIES = ["USD", "EUR", "GBP", "AUD"] as const;
/** The admin form's complexity choices. The spec's default "medium" is read as "intermediate". */
export const COMPLEXITY_LEVELS = ["beginner", "intermediate", "advanced"] as const;
export const LEARNING_CURVES = ["Easy", "Moderate", "Steep"] as const;
export const SKILL_LEVELS = ["beginner", "intermediate", "advanced"] as const;
export const PRIMARY_FUNCTIONS = ["thinking", "writing", "creating", "analysing", "automating", "communicating", "coding"] as const;
export const JOB_LEVELS = ["entry", "mid", "senior", "executive"] as const;

/**
 * The kind of work a tool speeds up, which decides the study its productivity figure rests on
 * (docs/methodology.md, app/lib/productivity.ts).
 */
export const EVIDENCE_TASKS = ["writing", "coding", "customer_support", "consulting", "legal", "general"] as const;
export type EvidenceTask = (typeof EVIDENCE_TASKS)[number];

/** The wizard's 20 industries (visitor-side.md §3). */
export const WIZARD_INDUSTRIES = [
  "Technology & Software",
  "Financial Services",
  "Healthcare & Medical",
  "Education & Training",
  "Human Resources",
  "Retail & E-commerce",
  "Manufacturing",
  "Professional Services",
  "Marketing & Advertising",
  "Real Estate",
  "Government & Public Sector",
  "Non-profit & NGO",
  "Media & Entertainment",
  "Consulting",
  "Energy & Utilities",
  "Transportation & Logistics",
  "Construction & Architecture",
  "Food & Beverage",
  "Travel & Hospitality",
  "Other",
] as const;
