import type { TaskList } from "graphile-worker";
import { sendEmailTask } from "./send-email";

/** Every task the worker runs, by the name jobs are queued under. */
export const taskList: TaskList = {
  "send-email": sendEmailTask,
};
