// A form's refusals as the specification words them: a title and a description. Each form has one
// table of them; its zod schema reports a problem by its key in that table, so the page (with or
// without JavaScript) and the JSON API show the same words. The table's order is the order the
// specification checks in: when several problems hold, the first one in the table is shown.
export interface FormProblem {
  title: string;
  description: string;
}

export type ProblemTable = Record<string, FormProblem>;

export const TOO_MANY_REQUESTS_MESSAGE = "Too many requests. Please wait a minute and try again.";
export const TOO_MANY_REQUESTS: FormProblem = { title: "Too Many Requests", description: TOO_MANY_REQUESTS_MESSAGE };

/** The first problem of the table named among these error messages (conform's errors or zod's issues). */
export function firstProblem<T extends ProblemTable>(messages: Iterable<string>, table: T): T[keyof T] | null {
  const keys = Object.keys(table);
  let best = -1;
  for (const message of messages) {
    const index = keys.indexOf(message);
    if (index >= 0 && (best < 0 || index < best)) best = index;
  }
  return best < 0 ? null : (table[keys[best]!] as T[keyof T]);
}

/** Every message in a conform error map ({ field: messages }), in any order. */
export function errorMessages(errors: Record<string, string[] | null | undefined> | null | undefined): string[] {
  return Object.values(errors ?? {}).flatMap((messages) => messages ?? []);
}
