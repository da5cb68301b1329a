import type { Task } from "graphile-worker";
import { sendEmailPayloadSchema } from "../../app/lib/schemas/email";
import { sendEmail } from "../../app/services/delivery/email.server";

// Deliver one queued email. A delivery error is rethrown so Graphile Worker retries with backoff.
export const sendEmailTask: Task = async (payload, helpers) => {
  const message = sendEmailPayloadSchema.parse(payload);
  const outcome = await sendEmail(message);
  helpers.logger.debug(`send-email to ${message.to}: ${outcome}`);
};
