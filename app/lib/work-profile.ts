// What a person's work is made of, as weights over the tool purposes (app/lib/tool-purposes.ts):
// read from the matched O*NET occupation (its SOC code decides), then widened by the work areas
// the person chose; without an occupation, from the work areas and the industry alone. The
// toolkit engine recommends only tools whose purpose weighs at least MIN_PURPOSE_WEIGHT here, so
// a civil engineer is never offered a code assistant unless "coding" is one of their work areas.
// Pure and isomorphic; docs/methodology.md §6 explains it, and the labelled evaluation set
// (tests/fixtures/toolkit-fit-labels.json) checks it.
import type { JobCategory } from "./catalogue-constants";
import type { ToolPurpose } from "./tool-purposes";

export type PurposeWeights = Partial<Record<ToolPurpose, number>>;

/** A purpose below this weight is not part of the person's work: its tools are not offered. */
export const MIN_PURPOSE_WEIGHT = 0.3;
/** What a purpose named by a chosen work area weighs (it is what the person asked for). */
export const WORK_AREA_WEIGHT = 0.95;

/** Knowledge work at a desk: documents, meetings, plans, numbers. */
const DESK: PurposeWeights = {
  assistant: 1,
  writing: 0.8,
  research: 0.7,
  meetings: 0.7,
  presentations: 0.6,
  planning: 0.7,
  "knowledge-search": 0.4,
  automation: 0.4,
  "data-analysis": 0.5,
  voice: 0.3,
  "screen-recording": 0.3,
};
/** Hands-on work with some paperwork: jobs, quotes, schedules, manuals, notes on the move. */
const HANDS_ON: PurposeWeights = { assistant: 1, planning: 0.5, voice: 0.5, research: 0.4, writing: 0.35 };
/** Serving people in person: rotas, bookings, notices, reports. */
const SERVICE: PurposeWeights = { assistant: 1, planning: 0.55, writing: 0.4, research: 0.35, voice: 0.4 };
/** Caring for patients: notes, evidence, handovers. */
const CARE: PurposeWeights = { assistant: 1, clinical: 1, writing: 0.5, research: 0.5, voice: 0.6, planning: 0.4, meetings: 0.3 };

/** The base of each O*NET-SOC major group (the first two digits of the code). */
const MAJOR_GROUPS: Record<string, { base: PurposeWeights; category: JobCategory; label: string }> = {
  "11": { base: { ...DESK, "people-management": 0.4, recruitment: 0.35 }, category: "executive", label: "Management" },
  "13": { base: DESK, category: "finance", label: "Business and Financial Operations" },
  "15": { base: { ...DESK, coding: 1, "data-analysis": 0.7, calculation: 0.4 }, category: "development", label: "Computer and Mathematical" },
  "17": { base: { ...DESK, "data-analysis": 0.7, calculation: 0.8 }, category: "professional_services", label: "Architecture and Engineering" },
  "19": {
    base: { ...DESK, "scholarly-research": 1, "data-analysis": 0.9, calculation: 0.7 },
    category: "consulting",
    label: "Life, Physical, and Social Science",
  },
  "21": {
    base: { ...DESK, writing: 0.9, presentations: 0.35, "data-analysis": 0.3 },
    category: "professional_services",
    label: "Community and Social Service",
  },
  "23": { base: { ...DESK, legal: 1, research: 0.9, writing: 0.9 }, category: "professional_services", label: "Legal" },
  "25": {
    base: { ...DESK, teaching: 1, presentations: 0.8, video: 0.3, "visual-design": 0.35, "data-analysis": 0.3 },
    category: "education",
    label: "Educational Instruction and Library",
  },
  "27": { base: DESK, category: "creative", label: "Arts, Design, Entertainment, Sports, and Media" },
  "29": { base: CARE, category: "healthcare", label: "Healthcare Practitioners and Technical" },
  "31": { base: { ...CARE, clinical: 0.45 }, category: "healthcare", label: "Healthcare Support" },
  "33": { base: { ...SERVICE, writing: 0.6, voice: 0.6 }, category: "operations", label: "Protective Service" },
  "35": { base: SERVICE, category: "operations", label: "Food Preparation and Serving" },
  "37": { base: HANDS_ON, category: "operations", label: "Building and Grounds Cleaning and Maintenance" },
  "39": { base: SERVICE, category: "operations", label: "Personal Care and Service" },
  "41": { base: { ...DESK, sales: 1, writing: 0.8, automation: 0.3, "data-analysis": 0.35 }, category: "sales", label: "Sales" },
  "43": { base: { ...DESK, planning: 0.9, automation: 0.5, presentations: 0.35 }, category: "operations", label: "Office and Administrative Support" },
  "45": { base: { ...HANDS_ON, "data-analysis": 0.3 }, category: "operations", label: "Farming, Fishing, and Forestry" },
  "47": { base: HANDS_ON, category: "operations", label: "Construction and Extraction" },
  "49": { base: { ...HANDS_ON, research: 0.5, "field-service": 0.5 }, category: "operations", label: "Installation, Maintenance, and Repair" },
  "51": { base: { ...HANDS_ON, "data-analysis": 0.3 }, category: "operations", label: "Production" },
  "53": { base: { ...HANDS_ON, planning: 0.6 }, category: "operations", label: "Transportation and Material Moving" },
  "55": { base: { ...DESK, presentations: 0.4 }, category: "operations", label: "Military Specific" },
};

