// The simulation's forms as the edge runs them (see forms.server.ts): schema, problems and what
// each refusal of the operation says.
import { answerSchema, SIMULATION_PROBLEMS, startSimulationSchema } from "~/lib/schemas/simulation";
import type { FormDefinition } from "./forms.server";

export const START_SIMULATION_FORM = {
  schema: startSimulationSchema,
  problems: SIMULATION_PROBLEMS,
  refusals: { "not-purchased": "notPurchased", "not-found": "notFound" },
  fallback: "noScenario",
} satisfies FormDefinition<typeof startSimulationSchema>;

export const ANSWER_FORM = {
  schema: answerSchema,
  problems: SIMULATION_PROBLEMS,
  refusals: { "not-purchased": "notPurchased", "not-found": "notFound", duplicate: "duplicate", finished: "finished", invalid: "invalid" },
  fallback: "noChoice",
} satisfies FormDefinition<typeof answerSchema>;
