// The built-in workflow library: recurring pieces of work, each as 3 to 6 steps. A workflow names
// the O*NET work activities it does (IWA ids, app/content/work-activities.ts), main one first, and
// is offered only to people whose work has them (their occupation's activities and the work areas
// they chose). Each step names the kinds of catalogue tool that can do it, best first
// (app/lib/tool-kinds.ts); the engine fills in the best tool of those kinds that this person is
// offered, falls back to a general assistant, and adds one step with the tool the person already
// uses. Texts are our own; placeholders: {role}, {area}, {industry}, {ai} (the step's catalogue
// tool) and {tool} (the person's own).

export interface TemplateStep {
  title: string;
  description: string;
  /** The kinds of catalogue tool that can do this step, best first (app/lib/tool-kinds.ts); a general assistant is the fallback. */
  kinds: string[];
  /** Among the tools of those kinds, one whose name matches fits this step best when offered. */
  prefer?: RegExp;
}

export interface WorkflowTemplate {
  id: string;
  title: string;
  outline: string;
  /** The O*NET work activities (IWA ids) this workflow does, main one first (1-4): it is offered only to people whose work has them. */
  activities: string[];
  /** Words in a work area, the additional information or the role that ask for this workflow. */
  keywords: RegExp;
  steps: TemplateStep[];
}

