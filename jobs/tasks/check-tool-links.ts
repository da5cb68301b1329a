import type { Task } from "graphile-worker";
import { z } from "zod";
import { config } from "../../app/config.server";
import { linkRunSummary } from "../../app/lib/tool-link-check";
import { checkToolLinks } from "../../app/services/catalogue/tool-check.server";

// Weekly (jobs/crontab.ts): every catalogue tool's address checked (app/services/catalogue/tool-check.server.ts).
// The scheduled run does nothing when TOOL_LINK_CHECKS is off (the default under NODE_ENV=test, so a
// test's worker never fetches the seeded catalogue's real addresses); a job queued with
// { "force": true } runs regardless.
const payloadSchema = z.object({ force: z.boolean().default(false) }).passthrough();

export const checkToolLinksTask: Task = async (payload, helpers) => {
  const { force } = payloadSchema.parse(payload ?? {});
  if (!force && !config.toolLinkChecks) {
    helpers.logger.info("Tool link check skipped: TOOL_LINK_CHECKS is off");
    return;
  }
  const run = await checkToolLinks();
  helpers.logger.info(`Tool links: ${linkRunSummary(run)}${run.hiddenNow.length ? `; hidden now: ${run.hiddenNow.map((t) => t.name).join(", ")}` : ""}`);
};
