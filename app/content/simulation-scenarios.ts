// Sample simulation scenarios of /aiupskill (visitor-side.md §3 static data: two each for eight
// roles, and a generic pair for any other job title; §9: "Sample scenario lists: 2 items").
// The spec names the roles but not the texts; these are our own. app/lib/simulation-scenarios.ts
// picks the role from a job title with the keywords below.

export interface SimulationScenario {
  title: string;
  description: string;
}

export type SimulationRoleKey =
  | "marketing-manager"
  | "sales-representative"
  | "customer-service-rep"
  | "ux-designer"
  | "project-manager"
  | "software-developer"
  | "content-creator"
  | "hr-manager";

export interface SimulationRole {
  key: SimulationRoleKey;
  label: string;
  /**
   * Lower-case words or phrases, matched as whole words of the job title (so "hr" does not match
   * "Three" and "sales" does not match "Salesforce Developer"). Punctuation other than "&" separates
   * words ("UX/UI Designer" has the words ux, ui, designer). List the word forms people type.
   */
  keywords: readonly string[];
  scenarios: readonly [SimulationScenario, SimulationScenario];
}

/**
 * Tested in this order, first match wins. The order settles titles with words of two roles:
 * "Customer Support Engineer" is customer service, "HR Project Manager" is HR, "UX Engineer" is
 * design, "Sales Engineer" is sales, "Content Marketing Manager" is marketing, "Technical Project
 * Manager" is project management, and "Software Developer" reaches development.
 */
