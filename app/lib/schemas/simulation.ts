// The simulation's forms (issue 19): choose a scenario, answer a decision point, ask for a refund.
// One schema each, used by the route's action and by useForm in the page.
import { z } from "zod";
import type { FormProblem } from "./problems";

export const SIMULATION_PROBLEMS = {
  noChoice: { title: "Choose an Answer", description: "Please choose one of the answers before you go on." },
  noScenario: { title: "Choose a Scenario", description: "Please choose a scenario to start." },
  notPurchased: { title: "Simulation Not Purchased", description: "The simulation opens once you have bought it." },
  notFound: { title: "Not Found", description: "That simulation attempt or scenario was not found." },
  duplicate: { title: "Already Answered", description: "This point was already answered; your first answer stands." },
  finished: { title: "Simulation Finished", description: "This attempt is finished; its answers can no longer change." },
  invalid: { title: "Not This Point", description: "That answer is not one of the options of the current point." },
} as const satisfies Record<string, FormProblem>;

const id = (max: number, problem: string) => z.string({ error: problem }).trim().min(1, problem).max(max, problem);

export const startSimulationSchema = z.object({ scenarioId: id(80, "noScenario").regex(/^[a-z0-9-]+$/, "noScenario") });

export const answerSchema = z.object({
  pointId: id(40, "invalid"),
  optionId: id(10, "noChoice"),
});

export const REFUND_PROBLEMS = {
  notFound: { title: "No Purchase to Refund", description: "There is no simulation purchase on this account to refund." },
  expired: { title: "Refund Not Possible", description: "The 30-day money-back guarantee has ended." },
  failed: { title: "Refund Failed", description: "The refund could not be made right now. Please try again later or reply to your receipt email." },
} as const satisfies Record<string, FormProblem>;

export const refundSchema = z.object({ confirm: z.literal("yes", { error: "notFound" }) });
