// Implementation tips and success metrics for a tool's "Insights" in a person's toolkit, written per
// family of tool kinds (app/lib/tool-kinds.ts) so they speak of what that sort of tool really does:
// a clinical scribe's tips are about consent and checking drafted notes, a field-service app's
// metrics about quotes and unbilled jobs. Our own text, written from the kind descriptions and the
// catalogue's tool descriptions; no figures are quoted and no product is named. The insights panel
// shows the tool's own applications (built elsewhere) beside the tips and metrics of the family
// that KIND_FAMILY gives for the tool's kind, falling back to DEFAULT_FAMILY.

export interface InsightPlaybook {
  /** 2 to 3 implementation tips: practical first steps and the human checks that matter for this kind of tool, each one sentence of 10-28 words, ending with a full stop. */
  tips: readonly string[];
  /** 2 to 3 success metrics: something the person can count or time before and after, each 5-18 words, no full stop. */
  metrics: readonly string[];
}

/** Families of tool kinds, each with its playbook. */
export const INSIGHT_PLAYBOOKS: Record<string, InsightPlaybook> = {
  // Everyone's work
  general: {
    tips: [
      "Start with one recurring task, such as summarising a long email thread or drafting a first version, and compare the result with your own.",
      "Keep client names, health details, passwords and other confidential material out of prompts unless your organisation has approved the tool for that data.",
      "Check every fact, figure and quotation in a draft against its source before you send or publish it.",
    ],
    metrics: [
      "Minutes spent on a routine draft or summary",
      "Drafts that needed major rewriting after your review, per week",
      "Hours a week spent on routine writing and summarising",
    ],
  },
  writing: {
    tips: [
      "Set the language variety and house style first, and add your own names and technical terms to the dictionary before relying on suggestions.",
      "Accept rewrites one at a time and reread each changed sentence to check it still says what you meant, in your own voice.",
      "Keep confidential client details and unpublished manuscripts out of tools whose terms let them store or train on your text.",
    ],
    metrics: [
      "Minutes to write and polish a routine email or document",
      "Corrections requested by reviewers or editors per document",
      "Emails still unanswered at the end of each day",
    ],
  },
  research: {
    tips: [
      "Open the cited sources for any answer you act on and confirm they say what the summary claims.",
      "Before connecting shared drives, check that answers respect each person's access rights, and keep client, patient and personnel files out unless approved.",
      "Save the questions and sources behind each finding so a colleague can retrace and check your work.",
    ],
    metrics: [
      "Minutes to find and verify the answer to a typical question",
      "Answers whose cited sources did not support the claim, per week",
      "Time from a relevant event or filing to your team hearing of it",
    ],
  },
  meetings: {
    tips: [
      "Tell everyone at the start that the meeting is being recorded, and switch recording off for confidential, HR or privileged conversations.",
      "Read the summary and action items before sharing them, correcting names, numbers and who agreed to do what.",
      "Decide where recordings are kept and when they are deleted, so transcripts of sensitive discussions do not linger in shared folders.",
    ],
    metrics: [
      "Minutes spent writing up notes after each meeting",
      "Meetings whose notes and actions went out the same day",
      "Errors in names and figures found per hour of transcript",
    ],
  },
  translation: {
    tips: [
      "Load your glossary and translation memory first so product names, legal terms and set phrases translate the same way every time.",
      "Have a fluent speaker review anything legal, medical, safety-related or published before it goes out.",
      "Remove personal data from documents before machine translation unless the service is approved to handle it, and test live captions with your speakers' jargon.",
    ],
    metrics: [
      "Hours from receiving a document to a reviewed translation",
      "Terminology corrections made by the reviewer per thousand words",
      "Languages offered at meetings or events without extra interpreter bookings",
    ],
  },
  presentations: {
    tips: [
      "Give the tool your outline, key numbers and organisation's template, and let it lay out slides rather than invent the content.",
      "Check every chart, figure and generated diagram against the source data, since automatic layouts can misstate relationships or scale.",
      "Keep live polls anonymous where honest answers matter, and read any AI summary of responses against the raw answers.",
    ],
    metrics: [
      "Hours to turn an outline into a deck you are happy to present",
      "Revision rounds before a deck is approved",
      "Audience questions and poll responses collected per session",
    ],
  },
  automation: {
    tips: [
      "Automate one repetitive, low-risk workflow first, run it alongside the manual process for a week, and compare the results.",
      "Give each workflow or agent only the app permissions it needs, and require approval before it sends, pays or deletes anything.",
      "Keep an error queue and check a sample of extracted fields and agent actions weekly, especially where personal data moves between systems.",
    ],
    metrics: [
      "Hours a week spent on the task before and after automation",
      "Runs that failed or needed a person to fix them, per week",
      "Documents processed without manual correction, per batch",
    ],
  },
  "project-planning": {
    tips: [
      "Agree a simple project structure and naming scheme first, then let the AI draft tasks, subtasks and status updates within it.",
      "Check AI-written status summaries against the actual tasks before sending them to clients or managers.",
      "Block fixed commitments and focus time in your calendar so automatic scheduling moves flexible tasks, not promises made to people.",
    ],
    metrics: [
      "Time spent each week writing status updates",
      "Tasks finished by their due date, per week",
      "Deadlines missed or moved at short notice, per month",
    ],
  },
  scheduling: {
    tips: [
      "Enter availability, break rules, minimum rest and labour budgets before using auto-scheduling, and check the first few rotas by hand.",
      "Switch on reminders and a clear cancellation or deposit policy before chasing no-shows any other way.",
      "Record only the client details you need, such as patch-test results, and keep them out of marketing messages and shared calendars.",
    ],
    metrics: [
      "Hours spent building and adjusting each week's rota",
      "No-shows and late cancellations per week",
      "Open shifts or empty appointment slots filled at short notice",
    ],
  },

  // Media and marketing
  design: {
    tips: [
      "Set up your brand colours, fonts and logo files in the tool first so generated designs start on brand.",
      "Check generated images for garbled text, distorted hands and likenesses of real people or other brands before publishing.",
      "Read the licence terms for commercial use, and search trademark registers before adopting a generated logo or brand name.",
    ],
    metrics: ["Hours from brief to first approved design", "Revision requests per finished asset", "Design variations produced for each brief"],
  },
  photo: {
    tips: [
      "Train culling or editing profiles on past shoots you have already finished, then compare the tool's picks and edits with your own.",
      "Review rejected frames from key moments before deleting anything, since blink and blur detection can discard keepers.",
      "Avoid or disclose generative edits in news, evidence, product and property photos, where viewers expect an accurate picture.",
    ],
    metrics: [
      "Hours from the end of a shoot to a delivered gallery",
      "Images you changed after the tool's cull or edit, per shoot",
      "Product or client images finished per hour",
    ],
  },
  video: {
    tips: [
      "Start with captions, trims and resizing of footage you already have, then try generated scenes once that workflow is reliable.",
      "Get written consent before cloning anyone's face or voice for an avatar, and label synthetic presenters where viewers could be misled.",
      "Watch each clip in full before publishing, and close email, chats and client records before recording your screen.",
    ],
    metrics: [
      "Hours of editing per finished minute of video",
      "Short clips or versions produced from each long recording",
      "Caption or name errors found after publishing",
    ],
  },
  audio: {
    tips: [
      "Clean up one recorded episode or voice-over first, and compare it with the original on headphones for artefacts and clipped words.",
      "Clone a voice only with the speaker's written consent, and never use it where listeners could take it for them speaking.",
      "Check the licence for generated music and voices before using them in paid, broadcast or client work.",
    ],
    metrics: [
      "Editing hours per finished hour of audio",
      "Retakes or re-recordings needed per episode",
      "Time to produce narration for a training module or video",
    ],
  },
  marketing: {
    tips: [
      "Give the tool your brand voice, product facts and claims you must not make, and check every price, offer and promise before publishing.",
      "Email or text only people who opted in, honour unsubscribes, and keep customer lists out of tools without a data agreement.",
      "Set daily budget caps and review automated ad and bid changes weekly, so spending cannot drift without a person seeing it.",
    ],
    metrics: [
      "Hours to produce a week of posts, emails or ads",
      "Enquiries, bookings or orders traced to each campaign",
      "Cost per lead or sale, before and after",
    ],
  },

  // Sales, service and people
  sales: {
    tips: [
      "Tell prospects when calls are recorded, and check local rules on recording consent and cold outreach before switching the tool on.",
      "Read every AI-personalised email before it sends, checking names, company facts and anything the tool guessed from public data.",
      "Review auto-filled CRM fields and deal summaries weekly so forecasts rest on what customers actually said.",
    ],
    metrics: [
      "Minutes of admin per call, including notes and CRM updates",
      "Replies or meetings booked per hundred outreach emails",
      "Gap between forecast and closed revenue each quarter",
    ],
  },
  "customer-support": {
    tips: [
      "Update and date your help articles first, since an AI agent answers only as well as the content it reads.",
      "Set handover rules so refunds, complaints, medical or legal questions and upset callers reach a person quickly.",
      "Review a weekly sample of AI chats and calls, checking answers and bookings, and make sure card numbers and personal details are masked.",
    ],
    metrics: [
      "Time to first reply on customer messages and calls",
      "Conversations resolved by the AI versus handed to a person",
      "Repeat contacts about the same issue, per week",
    ],
  },
  "recruiting-hr": {
    tips: [
      "Have a person review every AI ranking, screen-out and rejection, and tell candidates when AI is used in the process.",
      "Check job ads, matches and review summaries for biased wording or skewed shortlists, and keep protected characteristics out of prompts.",
      "Keep health, disciplinary and pay details out of tools not approved for employee records, and check policy answers against the current handbook.",
    ],
    metrics: [
      "Days from opening a role to a shortlist",
      "Recruiter hours per hire spent on scheduling and interview notes",
      "Employee HR questions answered without a ticket, per month",
    ],
  },

  // Software, data and IT
  coding: {
    tips: [
      "Start with tests, small refactors and boilerplate in a branch, and review every generated change as you would a colleague's pull request.",
      "Keep secrets, customer data and proprietary code out of tools without an approved data agreement, and scan generated code for vulnerabilities.",
      "Run agents in a sandbox with limited permissions, and check that any dependency they add is real, maintained and suitably licensed.",
    ],
    metrics: [
      "Time from picking up a ticket to a merged pull request",
      "Bugs and review comments traced to generated code, per sprint",
      "Test coverage of modules changed with AI help",
    ],
  },
  devops: {
    tips: [
      "Connect one service's logs, metrics and alerts first, and compare the AI's suggested root causes with what engineers actually find.",
      "Have a person approve any automated fix, rollback or ticket closure, and keep customer data and secrets out of incident chats.",
      "Review scan findings and compliance controls the tool marks as low risk or passing before they count as evidence for auditors.",
    ],
    metrics: [
      "Minutes from alert to identified cause",
      "Alerts per week that needed no action",
      "Days to fix critical vulnerabilities or close audit findings",
    ],
  },
  data: {
    tips: [
      "Ask the tool to show the query, code or formula behind each answer, and check it against a few rows of the raw data.",
      "Remove names, contact details and other personal fields from datasets and survey exports before uploading, unless the tool is approved for them.",
      "Agree definitions of key measures, such as an active customer, so AI-built charts and maps match the numbers in your reports.",
    ],
    metrics: [
      "Hours from a business question to a checked answer or chart",
      "Report requests handled without waiting for an analyst, per month",
      "Errors found in AI-generated queries or formulas, per month",
    ],
  },

  // Research and education
  scholarly: {
    tips: [
      "Read the full paper before citing it, and check that each extracted finding, number and reference really appears in the source.",
      "Anonymise interview transcripts and participant data before uploading them, and follow your ethics approval on where data may be stored.",
      "Record the tool, version, search terms and settings you used so searches, coding and predicted structures can be reproduced and reported.",
    ],
    metrics: [
      "Hours to screen and summarise papers for a literature review",
      "Relevant papers found that your usual database search missed",
      "Citation or extraction errors caught before submission",
    ],
  },
  teaching: {
    tips: [
      "Check every generated lesson, quiz and answer key for accuracy and reading level before it reaches learners.",
      "Keep student names, grades, special needs information and behaviour notes out of tools your school or employer has not approved.",
      "Mark a sample of work yourself to check AI feedback and grades, and treat AI-writing flags as a reason to talk, not proof.",
    ],
    metrics: [
      "Hours a week spent planning lessons and making resources",
      "Days from submission to returned feedback",
      "Errors found in generated questions or answer keys, per set",
    ],
  },
  childcare: {
    tips: [
      "Check each family's photo permissions before sharing pictures, and keep other children's faces out of a family's updates.",
      "Read AI-drafted observations and daily reports before sending, making sure they describe what the child actually did.",
      "Keep health, allergy and safeguarding notes in restricted records, never in general messages or daily reports to families.",
    ],
    metrics: ["Staff minutes per day on daily reports and observations", "Time to answer parents' messages", "Overdue fee payments chased per month"],
  },
  "sport-fitness": {
    tips: [
      "Get consent from players, or from parents for junior players, before filming matches and sharing clips.",
      "Check automatically tagged plays, statistics and highlights against the footage before using them for selection or feedback.",
      "Review AI-built workout and nutrition plans against each client's injuries and health notes, and keep those notes private.",
    ],
    metrics: [
      "Hours to break down a match and share clips with players",
      "Client check-ins completed per week",
      "Clients who renew after their first programme",
    ],
  },

  // Health and care
  "clinical-documentation": {
    tips: [
      "Ask for and record the patient's consent before recording, explain what happens to the audio, and stop if they decline.",
      "Read and correct every drafted note, letter and code before signing, checking medicines, doses, left and right, and anything the patient never said.",
      "Use only a scribe your organisation has approved for patient data, and keep recordings no longer than its retention policy allows.",
    ],
    metrics: [
      "Minutes of documentation per visit, including after-hours charting",
      "Notes signed on the same day as the visit",
      "Corrections made to drafted notes before signing, per week",
    ],
  },
  "clinical-reference": {
    tips: [
      "Form your own assessment or image read first, then use the tool's answer, differential or flag as a second check.",
      "Check doses and interactions against the patient's age, weight, kidney function and allergies, and against your local formulary and guidelines.",
      "Enter clinical features, not names or record numbers, into question-answering tools unless your organisation has approved them for patient data.",
    ],
    metrics: [
      "Minutes to answer a clinical or drug question at the point of care",
      "Time from scan to specialist review of a flagged finding",
      "Flags or suggestions you overruled after review, per month",
    ],
  },
  "patient-admin": {
    tips: [
      "Test reminders, intake forms and texts as a patient would, and keep diagnoses and test results out of unsecured messages.",
      "Have a certified coder audit a sample of AI-assigned codes and claims each month before widening its use.",
      "Check predicted discharge dates, visit schedules and caregiver matches with the clinical team before acting on them.",
    ],
    metrics: [
      "No-shows and late cancellations per week",
      "Claims denied or returned for coding errors, per month",
      "Minutes from a patient's arrival to being ready to be seen",
    ],
  },
  "therapy-casework": {
    tips: [
      "Ask for and record consent before recording a session or visit, and offer to leave the recorder off without affecting care.",
      "Read each drafted note, assessment or letter before saving, removing anything not said and third-party details the record does not need.",
      "Share referrals only with the person's consent and only the details the receiving service needs, then check the referral was picked up.",
    ],
    metrics: [
      "Minutes of note writing per session or visit",
      "Notes and case records completed within a day",
      "Referrals with a confirmed outcome within two weeks",
    ],
  },
  "clinical-trials": {
    tips: [
      "Have study staff check every patient the tool flags against the full inclusion and exclusion criteria before anyone is contacted.",
      "Use only systems your sponsor and ethics approvals allow for patient records, and keep identifiable data out of general AI tools.",
      "Check AI-filed documents and extracted data against source records before monitoring visits, so the audit trail shows who verified what.",
    ],
    metrics: [
      "Weeks from site activation to first patient enrolled",
      "Eligible patients identified per month",
      "Queries and missing documents raised at each monitoring visit",
    ],
  },
  veterinary: {
    tips: [
      "Tell clients the consultation is being recorded, and read every drafted record and client summary before it is saved or sent.",
      "Look at each radiograph yourself before reading the AI report, and treat its findings as a second opinion to confirm.",
      "Check species, body weight and dose units against the drug reference before prescribing, especially for off-label use.",
    ],
    metrics: [
      "Minutes of record writing per consultation",
      "Records completed before the end of each day",
      "Time from taking radiographs to a reported finding",
    ],
  },

  // Trades, field and property
  "field-service": {
    tips: [
      "Load your price book, service areas and standard job descriptions first, so drafted quotes and messages use your real prices.",
      "Read AI-written quotes, replies and invoices before sending, checking scope, prices and anything promised about arrival times.",
      "Record treatments, products used and safety notes on each job, and keep gate codes, alarm codes and key details out of shared messages.",
    ],
    metrics: [
      "Hours from enquiry to quote sent",
      "Completed jobs not yet invoiced at the end of each week",
      "Office hours a week spent scheduling and dispatching",
    ],
  },
  construction: {
    tips: [
      "Check a sample of AI takeoffs and measurements by hand against the drawings or the site before they go into a price.",
      "Confirm you are working from the current drawing revision and the adopted code edition, with local amendments, before relying on answers.",
      "Take dated, located photos at each stage and attach them to daily logs, inspections and punch items.",
    ],
    metrics: ["Hours to complete a takeoff or estimate", "Days to answer a request for information", "Open punch items or defects at handover"],
  },
  "engineering-design": {
    tips: [
      "Use generated layouts and AI-predicted results to compare early options, then confirm the chosen design with full analysis and qualified review.",
      "Check generated layouts against zoning, fire and accessibility rules before showing them to clients as feasible.",
      "Train predictive models only on validated past simulations, and test them on designs outside that range before trusting their results.",
    ],
    metrics: [
      "Design options tested per week at concept stage",
      "Hours from brief to a feasibility study",
      "Full simulations or physical tests needed per design decision",
    ],
  },
  "real-estate-property": {
    tips: [
      "Label virtually staged or edited listing photos, and never hide defects such as damp, cracks or overhead power lines.",
      "Check AI replies to prospects and tenants about price, availability and eligibility, and keep questions about protected characteristics out of screening.",
      "Route new portal leads into the system the same day, and review automated follow-up messages before they go out.",
    ],
    metrics: ["Minutes from a new enquiry to first reply", "Viewings or tours booked from enquiries per week", "Days to close a maintenance request"],
  },
  "auto-repair": {
    tips: [
      "Look up procedures by the full vehicle identification number, and confirm a suggested fix with a test before replacing parts.",
      "Send customers inspection photos with each estimate, and get their approval in writing before starting extra work.",
      "Treat photo-based damage estimates as a starting point, and update them after teardown when hidden damage shows up.",
    ],
    metrics: ["Minutes from vehicle check-in to estimate sent", "Comebacks for the same fault within a month", "Supplements added after teardown, per repair"],
  },

  // Moving goods, making things, growing food
  "maintenance-industrial": {
    tips: [
      "Start with your most critical assets or one production line, with a clean asset list and preventive maintenance schedule.",
      "Have a technician or quality engineer confirm each machine alert or defect flag and record what they found, so false alarms are counted.",
      "Simulate generated toolpaths and check generated quotes on known parts before use, and keep regulated quality records signed by a person.",
    ],
    metrics: ["Hours of unplanned downtime per month", "Overdue preventive maintenance work orders", "Scrap, rework and defects reaching customers, per week"],
  },
  "fleet-logistics": {
    tips: [
      "Tell drivers what in-cab cameras record and who sees it, and review flagged events with the driver before any coaching or discipline.",
      "Set vehicle height, weight and hazardous load profiles and delivery windows, then check new routes against drivers' local knowledge.",
      "Verify a carrier's or broker's authority, insurance and payment record before booking loads found online.",
    ],
    metrics: ["On-time deliveries or pickups per week", "Miles and driving hours per route", "Harsh driving events per thousand miles"],
  },
  "supply-chain": {
    tips: [
      "Clean up item codes, lead times and minimum order quantities before switching on forecasts or automatic replenishment.",
      "Compare forecasts with actual sales every week, and override them for promotions, launches or local events the model cannot see.",
      "Set spending and approval limits for automated orders and negotiation agents, and have a person sign every supplier contract.",
    ],
    metrics: ["Stockouts and overstocked items per month", "Days from purchase request to approved order", "Picking errors per thousand orders"],
  },
  farming: {
    tips: [
      "Walk the field to confirm a sensor alert, image flag or app diagnosis before spraying, irrigating or changing a feed plan.",
      "Follow the product label and your agronomist's advice for any suggested treatment, since app recommendations may not match local registrations.",
      "Record field work, treatments and animal movements as they happen so yield maps and traceability records are complete.",
    ],
    metrics: [
      "Hours a week spent on farm records and compliance paperwork",
      "Days from spotting a crop or animal problem to treatment",
      "Spray passes or irrigation hours per field each season",
    ],
  },

  // Food, shops, hotels, public safety
  hospitality: {
    tips: [
      "Keep recipes, allergens and supplier prices current in one place, and check AI-costed dishes and menu text against them.",
      "Check AI replies to guests about allergens, rates and policies, keep card numbers out of chats, and hand complaints to staff.",
      "Compare forecasts and recommended rates with actual covers, occupancy and local events each week, and set floor and ceiling prices.",
    ],
    metrics: ["Food cost as a share of sales, each week", "Kilograms of food thrown away per week", "Minutes to reply to guest messages and booking enquiries"],
  },
  "retail-ecommerce": {
    tips: [
      "Check AI-written product descriptions against the actual item for sizes, materials and claims before publishing.",
      "Test site search with the misspellings and phrases customers really use, and pin the right products for your top searches.",
      "Show reviews as customers wrote them, including negative ones, and get permission before reusing customer photos in marketing.",
    ],
    metrics: [
      "Minutes to list a new product with description and photos",
      "Searches that return no results, per week",
      "Returns because the item was not as described, per month",
    ],
  },
  "public-safety": {
    tips: [
      "Read and correct every AI-drafted report against your own memory and the footage before signing, following your agency's disclosure policy.",
      "Have a person confirm every plate hit, flagged clip, caller location or translated phrase before anyone acts on it.",
      "Search devices and databases only within the warrant, consent or policy that allows it, and log who accessed what.",
    ],
    metrics: [
      "Minutes to complete an incident report",
      "Reports returned by supervisors for correction, per month",
      "Time from call or alert to confirmed response",
    ],
  },
  events: {
    tips: [
      "Ask registrants only for the data you need, and say how dietary and access details will be used and when deleted.",
      "Check AI-drafted agendas, session descriptions and speaker biographies with the speakers before they go on the event site.",
      "Test check-in, badge printing and the attendee app with a few colleagues before the doors open.",
    ],
    metrics: ["Hours to build the agenda and event site", "Minutes per attendee at check-in", "Registered attendees who turned up, per event"],
  },

  // Law, money and public funding
  legal: {
    tips: [
      "Use only tools your firm has approved for client-confidential material, and keep privileged documents out of public chat assistants.",
      "Check every case, statute, clause and citation against the source before it reaches a client, court or counterparty.",
      "Review auto-captured time entries, court deadlines and contract renewal dates by hand before billing or relying on them.",
    ],
    metrics: [
      "Hours from instruction to a first draft of a contract, memo or letter",
      "Documents reviewed per hour in disclosure or due diligence",
      "Billable time recovered by automatic time capture, per week",
    ],
  },
  "finance-accounting": {
    tips: [
      "Review AI-categorised transactions and coded invoices each week, correcting them so the rules improve before month-end.",
      "Confirm any change to a supplier's bank details by phoning a number you already hold, before paying.",
      "Tie drafted variance notes and tax answers to the ledger or cited law, and keep clients' tax and bank details out of general assistants.",
    ],
    metrics: ["Working days to close the month", "Invoices processed per hour, from receipt to approval", "Receipts still missing at month-end"],
  },
  "insurance-lending": {
    tips: [
      "Check extracted income, loss and policy figures against the source documents for a sample of files before trusting the automation.",
      "Keep a person responsible for every decline, claim denial and pricing change, able to explain the reasons to the customer.",
      "Test rating models and valuations for unfair effects on protected groups, and collect medical and credit data only as far as needed.",
    ],
    metrics: [
      "Days from application or submission to decision",
      "Days from first notice of loss to claim payment",
      "Files sent back for missing or wrong documents, per week",
    ],
  },
  "grants-nonprofit": {
    tips: [
      "Read each funder's current guidelines and deadlines yourself, since databases can lag behind changes in priorities or eligibility.",
      "Give the tool your own past proposals and verified facts, and check every figure, outcome and partner named in a draft.",
      "Keep beneficiaries' names and personal stories out of drafts unless they have agreed to that use.",
    ],
    metrics: ["Hours to draft a complete application", "Well-matched funders found per month", "Applications submitted and funded per quarter"],
  },
};

