// A stored questionnaire in words (issue 14: "every answer in words, not codes"): the survey's
// own questions and option labels (app/content/survey.ts), for the admin's details dialog and the
// CSV export alike.
import {
  AI_FEELING_OPTIONS,
  FAMILIARITY_OPTIONS,
  JOB_IMPROVEMENT_OPTIONS,
  SURVEY_QUESTIONS,
  TRAINING_INTEREST_OPTIONS,
  VALUE_OUTPUT_OPTIONS,
  WILLINGNESS_TO_PAY_OPTIONS,
  WORK_PRESSURE_OPTIONS,
} from "~/content/survey";

const labelOf = (options: readonly { value: string; label: string }[], value: string | null | undefined) =>
  value ? (options.find((o) => o.value === value)?.label ?? value) : "";

export interface StoredQuestionnaire {
  id: number;
  name: string | null;
  email: string | null;
  jobTitle: string;
  familiarityLevel: string;
  workPressure: string;
  aiFeelings: string;
  jobImprovementBelief: string;
  aiTaskExample: string | null;
  trainingInterest: string;
  valueOutputs: string[];
  willingnessToPay: string;
  additionalComments: string | null;
  earlyAccessInterest: boolean;
  createdAt: string;
}

/** The answers in the survey's order, each with its question and its words. */
export function questionnaireInWords(q: StoredQuestionnaire): { question: string; answer: string }[] {
  return [
    { question: SURVEY_QUESTIONS.jobTitle.text, answer: q.jobTitle },
    { question: SURVEY_QUESTIONS.familiarityLevel.text, answer: labelOf(FAMILIARITY_OPTIONS, q.familiarityLevel) },
    { question: SURVEY_QUESTIONS.workPressure.text, answer: labelOf(WORK_PRESSURE_OPTIONS, q.workPressure) },
    { question: SURVEY_QUESTIONS.aiFeelings.text, answer: labelOf(AI_FEELING_OPTIONS, q.aiFeelings) },
    { question: SURVEY_QUESTIONS.jobImprovementBelief.text, answer: labelOf(JOB_IMPROVEMENT_OPTIONS, q.jobImprovementBelief) },
    { question: SURVEY_QUESTIONS.aiTaskExample.text, answer: q.aiTaskExample || "No answer" },
    { question: SURVEY_QUESTIONS.trainingInterest.text, answer: labelOf(TRAINING_INTEREST_OPTIONS, q.trainingInterest) },
    { question: SURVEY_QUESTIONS.valueOutputs.text, answer: q.valueOutputs.map((v) => labelOf(VALUE_OUTPUT_OPTIONS, v)).join("; ") },
    { question: SURVEY_QUESTIONS.willingnessToPay.text, answer: labelOf(WILLINGNESS_TO_PAY_OPTIONS, q.willingnessToPay) },
    { question: SURVEY_QUESTIONS.additionalComments.text, answer: q.additionalComments || "No answer" },
    { question: "Early access", answer: q.earlyAccessInterest ? "Yes" : "No" },
  ];
}

/** Short labels for the table and the CSV header. */
export const QUESTIONNAIRE_CSV_HEADER = [
  "id",
  "createdAt",
  "name",
  "email",
  "jobTitle",
  "aiLevel",
  "workPressure",
  "aiFeelings",
  "jobImprovement",
  "aiExamples",
  "trainingInterest",
  "desiredOutcomes",
  "valuePreference",
  "additionalComments",
  "earlyAccess",
] as const;

export function questionnaireCsvCells(q: StoredQuestionnaire): (string | number)[] {
  return [
    q.id,
    q.createdAt,
    q.name ?? "",
    q.email ?? "",
    q.jobTitle,
    labelOf(FAMILIARITY_OPTIONS, q.familiarityLevel),
    labelOf(WORK_PRESSURE_OPTIONS, q.workPressure),
    labelOf(AI_FEELING_OPTIONS, q.aiFeelings),
    labelOf(JOB_IMPROVEMENT_OPTIONS, q.jobImprovementBelief),
    q.aiTaskExample ?? "",
    labelOf(TRAINING_INTEREST_OPTIONS, q.trainingInterest),
    q.valueOutputs.map((v) => labelOf(VALUE_OUTPUT_OPTIONS, v)).join("; "),
    labelOf(WILLINGNESS_TO_PAY_OPTIONS, q.willingnessToPay),
    q.additionalComments ?? "",
    q.earlyAccessInterest ? "Yes" : "No",
  ];
}

/** §3's stored-questionnaire names, as GET /api/questionnaires answers them, plus the words. */
export function questionnaireJson(q: StoredQuestionnaire) {
  return {
    id: q.id,
    name: q.name,
    email: q.email,
    jobTitle: q.jobTitle,
    aiLevel: q.familiarityLevel,
    earlyAccess: q.earlyAccessInterest,
    workPressure: q.workPressure,
    aiFeelings: q.aiFeelings,
    jobImprovement: q.jobImprovementBelief,
    aiExamples: q.aiTaskExample,
    trainingInterest: q.trainingInterest,
    valuePreference: q.willingnessToPay,
    desiredOutcomes: q.valueOutputs,
    additionalComments: q.additionalComments,
    createdAt: q.createdAt,
    answers: questionnaireInWords(q),
  };
}
