import type { Task } from "graphile-worker";
import { z } from "zod";
import { emailSchema } from "../../app/lib/email-rule";
import { requestPasswordReset } from "../../app/services/accounts/password-reset.server";

const payloadSchema = z.object({ email: emailSchema() });

// One forgot-password request, queued for every request whether or not the address has an
// account (the web answers at once, in the same time either way): mail a link if it has one.
export const passwordResetRequestTask: Task = async (payload, helpers) => {
  const { email } = payloadSchema.parse(payload);
  const queued = await requestPasswordReset(email);
  helpers.logger.debug(`password-reset-request: ${queued ? "link queued" : "nothing to send"}`);
};