/** Every tool kind's family (a key of INSIGHT_PLAYBOOKS). */
export const KIND_FAMILY: Record<string, string> = {
  // general
  "general-assistant": "general",
  "office-suite": "general",
  "workspace-notes": "general",
  other: "general",
  // writing
  "writing-assistant": "writing",
  "email-assistant": "writing",
  "voice-dictation": "writing",
  "creative-writing": "writing",
  screenwriting: "writing",
  // research
  "web-research": "research",
  "document-qa": "research",
  "enterprise-search": "research",
  "news-monitoring": "research",
  "financial-research": "research",
  // meetings
  "meeting-recorder": "meetings",
  transcription: "meetings",
  // translation
  translation: "translation",
  interpretation: "translation",
  // presentations
  "presentation-maker": "presentations",
  "diagram-visuals": "presentations",
  "audience-polling": "presentations",
  // automation
  "automation-platform": "automation",
  "autonomous-agent": "automation",
  "document-extraction": "automation",
  // project-planning
  "task-planning": "project-planning",
  "project-management": "project-planning",
  // scheduling
  "shift-scheduling": "scheduling",
  "appointment-scheduling": "scheduling",
  "salon-booking": "scheduling",
  // design
  "graphic-design": "design",
  "image-generation": "design",
  "logo-brand": "design",
  "ui-design": "design",
  // photo
  "photo-editing": "photo",
  "photography-culling": "photo",
  // video
  "video-editing": "video",
  "video-generation": "video",
  "avatar-video": "video",
  "video-repurposing": "video",
  "script-to-video": "video",
  "screen-recording": "video",
  // audio
  "audio-editing": "audio",
  "music-generation": "audio",
  "text-to-speech": "audio",
  // marketing
  "marketing-copy": "marketing",
  "seo-content": "marketing",
  "email-marketing": "marketing",
  "social-media-management": "marketing",
  "social-listening": "marketing",
  "ad-creative": "marketing",
  "marketing-crm": "marketing",
  "ad-campaign-management": "marketing",
  "restaurant-marketing": "marketing",
  // sales
  "sales-engagement": "sales",
  "sales-prospecting-data": "sales",
  "conversation-intelligence": "sales",
  "revenue-forecasting": "sales",
  "sales-enablement": "sales",
  "sales-email-coach": "sales",
  crm: "sales",
  // customer-support
  "customer-support-agent": "customer-support",
  helpdesk: "customer-support",
  "phone-answering-agent": "customer-support",
  // recruiting-hr
  "recruiting-sourcing": "recruiting-hr",
  "applicant-tracking": "recruiting-hr",
  "interview-intelligence": "recruiting-hr",
  "recruiting-chatbot": "recruiting-hr",
  "job-ad-writing": "recruiting-hr",
  "candidate-assessment": "recruiting-hr",
  "talent-intelligence": "recruiting-hr",
  "hr-platform": "recruiting-hr",
  "employee-service-agent": "recruiting-hr",
  "performance-engagement": "recruiting-hr",
  // coding
  "coding-assistant": "coding",
  "coding-agent": "coding",
  "app-builder": "coding",
  "code-review": "coding",
  // devops
  "observability-aiops": "devops",
  "incident-response": "devops",
  "security-scanning": "devops",
  "it-service-management": "devops",
  "compliance-automation": "devops",
  // data
  "data-analysis": "data",
  "business-intelligence": "data",
  "data-science-platform": "data",
  "notebook-assistant": "data",
  "math-computation": "data",
  "forms-surveys": "data",
  "gis-mapping": "data",
  // scholarly
  "scholarly-search": "scholarly",
  "literature-mapping": "scholarly",
  "academic-writing": "scholarly",
  "qualitative-analysis": "scholarly",
  "library-discovery": "scholarly",
  "lab-platform": "scholarly",
  "scientific-illustration": "scholarly",
  "protein-structure": "scholarly",
  // teaching
  "teacher-assistant": "teaching",
  "student-tutor": "teaching",
  "assessment-grading": "teaching",
  "quiz-engagement": "teaching",
  "learning-authoring": "teaching",
  // childcare
  "childcare-management": "childcare",
  // sport-fitness
  "fitness-coaching": "sport-fitness",
  "sports-video-analysis": "sport-fitness",
  // clinical-documentation
  "clinical-documentation": "clinical-documentation",
  // clinical-reference
  "clinical-decision-support": "clinical-reference",
  "drug-reference": "clinical-reference",
  "medical-imaging-ai": "clinical-reference",
  "dental-imaging-ai": "clinical-reference",
  // patient-admin
  "patient-communication": "patient-admin",
  "medical-coding": "patient-admin",
  "health-practice-management": "patient-admin",
  "pharmacy-management": "patient-admin",
  "hospital-operations": "patient-admin",
  "home-care-platform": "patient-admin",
  // therapy-casework
  "therapy-notes": "therapy-casework",
  "social-services-case-management": "therapy-casework",
  // clinical-trials
  "clinical-trials": "clinical-trials",
  // veterinary
  "veterinary-documentation": "veterinary",
  "veterinary-practice": "veterinary",
  "veterinary-imaging-ai": "veterinary",
  "veterinary-drug-reference": "veterinary",
  // field-service
  "field-service-management": "field-service",
  "landscaping-management": "field-service",
  "pest-control-management": "field-service",
  "cleaning-business": "field-service",
  // construction
  "construction-management": "construction",
  "takeoff-estimating": "construction",
  "site-capture": "construction",
  "job-photo-documentation": "construction",
  "building-codes": "construction",
  "measurement-scanning": "construction",
  "inspection-checklists": "construction",
  "drawing-markup": "construction",
  "drone-mapping": "construction",
  "solar-design": "construction",
  // engineering-design
  "architecture-design": "engineering-design",
  "cad-engineering": "engineering-design",
  "engineering-simulation": "engineering-design",
  // real-estate-property
  "real-estate-crm": "real-estate-property",
  "listing-photo-ai": "real-estate-property",
  "virtual-tours": "real-estate-property",
  "property-management": "real-estate-property",
  "leasing-assistant": "real-estate-property",
  // auto-repair
  "auto-repair-info": "auto-repair",
  "auto-shop-management": "auto-repair",
  "vehicle-damage-appraisal": "auto-repair",
  // maintenance-industrial
  "maintenance-cmms": "maintenance-industrial",
  "service-knowledge": "maintenance-industrial",
  "machine-health": "maintenance-industrial",
  "visual-quality-inspection": "maintenance-industrial",
  "manufacturing-operations": "maintenance-industrial",
  "quality-management-system": "maintenance-industrial",
  "cam-programming": "maintenance-industrial",
  "machine-shop-quoting": "maintenance-industrial",
  "manufacturing-erp": "maintenance-industrial",
  // fleet-logistics
  "fleet-safety-telematics": "fleet-logistics",
  "route-planning": "fleet-logistics",
  "truck-navigation": "fleet-logistics",
  "load-board": "fleet-logistics",
  "freight-visibility": "fleet-logistics",
  "transport-management": "fleet-logistics",
  // supply-chain
  "warehouse-management": "supply-chain",
  "supply-chain-planning": "supply-chain",
  procurement: "supply-chain",
  "retail-inventory-planning": "supply-chain",
  // farming
  "farm-management": "farming",
  "crop-monitoring": "farming",
  "plant-diagnosis": "farming",
  "livestock-management": "farming",
  "farm-input-marketplace": "farming",
  // hospitality
  "restaurant-pos": "hospitality",
  "restaurant-inventory": "hospitality",
  "recipe-costing": "hospitality",
  "food-waste": "hospitality",
  "hospitality-forecasting": "hospitality",
  "reservations-guest": "hospitality",
  "hotel-operations": "hospitality",
  "hotel-revenue": "hospitality",
  "guest-messaging": "hospitality",
  // retail-ecommerce
  "ecommerce-platform": "retail-ecommerce",
  "product-discovery": "retail-ecommerce",
  "reviews-ugc": "retail-ecommerce",
  // public-safety
  "police-report-writing": "public-safety",
  "bodycam-analytics": "public-safety",
  "public-safety-records": "public-safety",
  "emergency-call-assist": "public-safety",
  "fire-ems-records": "public-safety",
  "security-guard-management": "public-safety",
  "digital-forensics": "public-safety",
  "license-plate-recognition": "public-safety",
  // events
  "event-management": "events",
  // legal
  "legal-research-assistant": "legal",
  "contract-drafting-review": "legal",
  "contract-lifecycle": "legal",
  ediscovery: "legal",
  "legal-practice-management": "legal",
  "legal-demand-letters": "legal",
  "patent-drafting": "legal",
  "patent-search": "legal",
  "trademark-search": "legal",
  "regulatory-compliance": "legal",
  // finance-accounting
  bookkeeping: "finance-accounting",
  "receipt-capture": "finance-accounting",
  "accounts-payable": "finance-accounting",
  "spend-management": "finance-accounting",
  "financial-close": "finance-accounting",
  "audit-analytics": "finance-accounting",
  "tax-research": "finance-accounting",
  "accounting-practice-management": "finance-accounting",
  "fp-and-a": "finance-accounting",
  // insurance-lending
  "insurance-underwriting": "insurance-lending",
  "claims-automation": "insurance-lending",
  "insurance-agency": "insurance-lending",
  "insurance-pricing": "insurance-lending",
  "mortgage-lending": "insurance-lending",
  "property-valuation": "insurance-lending",
  // grants-nonprofit
  "grant-research": "grants-nonprofit",
  "grant-writing": "grants-nonprofit",
};

/** The family for kinds not listed (and "other"). */
export const DEFAULT_FAMILY = "general";
