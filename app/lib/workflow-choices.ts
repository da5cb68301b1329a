// The workflow generator's fixed choices (visitor-side.md §3, static data): its 11 industries, the
// tools a person may name as the one they use most (by role text), and the work areas offered
// for a role (by role keyword, else by industry). Pure and isomorphic: the page, its action and
// POST /api/generate-workflows all read these lists, so what is offered is what is accepted.
import { WORK_AREAS } from "../content/work-areas";

/** The workflow generator's 11 industries (visitor-side.md §3). */
export const WORKFLOW_INDUSTRIES = [
  "Technology",
  "Healthcare",
  "Finance",
  "Education",
  "Marketing",
  "Sales",
  "Manufacturing",
  "Retail",
  "Professional Services",
  "Government",
  "Other",
] as const;
export type WorkflowIndustry = (typeof WORKFLOW_INDUSTRIES)[number];

/** The wizard industry the toolkit engine's industry rules know a workflow industry by. */
export const WIZARD_INDUSTRY_OF: Record<WorkflowIndustry, string> = {
  Technology: "Technology & Software",
  Healthcare: "Healthcare & Medical",
  Finance: "Financial Services",
  Education: "Education & Training",
  Marketing: "Marketing & Advertising",
  Sales: "Other",
  Manufacturing: "Manufacturing",
  Retail: "Retail & E-commerce",
  "Professional Services": "Professional Services",
  Government: "Government & Public Sector",
  Other: "Other",
};

export const TOOL_CHOICE_CATEGORIES = [
  "Cloud File Storage",
  "Communication",
  "Project Management",
  "Development",
  "Design",
  "CRM",
  "Email",
  "Analytics",
] as const;
export type ToolChoiceCategory = (typeof TOOL_CHOICE_CATEGORIES)[number];

export interface OwnTool {
  name: string;
  url: string;
  category: ToolChoiceCategory;
}

/** The named tools of each category, with the address a person opens them at. */
export const TOOL_CHOICES: Record<ToolChoiceCategory, { name: string; url: string }[]> = {
  "Cloud File Storage": [
    { name: "Google Drive", url: "https://drive.google.com" },
    { name: "Microsoft OneDrive", url: "https://onedrive.live.com" },
    { name: "Dropbox", url: "https://www.dropbox.com" },
    { name: "Box", url: "https://www.box.com" },
  ],
  Communication: [
    { name: "Slack", url: "https://slack.com" },
    { name: "Microsoft Teams", url: "https://www.microsoft.com/microsoft-teams" },
    { name: "Zoom", url: "https://zoom.us" },
    { name: "Google Meet", url: "https://meet.google.com" },
  ],
  "Project Management": [
    { name: "Asana", url: "https://asana.com" },
    { name: "Trello", url: "https://trello.com" },
    { name: "Jira", url: "https://www.atlassian.com/software/jira" },
    { name: "Monday.com", url: "https://monday.com" },
    { name: "Notion", url: "https://www.notion.so" },
  ],
  Development: [
    { name: "GitHub", url: "https://github.com" },
    { name: "GitLab", url: "https://gitlab.com" },
    { name: "Bitbucket", url: "https://bitbucket.org" },
    { name: "Visual Studio Code", url: "https://code.visualstudio.com" },
  ],
  Design: [
    { name: "Figma", url: "https://www.figma.com" },
    { name: "Canva", url: "https://www.canva.com" },
    { name: "Adobe Creative Cloud", url: "https://www.adobe.com/creativecloud.html" },
    { name: "Sketch", url: "https://www.sketch.com" },
  ],
  CRM: [
    { name: "Salesforce", url: "https://www.salesforce.com" },
    { name: "HubSpot CRM", url: "https://www.hubspot.com/products/crm" },
    { name: "Pipedrive", url: "https://www.pipedrive.com" },
    { name: "Zoho CRM", url: "https://www.zoho.com/crm/" },
  ],
  Email: [
    { name: "Gmail", url: "https://mail.google.com" },
    { name: "Microsoft Outlook", url: "https://outlook.live.com" },
  ],
  Analytics: [
    { name: "Google Analytics", url: "https://analytics.google.com" },
    { name: "Microsoft Power BI", url: "https://www.microsoft.com/power-platform/products/power-bi" },
    { name: "Tableau", url: "https://www.tableau.com" },
    { name: "Looker Studio", url: "https://lookerstudio.google.com" },
  ],
};

const has = (role: string, ...words: string[]) => words.some((w) => role.includes(w));

/** The tool categories offered for a role (visitor-side.md §3: case-insensitive contains). */
export function toolCategoriesFor(jobRole: string): ToolChoiceCategory[] {
  const role = jobRole.toLowerCase();
  if (has(role, "developer", "engineer")) return ["Cloud File Storage", "Communication", "Project Management", "Development"];
  if (has(role, "designer")) return ["Cloud File Storage", "Design", "Communication", "Project Management"];
  if (has(role, "sales", "marketing")) return ["Cloud File Storage", "CRM", "Communication", "Email", "Analytics"];
  return ["Cloud File Storage", "Communication", "Project Management", "Email"];
}

/** Every tool a person with this role may choose, grouped by category, in the order shown. */
export function toolChoicesFor(jobRole: string): { category: ToolChoiceCategory; tools: OwnTool[] }[] {
  return toolCategoriesFor(jobRole).map((category) => ({
    category,
    tools: TOOL_CHOICES[category].map((t) => ({ ...t, category })),
  }));
}