export const WORKFLOW_TEMPLATES: WorkflowTemplate[] = [
  {
    id: "content-draft-pipeline",
    title: "Brief-to-publish content pipeline",
    outline: "Turn a short brief into researched, edited {area} pieces, with the first draft written by AI and the judgement kept with you.",
    // Write material for commercial purposes; Edit written materials; Develop news, entertainment or artistic content; Develop marketing materials.
    activities: ["4.A.3.b.6.I16", "4.A.2.b.1.I07", "4.A.2.b.2.I22", "4.A.2.b.2.I12"],
    keywords: /\b(content|writing|blog|articles?|copy|newsletters?|editing|proofreading|descriptions?|seo)\b/,
    steps: [
      {
        title: "Write a one-paragraph brief",
        description: "State the audience, the goal and the key message of the next {area} piece, in the words you would use with a colleague.",
        kinds: ["general-assistant"],
      },
      {
        title: "Gather the facts",
        description: "Ask {ai} for sources, figures and questions your audience asks about the topic; keep only what you can check.",
        kinds: ["web-research"],
      },
      {
        title: "Draft with AI",
        description: "Give {ai} the brief and the checked facts and ask for a first draft in your house style; ask for two alternative openings.",
        kinds: ["marketing-copy", "seo-content"],
      },
      {
        title: "Edit for voice and accuracy",
        description: "Run the draft through {ai} for clarity and tone, then read it yourself: every claim checked, every sentence one you would sign.",
        kinds: ["writing-assistant"],
      },
      { title: "Add a visual", description: "Make a header image or a simple chart for the piece with {ai}.", kinds: ["graphic-design", "image-generation"] },
    ],
  },
  {
    id: "campaign-planning",
    title: "Campaign plan in an afternoon",
    outline: "Go from a goal to a campaign plan with audience insight, channel mix, a content calendar and the first assets for {area}.",
    // Develop business or marketing plans; Promote products or services; Analyze market conditions; Develop marketing materials.
    activities: ["4.A.2.b.2.I03", "4.A.4.a.6.I03", "4.A.2.a.4.I02", "4.A.2.b.2.I12"],
    keywords: /\b(campaigns?|promotions?|launch(es)?|advertis\w*|brand\w*|go-to-market)\b/,
    steps: [
      {
        title: "Set the goal and audience",
        description: "Write the campaign's single measurable goal and who it is for; ask {ai} to challenge both.",
        kinds: ["general-assistant"],
      },
      {
        title: "Research the audience",
        description: "Use {ai} to summarise what your audience searches for, reads and objects to in {industry}.",
        kinds: ["web-research", "social-listening"],
      },
      {
        title: "Draft the message and channels",
        description: "Have {ai} propose three message angles and the channels for each; pick one angle yourself.",
        kinds: ["marketing-copy", "marketing-crm"],
      },
      {
        title: "Build the content calendar",
        description: "Turn the chosen angle into a dated calendar of posts, emails and ads with {ai}.",
        kinds: ["social-media-management", "marketing-crm", "project-management"],
      },
      {
        title: "Create the first assets",
        description: "Produce the launch visuals with {ai} from the calendar's first week.",
        kinds: ["graphic-design", "ad-creative", "image-generation"],
      },
    ],
  },
  {
    id: "social-media-batch",
    title: "A week of social posts in one sitting",
    outline: "Plan, write and design a week of {area} posts in one session, then schedule them and learn from the results.",
    // Develop marketing materials; Promote products or services; Write material for commercial purposes.
    activities: ["4.A.2.b.2.I12", "4.A.4.a.6.I03", "4.A.3.b.6.I16"],
    keywords: /\b(social|posts?|community|influencers?|instagram|linkedin|tiktok|scheduling)\b/,
    steps: [
      {
        title: "Pick the week's themes",
        description: "List three themes for the week from your plan, news in {industry} and last week's best post; ask {ai} for angles.",
        kinds: ["general-assistant"],
      },
      {
        title: "Write the posts",
        description: "Ask {ai} for a post per theme and platform, each in your voice and within the platform's length.",
        kinds: ["social-media-management", "marketing-copy"],
      },
      {
        title: "Design the images",
        description: "Make one on-brand image per post with {ai}, reusing your templates.",
        kinds: ["graphic-design", "image-generation"],
      },
      {
        title: "Review the numbers",
        description: "At the end of the week ask {ai} to compare reach and replies by theme, and carry the winner into next week.",
        kinds: ["social-media-management", "data-analysis"],
      },
    ],
  },
  {
    id: "lead-research-outreach",
    title: "Researched, personal outreach at volume",
    outline: "Find the right prospects, learn what matters to each, and send personal first messages and follow-ups for {area}.",
    // Sell products or services; Identify business opportunities; Develop professional relationships; Promote products or services.
    activities: ["4.A.4.a.6.I02", "4.A.1.b.1.I02", "4.A.4.a.4.I01", "4.A.4.a.6.I03"],
    keywords: /\b(leads?|prospect\w*|outreach|pipeline|partnerships?|business development|cold)\b/,
    steps: [
      {
        title: "Define the ideal customer",
        description: "Write who buys and why; ask {ai} to turn it into search criteria and three disqualifying signs.",
        kinds: ["general-assistant"],
      },
      {
        title: "Build the prospect list",
        description: "Use {ai} to find companies and contacts that meet the criteria and enrich them with recent news.",
        kinds: ["sales-prospecting-data", "crm"],
      },
      {
        title: "Research each account",
        description: "Ask {ai} for a three-line summary of each account's priorities and a reason to talk now.",
        kinds: ["web-research", "sales-prospecting-data"],
      },
      {
        title: "Write personal first messages",
        description: "Draft each message from the account summary with {ai}; keep it under 100 words and check every fact.",
        kinds: ["sales-engagement", "sales-email-coach", "writing-assistant"],
      },
      {
        title: "Plan the follow-ups",
        description: "Let {ai} draft two follow-ups with new value in each, timed a few days apart.",
        kinds: ["sales-engagement", "crm"],
      },
    ],
  },
  {
    id: "proposal-builder",
    title: "Proposals from a call to a signed-off draft",
    outline: "Turn discovery notes into a tailored proposal and a short deck for {area}, reusing what already won.",
    // Prepare proposals; Sell products or services; Confer with clients to determine needs.
    activities: ["4.A.3.b.6.I07", "4.A.4.a.6.I02", "4.A.4.a.2.I13"],
    keywords: /\b(proposals?|pitch\w*|bids?|tenders?|quotes?|renewals?|upsell\w*)\b/,
    steps: [
      {
        title: "Capture the discovery call",
        description: "Record the call with {ai} and get the client's goals, constraints and words in a summary.",
        kinds: ["meeting-recorder", "conversation-intelligence"],
      },
      {
        title: "Outline the proposal",
        description: "Ask {ai} to outline the proposal from the summary: problem, approach, plan, price, proof.",
        kinds: ["general-assistant"],
      },
      {
        title: "Write the draft",
        description: "Draft each section with {ai}, reusing your best past proposals; keep the client's words.",
        kinds: ["office-suite", "workspace-notes", "writing-assistant"],
      },
      {
        title: "Make the summary deck",
        description: "Turn the proposal into a five-slide summary with {ai} for the decision meeting.",
        kinds: ["presentation-maker"],
      },
    ],
  },
  {
    id: "meeting-to-actions",
    title: "Meetings that end with clear actions",
    outline: "Record, summarise and turn every {area} meeting into owners, dates and a follow-up message without taking notes by hand.",
    // Communicate about operational plans; Communicate about business strategies; Communicate about project details.
    activities: ["4.A.4.a.2.I03", "4.A.4.a.2.I06", "4.A.4.a.2.I09"],
    keywords: /\b(meetings?|calls?|stand-?ups?|minutes|stakeholders?|team communication|communication)\b/,
    steps: [
      {
        title: "Send an agenda",
        description: "Ask {ai} to turn your bullet points into a short agenda with the decision each item needs.",
        kinds: ["general-assistant"],
      },
      {
        title: "Record and transcribe",
        description: "Let {ai} join the meeting, transcribe it and mark decisions as they are made.",
        kinds: ["meeting-recorder"],
      },
      {
        title: "Summarise decisions and actions",
        description: "Get a summary with each action's owner and date; correct anything the notes got wrong.",
        kinds: ["meeting-recorder"],
      },
      {
        title: "Send the follow-up",
        description: "Have {ai} draft the follow-up message from the summary and send it the same day.",
        kinds: ["email-assistant", "office-suite", "writing-assistant"],
      },
    ],
  },
  {
    id: "status-report",
    title: "The weekly status report, written for you",
    outline: "Collect the week's updates, spot risks and send a clear {area} status report in minutes instead of an hour.",
    // Prepare reports of operational activities; Communicate about operational plans; Monitor operations.
    activities: ["4.A.3.b.6.I15", "4.A.4.a.2.I03", "4.A.1.a.2.I02"],
    keywords: /\b(status|reporting|reports?|updates?|project|coordination|risks?|stakeholders?|roadmap)\b/,
    steps: [
      {
        title: "Collect the updates",
        description: "Ask {ai} to gather this week's task changes, due dates and blockers into one list.",
        kinds: ["project-management"],
      },
      {
        title: "Find the risks",
        description: "Have {ai} flag late items, overloaded people and dependencies at risk; decide what to escalate.",
        kinds: ["project-management", "general-assistant"],
      },
      {
        title: "Write the report",
        description: "Draft the report with {ai}: progress, risks, decisions needed, next week; keep it to one page.",
        kinds: ["office-suite", "workspace-notes", "writing-assistant"],
      },
    ],
  },
  {
    id: "data-report-automation",
    title: "From raw numbers to an insight report",
    outline: "Clean the data, find what changed and why, and publish a short {area} report with charts and a plain-language summary.",
    // Analyze data to improve operations; Analyze business data; Process digital data; Present research or technical information.
    activities: ["4.A.2.a.4.I07", "4.A.2.a.4.I11", "4.A.3.b.1.I06", "4.A.3.b.6.I03"],
    keywords: /\b(data|analy\w*|reporting|metrics|dashboards?|kpis?|forecast\w*|budget\w*|spreadsheets?|quality)\b/,
    steps: [
      {
        title: "Clean and join the data",
        description: "Upload the exports to {ai} and ask it to clean, join and describe them; check row counts.",
        kinds: ["data-analysis", "notebook-assistant", "data-science-platform"],
      },
      {
        title: "Find what changed",
        description: "Ask {ai} for the biggest changes against last period and the likely drivers; verify each against the data.",
        kinds: ["data-analysis", "business-intelligence"],
      },
      {
        title: "Chart the findings",
        description: "Make two or three clear charts with {ai}, one message each.",
        kinds: ["business-intelligence", "data-analysis"],
      },
      {
        title: "Write the summary",
        description: "Have {ai} draft a half-page summary for readers who will not open the charts; add your recommendation.",
        kinds: ["office-suite", "writing-assistant"],
      },
    ],
  },
  {
    id: "research-brief",
    title: "A research brief you can trust",
    outline: "Answer a {area} question with cited sources, a synthesis and a one-page brief, in hours rather than days.",
    // Gather information; Analyze market or industry conditions; Monitor external trends; Present research.
    activities: ["4.A.1.a.1.I04", "4.A.2.a.4.I02", "4.A.1.a.2.I08", "4.A.3.b.6.I03"],
    keywords: /\b(research|market|competitors?|insights?|trends|literature|evidence|studies|investment)\b/,
    steps: [
      {
        title: "Frame the question",
        description: "Write the decision the research serves and ask {ai} to split it into three answerable questions.",
        kinds: ["general-assistant"],
      },
      {
        title: "Find the sources",
        description: "Use {ai} to find and cite sources for each question; open and skim every source it cites.",
        kinds: ["web-research", "scholarly-search"],
      },
      {
        title: "Synthesise",
        description: "Ask {ai} to compare the sources, show where they disagree and what is still unknown.",
        kinds: ["document-qa", "web-research"],
      },
      {
        title: "Write the brief",
        description: "Draft a one-page brief with {ai}: answer, evidence, confidence and what to do next.",
        kinds: ["office-suite", "workspace-notes", "writing-assistant"],
      },
    ],
  },
  {
    id: "presentation-builder",
    title: "A finished deck from an outline",
    outline: "Go from key messages to a designed presentation with speaker notes for {area}, and rehearse it before the meeting.",
    // Present research or technical information; Communicate about business strategies; Prepare informational materials.
    activities: ["4.A.3.b.6.I03", "4.A.4.a.2.I06", "4.A.3.b.6.I12"],
    keywords: /\b(presentations?|slides?|decks?|pitch\w*|workshops?|briefings?|training)\b/,
    steps: [
      {
        title: "Write the storyline",
        description: "List the audience, the one decision you want and five key messages; ask {ai} to order them into a storyline.",
        kinds: ["general-assistant"],
      },
      { title: "Generate the slides", description: "Turn the storyline into a designed deck with {ai}, one message per slide.", kinds: ["presentation-maker"] },
      {
        title: "Add speaker notes",
        description: "Ask {ai} for speaker notes and the three hardest questions the audience may ask.",
        kinds: ["general-assistant"],
      },
    ],
  },
  {
    id: "code-feature-flow",
    title: "Feature development with an AI pair",
    outline: "Plan, write, test and review a change for {area} with an AI coding assistant, keeping review and design decisions with you.",
    // Design computer systems or applications; Program computer systems; Evaluate designs or specifications; Test computer systems.
    activities: ["4.A.2.b.2.I02", "4.A.3.b.1.I01", "4.A.2.a.4.I05", "4.A.1.b.2.I08"],
    keywords: /\b(code|coding|development|features?|programming|devops|deployment|system design|software)\b/,
    steps: [
      {
        title: "Write the change plan",
        description: "Describe the change and its acceptance criteria; ask {ai} which files it touches and what could break.",
        kinds: ["coding-assistant", "coding-agent"],
      },
      {
        title: "Implement with the assistant",
        description: "Write the code with {ai} in small steps, reading every suggestion before you accept it.",
        kinds: ["coding-assistant", "coding-agent"],
      },
      {
        title: "Generate the tests",
        description: "Ask {ai} for unit tests of the edge cases, run them, and fix what fails.",
        kinds: ["coding-assistant", "coding-agent"],
      },
      {
        title: "Self-review the diff",
        description: "Have {ai} review the diff for bugs, security issues and unclear names before a colleague sees it.",
        kinds: ["code-review", "coding-assistant"],
      },
    ],
  },
  {
    id: "bug-triage-debugging",
    title: "Faster bug triage and debugging",
    outline: "Reproduce, locate and fix {area} defects with AI help, and leave a test behind so they stay fixed.",
    // Resolve computer problems; Test computer systems; Program computer systems.
    activities: ["4.A.3.b.1.I04", "4.A.1.b.2.I08", "4.A.3.b.1.I01"],
    keywords: /\b(bugs?|debug\w*|testing|tests|defects?|incidents?|errors?|quality)\b/,
    steps: [
      {
        title: "Summarise the report",
        description: "Paste the bug report and logs into {ai} and ask for the likely causes, most likely first.",
        kinds: ["coding-assistant"],
      },
      {
        title: "Reproduce with a failing test",
        description: "Write a test that fails the same way, with {ai} suggesting the set-up.",
        kinds: ["coding-assistant"],
      },
      {
        title: "Locate and fix",
        description: "Ask {ai} to explain the code path and propose a fix; apply the smallest one that makes the test pass.",
        kinds: ["coding-assistant", "coding-agent"],
      },
      {
        title: "Write the change note",
        description: "Have {ai} draft the pull request description: cause, fix and how it was tested.",
        kinds: ["coding-assistant", "code-review"],
      },
    ],
  },
  {
    id: "documentation-builder",
    title: "Documentation that keeps up",
    outline: "Write and update {area} from what already exists (code, notes, recordings), so documents stay current without a writing day.",
    // Document technical procedures; Prepare informational materials; Develop operational procedures; Edit written materials.
    activities: ["4.A.3.b.6.I09", "4.A.3.b.6.I12", "4.A.2.b.4.I03", "4.A.2.b.1.I07"],
    keywords: /\b(documentation|documents?|docs|policy|policies|procedures?|manuals?|guides?|process|compliance|handoff)\b/,
    steps: [
      {
        title: "Collect the source material",
        description: "Gather the notes, recordings, tickets or code the document must cover; ask {ai} what is missing.",
        kinds: ["workspace-notes", "enterprise-search", "document-qa"],
      },
      {
        title: "Draft the document",
        description: "Ask {ai} to draft it in your template, for a named reader, with steps numbered.",
        kinds: ["workspace-notes", "office-suite"],
      },
      {
        title: "Check it against the source",
        description: "Have {ai} list every statement with the source it came from; fix or remove what has none.",
        kinds: ["document-qa", "workspace-notes"],
      },
      {
        title: "Make it findable",
        description: "Publish it where people search, and ask {ai} to answer three test questions from it.",
        kinds: ["enterprise-search", "workspace-notes"],
      },
    ],
  },
  {
    id: "hiring-pipeline",
    title: "Hiring pipeline from job ad to shortlist",
    outline: "Write an inclusive job ad, source and screen candidates fairly, and prepare structured interviews for {area}.",
    // Perform recruiting or hiring; Evaluate personnel capabilities; Interview people to obtain information.
    activities: ["4.A.4.c.2.I01", "4.A.2.a.1.I04", "4.A.1.a.1.I23"],
    keywords: /\b(recruit\w*|hiring|candidates?|sourcing|job descriptions?|interviews?|screening|talent)\b/,
    steps: [
      {
        title: "Write the job ad",
        description: "Draft the ad with {ai} from the role's outcomes, and check it for biased or exclusionary wording.",
        kinds: ["job-ad-writing", "applicant-tracking"],
        prefer: /textio/i,
      },
      {
        title: "Source candidates",
        description: "Use {ai} to find candidates who match the must-haves, not the job titles.",
        kinds: ["recruiting-sourcing"],
      },
      {
        title: "Screen against the criteria",
        description: "Have {ai} summarise each application against the written criteria; you make every decision.",
        kinds: ["applicant-tracking"],
      },
      {
        title: "Prepare the interviews",
        description: "Ask {ai} for structured questions and a scoring guide per criterion.",
        kinds: ["interview-intelligence", "applicant-tracking"],
      },
      {
        title: "Keep candidates informed",
        description: "Draft status updates and personal rejections with {ai} the same week.",
        kinds: ["applicant-tracking", "recruiting-chatbot", "email-assistant"],
      },
    ],
  },
  {
    id: "people-onboarding-reviews",
    title: "Onboarding and reviews without the paperwork",
    outline: "Prepare onboarding plans, check-ins and fair performance reviews for {area} from notes you already keep.",
    // Evaluate personnel performance; Supervise personnel; Manage human resources activities; Perform human resources activities.
    activities: ["4.A.2.a.1.I04", "4.A.4.b.4.I01", "4.A.4.b.4.I07", "4.A.4.c.2.I02"],
    keywords: /\b(onboarding|performance|reviews?|engagement|team management|people|employees?|feedback)\b/,
    steps: [
      {
        title: "Draft the plan",
        description: "Ask {ai} for a 30-60-90 day plan or review outline from the role's goals.",
        kinds: ["general-assistant"],
      },
      {
        title: "Gather the evidence",
        description: "Collect goals, feedback and survey results with {ai} into one summary per person.",
        kinds: ["performance-engagement", "hr-platform"],
      },
      {
        title: "Write the review or check-in",
        description: "Draft it with {ai} from the evidence only: specific examples, one or two development goals.",
        kinds: ["performance-engagement", "writing-assistant"],
      },
    ],
  },
  {
    id: "support-replies",
    title: "Customer replies that are fast and right",
    outline: "Answer {area} enquiries with AI-drafted replies grounded in your own help content, and turn repeats into articles.",
    // Respond to customer problems or inquiries; Provide information to customers; Explain technical details of products.
    activities: ["4.A.4.a.8.I03", "4.A.4.a.3.I03", "4.A.4.a.1.I01"],
    keywords: /\b(customer|support|service|enquiries|inquiries|complaints|tickets|client communication|patient communication|student communication)\b/,
    steps: [
      {
        title: "Sort the incoming requests",
        description: "Let {ai} tag each request by topic and urgency, and route what it cannot answer to a person.",
        kinds: ["helpdesk", "customer-support-agent"],
      },
      {
        title: "Draft the reply",
        description: "Have {ai} draft each reply from your help content, citing the article it used.",
        kinds: ["customer-support-agent", "helpdesk"],
      },
      {
        title: "Review and send",
        description: "Read every reply before it goes; edit tone and facts, and mark good drafts so the next ones improve.",
        kinds: ["helpdesk"],
      },
      {
        title: "Close the gaps",
        description: "Each week ask {ai} which questions had no good answer and draft help articles for them.",
        kinds: ["helpdesk", "workspace-notes"],
      },
    ],
  },
  {
    id: "design-concepts",
    title: "Design concepts to a reviewed direction",
    outline: "Explore {area} ideas quickly with AI, narrow them with feedback and hand over a clear direction.",
    // Create visual designs; Create artistic designs; Design computer applications (interfaces).
    activities: ["4.A.2.b.2.I18", "4.A.2.b.2.I25", "4.A.2.b.2.I02"],
    keywords: /\b(design\w*|visuals?|brand|graphics?|wireframes?|wireframing|prototyp\w*|interface|mock-?ups?|ux|ui)\b/,
    steps: [
      {
        title: "Write the design brief",
        description: "Ask {ai} to turn the request into a brief: audience, goal, constraints and what success looks like.",
        kinds: ["general-assistant"],
      },
      {
        title: "Explore concepts",
        description: "Generate a wide set of concepts with {ai}, then keep the three that answer the brief.",
        kinds: ["image-generation", "graphic-design"],
      },
      {
        title: "Build the prototype",
        description: "Turn the best concept into a clickable prototype or layout with {ai}.",
        kinds: ["ui-design", "app-builder"],
      },
      {
        title: "Collect and sort feedback",
        description: "Have {ai} group reviewers' comments by theme and decide which to act on.",
        kinds: ["general-assistant"],
      },
    ],
  },
  {
    id: "user-research-synthesis",
    title: "User research synthesis in a day",
    outline: "Run, record and synthesise {area} interviews into themes, quotes and decisions the team can act on.",
    // Collect data about consumer needs; Interview people to obtain information; Present research.
    activities: ["4.A.1.a.1.I14", "4.A.1.a.1.I23", "4.A.3.b.6.I03"],
    keywords: /\b(user research|usability|interviews?|customer insights?|feedback|personas?|discovery)\b/,
    steps: [
      {
        title: "Write the discussion guide",
        description: "Ask {ai} for an interview guide from your research questions, without leading questions.",
        kinds: ["general-assistant"],
      },
      { title: "Record the sessions", description: "Record and transcribe each interview with {ai}.", kinds: ["transcription", "meeting-recorder"] },
      {
        title: "Find the themes",
        description: "Have {ai} cluster the transcripts into themes with supporting quotes; check the quotes in context.",
        kinds: ["qualitative-analysis"],
      },
      {
        title: "Share the findings",
        description: "Make a short findings deck with {ai}: themes, evidence and the decisions they suggest.",
        kinds: ["presentation-maker"],
      },
    ],
  },
  {
    id: "planning-strategy",
    title: "A plan from goals to weekly priorities",
    outline: "Turn {area} goals into a plan with milestones, owners and a weekly schedule, and keep it current as things change.",
    // Plan work activities; Develop organizational goals; Schedule operational activities; Direct organizational operations.
    activities: ["4.A.2.b.6.I02", "4.A.2.b.2.I27", "4.A.2.b.5.I02", "4.A.4.b.4.I12"],
    keywords: /\b(plan\w*|strategy|strategic|roadmap|prioriti\w*|resources?|scheduling|schedule|production|coordination|inventory)\b/,
    steps: [
      {
        title: "Set the goals",
        description: "Write the outcomes for the quarter and ask {ai} to test them: measurable, few, and in your control.",
        kinds: ["general-assistant"],
      },
      {
        title: "Break them into milestones",
        description: "Have {ai} propose milestones, dependencies and risks for each goal; adjust to what you know.",
        kinds: ["project-management", "general-assistant"],
      },
      {
        title: "Schedule the work",
        description: "Let {ai} turn milestones into tasks and block time for them in your calendar.",
        kinds: ["task-planning", "project-management"],
      },
      {
        title: "Review each week",
        description: "Ask {ai} each Friday what slipped and what to drop, and update the plan.",
        kinds: ["project-management", "task-planning"],
      },
    ],
  },
  {
    id: "inbox-triage",
    title: "Inbox triage and replies in half the time",
    outline: "Sort, summarise and answer the day's {area} messages with AI drafts, keeping only decisions for yourself.",
    // Communicate about operational plans; Perform administrative activities; Provide information to customers.
    activities: ["4.A.4.a.2.I03", "4.A.4.c.1.I01", "4.A.4.a.3.I03"],
    keywords: /\b(email|inbox|messages?|communication|correspondence|follow-?ups?|replies)\b/,
    steps: [
      {
        title: "Summarise the inbox",
        description: "Ask {ai} to summarise new messages and sort them into reply, decide, read later and ignore.",
        kinds: ["email-assistant", "office-suite"],
      },
      {
        title: "Draft the replies",
        description: "Have {ai} draft replies in your tone from short instructions; edit before sending.",
        kinds: ["email-assistant", "office-suite", "writing-assistant"],
      },
      { title: "Capture follow-ups", description: "Turn promises in your replies into dated tasks with {ai}.", kinds: ["task-planning", "project-management"] },
    ],
  },
  {
    id: "process-automation",
    title: "Automate a repetitive hand-off",
    outline: "Map one repetitive {area} process, automate the hand-offs between tools and keep a person at the decision points.",
    // Implement procedures or processes; Process digital data; Develop organizational processes.
    activities: ["4.A.2.b.1.I09", "4.A.3.b.1.I06", "4.A.2.b.4.I01"],
    keywords: /\b(automat\w*|workflows?|process\w*|repetitive|hand-?offs?|operations|vendors?|data entry|admin)\b/,
    steps: [
      {
        title: "Map the process",
        description: "Describe the process step by step and ask {ai} which steps are rules and which need judgement.",
        kinds: ["general-assistant", "diagram-visuals"],
      },
      {
        title: "Build the automation",
        description: "Automate the rule-based steps with {ai}, passing data between your tools.",
        kinds: ["automation-platform"],
      },
      {
        title: "Add a human check",
        description: "Route every judgement step to a person with a summary drafted by {ai}.",
        kinds: ["automation-platform"],
      },
      {
        title: "Monitor and improve",
        description: "Review the runs each week in {ai}; fix failures and automate the next step that repeats.",
        kinds: ["automation-platform"],
      },
    ],
  },
  {
    id: "financial-analysis",
    title: "Financial analysis and commentary",
    outline: "Prepare {area} figures, explain the variances and write the commentary, with AI doing the first pass and you the judgement.",
    // Analyze financial data; Prepare financial reports or budgets; Manage budgets; Monitor financial data.
    activities: ["4.A.2.a.4.I11", "4.A.3.b.6.I01", "4.A.4.b.4.I09", "4.A.1.a.2.I03"],
    keywords: /\b(financ\w*|budget\w*|forecast\w*|variance|expenses?|bookkeeping|reconciliation|tax|audit|investment|accounts?)\b/,
    steps: [
      {
        title: "Prepare the figures",
        description: "Load the ledger or model exports into {ai} and check totals against the source.",
        kinds: ["fp-and-a", "data-analysis"],
      },
      {
        title: "Explain the variances",
        description: "Ask {ai} for the largest variances against budget and the likely drivers; confirm each with its owner.",
        kinds: ["fp-and-a", "data-analysis"],
      },
      {
        title: "Check the market context",
        description: "Use {ai} for the market and peer figures that explain the numbers.",
        kinds: ["financial-research", "web-research"],
      },
      {
        title: "Write the commentary",
        description: "Draft the commentary with {ai}: what happened, why, and what it means for next period.",
        kinds: ["fp-and-a", "office-suite"],
      },
    ],
  },
  {
    id: "lesson-planning",
    title: "Lesson planning and feedback",
    outline: "Plan {area} lessons with differentiated materials and give faster, specific feedback on student work.",
    // Develop educational plans; Prepare instructional materials; Assess student performance; Teach academic subjects.
    activities: ["4.A.2.b.2.I15", "4.A.3.b.6.I12", "4.A.2.a.1.I03", "4.A.4.b.3.I02"],
    keywords: /\b(lessons?|teaching|curriculum|students?|grading|feedback|classroom|courses?)\b/,
    steps: [
      {
        title: "Plan the lesson",
        description: "Ask {ai} for a lesson plan from the learning objective, with timings and checks for understanding.",
        kinds: ["teacher-assistant"],
      },
      {
        title: "Make the materials",
        description: "Generate worksheets and examples at three levels of difficulty with {ai}.",
        kinds: ["teacher-assistant"],
      },
      {
        title: "Give feedback",
        description: "Have {ai} draft feedback against your rubric for each piece of work; you check and sign every comment.",
        kinds: ["assessment-grading", "teacher-assistant"],
      },
    ],
  },
  {
    id: "clinical-notes",
    title: "Clinical notes without the evening catch-up",
    outline: "Capture {area} as you go, with AI-drafted notes you review, and check the evidence when a question comes up.",
    // Maintain health records; Prepare health documents; Evaluate patient condition or treatment options.
    activities: ["4.A.3.b.6.I11", "4.A.3.b.6.I06", "4.A.2.a.1.I06"],
    keywords: /\b(patients?|clinical|medical|care|notes|charting|health)\b/,
    steps: [
      {
        title: "Capture the consultation",
        description: "With consent, let {ai} listen and draft the note in your template.",
        kinds: ["clinical-documentation", "veterinary-documentation"],
      },
      {
        title: "Review and sign the note",
        description: "Correct the draft and sign it; nothing enters the record unread.",
        kinds: ["clinical-documentation", "veterinary-documentation"],
      },
      {
        title: "Check the evidence",
        description: "Ask {ai} for the current guidance on open questions, with citations.",
        kinds: ["clinical-decision-support"],
        prefer: /evidence/i,
      },
    ],
  },
  {
    id: "legal-drafting",
    title: "Contract review and drafting",
    outline: "Review incoming {area} documents against your playbook and draft changes, with every decision made by you.",
    // Prepare legal documents; Negotiate contracts; Advise on legal matters.
    activities: ["4.A.3.b.6.I14", "4.A.4.a.7.I02", "4.A.4.b.6.I08"],
    keywords: /\b(legal|contracts?|agreements?|compliance|clauses?|regulat\w*|lawyers?|attorneys?|solicitors?|counsel|paralegals?)\b/,
    steps: [
      {
        title: "Review against the playbook",
        description: "Have {ai} compare the document with your standard positions and flag every deviation.",
        kinds: ["contract-drafting-review", "legal-research-assistant"],
      },
      {
        title: "Draft the changes",
        description: "Ask {ai} for redlines and a short explanation of each for the other side.",
        kinds: ["contract-drafting-review"],
      },
      {
        title: "Summarise for the client",
        description: "Draft a plain-language summary of the risks and open points with {ai}.",
        kinds: ["legal-research-assistant", "contract-drafting-review", "writing-assistant"],
      },
    ],
  },

  // Frontline and specialist work.
  {
    id: "trades-quote-to-invoice",
    title: "Quote to invoice on one job",
    outline: "Measure the job, send a clear itemised quote the same day, and turn the finished work into an invoice without typing anything twice.",
    // Estimate project or operational costs; Confer with clients to determine needs.
    activities: ["4.A.1.b.3.I02", "4.A.4.a.2.I13"],
    keywords: /\b(quotes?|quoting|estimates?|estimating|pricing jobs?|invoic\w*|billing|card payments|chasing payments)\b/,
    steps: [
      {
        title: "Measure the job",
        description: "On the site visit, measure the rooms, roof or run with {ai} and save the plan and the photos to the job.",
        kinds: ["measurement-scanning", "job-photo-documentation"],
      },
      {
        title: "Write down what the customer wants",
        description:
          "Straight after the visit, tell {ai} what the customer asked for, what you saw and any access or timing limits, and get a tidy scope of work you can read back to them.",
        kinds: ["field-service-management", "voice-dictation"],
      },
      {
        title: "Build the quote",
        description:
          "Turn the scope and measurements into an itemised quote in {ai} from your own price list; check every quantity, your margin and what is not included before it goes.",
        kinds: ["field-service-management", "takeoff-estimating"],
      },
      {
        title: "Send and follow up",
        description: "Send the quote from {ai} for the customer to approve online, with a reminder set for a few days later if they have not answered.",
        kinds: ["field-service-management"],
      },
      {
        title: "Invoice from the job",
        description:
          "When the work is done, turn the approved quote into an invoice in {ai}, add only the extras the customer agreed to, and send it with a way to pay.",
        kinds: ["field-service-management", "bookkeeping"],
      },
    ],
  },
  {
    id: "job-photo-report",
    title: "A photo report the customer understands",
    outline: "Photograph the job before, during and after, and send the customer a short report of what you found, what you did and what still needs doing.",
    // Record images; Inspect completed work; Prepare reports of operational activities; Inspect facilities or equipment.
    activities: ["4.A.3.b.6.I05", "4.A.1.b.2.I06", "4.A.3.b.6.I15", "4.A.1.b.2.I05"],
    keywords: /\b(job photos?|site photos?|photo reports?|before and after|job reports?|completion reports?|condition reports?)\b/,
    steps: [
      {
        title: "Photograph as you go",
        description: "Take before, during and after photos in {ai} so each one is dated and filed under the job; photograph hidden work before it is covered.",
        kinds: ["job-photo-documentation", "site-capture"],
      },
      {
        title: "Mark what matters",
        description:
          "Tag and annotate the photos that tell the story (the fault, the fix, anything the customer must know) with a few words or a voice note in {ai}.",
        kinds: ["job-photo-documentation"],
      },
      {
        title: "Draft the report",
        description: "Ask {ai} to turn the tagged photos and notes into a short report: what you found, what you did, what still needs attention.",
        kinds: ["job-photo-documentation", "general-assistant"],
      },
      {
        title: "Check and send",
        description:
          "Read the report as the customer will: remove anything you cannot stand behind, make the next steps plain, and send it from {ai} with the invoice or the quote.",
        kinds: ["field-service-management", "job-photo-documentation"],
      },
    ],
  },
  {
    id: "building-code-check",
    title: "Check the code before the job starts",
    outline:
      "Look up the code requirements for a {area} job before work starts, check the plan against them, and settle anything unclear with the inspector first.",
    // Monitor compliance with regulations; Read documents to inform work; Evaluate designs or specifications.
    activities: ["4.A.1.a.2.I11", "4.A.1.a.1.I02", "4.A.2.a.4.I05"],
    keywords:
      /\b(building codes?|building regs|building regulations|code compliance|codes? of practice|wiring regs|electrical code|plumbing code|fire code|ibc|nec|permits?|planning permission)\b/,
    steps: [
      {
        title: "Describe the job",
        description:
          "Write down the work, the building's type and use, and where it is; ask {ai} for a list of the code topics and permits such a job usually touches, as a list to look up, not as answers.",
        kinds: ["general-assistant"],
      },
      {
        title: "Find the sections that apply",
        description: "Search the code adopted where the job is in {ai} and save the sections for each topic; note the edition and any local amendments.",
        kinds: ["building-codes"],
      },
      {
        title: "Check the plan against them",
        description:
          "Go through the drawings or your plan section by section with {ai}: clearances, sizes, materials, fire and access rules; mark everything that does not comply.",
        kinds: ["building-codes", "drawing-markup"],
      },
      {
        title: "Settle what is unclear",
        description:
          "Where the answer depends on interpretation or a local rule, draft a short question with {ai}, ask the building department or inspector before you start, and keep their answer with the job.",
        kinds: ["general-assistant"],
      },
      {
        title: "Brief the crew",
        description: "Put the requirements that matter on the job sheet in {ai}, so the people doing the work see them before they start.",
        kinds: ["field-service-management", "construction-management"],
      },
    ],
  },
  {
    id: "nursing-shift-handover",
    title: "Shift handover from the chart, not from memory",
    outline:
      "Prepare a structured handover for each patient from the shift's charting, check it at the bedside, and pass on the open questions as well as the facts.",
    // Confer with healthcare professionals about patient care; Maintain health records; Monitor health conditions.
    activities: ["4.A.4.a.2.I05", "4.A.3.b.6.I11", "4.A.1.a.2.I05"],
    keywords: /\b(handovers?|shift reports?|shift handovers?|sbar|end of shift|nursing|nurses?|charting|nursing notes|care notes|vitals)\b/,
    steps: [
      {
        title: "Chart as you go",
        description:
          "Capture assessments and care during the shift with {ai} so the record is current before handover, and correct each draft before it is filed.",
        kinds: ["clinical-documentation"],
      },
      {
        title: "Draft the handover",
        description:
          "For each patient, ask {ai} for a handover in your unit's format (SBAR or your own) from the chart: situation, background, assessment, what to watch and what is pending. Use only a tool your organisation approves for patient information.",
        kinds: ["clinical-documentation"],
      },
      {
        title: "Check the open questions",
        description:
          "Look up anything unclear in the plan (a drug, a threshold, a protocol) in {ai}; where it differs from your local policy, the policy wins and you ask.",
        kinds: ["clinical-decision-support", "drug-reference"],
      },
      {
        title: "Hand over at the bedside",
        description: "Go through the handover with the incoming nurse at the bedside, correct anything the chart missed, and record that the handover is done.",
        kinds: ["clinical-documentation"],
      },
    ],
  },
  {
    id: "medication-check",
    title: "Medication and interaction check",
    outline:
      "Check a medicine, its dose and its interactions against the patient's other medicines and conditions before it is prescribed, dispensed or given.",
    // Prescribe medical treatments; Administer basic health care; Advise patients on medical issues; Follow healthcare safety procedures.
    activities: ["4.A.4.c.3.I06", "4.A.4.a.5.I03", "4.A.4.b.6.I01", "4.A.2.a.3.I04"],
    keywords:
      /\b(medications?|medicines?|drug doses|drug interactions?|dosage|dosing|doses?|prescri\w*|dispensing|pharmacy|contraindications?|side effects|mar charts?|formulary)\b/,
    steps: [
      {
        title: "Reconcile the list",
        description:
          "Confirm what the patient actually takes (prescribed, over the counter and herbal), their allergies, weight and kidney function, from the record and from the patient.",
        kinds: ["clinical-documentation", "health-practice-management"],
      },
      {
        title: "Run the interaction check",
        description:
          "Enter the new medicine and the full list in {ai}'s interaction checker and read each flagged pair: how serious it is, why, and what to do.",
        kinds: ["drug-reference", "veterinary-drug-reference"],
      },
      {
        title: "Check the dose",
        description: "Look up the dose for this patient's age, weight and kidney function in {ai}, and the monitoring it needs.",
        kinds: ["drug-reference", "clinical-decision-support", "veterinary-drug-reference"],
      },
      {
        title: "Decide and record",
        description:
          "Decide with the prescriber or pharmacist what to change, and record the check and the decision; never act on a tool's answer that conflicts with your protocol without asking.",
        kinds: ["clinical-documentation", "health-practice-management"],
      },
      {
        title: "Explain it to the patient",
        description: "Ask {ai} for a plain-language explanation of what changed and what to watch for, check it, and give it in your own words.",
        kinds: ["general-assistant", "patient-communication"],
      },
    ],
  },
  {
    id: "patient-education-handout",
    title: "A patient handout in plain language",
    outline: "Write a clear, accurate handout on a condition, procedure or self-care topic, at the reading level and in the languages your patients need.",
    // Explain medical information to patients; Advise on healthcare or wellness; Train others on health topics.
    activities: ["4.A.4.a.1.I05", "4.A.4.b.6.I06", "4.A.4.b.3.I06"],
    keywords: /\b(patient (education|leaflets?|information|handouts?)|leaflets?|discharge instructions|health literacy|aftercare|health education)\b/,
    steps: [
      {
        title: "Set the purpose",
        description:
          "Write who the handout is for, the three things they must know or do, and the warning signs that mean they should call; ask {ai} what patients usually ask about the topic.",
        kinds: ["general-assistant"],
      },
      {
        title: "Check the facts",
        description: "Confirm the clinical content in {ai} and against your local guidance, and note the source and date of each point.",
        kinds: ["clinical-decision-support", "drug-reference"],
      },
      {
        title: "Draft in plain language",
        description: "Ask {ai} for a one-page draft at an easy reading level: short sentences, no jargon, and a space for your local phone number.",
        kinds: ["general-assistant", "writing-assistant"],
      },
      {
        title: "Translate where needed",
        description: "Translate the checked handout with {ai} into the languages your patients read, and have a fluent speaker check anything clinical.",
        kinds: ["translation"],
      },
      {
        title: "Review and approve",
        description: "Have a colleague read it as a patient would, correct it, and put it through your organisation's approval before anyone is given it.",
        kinds: ["general-assistant"],
      },
    ],
  },
  {
    id: "therapy-session-notes",
    title: "Session notes that do not eat your evenings",
    outline: "Write progress notes for therapy or case work from the session, in your format, kept to what the record needs and signed by you.",
    // Counsel others about personal matters; Maintain health records; Develop care or treatment plans; Collect information about clients.
    activities: ["4.A.4.b.6.I10", "4.A.3.b.6.I11", "4.A.2.b.2.I01", "4.A.1.a.1.I12"],
    keywords:
      /\b(therapy notes|session notes|progress notes|dap notes|soap notes|counsell?ing|psychotherapy|case notes|case record\w*|casework|contact notes)\b/,
    steps: [
      {
        title: "Agree how notes are made",
        description:
          "Explain to the client how the note will be drafted and ask their consent to recording; if they decline, dictate your own summary to {ai} after the session.",
        kinds: ["therapy-notes"],
      },
      {
        title: "Draft the note",
        description: "Let {ai} draft the progress note from the session recording or your summary, in your format (SOAP, DAP, BIRP or your agency's).",
        kinds: ["therapy-notes", "social-services-case-management", "clinical-documentation"],
      },
      {
        title: "Review and sign",
        description:
          "Read the draft against your own memory of the session: take out what the record does not need, correct what is wrong, and sign it yourself.",
        kinds: ["therapy-notes", "social-services-case-management"],
      },
      {
        title: "Update the plan",
        description: "Ask {ai} to set the session against the goals of the treatment or case plan, then decide yourself what changes before the next session.",
        kinds: ["therapy-notes", "social-services-case-management"],
      },
    ],
  },
  {
    id: "daily-site-report",
    title: "The daily site report, done before you leave site",
    outline: "Record the day on site (crews, work done, deliveries, delays, safety and photos) and send a daily report the office and the client can rely on.",
    // Direct construction activities; Prepare reports of operational activities; Monitor operations.
    activities: ["4.A.4.b.4.I10", "4.A.3.b.6.I15", "4.A.1.a.2.I02"],
    keywords:
      /\b(site diar(y|ies)|daily logs?|daily reports?|site reports?|construction|site supervision|site management|subcontractors?|foreman|superintendent)\b/,
    steps: [
      {
        title: "Capture progress",
        description: "Walk the site with {ai} so photos or 360-degree captures are tied to the plan, and note the areas that moved today.",
        kinds: ["site-capture", "job-photo-documentation"],
      },
      {
        title: "Log the day",
        description: "Enter crews and hours, deliveries, equipment, weather and visitors in {ai}'s daily log, by voice if your hands are full.",
        kinds: ["construction-management"],
      },
      {
        title: "Record delays and issues",
        description: "Note each delay, safety observation and open question in {ai} with a photo and an owner; raise what needs a decision the same day.",
        kinds: ["construction-management", "inspection-checklists"],
      },
      {
        title: "Draft and send the report",
        description: "Ask {ai} to draft the daily report from the log and photos; read it, correct anything that could be disputed later, and send it.",
        kinds: ["construction-management", "general-assistant"],
      },
    ],
  },
  {
    id: "safety-inspection-actions",
    title: "Safety inspection to corrective actions",
    outline: "Run a {area} safety inspection on your phone, turn each finding into an action with an owner and a date, and close it with evidence.",
    // Inspect facilities or equipment; Monitor compliance with regulations; Advise on workplace health and safety.
    activities: ["4.A.1.b.2.I05", "4.A.1.a.2.I11", "4.A.4.b.6.I09"],
    keywords:
      /\b(safety (inspections?|checklists?|audits?|walks?)|site audits?|hazards?|health and safety|osha|ehs|hse|risk assessments?|rams|method statements?|jsa|toolbox talks?|near miss(es)?)\b/,
    steps: [
      {
        title: "Pick or build the checklist",
        description:
          "Start from your site's checklist in {ai}, or ask it to draft one from your procedure, and check every item against the rules that apply to you.",
        kinds: ["inspection-checklists"],
      },
      {
        title: "Inspect and photograph",
        description: "Walk the area with the checklist in {ai}; photograph and describe each finding and rate how serious it is.",
        kinds: ["inspection-checklists", "job-photo-documentation"],
      },
      {
        title: "Turn findings into actions",
        description: "Give each finding an owner, a due date and a fix in {ai}; if a hazard is dangerous now, stop the work first and log it after.",
        kinds: ["inspection-checklists", "maintenance-cmms"],
      },
      {
        title: "Share the report",
        description: "Send the inspection report from {ai} to the people responsible, and take the open items to the next toolbox talk.",
        kinds: ["inspection-checklists"],
      },
      {
        title: "Close with evidence",
        description: "Close each action only with a photo or note that shows the fix, and ask {ai} which findings keep coming back.",
        kinds: ["inspection-checklists"],
      },
    ],
  },
  {
    id: "maintenance-work-order",
    title: "From a fault report to a closed work order",
    outline: "Turn a reported fault into a clear work order, find the likely cause and fix, and close it with notes that help the next technician.",
    // Repair tools or equipment; Diagnose equipment problems; Maintain tools or equipment; Maintain facilities or equipment.
    activities: ["4.A.3.b.4.I06", "4.A.2.b.1.I02", "4.A.3.b.4.I02", "4.A.3.b.4.I01"],
    keywords:
      /\b(maintenance|work orders?|breakdowns?|fault finding|fault codes?|troubleshooting|repairs?|downtime|preventive|asset records|service records|logbook)\b/,
    steps: [
      {
        title: "Log the fault",
        description:
          "Open a work order in {ai} from the report: the asset, what the person saw or heard, when it started, and a photo; ask them for whatever is missing.",
        kinds: ["maintenance-cmms", "field-service-management"],
      },
      {
        title: "Find the likely cause",
        description:
          "Give {ai} the symptoms and any error codes and get the likely causes with a check for each, most likely first; the maker's manual has the last word.",
        kinds: ["service-knowledge", "maintenance-cmms"],
      },
      {
        title: "Plan the repair",
        description: "Check the asset's history and the parts in stock in {ai}, and isolate and make the equipment safe before you open anything.",
        kinds: ["maintenance-cmms"],
      },
      {
        title: "Close with good notes",
        description: "Record the cause, the fix, the parts and the time in {ai}, by voice if that is easier, so the next person with this fault starts ahead.",
        kinds: ["maintenance-cmms", "service-knowledge"],
      },
      {
        title: "Prevent the repeat",
        description: "Each month ask {ai} which assets fail most and why, and adjust the preventive schedule.",
        kinds: ["maintenance-cmms"],
      },
    ],
  },
  {
    id: "driver-day",
    title: "A driver's day: route, checks and log",
    outline: "Start with a planned route and a vehicle check, drive with fewer surprises, and finish with a clean log and proof of every stop.",
    // Operate vehicles; Inspect vehicles; Maintain operational records.
    activities: ["4.A.3.a.4.I01", "4.A.1.b.2.I04", "4.A.3.b.6.I08"],
    keywords:
      /\b(driv(ing|ers?)|driver logs?|routes?|route planning|multi-drop|deliveries|delivery|fleet|trucks?|trucking|vans?|hours of service|eld|tachograph|dvir|pre-trip|walkaround checks?|vehicle (checks?|inspections?))\b/,
    steps: [
      {
        title: "Plan the route",
        description: "Load the day's stops into {ai} with their time windows and your vehicle's limits, and check the order against what you know of the area.",
        kinds: ["route-planning", "truck-navigation"],
      },
      {
        title: "Check the vehicle",
        description:
          "Do the pre-trip inspection with the checklist in {ai}, photograph and report any defect before you leave, and do not drive a vehicle that is unsafe.",
        kinds: ["fleet-safety-telematics", "inspection-checklists"],
      },
      {
        title: "Drive and record the stops",
        description:
          "Follow the route in {ai}, record proof of delivery at each stop and let it update the customer's arrival time; never handle the phone while moving.",
        kinds: ["route-planning", "truck-navigation"],
      },
      {
        title: "Close the day",
        description: "Check your hours and log in {ai}, note any incident or defect for the next driver, and go through any safety clips with your manager.",
        kinds: ["fleet-safety-telematics"],
      },
    ],
  },
  {
    id: "delivery-exceptions",
    title: "Delivery problems told to the customer straight away",
    outline:
      "When a delivery cannot be made as planned (late, missed, damaged or a wrong address), tell the customer and the office at once and agree the next attempt.",
    // Process shipments; Notify others of problems; Provide information to customers.
    activities: ["4.A.4.c.1.I05", "4.A.4.a.2.I08", "4.A.4.a.3.I03"],
    keywords: /\b(deliver(y|ies)|proof of delivery|pod|eta|parcels?|parcel tracking|couriers?|shipments?|last mile|failed deliver\w*|missed deliver\w*)\b/,
    steps: [
      {
        title: "Record the exception",
        description: "At the stop, record what went wrong in {ai} with a reason, a photo and the time, so the office sees it at once.",
        kinds: ["route-planning", "fleet-safety-telematics"],
      },
      {
        title: "Tell the customer",
        description:
          "Send the customer a short, polite message from {ai} saying what happened and their options (a new time, a safe place, a pick-up point), using message templates you have checked.",
        kinds: ["route-planning", "customer-support-agent"],
      },
      {
        title: "Re-plan the attempt",
        description: "Put the failed stop back into {ai} for the next attempt with the customer's choice and any access notes.",
        kinds: ["route-planning"],
      },
      {
        title: "Learn from the week",
        description: "Each week ask {ai} which addresses, times or reasons cause most failed deliveries, and fix the cause with dispatch.",
        kinds: ["route-planning", "data-analysis"],
      },
    ],
  },
  {
    id: "farm-field-records",
    title: "Field records kept as the work is done",
    outline:
      "Record what was planted, applied and harvested on each field as you go, scout the crop with imagery, and have the records ready for audits and next season's plan.",
    // Manage agricultural operations; Maintain operational records; Research agricultural practices.
    activities: ["4.A.4.b.4.I04", "4.A.3.b.6.I08", "4.A.1.a.1.I13"],
    keywords:
      /\b(farm\w*|field records|field notes|crops?|crop (plans?|planning|rotation)|planting|harvest\w*|yields?|paddocks?|spray (records|logs?)|pesticides?|herbicides?|fertili[sz]ers?|agronom\w*|weeds?|plant diseases?|crop diseases?|orchards?|vineyards?)\b/,
    steps: [
      {
        title: "Set up fields and plans",
        description: "Map each field in {ai} and enter the crop, the variety and the planned inputs for the season.",
        kinds: ["farm-management"],
      },
      {
        title: "Record operations as they happen",
        description: "Log each planting, spray, fertiliser and irrigation job in {ai} with product, rate, date and operator, on the day it is done.",
        kinds: ["farm-management"],
      },
      {
        title: "Scout with imagery",
        description: "Check {ai}'s field imagery or sensor readings for areas that look different, then walk those spots yourself before you treat anything.",
        kinds: ["crop-monitoring", "drone-mapping"],
      },
      {
        title: "Identify what you find",
        description: "Photograph a damaged plant or a weed with {ai} for a likely cause, and confirm it with your agronomist before you spray.",
        kinds: ["plant-diagnosis", "crop-monitoring"],
      },
      {
        title: "Close the season",
        description: "Ask {ai} for yield and cost by field against the plan, and keep the spray and fertiliser records ready for audits and buyers.",
        kinds: ["farm-management"],
      },
    ],
  },
  {
    id: "menu-costing-ordering",
    title: "Menu costing and ordering from real prices",
    outline: "Cost every dish from what you really pay your suppliers, set menu prices at a margin you chose, and order to what you will actually sell.",
    // Develop recipes or menus; Purchase goods; Replenish inventories; Determine prices.
    activities: ["4.A.2.b.2.I04", "4.A.4.c.3.I05", "4.A.4.c.3.I01", "4.A.2.b.1.I01"],
    keywords: /\b(menus?|recipes?|recipe costing|menu costing|food costs?|plate costs?|kitchen\w*|food order(s|ing)?|stock ?takes?|par levels|prep lists?)\b/,
    steps: [
      {
        title: "Write the recipes down",
        description: "Enter each dish in {ai} with quantities, yields and portion size, so every plate is costed from the same numbers.",
        kinds: ["recipe-costing"],
      },
      {
        title: "Keep ingredient prices current",
        description: "Bring supplier invoices into {ai} so ingredient prices follow what you actually pay; query any big jump with the supplier.",
        kinds: ["restaurant-inventory", "recipe-costing", "document-extraction"],
      },
      {
        title: "Price the menu",
        description: "Ask {ai} for each dish's cost and margin at its current price, and decide yourself what to reprice, re-portion or take off.",
        kinds: ["recipe-costing"],
      },
      {
        title: "Order to the forecast",
        description:
          "Build the order in {ai} from the stock count and expected covers, and adjust it for events and weather you know about before you send it.",
        kinds: ["restaurant-inventory", "hospitality-forecasting"],
      },
      {
        title: "Count and compare",
        description:
          "After the weekly stock-take, ask {ai} where actual use differs from what sales say you should have used, and look for waste or over-portioning.",
        kinds: ["restaurant-inventory", "food-waste"],
      },
    ],
  },
  {
    id: "staff-rota",
    title: "A fair staff rota built around demand",
    outline:
      "Build next week's rota from expected demand and people's availability, keep to the labour budget and working-time rules, and handle swaps in one place.",
    // Assign work to others; Schedule operational activities; Supervise personnel.
    activities: ["4.A.4.b.4.I13", "4.A.2.b.5.I02", "4.A.4.b.4.I01"],
    keywords: /\b(rotas?|rosters?|rostering|shifts?|shift planning|staff schedul\w*|work schedules?|staffing|labou?r costs?)\b/,
    steps: [
      {
        title: "Collect availability",
        description: "Have staff enter their availability, leave and swap requests in {ai} by a fixed day each week, instead of by message.",
        kinds: ["shift-scheduling"],
      },
      {
        title: "Forecast the need",
        description: "Use {ai} to estimate how many people each shift needs from past sales, bookings or visits, and adjust for what you know is coming.",
        kinds: ["shift-scheduling", "hospitality-forecasting"],
      },
      {
        title: "Draft the rota",
        description:
          "Let {ai} draft the rota against demand, skills, budget and working-time rules; then check it yourself for fairness, such as who always gets the late and weekend shifts.",
        kinds: ["shift-scheduling"],
      },
      {
        title: "Publish and handle swaps",
        description: "Publish the rota in {ai} and approve swaps there, so everyone sees the same version.",
        kinds: ["shift-scheduling"],
      },
      {
        title: "Review the week",
        description: "Compare scheduled with actual hours in {ai}, and note where you were over- or under-staffed for next week's rota.",
        kinds: ["shift-scheduling"],
      },
    ],
  },
  {
    id: "incident-report",
    title: "An incident report that holds up",
    outline: "Write a clear, factual incident report from your notes, recordings and statements, in your own words and ready for review.",
    // Record information about legal matters; Investigate incidents; Monitor safety or security of work areas.
    activities: ["4.A.3.b.6.I02", "4.A.1.a.1.I21", "4.A.1.a.2.I07"],
    keywords:
      /\b(incident reports?|accident reports?|occurrence reports?|police|policing|patrol\w*|arrest reports?|crime reports?|report narratives?|security (guards?|officers?|patrols?|logs?)|guard tours?|daily activity reports?|use of force)\b/,
    steps: [
      {
        title: "Capture it while it is fresh",
        description: "Straight after the incident, dictate what happened into {ai} in order: times, places, people, what you saw and what you did.",
        kinds: ["police-report-writing", "security-guard-management", "voice-dictation"],
      },
      {
        title: "Draft from the record",
        description: "Let {ai} draft the narrative from your notes and, where your agency or employer allows it, the body-camera audio or the dispatch record.",
        kinds: ["police-report-writing", "bodycam-analytics"],
      },
      {
        title: "Make it your account",
        description:
          "Read every sentence against what you remember and the evidence: correct it, add what only you know, and remove anything you did not see. You sign it, and you follow your agency's rule on saying that AI helped draft it.",
        kinds: ["police-report-writing"],
      },
      {
        title: "File it",
        description: "Complete the required fields and codes in {ai}, attach photos and statements, and submit it for your supervisor's review.",
        kinds: ["public-safety-records", "security-guard-management"],
      },
    ],
  },
  {
    id: "property-listing",
    title: "A property listing from photos to first viewings",
    outline: "Turn a property visit into a listing with good photos, an accurate description and a plan that answers every enquiry.",
    // Promote products or services; Sell products or services; Develop marketing materials.
    activities: ["4.A.4.a.6.I03", "4.A.4.a.6.I02", "4.A.2.b.2.I12"],
    keywords:
      /\b(listings?|property listings?|listing descriptions?|real estate|realtors?|estate agen\w*|property (ads?|marketing)|mls|viewings?|showings?|open houses?|lettings?)\b/,
    steps: [
      {
        title: "Shoot and improve the photos",
        description:
          "Take the photos, then correct light and straighten lines with {ai}; where your market allows virtual staging, label it clearly as staged.",
        kinds: ["listing-photo-ai", "photo-editing"],
      },
      {
        title: "Add a floor plan or tour",
        description: "Scan the rooms with {ai} for a floor plan or a 3D tour that buyers can walk through online.",
        kinds: ["virtual-tours", "measurement-scanning"],
      },
      {
        title: "Write the description",
        description:
          "Ask {ai} for a description from your notes and the property facts; check every measurement and claim, and keep to the advertising rules where you work.",
        kinds: ["real-estate-crm", "marketing-copy"],
      },
      {
        title: "Answer every enquiry",
        description: "Let {ai} log each enquiry, reply quickly with viewing times, and remind you to call the serious ones back yourself.",
        kinds: ["real-estate-crm", "leasing-assistant"],
      },
      {
        title: "Update the seller",
        description: "Each week send the seller a short update from {ai}: views, enquiries, viewings and what people said.",
        kinds: ["real-estate-crm"],
      },
    ],
  },
  {
    id: "contract-check",
    title: "Check a contract before you sign",
    outline:
      "Read an incoming supplier, customer or subcontract agreement against what you agreed and your company's rules, and send the real issues to legal.",
    // Negotiate contracts; Prepare contract documentation; Purchase goods or services.
    activities: ["4.A.4.a.7.I02", "4.A.3.b.6.I13", "4.A.4.c.3.I05"],
    keywords:
      /\b(contracts?|contract review|agreements?|terms and conditions|subcontracts?|supplier contracts?|vendors?|procurement|purchasing|negotiat\w*|ndas?|redlining)\b/,
    steps: [
      {
        title: "Summarise the contract",
        description:
          "Upload the agreement to {ai} and get its key terms on one page: price, term, renewal, payment, liability, termination and each side's obligations.",
        kinds: ["contract-drafting-review", "contract-lifecycle", "document-qa"],
      },
      {
        title: "Compare it with what you agreed",
        description: "Ask {ai} to check the text against the quote, the scope and your company's standard terms, and list every difference.",
        kinds: ["contract-drafting-review", "document-qa"],
      },
      {
        title: "Send the risky clauses to legal",
        description:
          "Pass the clauses that carry real risk (uncapped liability, automatic renewal, indemnities, unusual termination) to your legal team with the summary; do not sign on a tool's reading alone.",
        kinds: ["contract-lifecycle", "contract-drafting-review"],
      },
      {
        title: "Negotiate and keep the record",
        description:
          "Draft the changes you want with {ai}, agree them with the other side, and store the signed version with its renewal date where you will be reminded.",
        kinds: ["contract-lifecycle", "contract-drafting-review"],
      },
    ],
  },
  {
    id: "legal-research-memo",
    title: "A legal research memo you can cite",
    outline: "Answer a {area} question with the authorities that govern it, each checked at the source, in a memo a colleague or client can rely on.",
    // Research laws and precedents; Consult legal materials; Advise on legal matters.
    activities: ["4.A.2.a.4.I08", "4.A.1.a.1.I05", "4.A.4.b.6.I08"],
    keywords: /\b(legal research|case law|precedents?|statutes?|westlaw|lexis|legal memos?|memorand(a|um)|research memos?|litigation)\b/,
    steps: [
      {
        title: "Frame the question",
        description: "Write the facts, the jurisdiction and the precise question; ask {ai} for issues and sub-questions you may have missed.",
        kinds: ["legal-research-assistant"],
      },
      {
        title: "Find the authorities",
        description: "Research each issue in {ai}, answering from its legal database with citations, and note the leading cases, statutes and rules.",
        kinds: ["legal-research-assistant"],
      },
      {
        title: "Check every citation",
        description: "Open each authority at the source, read the passage relied on, and check it is still good law; drop anything you cannot verify.",
        kinds: ["legal-research-assistant"],
      },
      {
        title: "Draft the memo",
        description: "Draft the memo with {ai}: question, short answer, facts, analysis, risks and open points; then edit it until it is your own work.",
        kinds: ["legal-research-assistant", "writing-assistant"],
      },
    ],
  },
  {
    id: "month-end-close",
    title: "Month-end close without the last-minute scramble",
    outline:
      "Reconcile the accounts, post the adjustments and produce the month's figures with a checklist, a reviewer and an explanation for every large movement.",
    // Reconcile financial data; Prepare financial reports; Examine financial activities.
    activities: ["4.A.2.a.2.I04", "4.A.3.b.6.I01", "4.A.2.a.3.I03"],
    keywords: /\b(month[- ]end|period[- ]end|year[- ]end|financial close|accruals?|reconcil\w*|bookkeeping|ledgers?|journals?|management accounts)\b/,
    steps: [
      {
        title: "Get every transaction in",
        description: "Make sure every bank line, receipt and bill is in {ai}; let it capture and match what it can, and clear the items it could not.",
        kinds: ["bookkeeping", "receipt-capture", "accounts-payable"],
      },
      {
        title: "Reconcile",
        description:
          "Reconcile the bank, cards and key balance-sheet accounts with {ai}'s suggested matches; investigate every unmatched item rather than forcing it.",
        kinds: ["bookkeeping", "financial-close"],
      },
      {
        title: "Work the close checklist",
        description: "Run the close in {ai}: accruals, prepayments, depreciation and intercompany, each task with a preparer and a reviewer.",
        kinds: ["financial-close"],
      },
      {
        title: "Explain the movements",
        description: "Ask {ai} for the largest changes against last month and budget with their likely causes, and confirm each with the people who know.",
        kinds: ["financial-close", "fp-and-a", "data-analysis"],
      },
      {
        title: "Review and report",
        description: "A second person reviews the reconciliations and journals in {ai} before the figures go out with a short commentary.",
        kinds: ["financial-close", "bookkeeping"],
      },
    ],
  },
  {
    id: "grant-application",
    title: "A grant application from funder search to submission",
    outline: "Find funders that fit, answer their criteria with your real outcomes and budget, and submit on time.",
    // Prepare grant applications; Identify organizational opportunities.
    activities: ["4.A.3.b.6.I07", "4.A.1.b.1.I02"],
    keywords:
      /\b(grants?|grant (writing|applications?)|funding (bids?|proposals?|applications?)|bid writing|funders?|trusts and foundations|foundations|fundraising)\b/,
    steps: [
      {
        title: "Find the right funders",
        description:
          "Search {ai} for funders and calls that match your mission, location and project size; read each funder's priorities and past awards before you shortlist it.",
        kinds: ["grant-research"],
      },
      {
        title: "Plan the application",
        description: "Put the call's deadline, criteria and required documents into a checklist and a timeline with {ai}.",
        kinds: ["grant-research", "project-management"],
      },
      {
        title: "Draft to the criteria",
        description:
          "Draft each section with {ai} from your own programme facts, outcomes and past applications, answering the funder's questions in their order.",
        kinds: ["grant-writing"],
      },
      {
        title: "Check the budget and claims",
        description:
          "Ask {ai} to list every number and promise in the draft; check each against your records, make the budget match the narrative, and have a colleague who knows the work read it.",
        kinds: ["grant-writing", "general-assistant"],
      },
      {
        title: "Submit and track",
        description: "Submit before the deadline, then record the result and the funder's feedback in {ai} for the next round.",
        kinds: ["grant-research", "workspace-notes"],
      },
    ],
  },
  {
    id: "quality-defect-report",
    title: "From a quality inspection to a defect report",
    outline: "Inspect the product, record each defect with evidence, contain it and open a corrective action, so the same fault does not come back.",
    // Inspect finished products; Evaluate production outputs; Test characteristics of products.
    activities: ["4.A.1.b.2.I06", "4.A.2.a.1.I05", "4.A.1.b.2.I03"],
    keywords:
      /\b(quality (inspections?|control|assurance)|qc|qa|inspection reports?|defects?|non-?conformanc\w*|ncrs?|capa|corrective actions?|first article|rejects?|scrap|rework)\b/,
    steps: [
      {
        title: "Inspect",
        description:
          "Inspect against the drawing or standard, using {ai}'s camera checks on the line where you have them, and measure what the specification says to measure.",
        kinds: ["visual-quality-inspection", "inspection-checklists"],
      },
      {
        title: "Record the defect",
        description: "Record each defect in {ai} with photos, part and batch number, quantity and where it was found.",
        kinds: ["quality-management-system", "visual-quality-inspection"],
      },
      {
        title: "Contain it",
        description:
          "Quarantine the suspect stock, tell the line and the supervisor, and decide with quality what is reworked, scrapped or released; log the decision in {ai}.",
        kinds: ["quality-management-system"],
      },
      {
        title: "Find the root cause",
        description:
          "Ask {ai} for likely causes from the defect data and past reports, then confirm the cause on the floor with the people who run the process.",
        kinds: ["quality-management-system", "manufacturing-operations"],
      },
      {
        title: "Close the corrective action",
        description: "Open a corrective action in {ai} with an owner and a date, and close it only when the fix holds on later batches.",
        kinds: ["quality-management-system"],
      },
    ],
  },
  {
    id: "literature-review",
    title: "A literature review you can defend",
    outline: "Search, screen and synthesise the research on a {area} question, keeping track of every source and reading the papers that matter yourself.",
    // Evaluate scholarly work; Maintain current knowledge; Develop research plans.
    activities: ["4.A.2.a.1.I08", "4.A.2.b.3.I01", "4.A.2.b.2.I23"],
    keywords: /\b(literature( reviews?)?|systematic reviews?|papers|research papers?|citations?|pubmed|academic|thesis|dissertation|evidence reviews?)\b/,
    steps: [
      {
        title: "Set the question and criteria",
        description: "Write the research question and what a study needs to be included (population, method, years); ask {ai} to find the gaps in it.",
        kinds: ["general-assistant"],
      },
      {
        title: "Search the literature",
        description: "Search {ai} with your question and key terms, and record each search you ran so the review can be repeated.",
        kinds: ["scholarly-search", "library-discovery"],
      },
      {
        title: "Follow the citations",
        description: "Start from your strongest papers in {ai} to find the earlier and later work connected to them, and the clusters you may have missed.",
        kinds: ["literature-mapping", "scholarly-search"],
      },
      {
        title: "Screen and extract",
        description:
          "Screen titles and abstracts against your criteria with {ai}, then extract the findings of the full texts into a table; read every included paper yourself.",
        kinds: ["scholarly-search", "document-qa"],
      },
      {
        title: "Write the synthesis",
        description:
          "Draft the review with {ai} from your table: what is known, where studies disagree and why, what is missing; every claim with its citation.",
        kinds: ["academic-writing", "writing-assistant"],
      },
    ],
  },
  {
    id: "vehicle-repair-diagnosis",
    title: "Vehicle diagnosis to an approved repair",
    outline: "Diagnose a vehicle from its symptoms and codes, build an estimate the customer understands, and get the work approved before you start.",
    // Repair vehicle components; Inspect vehicles; Diagnose equipment problems; Estimate costs.
    activities: ["4.A.3.b.4.I07", "4.A.1.b.2.I04", "4.A.2.b.1.I02", "4.A.1.b.3.I02"],
    keywords:
      /\b(vehicle diagnostics|car diagnostics|diagnostic codes|dtcs?|obd|engine lights?|auto repair|automotive|mechanics?|garage|repair orders?|vehicle servicing|mot)\b/,
    steps: [
      {
        title: "Write up the concern",
        description: "Record the customer's description in {ai}: what happens, when, how often and any warning lights; ask the questions that narrow it down.",
        kinds: ["auto-shop-management"],
      },
      {
        title: "Look up the known fixes",
        description: "Enter the codes and symptoms in {ai} for known fixes, service bulletins and test steps for this make, model and year.",
        kinds: ["auto-repair-info", "service-knowledge"],
      },
      {
        title: "Test before you replace",
        description: "Confirm the cause with the test procedure in {ai} before ordering parts; a likely fix from the database is a lead, not a diagnosis.",
        kinds: ["auto-repair-info"],
      },
      {
        title: "Build the estimate",
        description: "Build the estimate in {ai} with parts, labour and photos or a short video of the fault, and send it for the customer to approve.",
        kinds: ["auto-shop-management"],
      },
      {
        title: "Close the repair order",
        description: "Record the cause, the correction and the road test in {ai}, so the history is there at the next visit.",
        kinds: ["auto-shop-management"],
      },
    ],
  },
];

export const TEMPLATE_BY_ID = new Map(WORKFLOW_TEMPLATES.map((t) => [t.id, t]));