/**
 * Occupations whose own tasks add (or remove, with 0) purposes beyond their major group, by SOC
 * code prefix; the longest matching prefix wins, so "15-1255" (web and digital interface
 * designers) can differ from "15-1" (computer occupations). Written from the O*NET descriptions of
 * what each occupation does.
 */
const OCCUPATION_PURPOSES: Record<string, { base?: PurposeWeights; add?: PurposeWeights; category?: JobCategory }> = {
  // Management
  "11-1011": { add: { presentations: 0.8, meetings: 0.9 } },
  "11-2011": { add: { marketing: 1, "visual-design": 0.6, video: 0.5 }, category: "marketing" },
  "11-2021": { add: { marketing: 1, "visual-design": 0.5, video: 0.4, "data-analysis": 0.6 }, category: "marketing" },
  "11-2022": { add: { sales: 1, "data-analysis": 0.6 }, category: "sales" },
  "11-2032": { add: { marketing: 1, video: 0.4 }, category: "marketing" },
  "11-2033": { add: { marketing: 0.8 }, category: "marketing" },
  "11-3021": { add: { coding: 0.5 }, category: "development" },
  "11-3031": { add: { finance: 1, "data-analysis": 0.9 }, category: "finance" },
  "11-3111": { add: { "people-management": 1 }, category: "hr" },
  "11-3121": { add: { "people-management": 1, recruitment: 1 }, category: "hr" },
  "11-3131": { add: { "people-management": 0.8, teaching: 0.4, video: 0.6, presentations: 0.8 }, category: "hr" },
  "11-3051": { add: { "data-analysis": 0.7 }, category: "operations" },
  "11-3071": { add: { "data-analysis": 0.7 }, category: "operations" },
  "11-9013": { add: { writing: 0.4, meetings: 0.3, presentations: 0, "screen-recording": 0 }, category: "operations" },
  "11-9021": { add: { "building-design": 0.35 }, category: "operations" },
  "11-9032": { add: { teaching: 0.5 }, category: "education" },
  "11-9033": { add: { teaching: 0.4 }, category: "education" },
  "11-9039": { add: { teaching: 0.4 }, category: "education" },
  "11-9041": { category: "operations" },
  "11-9051": { add: { marketing: 0.35, presentations: 0.3, "screen-recording": 0 }, category: "operations" },
  "11-9111": { add: { "scholarly-research": 0.35 }, category: "healthcare" },
  "11-9121": { add: { "scholarly-research": 1 }, category: "consulting" },
  "11-9141": { add: { marketing: 0.4 }, category: "operations" },
  "11-9179": { add: { marketing: 0.4 }, category: "operations" },
  // Business and financial operations
  "13-1041": { add: { legal: 0.5 }, category: "professional_services" },
  "13-1071": { add: { recruitment: 1, "people-management": 1 }, category: "hr" },
  "13-1075": { add: { "people-management": 1, legal: 0.4 }, category: "hr" },
  "13-1081": { add: { "data-analysis": 0.8, planning: 0.9 }, category: "operations" },
  "13-1082": { add: { planning: 1 }, category: "operations" },
  "13-1111": { add: { presentations: 0.9, "data-analysis": 0.8, research: 0.9 }, category: "consulting" },
  "13-1121": { add: { planning: 1, marketing: 0.5 }, category: "operations" },
  "13-1131": { add: { marketing: 0.7 }, category: "marketing" },
  "13-1141": { add: { "people-management": 0.9 }, category: "hr" },
  "13-1151": { add: { teaching: 0.6, video: 0.6, presentations: 0.9, audio: 0.35 }, category: "hr" },
  "13-1161": { add: { marketing: 1, "data-analysis": 0.8, "visual-design": 0.4, video: 0.4 }, category: "marketing" },
  "13-2": { add: { finance: 1, "data-analysis": 0.9, calculation: 0.5 }, category: "finance" },
  "13-2011": { add: { finance: 0.6, "data-analysis": 1 }, category: "finance" },
  "13-2052": { add: { finance: 1, sales: 0.5 }, category: "finance" },
  "13-2072": { add: { finance: 0.8, sales: 0.5 }, category: "finance" },
  // Computer and mathematical
  "15-1231": { add: { coding: 0.4, "customer-support": 0.6 }, category: "development" },
  "15-1232": { add: { coding: 0.3, "customer-support": 0.8 }, category: "development" },
  "15-1255": { add: { "ui-design": 1, "visual-design": 0.7, coding: 0.5 }, category: "design" },
  "15-1299.01": { add: { "ui-design": 0.6, "visual-design": 0.5 }, category: "design" },
  "15-2": { add: { "data-analysis": 1, coding: 0.7, "scholarly-research": 0.4, calculation: 0.9 }, category: "consulting" },
  "15-2011": { add: { finance: 0.6, coding: 0.6 }, category: "finance" },
  "15-2051": { add: { coding: 1 }, category: "development" },
  // Architecture and engineering
  "17-1011": { add: { "building-design": 1, "visual-design": 0.5, presentations: 0.8 }, category: "design" },
  "17-1012": { add: { "building-design": 1, "visual-design": 0.5, presentations: 0.8 }, category: "design" },
  "17-1022": { add: { "data-analysis": 0.8 } },
  // Engineers read the technical literature; drafters, surveyors and technicians rarely do.
  "17-2": { add: { "scholarly-research": 0.35 } },
  "17-2051": { add: { "building-design": 0.4 } },
  "17-2061": { add: { coding: 0.6 }, category: "development" },
  "17-3011": { add: { "building-design": 0.6 } },
  // Science
  "19-1029.01": { add: { coding: 0.8 } },
  "19-3011": { add: { coding: 0.4, finance: 0.4 } },
  "19-3022": { add: { "data-analysis": 1 } },
  "19-3031": { add: { clinical: 0.6 }, category: "healthcare" },
  "19-3032": { add: { "people-management": 0.6 }, category: "hr" },
  "19-3051": { add: { "building-design": 0.5, presentations: 0.8 } },
  "19-4": { add: { "data-analysis": 0.7, "scholarly-research": 0.25 } },
  "19-5": { add: { "scholarly-research": 0.3 } },
  // Community and social service
  "21-1013": { add: { clinical: 0.6 }, category: "healthcare" },
  "21-1014": { add: { clinical: 0.6 }, category: "healthcare" },
  "21-1018": { add: { clinical: 0.6 }, category: "healthcare" },
  "21-1091": { add: { teaching: 0.5, presentations: 0.6, "visual-design": 0.3 }, category: "healthcare" },
  // Legal
  "23-1022": { add: { meetings: 0.8 } },
  // Education and library
  "25-1": { add: { "scholarly-research": 1, teaching: 0.8, calculation: 0.4 } },
  "25-4": { add: { teaching: 0, research: 1, "scholarly-research": 0.8 } },
  "25-9": { add: { video: 0 } },
  // Arts, design, entertainment, sports and media
  "27-1011": { add: { "visual-design": 1, video: 0.5, marketing: 0.4 }, category: "design" },
  "27-1012": { add: { "visual-design": 0.8, marketing: 0.4, presentations: 0 }, category: "creative" },
  "27-1013": { add: { "visual-design": 1, marketing: 0.35 }, category: "creative" },
  "27-1014": { add: { "visual-design": 1, video: 1 }, category: "creative" },
  "27-1021": { add: { "visual-design": 1, "ui-design": 0.5 }, category: "design" },
  "27-1022": { add: { "visual-design": 1, marketing: 0.35 }, category: "design" },
  "27-1023": { add: { "visual-design": 0.6, marketing: 0.4, presentations: 0 }, category: "design" },
  "27-1024": { add: { "visual-design": 1, presentations: 0.5, video: 0.4, marketing: 0.4 }, category: "design" },
  "27-1025": { add: { "visual-design": 1, "building-design": 0.6, presentations: 0.6 }, category: "design" },
  "27-1026": { add: { "visual-design": 0.8 }, category: "design" },
  "27-1027": { add: { "visual-design": 1, "building-design": 0.4 }, category: "design" },
  "27-2011": { add: { audio: 0.5, video: 0.5, "creative-writing": 0.4 }, category: "creative" },
  "27-2012": { add: { video: 1, audio: 0.8, "creative-writing": 0.6, planning: 0.8 }, category: "creative" },
  "27-2021": { add: { video: 0.4, "data-analysis": 0.5, marketing: 0.35 }, category: "creative" },
  "27-2022": { add: { video: 0.5, "data-analysis": 0.5, planning: 0.8 }, category: "creative" },
  "27-2023": { add: { video: 0.3 }, category: "creative" },
  "27-2031": { add: { video: 0.4, audio: 0.4, marketing: 0.35 }, category: "creative" },
  "27-2032": { add: { video: 0.5, audio: 0.5 }, category: "creative" },
  "27-2041": { add: { audio: 1, video: 0.3 }, category: "creative" },
  "27-2042": { add: { audio: 1, video: 0.4, marketing: 0.4 }, category: "creative" },
  "27-3011": { add: { audio: 1, video: 0.4, research: 0.8 }, category: "creative" },
  "27-3023": { add: { writing: 1, research: 1, audio: 0.5, video: 0.5 }, category: "creative" },
  "27-3031": { add: { marketing: 1, writing: 1, video: 0.4, "visual-design": 0.5 }, category: "marketing" },
  "27-3041": { add: { writing: 1, "creative-writing": 0.5 }, category: "creative" },
  "27-3042": { add: { writing: 1, "screen-recording": 0.6, "visual-design": 0.35 }, category: "creative" },
  "27-3043": { add: { writing: 1, "creative-writing": 1, marketing: 0.35, research: 0.8 }, category: "creative" },
  "27-3091": { add: { translation: 1, writing: 0.9, research: 0.6, voice: 0.4, presentations: 0.3 }, category: "professional_services" },
  "27-4011": { add: { video: 0.8, audio: 0.8 }, category: "creative" },
  "27-4012": { add: { video: 0.7, audio: 0.7 }, category: "creative" },
  "27-4014": { add: { audio: 1, video: 0.4 }, category: "creative" },
  "27-4015": { add: { video: 0.8, "visual-design": 0.6 }, category: "creative" },
  "27-4021": { add: { "visual-design": 1, video: 0.5, marketing: 0.4 }, category: "creative" },
  "27-4031": { add: { video: 1 }, category: "creative" },
  "27-4032": { add: { video: 1, audio: 0.6 }, category: "creative" },
  // Healthcare
  // Prescribers and advanced practice read the clinical literature as part of the job.
  "29-1051": { add: { "scholarly-research": 0.7, calculation: 0.5 } },
  "29-1071": { add: { "scholarly-research": 0.7 } },
  "29-1171": { add: { "scholarly-research": 0.7 } },
  "29-121": { add: { "scholarly-research": 0.8 } },
  "29-122": { add: { "scholarly-research": 0.8 } },
  "29-123": { add: { "scholarly-research": 0.8 } },
  "29-124": { add: { "scholarly-research": 0.8 } },
  "29-1131": { add: { clinical: 0.8 } },
  "29-2": { add: { clinical: 0.7 } },
  "31-9092": { add: { clinical: 0.6, writing: 0.6 } },
  "31-9094": { add: { clinical: 0.9, voice: 0.9, writing: 0.9 } },
  "31-1": { add: { clinical: 0.5 } },
  // Protective service
  "33-3021": { add: { research: 0.8, writing: 0.8, "data-analysis": 0.5 } },
  "33-1": { add: { planning: 0.8 } },
  // Food, cleaning, personal care
  "35-1011": { add: { planning: 0.8, writing: 0.5, "data-analysis": 0.35 } },
  "35-1012": { add: { planning: 0.8, writing: 0.5 } },
  "37-1": { add: { planning: 0.8, writing: 0.45 } },
  "39-1": { add: { planning: 0.8, writing: 0.5 } },
  "39-5": { add: { marketing: 0.45, "visual-design": 0.4, planning: 0.65 }, category: "creative" },
  "39-9031": { add: { marketing: 0.45, video: 0.4, planning: 0.7, writing: 0.5 } },
  "39-9011": { add: { planning: 0.6, writing: 0.45 } },
  "39-7011": { add: { translation: 0.6, research: 0.6 } },
  "39-7012": { add: { translation: 0.5, research: 0.5, planning: 0.8 } },
  // Sales
  "41-1": { add: { sales: 0.8, planning: 0.8, "data-analysis": 0.5 } },
  "41-2": { base: { ...SERVICE, "customer-support": 0.2 } },
  "41-2031": { add: { sales: 0.6 } },
  "41-3021": { add: { sales: 1, finance: 0.35 } },
  "41-3031": { add: { sales: 1, finance: 0.9, research: 0.9 }, category: "finance" },
  "41-3041": { add: { sales: 0.7, planning: 0.8, translation: 0.35, research: 0.8 } },
  "41-9022": { add: { sales: 0.8, marketing: 0.8, "visual-design": 0.5, video: 0.45 } },
  "41-9031": { add: { sales: 1, presentations: 1, research: 0.8, "data-analysis": 0.5 } },
  "41-9041": { add: { sales: 0.8 } },
  // Office and administrative support
  "43-3031": { add: { "data-analysis": 0.8 }, category: "finance" },
  "43-3": { add: { "data-analysis": 0.8 }, category: "finance" },
  "43-4051": { add: { "customer-support": 1, writing: 0.8, presentations: 0, "data-analysis": 0.3 }, category: "sales" },
  "43-4171": { add: { planning: 0.9, "customer-support": 0.5, writing: 0.6, presentations: 0 } },
  "43-4161": { add: { recruitment: 0.8, "people-management": 0.6 }, category: "hr" },
  "43-6011": { add: { planning: 1, meetings: 1, writing: 1, presentations: 0.7 }, category: "executive" },
  "43-6012": { add: { legal: 0.6 }, category: "professional_services" },
  "43-6013": { add: { clinical: 0.2 }, category: "healthcare" },
  "43-5032": { add: { planning: 1 } },
  "43-5061": { add: { planning: 1, "data-analysis": 0.6 } },
  // Hands-on trades with customers and quotes
  "47-1011": { add: { planning: 0.8, writing: 0.5, "building-design": 0.3 } },
  "47-2111": { add: { "field-service": 0.8, calculation: 0.4 } },
  "47-2152": { add: { "field-service": 0.8 } },
  "47-2031": { add: { "field-service": 0.5 } },
  "47-4011": { add: { writing: 0.7, voice: 0.7 } },
  "49-1": { add: { planning: 0.8, "field-service": 0.6 } },
  "49-9021": { add: { "field-service": 0.9 } },
  "49-9071": { add: { "field-service": 0.7 } },
  "51-1": { add: { planning: 0.8, "data-analysis": 0.5, writing: 0.45 } },
  "51-9061": { add: { writing: 0.5, "data-analysis": 0.5 } },
  "53-1": { add: { planning: 0.8, "data-analysis": 0.4 } },
  "53-2011": { add: { research: 0.5 } },
  "53-2031": { add: { translation: 0.3 } },
};

