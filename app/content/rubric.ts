// The AI Readiness Rubric, /aiupskill/rubric (visitor-side.md §2 "Rubric", §9 "Rubric claims"):
// the whole document as typed data, rendered by the page (app/components/rubric/) and by the
// framework PDF (app/services/marketing/rubric-pdf.server.tsx), so the two never disagree.
//
// Numbers: the occupation count is never written here; `{occupationCount}` in a text is filled in
// from the occupations table (the spec's "over 900" is the seeded O*NET list). The spec's "40% of
// core skills change" is given with its source, in the precise form that source states (39% by
// 2030). "2 to 3 tools" (Level 3) and the 30-minute deadline (Level 4) are the spec's own.

export const RUBRIC_META = {
  title: "AI Readiness Rubric",
  subtitle: "A five-level framework for AI fluency at work: what people can do with AI in their own job, not what they know about it.",
  pdfPath: "/aiupskill/rubric/framework.pdf",
  pdfFileName: "ai-readiness-rubric-framework.pdf",
} as const;

/** One edition of the rubric's text. */
export interface RubricRevision {
  version: string;
  /** The day this text was published, YYYY-MM-DD. */
  date: string;
  changes: string;
  /** The text's fingerprint (app/lib/rubric-revision.test.ts prints the current one). */
  fingerprint: string;
}

/**
 * The rubric's editions, oldest first (issue 30 item 2). The page's and the PDF's "Version" and
 * "Last updated" are the newest entry's (app/lib/rubric-revision.ts), never a date typed into a
 * page. What "Last updated" means: the day the document's text last changed. The text ships with
 * the code, so its history is here, beside it; app/lib/rubric-revision.test.ts fingerprints the
 * text and fails when it changes without a new entry, so the date cannot stay behind the text.
 * The one figure the rubric takes from the database, the occupation count, is not an edition: it
 * is filled in at every render (the page) or whenever it changes (the PDF), and the O*NET list it
 * counts is re-applied by every `academy db seed`, so a seed date would say nothing about the text.
 * (The spec's "June 2025" predates this text, written for this product on 2026-11-21.)
 */
export const RUBRIC_REVISIONS: readonly RubricRevision[] = [
  {
    version: "1.0",
    date: "2026-11-21",
    changes: "First edition: five levels, role adaptation by O*NET occupation, real-world tool use, certification and communication.",
    fingerprint: "b781e1355bb6f543",
  },
];

/** The token a text uses for the number of seeded occupations. */
export const OCCUPATION_COUNT_TOKEN = "{occupationCount}";

export interface RubricFacts {
  occupationCount: number;
}

/** A text with its facts filled in (the count in the en-US style of the rest of the site). */
export function fillRubricFacts(text: string, facts: RubricFacts): string {
  return text.split(OCCUPATION_COUNT_TOKEN).join(facts.occupationCount.toLocaleString("en-US"));
}

export interface RubricLevel {
  number: 1 | 2 | 3 | 4 | 5;
  name: string;
  optional: boolean;
  focus: string;
  description: string;
  indicators: string[];
  example: string;
  evidence: string;
  badge: string;
}

export interface RubricSource {
  claim: string;
  publisher: string;
  title: string;
  date: string;
  href: string;
}

export type RubricBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "callout"; title: string; text: string }
  | { kind: "level"; level: RubricLevel }
  | { kind: "source"; source: RubricSource }
  | { kind: "badges" }
  | { kind: "onet-attribution" };

export interface RubricSubsection {
  id: string;
  title: string;
  blocks: RubricBlock[];
}

export interface RubricSection {
  id: string;
  title: string;
  /** Shown before the subsections. */
  intro: RubricBlock[];
  subsections: RubricSubsection[];
}

