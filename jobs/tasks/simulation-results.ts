import type { Task } from "graphile-worker";
import { z } from "zod";
import { sendSimulationResults } from "../../app/services/simulation/simulation-results.server";

const payloadSchema = z.object({ attemptId: z.number().int().positive() });

/** Email a finished simulation's report and certificate; a failure is retried by Graphile Worker. */
export const sendSimulationResultsTask: Task = async (raw, helpers) => {
  const { attemptId } = payloadSchema.parse(raw);
  const outcome = await sendSimulationResults(attemptId);
  helpers.logger.debug(`send-simulation-results ${attemptId}: ${outcome}`);
};
