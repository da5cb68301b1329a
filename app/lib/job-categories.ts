// Job categories of the toolkit builder (visitor-side.md §3 static data, §4 wizard, §5).
// Pure and isomorphic: the wizard runs detectJobCategory() in the browser on every job-title
// change, and the server runs the same function when it creates an analysis.
//
// Deliberate keyword choices (the category order itself is fixed by the spec, DETECTION_ORDER):
// - Titles are matched by keyword only, so a title with words from two categories goes to the one
//   tested first: "Chief Marketing Officer" and "Chief Financial Officer" are executive, "Nursing
//   Teacher" is education, "Sales Engineer" is sales, "Product Designer" is design.
// - Keywords of 3 characters or fewer ("hr", "ux", "ceo", "rn", "md", "pm", "it", ...) match only
//   as whole words; longer ones match as substrings, so stems are used where useful ("nurs" for
//   nurse and nursing, "financ" for finance and financial, "market" for marketing and marketer).
// - "md" is read as the medical degree (healthcare is tested before executive); a "Managing
//   Director" written out in full is executive.
// - Bare "principal" and "owner" are not keywords: "Principal Engineer" and "Product Owner" would
//   otherwise land in education and executive; "School Principal" is caught by "school", and
//   "business owner" is a keyword.
// - Bare "director" and "manager" are not keywords: "Marketing Director" should stay marketing.
// - "account" alone is not a finance keyword ("Account Executive" is sales); "accountant" and
//   "accounting" are.
// - Bare "communications" is not a marketing keyword because it is a substring of
//   "telecommunications"; the usual communications job titles are listed instead.
// - Bare "product" is not a keyword because it is a substring of "production" (creative).
// - "engineer" is development: most engineer titles people type are software, data, QA, DevOps or
//   IT roles, and the development tool lists (Jira, GitHub, Confluence) also suit civil and
//   mechanical engineering teams better than the general fallback. The salary bands (§9) group
//   "engineer or developer" in the same way.
// - "project manager" and "program manager" are operations (planning and coordination tools);
//   "scrum master" is development.
// - Customer service and customer success titles are sales: they live in the same CRM tools.
import type { JobCategory } from "./catalogue-constants";

export interface ToolOptionLists {
  fileStorage: string[];
  videoMeeting: string[];
  emailClient: string[];
  crm: string[];
}

export interface JobCategoryDefinition {
  key: JobCategory;
  label: string;
  /** Lower-case; tested in order, first match wins. */
  keywords: string[];
  /** Suggested work areas for the wizard's second step. */
  workAreas: string[];
  /** Products a person in the role typically already uses (the wizard's third step). */
  toolOptions: ToolOptionLists;
}

const STORAGE = ["Google Drive", "Microsoft OneDrive", "Dropbox", "Box", "SharePoint"];
const MEETINGS = ["Zoom", "Microsoft Teams", "Google Meet", "Webex", "Slack Huddles"];
const EMAIL = ["Gmail", "Microsoft Outlook", "Apple Mail", "Superhuman"];

