import type { Task } from "graphile-worker";
import { config } from "../../app/config.server";
import { pollCoachMailbox } from "../../app/services/coach/imap-poll.server";

// Every minute (jobs/crontab.ts): the coach's mailbox, when COACH_IMAP_URL names one, is read for
// replies (app/services/coach/imap-poll.server.ts, which logs what it read). Unset, it returns at
// once. A mailbox that cannot be reached fails the job, which is not retried: the next minute's
// poll is the retry.
export const coachImapPollTask: Task = async () => {
  if (!config.coachImapUrl) return;
  await pollCoachMailbox();
};