/** Longest prefix first, so a detailed code beats its minor group. */
const PREFIXES = Object.keys(OCCUPATION_PURPOSES).sort((a, b) => b.length - a.length);

/**
 * Words in a chosen work area (lower case) that ask for a purpose. A work area the person chose
 * makes its purposes part of their work, whatever their occupation: a chef who picks "Social
 * Media" gets marketing tools, a civil engineer who picks "Python Scripting" gets code tools.
 */
export const WORK_AREA_PURPOSES: [RegExp, ToolPurpose[]][] = [
  // Not "code" or "script" alone: building codes, medical coding and tour scripts are not software.
  [
    /\b(software|programming|(?<!(medical|clinical|billing) )coding|writing code|code review|debug\w*|scripting|python|javascript|typescript|sql|apis?|data pipelines?|etl|devops|web development|app development)\b/,
    ["coding"],
  ],
  [/\b(recruit\w*|hiring|hire|talent acquisition|candidates?|sourcing talent|job (ads|posts|postings|descriptions))\b/, ["recruitment"]],
  [
    /\b(performance (reviews?|management)|employee (engagement|relations|surveys?)|onboarding|people management|team (management|leadership)|staff management|human resources|hr|workforce planning|payroll)\b/,
    ["people-management"],
  ],
  [/\b(videos?|filming|footage|youtube|tiktok|reels|animation|vlogs?)\b/, ["video"]],
  [/\b(podcasts?|audio|voice ?overs?|music|sound|radio|narration)\b/, ["audio"]],
  [
    /\b(marketing|campaigns?|seo|social media|brand(ing)?|advertis\w*|content (creation|marketing|strategy|calendar)|promotions?|lead generation|copywriting|email marketing)\b/,
    ["marketing"],
  ],
  [
    /\b(sales|selling|prospect\w*|lead generation|pipeline management|crm|deals?|account management|client acquisition|business development|sales outreach|cold outreach|(customer|client) follow-?ups?)\b/,
    ["sales"],
  ],
  [
    /\b(graphics?|visuals?|illustrations?|logos?|photos?|photography|images?|artwork|posters?|flyers?|thumbnails?|mood ?boards?|design assets|brand design|graphic design)\b/,
    ["visual-design"],
  ],
  [
    /\b(ux|ui|user (interface|experience|research)|wireframes?|wireframing|prototyp\w*|mock-?ups?|web design|app design|interaction design|usability)\b/,
    ["ui-design"],
  ],
  [
    /\b(customer (support|service|enquiries|inquiries|queries|questions|complaints)|help ?desk|support tickets|client (queries|enquiries)|complaints)\b/,
    ["customer-support"],
  ],
  // Not "diagnostics" or "triage" alone: mechanics diagnose engines and help desks triage tickets.
  [
    /\b(patient (notes|records|documentation|care|assessments?|education|histor(y|ies)|charts?|handovers?)|clinical|charting|medical (notes|records)|care plan\w*|soap notes|prescri\w*|therapy notes|treatment plans?)\b/,
    ["clinical"],
  ],
  [/\b(legal|contracts?|litigation|case law|due diligence|case preparation)\b/, ["legal"]],
  [
    /\b(lessons?|lesson planning|teaching|grading (and|&) feedback|grading (papers|essays|assignments|tests|exams)|marking|curriculum|students?|classroom|tutoring|homework)\b/,
    ["teaching"],
  ],
  [
    /\b(financial (modell?ing|analysis|research|forecasting)|investments?|valuations?|investment portfolios?|portfolio management|equity research|fp&a|market intelligence)\b/,
    ["finance"],
  ],
  [/\b(fiction|novels?|screenplays?|screenwriting|scriptwriting|story ?writing|storytelling|poetry|creative writing|lyrics)\b/, ["creative-writing"]],
  [/\b(translat\w*|locali[sz]ation|multilingual|interpreting|foreign languages?|language services)\b/, ["translation"]],
  [
    /\b(literature (reviews?|search)|academic|research papers?|scientific|journals?|publications?|systematic reviews?|thesis|peer review|citations?)\b/,
    ["scholarly-research"],
  ],
  [
    /\b(data|analy\w*|reporting|reports and metrics|metrics|spreadsheets?|excel|dashboards?|kpis?|statistics?|forecast\w*|costing|budget\w*)\b/,
    ["data-analysis"],
  ],
  [/\b(presentations?|slides?|slide decks?|decks?|pitch(es|ing)?|workshops?|training sessions|briefings?)\b/, ["presentations"]],
  [/\b(meetings?|minutes|calls?|stand-?ups?|handovers?|interviews?)\b/, ["meetings"]],
  [
    /\b(plan(ning)?|schedul\w*|calendars?|rotas?|rosters?|time management|tasks?|projects?|coordinat\w*|organi[sz]\w*|bookings?|appointments?|logistics|inventory|ordering|routes?|itinerar\w*)\b/,
    ["planning"],
  ],
  [/\b(automat\w*|workflows?|integrations?|repetitive|data entry|admin tasks)\b/, ["automation"]],
  [/\b(calculations?|maths?|mathematics|formulas?|unit conversions?|dosages?|load calculations?|estimating quantities)\b/, ["calculation"]],
  [
    /\b(writ\w*|draft\w*|emails?|reports?|documentation|documents?|proposals?|copy|content|notes|correspondence|paperwork|letters?|articles?|blogs?|editing|proofread\w*|logbooks?|menus?|newsletters?|grant (writing|applications?))\b/,
    ["writing"],
  ],
  [/\b(research|fact-?check\w*|information|competitors?|sources|insights?|regulations?|standards|specifications|codes and standards)\b/, ["research"]],
  [/\b(dictat\w*|voice notes|hands-free|read aloud|accessibility)\b/, ["voice"]],
  [/\b(walkthroughs?|screen recordings?|demos?|tutorials?|how-to videos|async updates)\b/, ["screen-recording"]],
  [/\b(quot(e|es|ing)|invoic\w*|estimates?|service calls|call-outs|work orders|job scheduling|dispatch\w*)\b/, ["field-service"]],
  [
    /\b(site (planning|analysis|design)|massing|urban design|building design|architectural design|master ?plan\w*|zoning|concept design)\b/,
    ["building-design"],
  ],
];