export const JOB_CATEGORY_DEFINITIONS: Record<JobCategory, JobCategoryDefinition> = {
  education: {
    key: "education",
    label: "Education",
    keywords: [
      "teach",
      "professor",
      "lecturer",
      "tutor",
      "educator",
      "education",
      "headmaster",
      "headmistress",
      "instructor",
      "trainer",
      "school",
      "curriculum",
      "academic",
      "faculty",
      "dean",
      "librarian",
    ],
    workAreas: [
      "Lesson Planning",
      "Curriculum Development",
      "Grading & Feedback",
      "Student Engagement",
      "Parent Communication",
      "Assessment Design",
      "Administrative Tasks",
      "Professional Development",
    ],
    toolOptions: {
      fileStorage: ["Google Drive", "Microsoft OneDrive", "Dropbox", "Box", "SharePoint"],
      videoMeeting: ["Zoom", "Google Meet", "Microsoft Teams", "Webex"],
      emailClient: ["Gmail", "Microsoft Outlook", "Apple Mail", "Spark"],
      crm: ["Google Classroom", "Canvas", "Moodle", "Blackboard", "Schoology", "Seesaw"],
    },
  },
  healthcare: {
    key: "healthcare",
    label: "Healthcare",
    keywords: [
      "nurs",
      "doctor",
      "physician",
      "surgeon",
      "clinic",
      "medic",
      "pharmac",
      "therap",
      "dentist",
      "dental",
      "psychiatr",
      "psycholog",
      "midwife",
      "paramedic",
      "veterinar",
      "radiolog",
      "health",
      "rn",
      "md",
      "gp",
    ],
    workAreas: [
      "Patient Documentation",
      "Clinical Research",
      "Appointment Scheduling",
      "Patient Communication",
      "Medical Coding & Billing",
      "Care Coordination",
      "Compliance & Regulations",
      "Continuing Education",
    ],
    toolOptions: {
      fileStorage: ["Microsoft OneDrive", "SharePoint", "Google Drive", "Box", "Dropbox"],
      videoMeeting: ["Zoom for Healthcare", "Microsoft Teams", "Doxy.me", "Google Meet", "Webex"],
      emailClient: ["Microsoft Outlook", "Gmail", "Apple Mail", "Spark"],
      crm: ["Epic", "Cerner (Oracle Health)", "athenahealth", "eClinicalWorks", "Meditech", "Salesforce Health Cloud"],
    },
  },
  executive: {
    key: "executive",
    label: "Executive",
    keywords: [
      "chief",
      "ceo",
      "cfo",
      "coo",
      "cto",
      "cio",
      "cmo",
      "cpo",
      "president",
      "founder",
      "managing director",
      "executive director",
      "general manager",
      "business owner",
      "chairman",
      "chairperson",
      "board member",
      "vp",
      "svp",
      "evp",
    ],
    workAreas: [
      "Strategic Planning",
      "Decision Support",
      "Board & Investor Reporting",
      "Team Communication",
      "Market Intelligence",
      "Meeting Management",
      "Performance Tracking",
      "Email & Inbox Management",
    ],
    toolOptions: {
      fileStorage: STORAGE,
      videoMeeting: MEETINGS,
      emailClient: ["Microsoft Outlook", "Gmail", "Superhuman", "Apple Mail"],
      crm: ["Salesforce", "HubSpot CRM", "Notion", "Asana", "Monday.com", "Microsoft Power BI"],
    },
  },
  finance: {
    key: "finance",
    label: "Finance",
    keywords: [
      "financ",
      "accountant",
      "accounting",
      "bookkeep",
      "controller",
      "auditor",
      "audit",
      "treasur",
      "actuar",
      "banker",
      "banking",
      "investment",
      "underwriter",
      "credit",
      "wealth",
      "economist",
      "fp&a",
      "taxation",
      "tax",
      "cpa",
    ],
    workAreas: [
      "Financial Reporting",
      "Budgeting & Forecasting",
      "Financial Analysis",
      "Accounts Payable & Receivable",
      "Audit & Compliance",
      "Expense Management",
      "Tax Preparation",
      "Data Reconciliation",
    ],
    toolOptions: {
      fileStorage: ["SharePoint", "Microsoft OneDrive", "Google Drive", "Box", "Dropbox"],
      videoMeeting: ["Microsoft Teams", "Zoom", "Google Meet", "Webex"],
      emailClient: ["Microsoft Outlook", "Gmail", "Apple Mail", "Spark"],
      crm: ["QuickBooks", "Xero", "NetSuite", "SAP", "Sage Intacct", "Microsoft Dynamics 365", "Bloomberg Terminal"],
    },
  },
  hr: {
    key: "hr",
    label: "Human Resources",
    keywords: [
      "human resource",
      "recruit",
      "talent",
      "people",
      "payroll",
      "compensation",
      "benefits",
      "employee relations",
      "onboarding",
      "learning and development",
      "workforce",
      "staffing",
      "headhunter",
      "hrbp",
      "hr",
      "l&d",
    ],
    workAreas: [
      "Recruitment & Hiring",
      "Employee Onboarding",
      "Performance Management",
      "Learning & Development",
      "Employee Engagement",
      "HR Policy & Compliance",
      "Payroll & Benefits",
      "Workforce Analytics",
    ],
    toolOptions: {
      fileStorage: STORAGE,
      videoMeeting: ["Zoom", "Microsoft Teams", "Google Meet", "Webex"],
      emailClient: ["Microsoft Outlook", "Gmail", "Apple Mail", "Spark"],
      crm: ["Workday", "BambooHR", "Greenhouse", "Lever", "LinkedIn Recruiter", "SAP SuccessFactors", "Rippling"],
    },
  },
  sales: {
    key: "sales",
    label: "Sales",
    keywords: [
      "sales",
      "account executive",
      "account manager",
      "account director",
      "business development",
      "key account",
      "customer success",
      "customer service",
      "customer support",
      "partnerships",
      "revenue",
      "sdr",
      "bdr",
    ],
    workAreas: [
      "Prospecting & Lead Research",
      "Sales Outreach",
      "Pipeline Management",
      "CRM Management",
      "Proposal Writing",
      "Meeting Preparation",
      "Sales Forecasting",
      "Customer Follow-up",
    ],
    toolOptions: {
      fileStorage: STORAGE,
      videoMeeting: ["Zoom", "Microsoft Teams", "Google Meet", "Webex", "GoTo Meeting"],
      emailClient: ["Gmail", "Microsoft Outlook", "Apple Mail", "Superhuman"],
      crm: ["Salesforce", "HubSpot CRM", "Pipedrive", "Zoho CRM", "Microsoft Dynamics 365", "Close", "Zendesk"],
    },
  },
  marketing: {
    key: "marketing",
    label: "Marketing",
    keywords: [
      "market",
      "brand",
      "content",
      "social media",
      "public relations",
      "communications manager",
      "communications specialist",
      "communications officer",
      "communications director",
      "advertis",
      "campaign",
      "growth",
      "influencer",
      "demand gen",
      "seo",
      "sem",
      "ppc",
      "pr",
    ],
    workAreas: [
      "Content Creation",
      "Campaign Management",
      "Social Media Strategy",
      "Lead Generation",
      "Brand Management",
      "Marketing Analytics",
      "Email Marketing",
      "SEO & SEM",
    ],
    toolOptions: {
      fileStorage: ["Google Drive", "Dropbox", "Microsoft OneDrive", "Box", "SharePoint"],
      videoMeeting: ["Zoom", "Google Meet", "Microsoft Teams", "Webex", "Slack Huddles"],
      emailClient: ["Gmail", "Microsoft Outlook", "Apple Mail", "Superhuman"],
      crm: ["HubSpot", "Salesforce Marketing Cloud", "Mailchimp", "Marketo", "Hootsuite", "Asana", "Trello"],
    },
  },
  consulting: {
    key: "consulting",
    label: "Consulting",
    keywords: [
      "consult",
      "advisor",
      "adviser",
      "advisory",
      "strategist",
      "business analyst",
      "management analyst",
      "engagement manager",
      "change manage",
      "transformation",
    ],
    workAreas: [
      "Client Research",
      "Data Analysis",
      "Report Writing",
      "Presentation Design",
      "Strategy Development",
      "Workshop Facilitation",
      "Proposal Writing",
      "Stakeholder Communication",
    ],
    toolOptions: {
      fileStorage: ["SharePoint", "Microsoft OneDrive", "Google Drive", "Box", "Dropbox"],
      videoMeeting: ["Microsoft Teams", "Zoom", "Google Meet", "Webex"],
      emailClient: ["Microsoft Outlook", "Gmail", "Apple Mail", "Superhuman"],
      crm: ["Salesforce", "HubSpot CRM", "Notion", "Asana", "Smartsheet", "Monday.com"],
    },
  },
  operations: {
    key: "operations",
    label: "Operations",
    keywords: [
      "operations",
      "logistic",
      "supply chain",
      "procurement",
      "purchasing",
      "project manager",
      "program manager",
      "programme manager",
      "project coordinator",
      "office manager",
      "administrative",
      "executive assistant",
      "warehouse",
      "inventory",
      "facilities",
      "fleet",
      "dispatch",
      "manufactur",
      "ops",
    ],
    workAreas: [
      "Process Optimization",
      "Project Management",
      "Supply Chain Management",
      "Vendor Management",
      "Reporting & Dashboards",
      "Scheduling & Resource Planning",
      "Documentation & SOPs",
      "Inventory Management",
    ],
    toolOptions: {
      fileStorage: STORAGE,
      videoMeeting: ["Microsoft Teams", "Zoom", "Google Meet", "Webex"],
      emailClient: ["Microsoft Outlook", "Gmail", "Apple Mail", "Spark"],
      crm: ["Asana", "Monday.com", "Smartsheet", "Trello", "SAP", "Oracle NetSuite", "Microsoft Project"],
    },
  },
  development: {
    key: "development",
    label: "Development",
    keywords: [
      "developer",
      "software",
      "engineer",
      "programmer",
      "devops",
      "data scientist",
      "data analyst",
      "machine learning",
      "solutions architect",
      "cloud",
      "database",
      "sysadmin",
      "system administrator",
      "cyber",
      "scrum master",
      "tester",
      "qa",
      "it",
      "ai",
      "ml",
    ],
    workAreas: [
      "Code Writing",
      "Code Review",
      "Debugging",
      "Testing & QA",
      "Technical Documentation",
      "DevOps & Deployment",
      "Data Analysis",
      "System Architecture",
    ],
    toolOptions: {
      fileStorage: ["Google Drive", "Microsoft OneDrive", "Dropbox", "Confluence", "Amazon S3"],
      videoMeeting: ["Zoom", "Google Meet", "Microsoft Teams", "Slack Huddles", "Discord"],
      emailClient: ["Gmail", "Microsoft Outlook", "Apple Mail", "Thunderbird"],
      crm: ["Jira", "GitHub", "GitLab", "Linear", "Azure DevOps", "Confluence", "Trello"],
    },
  },
  design: {
    key: "design",
    label: "Design",
    keywords: [
      "design",
      "user experience",
      "user interface",
      "graphic",
      "illustrat",
      "art director",
      "visual",
      "interaction",
      "drafter",
      "draftsman",
      "ux",
      "ui",
      "cad",
    ],
    workAreas: [
      "UI Design",
      "UX Research",
      "Prototyping",
      "Visual Design",
      "Design Systems",
      "Image Editing",
      "Presentation Design",
      "Design Feedback & Iteration",
    ],
    toolOptions: {
      fileStorage: ["Dropbox", "Google Drive", "Adobe Creative Cloud", "Microsoft OneDrive", "Box"],
      videoMeeting: ["Zoom", "Google Meet", "Microsoft Teams", "Slack Huddles"],
      emailClient: ["Gmail", "Apple Mail", "Microsoft Outlook", "Spark"],
      crm: ["Figma", "Jira", "Asana", "Trello", "Notion", "Miro", "Monday.com"],
    },
  },
  product: {
    key: "product",
    label: "Product Management",
    keywords: [
      "product manager",
      "product management",
      "product owner",
      "product lead",
      "product director",
      "head of product",
      "product analyst",
      "product specialist",
      "pm",
      "apm",
      "gpm",
      "tpm",
    ],
    workAreas: [
      "Product Strategy",
      "Roadmap Planning",
      "User Research",
      "Requirements & Specs",
      "Competitive Analysis",
      "Feature Prioritization",
      "Product Analytics",
      "Stakeholder Communication",
    ],
    toolOptions: {
      fileStorage: ["Google Drive", "Confluence", "Notion", "Microsoft OneDrive", "Dropbox"],
      videoMeeting: ["Zoom", "Google Meet", "Microsoft Teams", "Slack Huddles"],
      emailClient: ["Gmail", "Microsoft Outlook", "Apple Mail", "Superhuman"],
      crm: ["Jira", "Linear", "Productboard", "Aha!", "Notion", "Amplitude", "Mixpanel"],
    },
  },
  creative: {
    key: "creative",
    label: "Creative",
    keywords: [
      "copywrit",
      "writer",
      "editor",
      "journalist",
      "author",
      "photograph",
      "videograph",
      "video",
      "film",
      "animat",
      "artist",
      "music",
      "podcast",
      "producer",
      "blogger",
      "translator",
      "creative",
    ],
    workAreas: [
      "Writing & Editing",
      "Content Ideation",
      "Video Production",
      "Image Creation",
      "Audio & Podcast Production",
      "Social Media Content",
      "Portfolio Management",
      "Client Briefs & Pitches",
    ],
    toolOptions: {
      fileStorage: ["Dropbox", "Google Drive", "Adobe Creative Cloud", "Frame.io", "Microsoft OneDrive"],
      videoMeeting: ["Zoom", "Google Meet", "Microsoft Teams", "Riverside", "Slack Huddles"],
      emailClient: ["Gmail", "Apple Mail", "Microsoft Outlook", "Spark"],
      crm: ["Notion", "Trello", "Asana", "Airtable", "HoneyBook", "Dubsado"],
    },
  },
  professional_services: {
    key: "professional_services",
    label: "Professional Services",
    keywords: [
      "lawyer",
      "attorney",
      "paralegal",
      "legal",
      "solicitor",
      "barrister",
      "general counsel",
      "notary",
      "architect",
      "real estate",
      "realtor",
      "property",
      "surveyor",
      "insurance",
      "broker",
      "compliance",
      "agent",
    ],
    workAreas: [
      "Document Drafting",
      "Research",
      "Client Communication",
      "Contract Review",
      "Case & Matter Management",
      "Billing & Time Tracking",
      "Compliance & Regulations",
      "Proposal Writing",
    ],
    toolOptions: {
      fileStorage: ["Microsoft OneDrive", "SharePoint", "Dropbox", "Google Drive", "Box", "NetDocuments"],
      videoMeeting: ["Microsoft Teams", "Zoom", "Google Meet", "Webex"],
      emailClient: ["Microsoft Outlook", "Gmail", "Apple Mail", "Spark"],
      crm: ["Clio", "MyCase", "PracticePanther", "Salesforce", "HubSpot CRM", "Follow Up Boss"],
    },
  },
  general: {
    key: "general",
    label: "General",
    keywords: [],
    workAreas: [
      "Email Management",
      "Meeting Notes & Summaries",
      "Research",
      "Report Writing",
      "Data Analysis",
      "Project Management",
      "Presentation Design",
      "Task Automation",
    ],
    toolOptions: {
      fileStorage: STORAGE,
      videoMeeting: MEETINGS,
      emailClient: EMAIL,
      crm: ["Salesforce", "HubSpot CRM", "Asana", "Trello", "Monday.com", "Notion"],
    },
  },
};