export const RUBRIC_LEVELS: readonly RubricLevel[] = [
  {
    number: 1,
    name: "Awareness in Action",
    optional: false,
    focus: "Uses AI assistants safely on the everyday tasks of the role.",
    description:
      "The learner knows the main kinds of AI tools and what each is good for, writes prompts with enough context to get a useful first draft, and checks what comes back before using it. Confidential data stays out of tools that are not approved for it.",
    indicators: [
      "Picks a suitable kind of tool for a task: a chat assistant, a writing aid, meeting notes, an image or a data tool",
      "Gives the context a good answer needs: audience, purpose, format and constraints",
      "Checks facts, figures and names in the output before using it",
      "Keeps personal and confidential data out of tools not approved for it",
    ],
    example: "Draft a follow-up email to a client after a meeting with an AI assistant, then correct what it got wrong and adjust the tone.",
    evidence: "The prompt, the AI draft, and the final email with the changes marked.",
    badge: "AI Awareness in Action",
  },
  {
    number: 2,
    name: "Sensemaking in Context",
    optional: false,
    focus: "Judges when AI helps, when it misleads, and why.",
    description:
      "The learner reads AI output critically in the context of their own role: they spot confident errors, invented sources, missing perspectives and bias, compare outputs, and decide what to trust. They also know when a task should not go to AI at all.",
    indicators: [
      "Finds factual errors, invented sources and outdated information",
      "Compares two or more outputs and explains which fits the purpose better",
      "Recognises bias and missing perspectives",
      "Explains when a task should not be given to AI, and why",
    ],
    example: "Given three AI-written summaries of the same report, pick the most reliable one and list what each of the others got wrong or left out.",
    evidence: "A short written judgement, checked against the source report.",
    badge: "AI Sensemaking in Context",
  },
  {
    number: 3,
    name: "Workflow Thinking",
    optional: false,
    focus: "Chains 2 to 3 tools into a workflow that can be repeated.",
    description:
      "The learner goes beyond single prompts: they break a recurring task into steps, choose a tool for each step, and chain 2 to 3 tools so that the output of one feeds the next, with a human check where an error would cost most.",
    indicators: [
      "Maps a recurring task into steps and decides which steps AI should do",
      "Chains 2 to 3 tools, passing the work from one to the next",
      "Puts human review where mistakes would be most costly",
      "Writes the workflow down so a colleague can repeat it",
    ],
    example:
      "Turn a recorded team meeting into a transcript, have an assistant pull out the decisions and their owners, and create the action items in the team's task tracker.",
    evidence: "The workflow written down, the output of each step, and the time it took compared with doing it by hand.",
    badge: "AI Workflow Thinker",
  },
  {
    number: 4,
    name: "Proof-of-Performance",
    optional: false,
    focus: "Performs under realistic conditions, and proves it.",
    description:
      "The learner completes a realistic simulation of their own job against the clock, with the AI tools of their choice, and produces work that would stand up in the real job. This is the level that turns training into evidence an employer can trust.",
    indicators: [
      "Delivers a complete, accurate result within the deadline",
      "Chooses and combines tools without being told which",
      "Explains the decisions made and the checks done",
      "Is open about what AI did and what they did",
    ],
    example:
      "You have 30 minutes to turn a messy spreadsheet and a stakeholder's request into a one-page recommendation, using any AI tools you like. The result is scored for accuracy, judgement, clarity and transparency.",
    evidence: "The simulation's performance report: the result, its scores and the time taken.",
    badge: "AI Proof-of-Performance",
  },
  {
    number: 5,
    name: "Strategic AI Leadership",
    optional: true,
    focus: "Leads the use of AI across a team or an organisation.",
    description:
      "An optional level for people who lead others. They find where AI can help a team most, set guardrails, measure the effect on the work, and coach colleagues through the change.",
    indicators: [
      "Finds and prioritises the opportunities for AI across a team's work",
      "Sets clear guardrails for data, quality and ethics",
      "Measures outcomes, not just how often tools are used",
      "Coaches others and shares what works",
    ],
    example:
      "Present an AI adoption plan for your team: three priority uses, the guardrails, how success will be measured, and how colleagues will learn the new way of working.",
    evidence: "The plan, reviewed against this rubric by an assessor.",
    badge: "Strategic AI Leader",
  },
];

export const CORE_CERTIFICATE = {
  title: "AI Fluency Certified, [Role]",
  example: "AI Fluency Certified, Marketing Manager",
} as const;

export const SKILLS_CHANGE_SOURCE: RubricSource = {
  claim: "Employers expect 39% of workers' core skills to change by 2030.",
  publisher: "World Economic Forum",
  title: "The Future of Jobs Report 2025",
  date: "January 2025",
  href: "https://www.weforum.org/publications/the-future-of-jobs-report-2025/",
};

const levelSubsection = (level: RubricLevel): RubricSubsection => ({
  id: `level${level.number}`,
  title: `Level ${level.number}: ${level.name}${level.optional ? " (optional)" : ""}`,
  blocks: [{ kind: "level", level }],
});