/** Purposes that a chosen work area's words ask for. */
export function purposesForWorkArea(area: string): ToolPurpose[] {
  const text = area.toLowerCase();
  const found = new Set<ToolPurpose>();
  for (const [pattern, purposes] of WORK_AREA_PURPOSES) if (pattern.test(text)) purposes.forEach((p) => found.add(p));
  return [...found];
}

/**
 * Without an occupation, the industry says a little about the work (never enough to open code,
 * hiring, clinical or legal tools, which need the person's own work areas to ask for them).
 */
const INDUSTRY_PURPOSES: Record<string, PurposeWeights> = {
  "Marketing & Advertising": { marketing: 0.5, "visual-design": 0.4 },
  "Media & Entertainment": { video: 0.4, audio: 0.35, "visual-design": 0.4 },
  "Education & Training": { teaching: 0.4, presentations: 0.7 },
  "Financial Services": { finance: 0.4, "data-analysis": 0.7 },
  "Professional Services": { presentations: 0.8, research: 0.8 },
  Consulting: { presentations: 0.8, research: 0.8, "data-analysis": 0.7 },
  "Human Resources": { "people-management": 0.45 },
  "Retail & E-commerce": { marketing: 0.4, "customer-support": 0.4 },
  "Real Estate": { sales: 0.4, marketing: 0.4 },
  "Travel & Hospitality": { "customer-support": 0.35, translation: 0.35 },
};