/** The spec's order (visitor-side.md §4); "general" is the fallback, never tested. */
export const DETECTION_ORDER: readonly JobCategory[] = [
  "education",
  "healthcare",
  "executive",
  "finance",
  "hr",
  "sales",
  "marketing",
  "consulting",
  "operations",
  "development",
  "design",
  "product",
  "creative",
  "professional_services",
];

/** Keywords this short match only as whole words ("hr" must not match "three"). */
const WHOLE_WORD_MAX_LENGTH = 3;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

function isWordCharacter(char: string | undefined): boolean {
  return char !== undefined && WORD_CHARACTER.test(char);
}

function containsWholeWord(text: string, word: string): boolean {
  let from = 0;
  for (;;) {
    const at = text.indexOf(word, from);
    if (at === -1) return false;
    if (!isWordCharacter(text[at - 1]) && !isWordCharacter(text[at + word.length])) return true;
    from = at + 1;
  }
}

/** Whether a keyword matches a trimmed, lower-cased title. */
export function keywordMatches(title: string, keyword: string): boolean {
  return keyword.length <= WHOLE_WORD_MAX_LENGTH ? containsWholeWord(title, keyword) : title.includes(keyword);
}

/**
 * The job category of a title: first keyword match in DETECTION_ORDER, else "general".
 * Needs a title longer than 2 characters after trimming (visitor-side.md §5).
 */
