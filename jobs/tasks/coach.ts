import type { Task } from "graphile-worker";
import { z } from "zod";
import { answerCoachReply, markReplyFailed } from "../../app/services/coach/answer-reply.server";

const payloadSchema = z.object({ replyId: z.number().int().positive() });

/**
 * Score a stored coach reply and email its card (or why it has none); retried by Graphile Worker
 * on failure. The last attempt's failure marks the reply 'failed', for the admin's Email Coach tab.
 */
export const answerCoachReplyTask: Task = async (raw, helpers) => {
  const { replyId } = payloadSchema.parse(raw);
  try {
    const outcome = await answerCoachReply(replyId);
    helpers.logger.debug(`answer-coach-reply ${replyId}: ${outcome}`);
  } catch (error) {
    if (helpers.job.attempts >= helpers.job.max_attempts) await markReplyFailed(replyId).catch(() => {});
    throw error;
  }
};