export const SIMULATION_ROLES: readonly SimulationRole[] = [
  {
    key: "customer-service-rep",
    label: "Customer Service Representative",
    keywords: [
      "customer service",
      "customer support",
      "customer success",
      "customer care",
      "customer experience",
      "client services",
      "support agent",
      "support specialist",
      "support representative",
      "service representative",
      "service rep",
      "help desk",
      "helpdesk",
      "call centre",
      "call center",
      "contact centre",
      "contact center",
    ],
    scenarios: [
      {
        title: "Calm an Escalated Complaint",
        description:
          "A customer has written in again about a refund that has not arrived. Use AI to summarise the history, draft an empathetic reply and check it against your refund policy before you send it.",
      },
      {
        title: "Turn Repeat Questions into a Help Article",
        description:
          "The same question keeps reaching your queue. Use AI to group the tickets, draft a clear help-centre article and test it against the words your customers actually use.",
      },
    ],
  },
  {
    key: "hr-manager",
    label: "HR Manager",
    keywords: [
      "hr",
      "human resources",
      "human resource",
      "people operations",
      "people partner",
      "people manager",
      "talent",
      "recruiter",
      "recruitment",
      "recruiting",
      "hiring manager",
      "learning and development",
      "l&d",
    ],
    scenarios: [
      {
        title: "Write an Inclusive Job Advertisement",
        description: "Draft a job ad with AI, then check it for biased wording, unrealistic requirements and unclear duties before it goes live.",
      },
      {
        title: "Prepare a Difficult Conversation",
        description:
          "Plan a performance conversation with AI: its structure, likely reactions and supportive wording, without giving the tool any personal data about the employee.",
      },
    ],
  },
  {
    key: "ux-designer",
    label: "UX Designer",
    keywords: [
      "ux",
      "ui",
      "user experience",
      "user interface",
      "designer",
      "interaction design",
      "product design",
      "service design",
      "user research",
      "user researcher",
    ],
    scenarios: [
      {
        title: "Synthesise User Interview Notes",
        description:
          "You have a stack of interview transcripts and one afternoon. Use AI to cluster pain points into themes, then check every theme against the original quotes before you present it.",
      },
      {
        title: "Write the Microcopy for an Onboarding Flow",
        description: "Generate options for button labels, empty states and error messages with AI, then judge each one for clarity, tone and accessibility.",
      },
    ],
  },
  {
    key: "sales-representative",
    label: "Sales Representative",
    keywords: [
      "sales",
      "salesperson",
      "salesman",
      "saleswoman",
      "account executive",
      "account manager",
      "business development",
      "bdr",
      "sdr",
      "inside sales",
      "key account",
    ],
    scenarios: [
      {
        title: "Prepare a Discovery Call",
        description:
          "Research a prospect's company with AI, spot its likely priorities and draft tailored questions, then verify the facts yourself before you dial.",
      },
      {
        title: "Answer a Price Objection by Email",
        description:
          "A promising lead says you are too expensive. Use AI to draft a reply that restates the value without discounting, and adjust the tone to the buyer.",
      },
    ],
  },
  {
    key: "marketing-manager",
    label: "Marketing Manager",
    keywords: [
      "marketing",
      "marketer",
      "brand",
      "growth",
      "seo",
      "sem",
      "ppc",
      "demand generation",
      "campaign",
      "campaigns",
      "communications",
      "public relations",
      "pr",
    ],
    scenarios: [
      {
        title: "Launch a Campaign Against the Clock",
        description:
          "The launch is next week and the campaign brief is half-written. Use AI to draft the core message, adapt it for each channel and check it against your brand voice before the review.",
      },
      {
        title: "Turn Campaign Results into a Budget Decision",
        description:
          "Last quarter's results are spread across ad platforms and spreadsheets. Ask AI to summarise what worked, challenge its conclusions, and write a one-page recommendation for your director.",
      },
    ],
  },
  {
    key: "content-creator",
    label: "Content Creator",
    keywords: [
      "content",
      "creator",
      "writer",
      "copywriter",
      "copy writer",
      "blogger",
      "vlogger",
      "youtuber",
      "influencer",
      "social media",
      "editor",
      "journalist",
      "podcaster",
      "videographer",
    ],
    scenarios: [
      {
        title: "Repurpose One Piece Across Channels",
        description:
          "Turn a long article into a short video script, a newsletter introduction and social posts with AI, keeping your own voice and checking every claim.",
      },
      {
        title: "Plan a Month of Content",
        description:
          "Brainstorm topics from your audience's questions with AI, build a publishing calendar and draft outlines, then cut the ideas that do not fit your brand.",
      },
    ],
  },
  {
    key: "project-manager",
    label: "Project Manager",
    keywords: ["project", "projects", "program manager", "programme manager", "delivery manager", "scrum master", "pmo", "pm"],
    scenarios: [
      {
        title: "Recover a Slipping Timeline",
        description:
          "A key dependency is running late. Use AI to lay out your options, draft a revised plan and write a stakeholder update that is honest about the trade-offs.",
      },
      {
        title: "Turn a Messy Meeting into Actions",
        description: "Use AI to turn rough meeting notes into decisions, owners and due dates, then spot what is missing before you send the summary.",
      },
    ],
  },
  {
    key: "software-developer",
    label: "Software Developer",
    keywords: [
      "developer",
      "developers",
      "software",
      "programmer",
      "engineer",
      "engineering",
      "devops",
      "coder",
      "frontend",
      "front end",
      "backend",
      "back end",
      "full stack",
      "fullstack",
      "web dev",
      "sre",
      "qa",
    ],
    scenarios: [
      {
        title: "Debug a Failing Production Job",
        description:
          "Use an AI assistant to read the stack trace and logs, form hypotheses and write a failing test, while you decide which of its suggestions are safe to apply.",
      },
      {
        title: "Review a Pull Request with an AI Pair",
        description: "Ask AI to explain an unfamiliar change, flag risky edge cases and suggest tests; then decide what matters and write the review yourself.",
      },
    ],
  },
];

/** For job titles that match none of the roles above. */
export const GENERIC_SIMULATION_SCENARIOS: readonly [SimulationScenario, SimulationScenario] = [
  {
    title: "Hand a Weekly Task to AI",
    description:
      "Pick a task you repeat every week, break it into steps and let AI draft, summarise or sort the parts it handles well, then check the result before it leaves your desk.",
  },
  {
    title: "Write a Clear Update for Your Manager",
    description: "Turn scattered notes into a short status update with AI, then edit it for accuracy and tone before you send it.",
  },
];