export const RUBRIC_SECTIONS: readonly RubricSection[] = [
  {
    id: "summary",
    title: "Summary",
    intro: [
      {
        kind: "paragraph",
        text: "The AI Readiness Rubric describes AI fluency at work in five levels, from using an AI assistant safely on everyday tasks to leading the use of AI across a team. It measures performance: what a person can do with AI in their own job, shown in realistic tasks, rather than what they know about AI.",
      },
    ],
    subsections: [
      {
        id: "summary-at-a-glance",
        title: "At a glance",
        blocks: [
          {
            kind: "list",
            items: [
              "Five levels: four core levels and an optional fifth for people who lead others",
              "Every level is adapted to the learner's role, using {occupationCount} occupations from the O*NET database",
              "Assessed with real tools on real tasks, ending in a timed simulation of the job",
              "A badge for each level, and the title 'AI Fluency Certified, [Role]' for all four core levels",
            ],
          },
        ],
      },
      {
        id: "summary-audience",
        title: "Who it is for",
        blocks: [
          {
            kind: "paragraph",
            text: "Working professionals who want to prove their AI skills in their own role; managers who want to know where their team stands; and learning leaders who need a common language for AI skills across very different jobs.",
          },
        ],
      },
    ],
  },
  {
    id: "introduction",
    title: "Introduction",
    intro: [
      {
        kind: "paragraph",
        text: "AI tools change what good work looks like in almost every job, and the skills that employers need change with them.",
      },
      { kind: "source", source: SKILLS_CHANGE_SOURCE },
    ],
    subsections: [
      {
        id: "introduction-why",
        title: "Why a performance rubric",
        blocks: [
          {
            kind: "paragraph",
            text: "Most AI training checks knowledge: a quiz on what a model is or what a prompt should contain. Knowing is not doing. Two people who pass the same quiz can get very different results from the same tool on a real task. This rubric describes observable behaviour in the work itself, so that a level means the same thing for a nurse, an accountant and a marketing manager, even though their tasks differ.",
          },
        ],
      },
      {
        id: "introduction-principles",
        title: "Design principles",
        blocks: [
          {
            kind: "list",
            items: [
              "Performance over knowledge: every level is shown in a task, not a test of recall",
              "Role first: tasks come from the learner's own job, not a generic office",
              "Real tools: learners use the tools people use at work, including the ones their employer provides",
              "Human judgement stays central: checking, deciding and owning the result are part of every level",
              "Transparent scoring: learners know the criteria before they start",
            ],
          },
        ],
      },
    ],
  },
  {
    id: "framework",
    title: "The Framework",
    intro: [
      {
        kind: "paragraph",
        text: "Each level builds on the one before it. Levels 1 to 4 are the core of AI fluency for any role; Level 5 is optional, for people who lead teams or shape how an organisation uses AI. For every level the rubric gives the focus, what the learner does, the indicators an assessor looks for, an example task and the evidence kept.",
      },
    ],
    subsections: RUBRIC_LEVELS.map(levelSubsection),
  },
  {
    id: "onet",
    title: "Role Adaptation",
    intro: [
      {
        kind: "paragraph",
        text: "The same five levels apply to every job, but the tasks do not. The rubric adapts each level to the learner's role using the O*NET database of occupations of the U.S. Department of Labor: {occupationCount} occupations, each with a standard title and a description of the work.",
      },
    ],
    subsections: [
      {
        id: "onet-matching",
        title: "How a role is matched",
        blocks: [
          {
            kind: "paragraph",
            text: "The learner's job title is matched to the nearest occupation title. When no occupation is close enough, the broad job category of the title (marketing, finance, healthcare and so on) is used instead, so nobody is forced into an occupation that is not theirs.",
          },
        ],
      },
      {
        id: "onet-adaptation",
        title: "What changes for each role",
        blocks: [
          {
            kind: "list",
            items: [
              "The tasks in each level's challenges, drawn from the work the occupation describes",
              "The tools suggested for those tasks",
              "The examples, vocabulary and stakeholders in the simulation",
              "The evidence that counts as a good result in that job",
            ],
          },
        ],
      },
      {
        id: "onet-source",
        title: "Data source",
        blocks: [{ kind: "onet-attribution" }],
      },
    ],
  },
  {
    id: "real-world",
    title: "Real-World Tool Use",
    intro: [
      {
        kind: "paragraph",
        text: "The rubric is assessed with the tools people actually use at work, on tasks from their own job, because skill with a tool only counts where the work is done.",
      },
    ],
    subsections: [
      {
        id: "real-world-tools",
        title: "Real tools, real tasks",
        blocks: [
          {
            kind: "paragraph",
            text: "Challenges use widely available AI assistants, writing and meeting tools, spreadsheet and data tools and task trackers, not training-only sandboxes. A challenge states the goal and the deadline; choosing the tools is part of the skill from Level 3 on.",
          },
        ],
      },
      {
        id: "real-world-own-stack",
        title: "Bring your own stack",
        blocks: [
          {
            kind: "paragraph",
            text: "Learners may use the tools their employer provides and approves. The rubric scores how well a tool is used, never which brand it is.",
          },
        ],
      },
      {
        id: "real-world-responsible-use",
        title: "Responsible use",
        blocks: [
          {
            kind: "list",
            items: [
              "No personal or confidential data in tools that are not approved for it",
              "Every fact, figure and name checked before it is used",
              "Open about where AI contributed to the result",
              "The learner, not the tool, owns the outcome",
            ],
          },
        ],
      },
    ],
  },
  {
    id: "certification",
    title: "Certification",
    intro: [
      {
        kind: "paragraph",
        text: "Each level passed earns a badge. Passing all four core levels earns the certificate for the learner's role.",
      },
    ],
    subsections: [
      {
        id: "certification-badges",
        title: "A badge per level",
        blocks: [{ kind: "badges" }],
      },
      {
        id: "certification-core",
        title: "AI Fluency Certified",
        blocks: [
          {
            kind: "callout",
            title: CORE_CERTIFICATE.title,
            text: `All four core levels give the title 'AI Fluency Certified, [Role]', with the learner's own role, for example '${CORE_CERTIFICATE.example}'. Level 5 is shown as a separate badge alongside it.`,
          },
        ],
      },
      {
        id: "certification-scoring",
        title: "Scoring options under consideration",
        blocks: [
          {
            kind: "paragraph",
            text: "Version 1.0 sets out the levels and the evidence. How results are reported is still being decided; these are the ideas under consideration:",
          },
          {
            kind: "list",
            items: [
              "Pass or fail for each level, against the indicators",
              "A distinction for outstanding performance in the Level 4 simulation",
              "A percentile against other people in the same role, once enough people in that role have been assessed",
            ],
          },
        ],
      },
    ],
  },
  {
    id: "communication",
    title: "Communication Strategies",
    intro: [
      {
        kind: "paragraph",
        text: "A level is only useful if people understand what it means. These are the ways we suggest talking about it.",
      },
    ],
    subsections: [
      {
        id: "communication-professionals",
        title: "For professionals",
        blocks: [
          {
            kind: "list",
            items: [
              "Name the level and the role together: 'Level 3 Workflow Thinking, Financial Analyst'",
              "Show the result, not the tool: what the workflow saved or improved",
              "Add badges and the certificate to a professional network profile and a CV, with a link to the evidence",
              "Bring the Level 4 performance report to a review or an interview",
            ],
          },
        ],
      },
      {
        id: "communication-managers",
        title: "For managers",
        blocks: [
          {
            kind: "list",
            items: [
              "Use the levels to agree on development goals, not to rank people",
              "Ask for Level 3 workflows to be written down and shared across the team",
              "Recognise Level 4 results in the same way as other performance evidence",
            ],
          },
        ],
      },
      {
        id: "communication-learning-leaders",
        title: "For learning leaders",
        blocks: [
          {
            kind: "list",
            items: [
              "Use the five levels as a common language for AI skills across very different roles",
              "Report how many people reached each level, by role, rather than hours of training",
              "Revisit the role adaptations as tools and jobs change",
            ],
          },
        ],
      },
    ],
  },
];

/** Shown with the O*NET attribution (app/lib/attribution.ts) in the Data source subsection. */
export const ONET_SOURCE_NOTE = "The {occupationCount} occupations are the O*NET-SOC occupations of the O*NET database, with their titles and descriptions.";

export const RUBRIC_CTA = {
  heading: "Put the Rubric to Work",
  text: "Start with the AI tools that fit your own role, or take the full framework with you.",
  toolkit: { label: "Get Your Free AI Toolkit", to: "/aiupskill" },
  download: { label: "Download Full Framework" },
} as const;

export const RUBRIC_HEADER_LINKS = {
  back: { label: "Back to AI Upskill", to: "/aiupskill" },
  toolkit: { label: "Free Tailored AI Toolkit", to: "/toolkit-landing" },
} as const;