/** The chosen tool if the role offers it (exact name, any case), else null. */
export function findToolChoice(jobRole: string, name: string): OwnTool | null {
  const wanted = name.trim().toLowerCase();
  for (const group of toolChoicesFor(jobRole)) {
    const found = group.tools.find((t) => t.name.toLowerCase() === wanted);
    if (found) return found;
  }
  return null;
}

/**
 * Work areas by role keyword, five each, tested in this order (visitor-side.md §3). Keywords of
 * three characters or fewer ("ux", "ui") match only as whole words, so "building" is not UI work.
 */
export const WORK_AREAS_BY_ROLE_KEYWORD: [keyword: string, areas: string[]][] = [
  ["marketing", ["Content Creation", "Campaign Management", "Social Media Strategy", "Lead Generation", "Brand Management"]],
  ["content", ["Content Writing", "Content Strategy", "Editing & Proofreading", "SEO Optimization", "Content Distribution"]],
  ["social", ["Social Media Content", "Community Management", "Social Media Analytics", "Influencer Outreach", "Content Scheduling"]],
  ["sales", ["Lead Generation", "Prospecting & Outreach", "Sales Proposals", "Pipeline Management", "Customer Follow-ups"]],
  ["account", ["Account Management", "Client Reporting", "Client Communication", "Renewals & Upselling", "Meeting Notes"]],
  ["business development", ["Market Research", "Partnership Development", "Lead Generation", "Sales Proposals", "Business Strategy"]],
  ["developer", ["Code Development", "Code Review", "Testing & Debugging", "Technical Documentation", "DevOps & Deployment"]],
  ["engineer", ["Code Development", "System Design", "Testing & Debugging", "Technical Documentation", "Code Review"]],
  ["product", ["Product Strategy", "User Research", "Feature Prioritization", "Product Documentation", "Roadmap Planning"]],
  ["operations", ["Process Optimization", "Workflow Automation", "Reporting & Analytics", "Resource Planning", "Vendor Management"]],
  ["project", ["Project Planning", "Task Coordination", "Status Reporting", "Risk Management", "Stakeholder Communication"]],
  ["manager", ["Team Management", "Meeting Management", "Performance Reviews", "Strategic Planning", "Reporting"]],
  ["human resources", ["Recruitment", "Employee Onboarding", "Performance Management", "Employee Engagement", "HR Policy Documentation"]],
  ["recruitment", ["Candidate Sourcing", "Job Descriptions", "Candidate Screening", "Interview Scheduling", "Candidate Communication"]],
  ["finance", ["Financial Analysis", "Budgeting & Forecasting", "Financial Reporting", "Expense Management", "Investment Research"]],
  ["accounting", ["Bookkeeping", "Financial Reporting", "Account Reconciliation", "Tax Preparation", "Audit Preparation"]],
  ["design", ["Visual Design", "UI Design", "Brand Design", "Design Feedback", "Prototyping"]],
  ["ux", ["User Research", "Wireframing", "Prototyping", "Usability Testing", "Design Documentation"]],
  ["ui", ["Interface Design", "Design Systems", "Prototyping", "Visual Design", "Design Handoff"]],
];

/** Without a role keyword: five work areas by industry (visitor-side.md §3). */
export const WORK_AREAS_BY_INDUSTRY: Partial<Record<WorkflowIndustry, string[]>> = {
  Technology: ["Technical Documentation", "Project Planning", "Customer Support", "Data Analysis", "Team Communication"],
  Healthcare: ["Patient Documentation", "Appointment Scheduling", "Patient Communication", "Medical Research", "Compliance Reporting"],
  Finance: ["Financial Analysis", "Financial Reporting", "Client Communication", "Compliance Documentation", "Market Research"],
  Education: ["Lesson Planning", "Grading & Feedback", "Student Communication", "Curriculum Development", "Research"],
  Marketing: ["Content Creation", "Campaign Management", "Social Media Strategy", "Market Research", "Reporting"],
  Sales: ["Lead Generation", "Customer Follow-ups", "Sales Proposals", "Pipeline Management", "Meeting Notes"],
  Manufacturing: ["Process Documentation", "Production Planning", "Quality Reporting", "Inventory Management", "Team Communication"],
  Retail: ["Customer Service", "Inventory Management", "Product Descriptions", "Promotions", "Sales Reporting"],
  "Professional Services": ["Client Communication", "Proposal Writing", "Research", "Project Planning", "Reporting"],
  Government: ["Policy Documentation", "Public Communication", "Report Writing", "Meeting Notes", "Research"],
};

/** An industry without a list of its own ("Other"). */
export const DEFAULT_WORK_AREAS = ["Planning & Strategy", "Communication", "Documentation", "Analysis", "Reporting"];

function keywordIn(role: string, keyword: string): boolean {
  if (keyword.length > 3) return role.includes(keyword);
  return new RegExp(`(^|[^a-z])${keyword}([^a-z]|$)`).test(role);
}

/** The five work areas offered for a role in an industry. */
export function workAreasFor(jobRole: string, industry: string): string[] {
  const role = jobRole.toLowerCase();
  for (const [keyword, areas] of WORK_AREAS_BY_ROLE_KEYWORD) if (keywordIn(role, keyword)) return areas;
  return WORK_AREAS_BY_INDUSTRY[industry as WorkflowIndustry] ?? DEFAULT_WORK_AREAS;
}

const VOCABULARY = new Set(WORK_AREAS.map((a) => a.label));

/**
 * Whether a work area may be chosen in step 4: the spec's list for the role and industry, or any
 * work area of the vocabulary (step 4 offers an occupation's own areas from it).
 */
export function isOfferedWorkArea(jobRole: string, industry: string, area: string): boolean {
  return workAreasFor(jobRole, industry).includes(area) || VOCABULARY.has(area);
}
