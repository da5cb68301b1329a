// The built-in workflow library: recurring kinds of work, each as 3 to 6 steps. A step names the
// purpose of the AI tool it needs (app/lib/tool-purposes.ts); the engine fills in the best
// catalogue tool for that purpose for this person, and adds one step with the tool the person
// already uses. Each workflow rests on the study of its main task (evidenceTask) and covers the
// share of a week of its scope (docs/methodology.md §8). Texts are our own; placeholders:
// {role}, {area}, {industry}, {ai} (the step's catalogue tool) and {tool} (the person's own).
import type { EvidenceTask, ToolType } from "./catalogue-constants";
import type { ToolPurpose } from "./tool-purposes";

export interface TemplateStep {
  title: string;
  description: string;
  /** The kind of AI tool the step needs; "assistant" is a general AI assistant. */
  purpose: ToolPurpose;
  /** Among the tools for that purpose, one whose name matches fits this step best when offered. */
  prefer?: RegExp;
}

export interface WorkflowTemplate {
  id: string;
  title: string;
  outline: string;
  /** The work this workflow serves, main purpose first: it is offered only to people who do it. */
  purposes: ToolPurpose[];
  /** Words in a work area, the additional information or the role that ask for this workflow. */
  keywords: RegExp;
  evidenceTask: EvidenceTask;
  /** How much of the week the work it covers takes (the weekly shares of methodology §2). */
  scope: ToolType;
  steps: TemplateStep[];
}