export interface OccupationRef {
  code: string;
  title: string;
}

export interface WorkProfile {
  /** The occupation the profile was read from, or null when the title matched none. */
  occupation: OccupationRef | null;
  /** The spec's job category that fits the occupation (for the catalogue's jobCategories). */
  jobCategory: JobCategory;
  /** How much of the person's work each purpose is, 0 to 1. */
  weights: PurposeWeights;
  /** For each chosen work area, the purposes it asks for. */
  areaPurposes: ToolPurpose[][];
}

export function majorGroupOf(code: string): string {
  return code.slice(0, 2);
}

export function majorGroupLabel(code: string): string | null {
  return MAJOR_GROUPS[majorGroupOf(code)]?.label ?? null;
}

/** "17-2051.00" reads "17-2051"; a detailed O*NET code such as "15-1299.08" stays whole. */
export function displayOccupationCode(code: string): string {
  return code.endsWith(".00") ? code.slice(0, -3) : code;
}

function occupationWeights(code: string): { weights: PurposeWeights; category: JobCategory } {
  const group = MAJOR_GROUPS[majorGroupOf(code)];
  let weights: PurposeWeights = { ...(group?.base ?? DESK) };
  let category: JobCategory = group?.category ?? "general";
  // Apply from the widest prefix to the narrowest, so the detailed code has the last word.
  for (const prefix of [...PREFIXES].reverse()) {
    if (!code.startsWith(prefix)) continue;
    const entry = OCCUPATION_PURPOSES[prefix]!;
    if (entry.base) weights = { ...entry.base };
    if (entry.add) weights = { ...weights, ...entry.add };
    if (entry.category) category = entry.category;
  }
  return { weights, category };
}

