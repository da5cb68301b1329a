import type { Task } from "graphile-worker";
import { z } from "zod";
import { answerCoachReply } from "../../app/services/coach/answer-reply.server";

const payloadSchema = z.object({ replyId: z.number().int().positive() });

/** Score a stored coach reply and email its card (or why it has none); retried by Graphile Worker on failure. */
export const answerCoachReplyTask: Task = async (raw, helpers) => {
  const { replyId } = payloadSchema.parse(raw);
  const outcome = await answerCoachReply(replyId);
  helpers.logger.debug(`answer-coach-reply ${replyId}: ${outcome}`);
};
