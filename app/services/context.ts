// What an operation may know about who asks, without seeing the request itself (DESIGN.md §1):
// the edge (app/http) reads it from the request once and hands it over.
import type { CurrentUser } from "./accounts/sessions.server";

export interface OperationContext {
  /** The signed-in user, if any. */
  actor: CurrentUser | null;
  /** The client's address as the server trusts it; the subject of rate limits. */
  clientIp: string;
  /** The anonymous visit (cookie) this browser belongs to, if it has one. */
  visitId: string | null;
}