export interface ProfileInput {
  occupation: OccupationRef | null;
  workAreas: readonly string[];
  industry: string;
  /** The spec's keyword category of the title, used only when no occupation matched. */
  titleCategory: JobCategory;
}

export function workProfile(input: ProfileInput): WorkProfile {
  let weights: PurposeWeights;
  let jobCategory: JobCategory;
  if (input.occupation) {
    ({ weights, category: jobCategory } = occupationWeights(input.occupation.code));
  } else {
    // No occupation: a desk worker by default, shaped a little by the industry.
    weights = { ...DESK, ...(INDUSTRY_PURPOSES[input.industry] ?? {}) };
    jobCategory = input.titleCategory;
  }
  const areaPurposes = input.workAreas.map(purposesForWorkArea);
  for (const purposes of areaPurposes) for (const p of purposes) weights[p] = Math.max(weights[p] ?? 0, WORK_AREA_WEIGHT);
  weights.assistant = 1;
  return { occupation: input.occupation, jobCategory, weights, areaPurposes };
}

export function purposeWeight(profile: WorkProfile, purpose: ToolPurpose): number {
  return profile.weights[purpose] ?? 0;
}

/** Whether a purpose belongs to the person's work at all. */
export function servesWork(profile: WorkProfile, purposes: readonly ToolPurpose[]): boolean {
  return purposes.some((p) => purposeWeight(profile, p) >= MIN_PURPOSE_WEIGHT);
}
