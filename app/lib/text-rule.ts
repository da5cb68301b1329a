// What a text field may hold (DESIGN.md §4): any printable text, with tabs and line breaks, but no
// control characters. PostgreSQL cannot store a NUL in text at all (the insert fails), and the
// other C0/C1 controls and DEL only ever come from tampering or binary pasted by mistake. The web
// server refuses them in every form and JSON body before a route runs; the schemas below refuse
// them too, for the CLI, jobs and any caller that does not come through the web server.
import { z } from "zod";

// C0 controls except tab (09), line feed (0A) and carriage return (0D); DEL; the C1 controls.

const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTER_MESSAGE = "Text fields may not contain control characters (such as a NUL byte). Please remove them and try again.";

/** The index of the first control character in the text, or null when it has none. */
export function findControlCharacter(value: string): number | null {
  const match = CONTROL_CHARACTER.exec(value);
  return match ? match.index : null;
}

export const hasControlCharacter = (value: string): boolean => findControlCharacter(value) !== null;

/** A trimmed text of at most `max` characters with no control characters. */
export function plainText(max: number, tooLong?: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((value) => !hasControlCharacter(value), CONTROL_CHARACTER_MESSAGE);
}
