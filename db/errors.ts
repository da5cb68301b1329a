// PostgreSQL's error codes the product reacts to, checked in one place. Drizzle wraps the driver's
// error (postgres.js), so the code may sit on the error itself or on its cause chain.
const UNIQUE_VIOLATION = "23505";
const FOREIGN_KEY_VIOLATION = "23503";

function hasCode(error: unknown, code: string): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** A row with the same unique key exists (e.g. an email already registered, a repeated sign-up). */
export const isUniqueViolation = (error: unknown) => hasCode(error, UNIQUE_VIOLATION);

/** A referenced row does not exist (e.g. an event for a toolkit deleted meanwhile). */
export const isForeignKeyViolation = (error: unknown) => hasCode(error, FOREIGN_KEY_VIOLATION);