export const WORKFLOW_TEMPLATES: WorkflowTemplate[] = [
  {
    id: "content-draft-pipeline",
    title: "Brief-to-publish content pipeline",
    outline: "Turn a short brief into researched, edited {area} pieces, with the first draft written by AI and the judgement kept with you.",
    purposes: ["writing", "marketing"],
    keywords: /\b(content|writing|blog|articles?|copy|newsletters?|editing|proofreading|descriptions?|seo)\b/,
    evidenceTask: "writing",
    scope: "specialist",
    steps: [
      {
        title: "Write a one-paragraph brief",
        description: "State the audience, the goal and the key message of the next {area} piece, in the words you would use with a colleague.",
        purpose: "assistant",
      },
      {
        title: "Gather the facts",
        description: "Ask {ai} for sources, figures and questions your audience asks about the topic; keep only what you can check.",
        purpose: "research",
      },
      {
        title: "Draft with AI",
        description: "Give {ai} the brief and the checked facts and ask for a first draft in your house style; ask for two alternative openings.",
        purpose: "marketing",
      },
      {
        title: "Edit for voice and accuracy",
        description: "Run the draft through {ai} for clarity and tone, then read it yourself: every claim checked, every sentence one you would sign.",
        purpose: "writing",
      },
      { title: "Add a visual", description: "Make a header image or a simple chart for the piece with {ai}.", purpose: "visual-design" },
    ],
  },
  {
    id: "campaign-planning",
    title: "Campaign plan in an afternoon",
    outline: "Go from a goal to a campaign plan with audience insight, channel mix, a content calendar and the first assets for {area}.",
    purposes: ["marketing"],
    keywords: /\b(campaigns?|promotions?|launch(es)?|advertis\w*|brand\w*|go-to-market)\b/,
    evidenceTask: "consulting",
    scope: "specialist",
    steps: [
      {
        title: "Set the goal and audience",
        description: "Write the campaign's single measurable goal and who it is for; ask {ai} to challenge both.",
        purpose: "assistant",
      },
      {
        title: "Research the audience",
        description: "Use {ai} to summarise what your audience searches for, reads and objects to in {industry}.",
        purpose: "research",
      },
      {
        title: "Draft the message and channels",
        description: "Have {ai} propose three message angles and the channels for each; pick one angle yourself.",
        purpose: "marketing",
      },
      {
        title: "Build the content calendar",
        description: "Turn the chosen angle into a dated calendar of posts, emails and ads with {ai}.",
        purpose: "planning",
      },
      { title: "Create the first assets", description: "Produce the launch visuals with {ai} from the calendar's first week.", purpose: "visual-design" },
    ],
  },
  {
    id: "social-media-batch",
    title: "A week of social posts in one sitting",
    outline: "Plan, write and design a week of {area} posts in one session, then schedule them and learn from the results.",
    purposes: ["marketing", "visual-design"],
    keywords: /\b(social|posts?|community|influencers?|instagram|linkedin|tiktok|scheduling)\b/,
    evidenceTask: "writing",
    scope: "assistant",
    steps: [
      {
        title: "Pick the week's themes",
        description: "List three themes for the week from your plan, news in {industry} and last week's best post; ask {ai} for angles.",
        purpose: "assistant",
      },
      {
        title: "Write the posts",
        description: "Ask {ai} for a post per theme and platform, each in your voice and within the platform's length.",
        purpose: "marketing",
      },
      { title: "Design the images", description: "Make one on-brand image per post with {ai}, reusing your templates.", purpose: "visual-design" },
      {
        title: "Review the numbers",
        description: "At the end of the week ask {ai} to compare reach and replies by theme, and carry the winner into next week.",
        purpose: "data-analysis",
      },
    ],
  },
  {
    id: "lead-research-outreach",
    title: "Researched, personal outreach at volume",
    outline: "Find the right prospects, learn what matters to each, and send personal first messages and follow-ups for {area}.",
    purposes: ["sales"],
    keywords: /\b(leads?|prospect\w*|outreach|pipeline|partnerships?|business development|cold)\b/,
    evidenceTask: "writing",
    scope: "specialist",
    steps: [
      {
        title: "Define the ideal customer",
        description: "Write who buys and why; ask {ai} to turn it into search criteria and three disqualifying signs.",
        purpose: "assistant",
      },
      {
        title: "Build the prospect list",
        description: "Use {ai} to find companies and contacts that meet the criteria and enrich them with recent news.",
        purpose: "sales",
      },
      {
        title: "Research each account",
        description: "Ask {ai} for a three-line summary of each account's priorities and a reason to talk now.",
        purpose: "research",
      },
      {
        title: "Write personal first messages",
        description: "Draft each message from the account summary with {ai}; keep it under 100 words and check every fact.",
        purpose: "writing",
      },
      { title: "Plan the follow-ups", description: "Let {ai} draft two follow-ups with new value in each, timed a few days apart.", purpose: "sales" },
    ],
  },
  {
    id: "proposal-builder",
    title: "Proposals from a call to a signed-off draft",
    outline: "Turn discovery notes into a tailored proposal and a short deck for {area}, reusing what already won.",
    purposes: ["sales", "writing", "presentations"],
    keywords: /\b(proposals?|pitch\w*|bids?|tenders?|quotes?|renewals?|upsell\w*)\b/,
    evidenceTask: "writing",
    scope: "specialist",
    steps: [
      {
        title: "Capture the discovery call",
        description: "Record the call with {ai} and get the client's goals, constraints and words in a summary.",
        purpose: "meetings",
      },
      {
        title: "Outline the proposal",
        description: "Ask {ai} to outline the proposal from the summary: problem, approach, plan, price, proof.",
        purpose: "assistant",
      },
      { title: "Write the draft", description: "Draft each section with {ai}, reusing your best past proposals; keep the client's words.", purpose: "writing" },
      {
        title: "Make the summary deck",
        description: "Turn the proposal into a five-slide summary with {ai} for the decision meeting.",
        purpose: "presentations",
      },
    ],
  },
  {
    id: "meeting-to-actions",
    title: "Meetings that end with clear actions",
    outline: "Record, summarise and turn every {area} meeting into owners, dates and a follow-up message without taking notes by hand.",
    purposes: ["meetings"],
    keywords: /\b(meetings?|calls?|stand-?ups?|minutes|stakeholders?|team communication|communication)\b/,
    evidenceTask: "general",
    scope: "specialist",
    steps: [
      {
        title: "Send an agenda",
        description: "Ask {ai} to turn your bullet points into a short agenda with the decision each item needs.",
        purpose: "assistant",
      },
      { title: "Record and transcribe", description: "Let {ai} join the meeting, transcribe it and mark decisions as they are made.", purpose: "meetings" },
      {
        title: "Summarise decisions and actions",
        description: "Get a summary with each action's owner and date; correct anything the notes got wrong.",
        purpose: "meetings",
      },
      { title: "Send the follow-up", description: "Have {ai} draft the follow-up message from the summary and send it the same day.", purpose: "writing" },
    ],
  },
  {
    id: "status-report",
    title: "The weekly status report, written for you",
    outline: "Collect the week's updates, spot risks and send a clear {area} status report in minutes instead of an hour.",
    purposes: ["planning", "writing"],
    keywords: /\b(status|reporting|reports?|updates?|project|coordination|risks?|stakeholders?|roadmap)\b/,
    evidenceTask: "writing",
    scope: "assistant",
    steps: [
      { title: "Collect the updates", description: "Ask {ai} to gather this week's task changes, due dates and blockers into one list.", purpose: "planning" },
      {
        title: "Find the risks",
        description: "Have {ai} flag late items, overloaded people and dependencies at risk; decide what to escalate.",
        purpose: "assistant",
      },
      {
        title: "Write the report",
        description: "Draft the report with {ai}: progress, risks, decisions needed, next week; keep it to one page.",
        purpose: "writing",
      },
    ],
  },
  {
    id: "data-report-automation",
    title: "From raw numbers to an insight report",
    outline: "Clean the data, find what changed and why, and publish a short {area} report with charts and a plain-language summary.",
    purposes: ["data-analysis"],
    keywords: /\b(data|analy\w*|reporting|metrics|dashboards?|kpis?|forecast\w*|budget\w*|spreadsheets?|quality)\b/,
    evidenceTask: "consulting",
    scope: "specialist",
    steps: [
      {
        title: "Clean and join the data",
        description: "Upload the exports to {ai} and ask it to clean, join and describe them; check row counts.",
        purpose: "data-analysis",
      },
      {
        title: "Find what changed",
        description: "Ask {ai} for the biggest changes against last period and the likely drivers; verify each against the data.",
        purpose: "data-analysis",
      },
      { title: "Chart the findings", description: "Make two or three clear charts with {ai}, one message each.", purpose: "data-analysis" },
      {
        title: "Write the summary",
        description: "Have {ai} draft a half-page summary for readers who will not open the charts; add your recommendation.",
        purpose: "writing",
      },
    ],
  },
  {
    id: "research-brief",
    title: "A research brief you can trust",
    outline: "Answer a {area} question with cited sources, a synthesis and a one-page brief, in hours rather than days.",
    purposes: ["research", "scholarly-research"],
    keywords: /\b(research|market|competitors?|insights?|trends|literature|evidence|studies|investment)\b/,
    evidenceTask: "consulting",
    scope: "specialist",
    steps: [
      {
        title: "Frame the question",
        description: "Write the decision the research serves and ask {ai} to split it into three answerable questions.",
        purpose: "assistant",
      },
      {
        title: "Find the sources",
        description: "Use {ai} to find and cite sources for each question; open and skim every source it cites.",
        purpose: "research",
      },
      { title: "Synthesise", description: "Ask {ai} to compare the sources, show where they disagree and what is still unknown.", purpose: "research" },
      { title: "Write the brief", description: "Draft a one-page brief with {ai}: answer, evidence, confidence and what to do next.", purpose: "writing" },
    ],
  },
  {
    id: "presentation-builder",
    title: "A finished deck from an outline",
    outline: "Go from key messages to a designed presentation with speaker notes for {area}, and rehearse it before the meeting.",
    purposes: ["presentations"],
    keywords: /\b(presentations?|slides?|decks?|pitch\w*|workshops?|briefings?|training)\b/,
    evidenceTask: "consulting",
    scope: "assistant",
    steps: [
      {
        title: "Write the storyline",
        description: "List the audience, the one decision you want and five key messages; ask {ai} to order them into a storyline.",
        purpose: "assistant",
      },
      { title: "Generate the slides", description: "Turn the storyline into a designed deck with {ai}, one message per slide.", purpose: "presentations" },
      { title: "Add speaker notes", description: "Ask {ai} for speaker notes and the three hardest questions the audience may ask.", purpose: "assistant" },
    ],
  },
  {
    id: "code-feature-flow",
    title: "Feature development with an AI pair",
    outline: "Plan, write, test and review a change for {area} with an AI coding assistant, keeping review and design decisions with you.",
    purposes: ["coding"],
    keywords: /\b(code|coding|development|features?|programming|devops|deployment|system design|software)\b/,
    evidenceTask: "coding",
    scope: "core",
    steps: [
      {
        title: "Write the change plan",
        description: "Describe the change and its acceptance criteria; ask {ai} which files it touches and what could break.",
        purpose: "assistant",
      },
      {
        title: "Implement with the assistant",
        description: "Write the code with {ai} in small steps, reading every suggestion before you accept it.",
        purpose: "coding",
      },
      { title: "Generate the tests", description: "Ask {ai} for unit tests of the edge cases, run them, and fix what fails.", purpose: "coding" },
      {
        title: "Self-review the diff",
        description: "Have {ai} review the diff for bugs, security issues and unclear names before a colleague sees it.",
        purpose: "coding",
      },
    ],
  },
  {
    id: "bug-triage-debugging",
    title: "Faster bug triage and debugging",
    outline: "Reproduce, locate and fix {area} defects with AI help, and leave a test behind so they stay fixed.",
    purposes: ["coding"],
    keywords: /\b(bugs?|debug\w*|testing|tests|defects?|incidents?|errors?|quality)\b/,
    evidenceTask: "coding",
    scope: "specialist",
    steps: [
      {
        title: "Summarise the report",
        description: "Paste the bug report and logs into {ai} and ask for the likely causes, most likely first.",
        purpose: "assistant",
      },
      { title: "Reproduce with a failing test", description: "Write a test that fails the same way, with {ai} suggesting the set-up.", purpose: "coding" },
      {
        title: "Locate and fix",
        description: "Ask {ai} to explain the code path and propose a fix; apply the smallest one that makes the test pass.",
        purpose: "coding",
      },
      { title: "Write the change note", description: "Have {ai} draft the pull request description: cause, fix and how it was tested.", purpose: "writing" },
    ],
  },
  {
    id: "documentation-builder",
    title: "Documentation that keeps up",
    outline: "Write and update {area} from what already exists (code, notes, recordings), so documents stay current without a writing day.",
    purposes: ["knowledge-search", "writing"],
    keywords: /\b(documentation|documents?|docs|policy|policies|procedures?|manuals?|guides?|process|compliance|handoff)\b/,
    evidenceTask: "writing",
    scope: "specialist",
    steps: [
      {
        title: "Collect the source material",
        description: "Gather the notes, recordings, tickets or code the document must cover; ask {ai} what is missing.",
        purpose: "assistant",
      },
      { title: "Draft the document", description: "Ask {ai} to draft it in your template, for a named reader, with steps numbered.", purpose: "writing" },
      {
        title: "Check it against the source",
        description: "Have {ai} list every statement with the source it came from; fix or remove what has none.",
        purpose: "assistant",
      },
      {
        title: "Make it findable",
        description: "Publish it where people search, and ask {ai} to answer three test questions from it.",
        purpose: "knowledge-search",
      },
    ],
  },
  {
    id: "hiring-pipeline",
    title: "Hiring pipeline from job ad to shortlist",
    outline: "Write an inclusive job ad, source and screen candidates fairly, and prepare structured interviews for {area}.",
    purposes: ["recruitment"],
    keywords: /\b(recruit\w*|hiring|candidates?|sourcing|job descriptions?|interviews?|screening|talent)\b/,
    evidenceTask: "writing",
    scope: "specialist",
    steps: [
      {
        title: "Write the job ad",
        description: "Draft the ad with {ai} from the role's outcomes, and check it for biased or exclusionary wording.",
        purpose: "recruitment",
        prefer: /textio/i,
      },
      { title: "Source candidates", description: "Use {ai} to find candidates who match the must-haves, not the job titles.", purpose: "recruitment" },
      {
        title: "Screen against the criteria",
        description: "Have {ai} summarise each application against the written criteria; you make every decision.",
        purpose: "assistant",
      },
      { title: "Prepare the interviews", description: "Ask {ai} for structured questions and a scoring guide per criterion.", purpose: "assistant" },
      { title: "Keep candidates informed", description: "Draft status updates and personal rejections with {ai} the same week.", purpose: "writing" },
    ],
  },
  {
    id: "people-onboarding-reviews",
    title: "Onboarding and reviews without the paperwork",
    outline: "Prepare onboarding plans, check-ins and fair performance reviews for {area} from notes you already keep.",
    purposes: ["people-management"],
    keywords: /\b(onboarding|performance|reviews?|engagement|team management|people|employees?|feedback)\b/,
    evidenceTask: "writing",
    scope: "assistant",
    steps: [
      { title: "Draft the plan", description: "Ask {ai} for a 30-60-90 day plan or review outline from the role's goals.", purpose: "assistant" },
      {
        title: "Gather the evidence",
        description: "Collect goals, feedback and survey results with {ai} into one summary per person.",
        purpose: "people-management",
      },
      {
        title: "Write the review or check-in",
        description: "Draft it with {ai} from the evidence only: specific examples, one or two development goals.",
        purpose: "writing",
      },
    ],
  },
  {
    id: "support-replies",
    title: "Customer replies that are fast and right",
    outline: "Answer {area} enquiries with AI-drafted replies grounded in your own help content, and turn repeats into articles.",
    purposes: ["customer-support"],
    keywords: /\b(customer|support|service|enquiries|inquiries|complaints|tickets|client communication|patient communication|student communication)\b/,
    evidenceTask: "customer_support",
    scope: "core",
    steps: [
      {
        title: "Sort the incoming requests",
        description: "Let {ai} tag each request by topic and urgency, and route what it cannot answer to a person.",
        purpose: "customer-support",
      },
      { title: "Draft the reply", description: "Have {ai} draft each reply from your help content, citing the article it used.", purpose: "customer-support" },
      {
        title: "Review and send",
        description: "Read every reply before it goes; edit tone and facts, and mark good drafts so the next ones improve.",
        purpose: "assistant",
      },
      { title: "Close the gaps", description: "Each week ask {ai} which questions had no good answer and draft help articles for them.", purpose: "writing" },
    ],
  },
  {
    id: "design-concepts",
    title: "Design concepts to a reviewed direction",
    outline: "Explore {area} ideas quickly with AI, narrow them with feedback and hand over a clear direction.",
    purposes: ["visual-design", "ui-design"],
    keywords: /\b(design\w*|visuals?|brand|graphics?|wireframes?|wireframing|prototyp\w*|interface|mock-?ups?|ux|ui)\b/,
    evidenceTask: "general",
    scope: "specialist",
    steps: [
      {
        title: "Write the design brief",
        description: "Ask {ai} to turn the request into a brief: audience, goal, constraints and what success looks like.",
        purpose: "assistant",
      },
      {
        title: "Explore concepts",
        description: "Generate a wide set of concepts with {ai}, then keep the three that answer the brief.",
        purpose: "visual-design",
      },
      { title: "Build the prototype", description: "Turn the best concept into a clickable prototype or layout with {ai}.", purpose: "ui-design" },
      { title: "Collect and sort feedback", description: "Have {ai} group reviewers' comments by theme and decide which to act on.", purpose: "assistant" },
    ],
  },
  {
    id: "user-research-synthesis",
    title: "User research synthesis in a day",
    outline: "Run, record and synthesise {area} interviews into themes, quotes and decisions the team can act on.",
    purposes: ["research", "meetings"],
    keywords: /\b(user research|usability|interviews?|customer insights?|feedback|personas?|discovery)\b/,
    evidenceTask: "consulting",
    scope: "specialist",
    steps: [
      {
        title: "Write the discussion guide",
        description: "Ask {ai} for an interview guide from your research questions, without leading questions.",
        purpose: "assistant",
      },
      { title: "Record the sessions", description: "Record and transcribe each interview with {ai}.", purpose: "meetings" },
      {
        title: "Find the themes",
        description: "Have {ai} cluster the transcripts into themes with supporting quotes; check the quotes in context.",
        purpose: "research",
      },
      {
        title: "Share the findings",
        description: "Make a short findings deck with {ai}: themes, evidence and the decisions they suggest.",
        purpose: "presentations",
      },
    ],
  },
  {
    id: "planning-strategy",
    title: "A plan from goals to weekly priorities",
    outline: "Turn {area} goals into a plan with milestones, owners and a weekly schedule, and keep it current as things change.",
    purposes: ["planning"],
    keywords: /\b(plan\w*|strategy|strategic|roadmap|prioriti\w*|resources?|scheduling|schedule|production|coordination|inventory)\b/,
    evidenceTask: "consulting",
    scope: "specialist",
    steps: [
      {
        title: "Set the goals",
        description: "Write the outcomes for the quarter and ask {ai} to test them: measurable, few, and in your control.",
        purpose: "assistant",
      },
      {
        title: "Break them into milestones",
        description: "Have {ai} propose milestones, dependencies and risks for each goal; adjust to what you know.",
        purpose: "assistant",
      },
      { title: "Schedule the work", description: "Let {ai} turn milestones into tasks and block time for them in your calendar.", purpose: "planning" },
      { title: "Review each week", description: "Ask {ai} each Friday what slipped and what to drop, and update the plan.", purpose: "planning" },
    ],
  },
  {
    id: "inbox-triage",
    title: "Inbox triage and replies in half the time",
    outline: "Sort, summarise and answer the day's {area} messages with AI drafts, keeping only decisions for yourself.",
    purposes: ["assistant", "writing"],
    keywords: /\b(email|inbox|messages?|communication|correspondence|follow-?ups?|replies)\b/,
    evidenceTask: "writing",
    scope: "assistant",
    steps: [
      {
        title: "Summarise the inbox",
        description: "Ask {ai} to summarise new messages and sort them into reply, decide, read later and ignore.",
        purpose: "writing",
      },
      { title: "Draft the replies", description: "Have {ai} draft replies in your tone from short instructions; edit before sending.", purpose: "writing" },
      { title: "Capture follow-ups", description: "Turn promises in your replies into dated tasks with {ai}.", purpose: "planning" },
    ],
  },
  {
    id: "process-automation",
    title: "Automate a repetitive hand-off",
    outline: "Map one repetitive {area} process, automate the hand-offs between tools and keep a person at the decision points.",
    purposes: ["automation"],
    keywords: /\b(automat\w*|workflows?|process\w*|repetitive|hand-?offs?|operations|vendors?|data entry|admin)\b/,
    evidenceTask: "general",
    scope: "specialist",
    steps: [
      {
        title: "Map the process",
        description: "Describe the process step by step and ask {ai} which steps are rules and which need judgement.",
        purpose: "assistant",
      },
      { title: "Build the automation", description: "Automate the rule-based steps with {ai}, passing data between your tools.", purpose: "automation" },
      { title: "Add a human check", description: "Route every judgement step to a person with a summary drafted by {ai}.", purpose: "assistant" },
      {
        title: "Monitor and improve",
        description: "Review the runs each week in {ai}; fix failures and automate the next step that repeats.",
        purpose: "automation",
      },
    ],
  },
  {
    id: "financial-analysis",
    title: "Financial analysis and commentary",
    outline: "Prepare {area} figures, explain the variances and write the commentary, with AI doing the first pass and you the judgement.",
    purposes: ["finance", "data-analysis"],
    keywords: /\b(financ\w*|budget\w*|forecast\w*|variance|expenses?|bookkeeping|reconciliation|tax|audit|investment|accounts?)\b/,
    evidenceTask: "consulting",
    scope: "specialist",
    steps: [
      {
        title: "Prepare the figures",
        description: "Load the ledger or model exports into {ai} and check totals against the source.",
        purpose: "data-analysis",
      },
      {
        title: "Explain the variances",
        description: "Ask {ai} for the largest variances against budget and the likely drivers; confirm each with its owner.",
        purpose: "data-analysis",
      },
      { title: "Check the market context", description: "Use {ai} for the market and peer figures that explain the numbers.", purpose: "finance" },
      {
        title: "Write the commentary",
        description: "Draft the commentary with {ai}: what happened, why, and what it means for next period.",
        purpose: "writing",
      },
    ],
  },
  {
    id: "lesson-planning",
    title: "Lesson planning and feedback",
    outline: "Plan {area} lessons with differentiated materials and give faster, specific feedback on student work.",
    purposes: ["teaching"],
    keywords: /\b(lessons?|teaching|curriculum|students?|grading|feedback|classroom|courses?)\b/,
    evidenceTask: "writing",
    scope: "specialist",
    steps: [
      {
        title: "Plan the lesson",
        description: "Ask {ai} for a lesson plan from the learning objective, with timings and checks for understanding.",
        purpose: "teaching",
      },
      { title: "Make the materials", description: "Generate worksheets and examples at three levels of difficulty with {ai}.", purpose: "teaching" },
      {
        title: "Give feedback",
        description: "Have {ai} draft feedback against your rubric for each piece of work; you check and sign every comment.",
        purpose: "teaching",
      },
    ],
  },
  {
    id: "clinical-notes",
    title: "Clinical notes without the evening catch-up",
    outline: "Capture {area} as you go, with AI-drafted notes you review, and check the evidence when a question comes up.",
    purposes: ["clinical"],
    keywords: /\b(patients?|clinical|medical|care|notes|charting|health)\b/,
    evidenceTask: "writing",
    scope: "specialist",
    steps: [
      { title: "Capture the consultation", description: "With consent, let {ai} listen and draft the note in your template.", purpose: "clinical" },
      { title: "Review and sign the note", description: "Correct the draft and sign it; nothing enters the record unread.", purpose: "clinical" },
      {
        title: "Check the evidence",
        description: "Ask {ai} for the current guidance on open questions, with citations.",
        purpose: "clinical",
        prefer: /evidence/i,
      },
    ],
  },
  {
    id: "legal-drafting",
    title: "Contract review and drafting",
    outline: "Review incoming {area} documents against your playbook and draft changes, with every decision made by you.",
    purposes: ["legal"],
    keywords: /\b(legal|contracts?|agreements?|compliance|clauses?|regulat\w*|lawyers?|attorneys?|solicitors?|counsel|paralegals?)\b/,
    evidenceTask: "legal",
    scope: "specialist",
    steps: [
      {
        title: "Review against the playbook",
        description: "Have {ai} compare the document with your standard positions and flag every deviation.",
        purpose: "legal",
      },
      { title: "Draft the changes", description: "Ask {ai} for redlines and a short explanation of each for the other side.", purpose: "legal" },
      { title: "Summarise for the client", description: "Draft a plain-language summary of the risks and open points with {ai}.", purpose: "writing" },
    ],
  },
];

export const TEMPLATE_BY_ID = new Map(WORKFLOW_TEMPLATES.map((t) => [t.id, t]));
