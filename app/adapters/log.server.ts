// The product's one logger: JSON lines (pino) on stderr, so a command's own output on stdout (a
// CSV export) stays clean and a process manager or log service collects both kinds of process
// alike. Each line written while a request is handled carries its request id (server/
// request-context.ts runs the request inside withRequestContext). Nothing personal reaches a line:
// every object and message goes through app/lib/log-redaction.ts first.

import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type Logger } from "pino";
import { redactText, redactValue } from "../lib/log-redaction";

export type { Logger };

export interface RequestContext {
  requestId: string;
}

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** LOG_LEVEL (default info); tests run with warn or silent. An unknown value is reported, then info. */
export function logLevelFromEnv(value = process.env.LOG_LEVEL): { level: string; unknown?: string } {
  const wanted = (value ?? "").trim().toLowerCase();
  if (!wanted) return { level: "info" };
  return (LEVELS as readonly string[]).includes(wanted) ? { level: wanted } : { level: "info", unknown: value };
}

interface Shared {
  context: AsyncLocalStorage<RequestContext>;
  root: Logger;
}

function createShared(): Shared {
  const context = new AsyncLocalStorage<RequestContext>();
  const { level, unknown } = logLevelFromEnv();
  const root = pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      // The request id of the request being handled, if any, on every line.
      mixin: () => {
        const store = context.getStore();
        return store ? { requestId: store.requestId } : {};
      },
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => redactValue(object) as Record<string, unknown>,
      },
      hooks: {
        // Messages are text a developer wrote around a value (an address, a link): redacted too.
        logMethod(args, method) {
          method.apply(this, args.map((arg) => (typeof arg === "string" ? redactText(arg) : arg)) as Parameters<typeof method>);
        },
      },
    },
    process.stderr,
  );
  if (unknown !== undefined) root.warn(`LOG_LEVEL "${unknown}" is not one of ${LEVELS.join(", ")}: logging at info.`);
  return { context, root };
}

let process_: Shared | undefined;
function shared(): Shared {
  return (process_ ??= createShared());
}

/** The process's logger. Its `level` may be changed at run time (tests do). */
export const log: Logger = shared().root;

/** Run `work` (and everything it starts) as part of the request with this id. */
export function withRequestContext<T>(context: RequestContext, work: () => T): T {
  return shared().context.run(context, work);
}

export function currentRequestId(): string | undefined {
  return shared().context.getStore()?.requestId;
}
