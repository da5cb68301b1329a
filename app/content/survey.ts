// The pre-launch survey's words (accounts-admin-sales.md §2, §5, §9): ten questions, the label of
// every stored option value, the early-access section and the thank-you view. The values
// themselves come from app/lib/survey-options.ts; `satisfies` makes a missing label a type error.
import type {
  AiFeeling,
  FamiliarityLevel,
  JobImprovementBelief,
  TrainingInterestLevel,
  ValueOutput,
  WillingnessToPay,
  WorkPressureAnswer,
} from "~/lib/survey-options";

export interface SurveyOption<V extends string> {
  value: V;
  label: string;
  /** A second line under the label, where the label alone is ambiguous. */
  hint?: string;
}

export interface SurveyQuestion {
  /** The field name in the form and in the §3 submission payload. */
  name: string;
  text: string;
  hint?: string;
  optional?: boolean;
}

export const SURVEY_PAGE = {
  title: "Help shape AI training for your job",
  intro:
    "We're building practical AI training for working professionals. Ten quick questions about your work and how you feel about AI tell us what to teach first. Questions marked optional can be skipped.",
  submit: "Submit my answers",
  submitting: "Submitting...",
  incompleteHint: "Answer every required question to submit.",
} as const;

export const FAMILIARITY_OPTIONS = [
  { value: "expert", label: "Expert", hint: "I use AI tools every day and know their limits." },
  { value: "intermediate", label: "Intermediate", hint: "I use AI tools for some of my work." },
  { value: "beginner", label: "Beginner", hint: "I've tried an AI tool a few times." },
  { value: "complete-beginner", label: "Complete beginner", hint: "I haven't used AI tools yet." },
] as const satisfies readonly SurveyOption<FamiliarityLevel>[];

export const WORK_PRESSURE_OPTIONS = [
  { value: "yes-often", label: "Yes, often" },
  { value: "sometimes", label: "Sometimes" },
  { value: "not-really", label: "Not really" },
  { value: "not-at-all", label: "Not at all" },
  { value: "not-sure", label: "I'm not sure" },
] as const satisfies readonly SurveyOption<WorkPressureAnswer>[];

export const AI_FEELING_OPTIONS = [
  { value: "curious", label: "Curious" },
  { value: "overwhelmed", label: "Overwhelmed" },
  { value: "afraid", label: "Afraid" },
  { value: "skeptical", label: "Skeptical" },
  { value: "excited", label: "Excited" },
  { value: "indifferent", label: "Indifferent" },
] as const satisfies readonly SurveyOption<AiFeeling>[];

export const JOB_IMPROVEMENT_OPTIONS = [
  { value: "definitely", label: "Definitely" },
  { value: "probably", label: "Probably" },
  { value: "maybe", label: "Maybe" },
  { value: "probably-not", label: "Probably not" },
  { value: "definitely-not", label: "Definitely not" },
] as const satisfies readonly SurveyOption<JobImprovementBelief>[];

export const TRAINING_INTEREST_OPTIONS = [
  { value: "very-interested", label: "Very interested" },
  { value: "somewhat-interested", label: "Somewhat interested" },
  { value: "neutral", label: "Neutral" },
  { value: "not-very-interested", label: "Not very interested" },
  { value: "not-interested", label: "Not interested" },
] as const satisfies readonly SurveyOption<TrainingInterestLevel>[];

export const VALUE_OUTPUT_OPTIONS = [
  { value: "saving-time", label: "Saving time" },
  { value: "clear-examples", label: "Clear examples" },
  { value: "certificate", label: "A certificate" },
  { value: "network-recommendation", label: "A professional-network recommendation" },
  { value: "reusable-toolkit", label: "A reusable toolkit" },
  { value: "manager-evidence", label: "Something to show a manager" },
] as const satisfies readonly SurveyOption<ValueOutput>[];