export function detectJobCategory(jobTitle: string): JobCategory {
  const title = jobTitle.trim().toLowerCase();
  if (title.length <= 2) return "general";
  for (const category of DETECTION_ORDER) {
    for (const keyword of JOB_CATEGORY_DEFINITIONS[category].keywords) {
      if (keywordMatches(title, keyword)) return category;
    }
  }
  return "general";
}

/** Three short secondary benefits for every suggested work area (the wizard shows those of the first selected one). */
export const SECONDARY_BENEFITS: Record<string, string[]> = {
  // marketing
  "Content Creation": ["Faster first drafts", "Consistent brand voice", "More time for strategy"],
  "Campaign Management": ["Quicker campaign launches", "Fewer missed deadlines", "Clearer performance tracking"],
  "Social Media Strategy": ["A steady posting calendar", "Better audience insights", "Faster replies to comments"],
  "Lead Generation": ["More qualified leads", "Less manual list building", "Faster follow-up"],
  "Brand Management": ["Consistent messaging everywhere", "Faster asset approvals", "Early warning on brand mentions"],
  "Marketing Analytics": ["Reports in minutes, not hours", "Clearer campaign ROI", "Trends spotted sooner"],
  "Email Marketing": ["Higher open rates", "Personalised copy at scale", "Faster A/B test ideas"],
  "SEO & SEM": ["Faster keyword research", "Better-optimised pages", "Lower cost per click"],
  // sales
  "Prospecting & Lead Research": ["Richer prospect profiles", "Less time on research", "Better-targeted outreach"],
  "Sales Outreach": ["Personalised messages at scale", "More replies", "Consistent follow-up cadence"],
  "Pipeline Management": ["A cleaner pipeline", "Deals at risk flagged early", "Less admin after calls"],
  "CRM Management": ["Up-to-date records", "Less manual data entry", "Reliable reporting"],
  "Proposal Writing": ["Faster proposal turnaround", "Consistent, polished documents", "Higher win rates"],
  "Meeting Preparation": ["Briefs ready in minutes", "Sharper questions", "More confident meetings"],
  "Sales Forecasting": ["More accurate forecasts", "Fewer spreadsheet errors", "Earlier view of shortfalls"],
  "Customer Follow-up": ["No forgotten follow-ups", "Faster responses", "Stronger customer relationships"],
  // operations
  "Process Optimization": ["Bottlenecks found faster", "Fewer manual hand-offs", "Lower operating costs"],
  "Project Management": ["Clearer status updates", "Fewer missed deadlines", "Less time in status meetings"],
  "Supply Chain Management": ["Better demand forecasts", "Earlier risk alerts", "Lower stock-outs"],
  "Vendor Management": ["Faster vendor comparisons", "Contract terms at a glance", "Stronger negotiating position"],
  "Reporting & Dashboards": ["Automated weekly reports", "Real-time visibility", "Fewer spreadsheet errors"],
  "Scheduling & Resource Planning": ["Fewer scheduling conflicts", "Better use of capacity", "Less back-and-forth"],
  "Documentation & SOPs": ["Up-to-date procedures", "Faster onboarding of staff", "Consistent ways of working"],
  "Inventory Management": ["Fewer stock-outs", "Less excess stock", "Accurate counts with less effort"],
  // hr
  "Recruitment & Hiring": ["Faster candidate screening", "Better job descriptions", "Shorter time to hire"],
  "Employee Onboarding": ["Smoother first weeks", "Consistent onboarding materials", "Less repetitive admin"],
  "Performance Management": ["Fairer, clearer reviews", "Less time writing feedback", "Goals tracked continuously"],
  "Learning & Development": ["Training tailored to each person", "Faster course creation", "Measurable skill growth"],
  "Employee Engagement": ["Survey insights in minutes", "Early signs of attrition", "More meaningful recognition"],
  "HR Policy & Compliance": ["Policies drafted faster", "Fewer compliance gaps", "Quick answers to policy questions"],
  "Payroll & Benefits": ["Fewer payroll errors", "Faster benefits queries", "Less manual reconciliation"],
  "Workforce Analytics": ["Headcount insights on demand", "Better workforce planning", "Data-backed decisions"],
  // product
  "Product Strategy": ["Sharper product vision", "Faster market research", "Better-grounded bets"],
  "Roadmap Planning": ["Clearer roadmaps", "Easier trade-off discussions", "Better-aligned teams"],
  "User Research": ["Interviews synthesised faster", "Themes spotted sooner", "More research with less effort"],
  "Requirements & Specs": ["Faster first drafts of specs", "Fewer ambiguous requirements", "Less rework for engineers"],
  "Competitive Analysis": ["Always-current competitor briefs", "Gaps spotted early", "Less manual tracking"],
  "Feature Prioritization": ["Clearer, evidence-based priorities", "Faster triage of requests", "Fewer debates without data"],
  "Product Analytics": ["Insights without waiting for analysts", "Faster experiment reads", "Better-informed decisions"],
  "Stakeholder Communication": ["Clear updates in less time", "Fewer misunderstandings", "Better-aligned stakeholders"],
  // finance
  "Financial Reporting": ["Faster month-end close", "Fewer reporting errors", "Clear commentary on results"],
  "Budgeting & Forecasting": ["Quicker scenario models", "More accurate forecasts", "Less spreadsheet wrangling"],
  "Financial Analysis": ["Insights in minutes", "Anomalies spotted sooner", "More time for advice"],
  "Accounts Payable & Receivable": ["Faster invoice processing", "Fewer late payments", "Less manual data entry"],
  "Audit & Compliance": ["Audit-ready records", "Fewer compliance gaps", "Faster evidence gathering"],
  "Expense Management": ["Receipts captured automatically", "Policy breaches flagged", "Faster reimbursements"],
  "Tax Preparation": ["Fewer filing errors", "Faster document gathering", "Deductions less likely to be missed"],
  "Data Reconciliation": ["Mismatches found instantly", "Less manual matching", "Cleaner books"],
  // design
  "UI Design": ["Faster layout exploration", "More variations to test", "Consistent components"],
  "UX Research": ["Faster synthesis of findings", "Clearer user insights", "More time for testing"],
  Prototyping: ["Clickable prototypes sooner", "Faster stakeholder feedback", "Fewer late changes"],
  "Visual Design": ["More concepts in less time", "Consistent visual style", "Less repetitive production work"],
  "Design Systems": ["Consistent components", "Better documentation", "Faster hand-off to developers"],
  "Image Editing": ["Faster retouching", "Background removal in seconds", "Batch edits without tedium"],
  "Presentation Design": ["Polished slides faster", "Clearer storytelling", "Consistent branding"],
  "Design Feedback & Iteration": ["Feedback collected in one place", "Faster revision cycles", "Fewer rounds of changes"],
  // development
  "Code Writing": ["Less boilerplate to type", "Faster prototypes", "More time for hard problems"],
  "Code Review": ["Issues caught earlier", "Faster review turnaround", "More consistent code quality"],
  Debugging: ["Root causes found faster", "Clearer error explanations", "Less time stuck"],
  "Testing & QA": ["Better test coverage", "Test cases written faster", "Fewer bugs in production"],
  "Technical Documentation": ["Docs that stay current", "Faster onboarding of developers", "Less time writing docs"],
  "DevOps & Deployment": ["Faster, safer releases", "Fewer configuration errors", "Quicker incident response"],
  "Data Analysis": ["Answers from data in minutes", "Fewer manual calculations", "Clearer charts and summaries"],
  "System Architecture": ["Design options compared faster", "Risks spotted earlier", "Better-documented decisions"],
  // consulting
  "Client Research": ["Faster industry briefs", "Deeper client insight", "Better-prepared meetings"],
  "Report Writing": ["Faster first drafts", "Clearer structure", "More time for analysis"],
  "Strategy Development": ["More options explored", "Sharper recommendations", "Faster frameworks and models"],
  "Workshop Facilitation": ["Agendas ready in minutes", "Instant session summaries", "More engaged participants"],
  // healthcare
  "Patient Documentation": ["Less time on notes", "More complete records", "More time with patients"],
  "Clinical Research": ["Faster literature reviews", "Quicker data summaries", "Up to date with evidence"],
  "Appointment Scheduling": ["Fewer no-shows", "Less phone time", "Better use of clinic hours"],
  "Patient Communication": ["Clearer patient instructions", "Faster replies to messages", "Better patient understanding"],
  "Medical Coding & Billing": ["Fewer coding errors", "Faster claims", "Fewer rejected claims"],
  "Care Coordination": ["Smoother hand-offs", "Fewer dropped tasks", "Better-informed care teams"],
  "Compliance & Regulations": ["Fewer compliance gaps", "Faster policy look-ups", "Audit-ready records"],
  "Continuing Education": ["Learning fitted into busy weeks", "Summaries of new guidance", "Easier tracking of credits"],
  // education
  "Lesson Planning": ["Lesson plans in minutes", "Differentiated materials", "More time with students"],
  "Curriculum Development": ["Faster unit design", "Better-aligned outcomes", "Fresh, varied resources"],
  "Grading & Feedback": ["Faster marking", "More detailed feedback", "Consistent grading"],
  "Student Engagement": ["More interactive lessons", "Personalised activities", "Struggling students spotted sooner"],
  "Parent Communication": ["Clear updates in less time", "Fewer misunderstandings", "Stronger home-school links"],
  "Assessment Design": ["Quizzes in minutes", "Questions at the right level", "Better insight into learning"],
  "Administrative Tasks": ["Less paperwork", "Fewer repetitive emails", "More time for teaching"],
  "Professional Development": ["Learning tailored to you", "Faster skill building", "New ideas for the classroom"],
  // creative
  "Writing & Editing": ["Faster first drafts", "Cleaner copy", "Beat writer's block"],
  "Content Ideation": ["Endless fresh ideas", "Faster brainstorming", "Ideas matched to your audience"],
  "Video Production": ["Faster editing", "Automatic captions", "More content from each shoot"],
  "Image Creation": ["Concepts in seconds", "More variations to choose from", "Lower production costs"],
  "Audio & Podcast Production": ["Cleaner audio with less effort", "Automatic transcripts", "Faster show notes"],
  "Social Media Content": ["A full content calendar", "Posts adapted to each platform", "More consistent posting"],
  "Portfolio Management": ["A portfolio that stays current", "Better project write-ups", "More client enquiries"],
  "Client Briefs & Pitches": ["Stronger pitches faster", "Clearer briefs", "Fewer revision rounds"],
  // executive
  "Strategic Planning": ["Scenarios modelled faster", "Sharper strategic options", "Better-aligned leadership"],
  "Decision Support": ["Key facts at your fingertips", "Faster, better-informed decisions", "Risks surfaced early"],
  "Board & Investor Reporting": ["Board packs prepared faster", "Clearer narratives", "Consistent metrics"],
  "Team Communication": ["Clear messages in less time", "Better-informed teams", "Fewer follow-up questions"],
  "Market Intelligence": ["Always-current market briefs", "Competitor moves spotted early", "Less time reading"],
  "Meeting Management": ["Shorter, focused meetings", "Automatic notes and actions", "Fewer dropped follow-ups"],
  "Performance Tracking": ["KPIs at a glance", "Problems spotted sooner", "Less manual reporting"],
  "Email & Inbox Management": ["Inbox zero more often", "Faster replies", "Important mail never missed"],
  // professional services
  "Document Drafting": ["Faster first drafts", "Consistent templates", "Fewer errors"],
  Research: ["Faster answers", "Broader sources covered", "Clear summaries"],
  "Client Communication": ["Faster, clearer replies", "Happier clients", "Less time on routine emails"],
  "Contract Review": ["Risky clauses flagged fast", "Faster turnaround", "Consistent review standards"],
  "Case & Matter Management": ["Deadlines never missed", "Everything in one place", "Less admin per matter"],
  "Billing & Time Tracking": ["More billable time captured", "Faster invoicing", "Fewer billing disputes"],
  // general
  "Email Management": ["A calmer inbox", "Faster replies", "Important mail never missed"],
  "Meeting Notes & Summaries": ["Automatic meeting notes", "Clear action items", "Full attention in meetings"],
  "Task Automation": ["Repetitive tasks handled for you", "Fewer manual errors", "Hours back every week"],
};

/** Benefits for a custom work area the suggestions do not cover. */
export const GENERIC_SECONDARY_BENEFITS: readonly string[] = ["Less time on routine tasks", "Fewer manual errors", "More time for high-value work"];

const BENEFITS_BY_LOWER_CASE_AREA = new Map(Object.entries(SECONDARY_BENEFITS).map(([area, benefits]) => [area.toLowerCase(), benefits]));

/** Secondary benefits of a work area (trimmed, case-insensitive), or the generic trio for a custom one. */
export function secondaryBenefitsFor(workArea: string): string[] {
  const benefits = BENEFITS_BY_LOWER_CASE_AREA.get(workArea.trim().toLowerCase());
  return [...(benefits ?? GENERIC_SECONDARY_BENEFITS)];
}
