// The pre-launch survey's closed vocabularies (accounts-admin-sales.md §5), in the spec's order.
// One list for the form, its zod schema, the API and the database CHECKs (db/schema/engagement.ts),
// kept free of imports so the browser bundle can carry it.
export const FAMILIARITY_LEVELS = ["expert", "intermediate", "beginner", "complete-beginner"] as const;
export const WORK_PRESSURE_ANSWERS = ["yes-often", "sometimes", "not-really", "not-at-all", "not-sure"] as const;
export const AI_FEELINGS = ["curious", "overwhelmed", "afraid", "skeptical", "excited", "indifferent"] as const;
export const JOB_IMPROVEMENT_BELIEFS = ["definitely", "probably", "maybe", "probably-not", "definitely-not"] as const;
export const TRAINING_INTEREST_LEVELS = ["very-interested", "somewhat-interested", "neutral", "not-very-interested", "not-interested"] as const;
/** §9: five willingness-to-pay options. */
export const WILLINGNESS_TO_PAY = ["free", "10-29", "30-49", "50-99", "100+"] as const;
/**
 * The spec names these outcomes in words only; these are their stored values, in the spec's order:
 * saving time, clear examples, certificate, professional-network recommendation, reusable toolkit,
 * something to show a manager.
 */
export const VALUE_OUTPUTS = ["saving-time", "clear-examples", "certificate", "network-recommendation", "reusable-toolkit", "manager-evidence"] as const;

export type FamiliarityLevel = (typeof FAMILIARITY_LEVELS)[number];
export type WorkPressureAnswer = (typeof WORK_PRESSURE_ANSWERS)[number];
export type AiFeeling = (typeof AI_FEELINGS)[number];
export type JobImprovementBelief = (typeof JOB_IMPROVEMENT_BELIEFS)[number];
export type TrainingInterestLevel = (typeof TRAINING_INTEREST_LEVELS)[number];
export type WillingnessToPay = (typeof WILLINGNESS_TO_PAY)[number];
export type ValueOutput = (typeof VALUE_OUTPUTS)[number];
