import type { Task } from "graphile-worker";
import { config } from "../../app/config.server";
import { log } from "../../app/adapters/log.server";
import { pollCoachMailbox } from "../../app/services/coach/imap-poll.server";
import { coachImapPollFailures } from "../../server/metrics";

// Every minute (jobs/crontab.ts): the coach's mailbox, when COACH_IMAP_URL names one, is read for
// replies (app/services/coach/imap-poll.server.ts, which logs what it read). Unset, it returns at
// once. A mailbox that cannot be reached is logged as an error and counted on /metrics, not thrown:
// the next minute's poll is the retry, and a failed job kept every minute would pile up rows in
// the job table for as long as the mailbox is down.
export const coachImapPollTask: Task = async () => {
  if (!config.coachImapUrl) return;
  try {
    await pollCoachMailbox();
  } catch (error) {
    coachImapPollFailures.inc();
    log.error({ err: error instanceof Error ? { message: error.message } : String(error) }, "Coach mailbox poll failed; the next minute's poll tries again");
  }
};