export const WILLINGNESS_TO_PAY_OPTIONS = [
  { value: "free", label: "I'd only take it if it were free" },
  { value: "10-29", label: "$10 to $29" },
  { value: "30-49", label: "$30 to $49" },
  { value: "50-99", label: "$50 to $99" },
  { value: "100+", label: "$100 or more" },
] as const satisfies readonly SurveyOption<WillingnessToPay>[];

/** The ten questions, in order (§9). */
export const SURVEY_QUESTIONS = {
  jobTitle: { name: "jobTitle", text: "What is your job title?", hint: "For example: Marketing Manager, Nurse, Accountant." },
  familiarityLevel: { name: "familiarityLevel", text: "How familiar are you with AI tools such as chatbots and writing assistants?" },
  workPressure: { name: "workPressure", text: "Do you feel pressure at work to start using AI?" },
  aiFeelings: { name: "aiFeelings", text: "Which word best describes how you feel about AI in your work?" },
  jobImprovementBelief: { name: "jobImprovementBelief", text: "Do you think AI could make your job better?" },
  aiTaskExample: {
    name: "aiTaskExample",
    text: "Which task in your work would you most like AI to help with?",
    hint: "For example: writing first drafts of client emails, or summarising long reports.",
    optional: true,
  },
  trainingInterest: { name: "trainingInterest", text: "How interested are you in short, practical training on using AI in your own role?" },
  valueOutputs: { name: "valueOutputs", text: "What would make AI training worth it for you?", hint: "Choose all that apply." },
  willingnessToPay: { name: "willingnessToPay", text: "How much would you pay for a course that teaches you to use AI in your job?" },
  additionalComments: { name: "additionalComments", text: "Anything else you'd like to tell us?", optional: true },
} as const satisfies Record<string, SurveyQuestion>;

export const EARLY_ACCESS = {
  heading: "Early access",
  checkbox: "Yes, I'd like early access to the AI training when it opens.",
  name: "Your name",
  email: "Your email",
  /** With JavaScript the two fields appear once the box is ticked. */
  contactHint: "We'll use these only to send your early-access invitation and a confirmation.",
  /** Without JavaScript both fields are always on the page. */
  contactHintNoScript: "Needed only if you tick the box above; otherwise we don't keep them.",
} as const;

export const THANK_YOU = {
  earlyAccess: {
    title: "Thank you! You're on the early-access list",
    body: [
      "Your answers are in, and a confirmation is on its way to your inbox.",
      "We'll write to you when early access to the AI training opens, so you can start before everyone else.",
    ],
  },
  feedbackOnly: {
    title: "Thank you for your feedback",
    body: [
      "Your answers are in. They help us decide what the AI training teaches first, and how.",
      "Curious what AI could do in your job today? Build your free AI toolkit: the tools that fit your role, with the time they can save.",
    ],
  },
  shareHeading: "Know someone who should have a say?",
  shareText: "Ask a colleague whose job is changing with AI to answer the same ten questions.",
  shareButton: "Share by email",
  toolkitLink: "Get your free AI toolkit",
} as const;

/** The message the mail client opens with, or that is copied when it cannot open. */
export function shareMessage(surveyUrl: string): { subject: string; body: string } {
  return {
    subject: "Help shape AI training for your job",
    body: `Hi,\n\nI just answered a short survey from Upskill Academy about AI at work. It's ten quick questions, and the answers shape practical AI training for real jobs. Add your voice here:\n\n${surveyUrl}\n`,
  };
}

/** mailto: with the subject and body encoded as RFC 6068 asks (spaces as %20, not +). */
export function shareMailtoHref(surveyUrl: string): string {
  const { subject, body } = shareMessage(surveyUrl);
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export const SHARE_FEEDBACK = {
  copied: { title: "Message copied", description: "Your email app didn't open, so we copied the message. Paste it into an email to share the survey." },
  linkOnly: (surveyUrl: string) => ({ title: "Share this link", description: `Send this link to a colleague: ${surveyUrl}` }),
} as const;
