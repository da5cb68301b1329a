/**
 * A hidden field the interactive page adds to its forms. Where the specification times what
 * follows a success (a toast, then /profile after 0.5 s; the dashboard about 100 ms after the
 * admin login), the action answers such a submission with what to do instead of a redirect, and
 * the page does it; a plain form post (JavaScript off) gets the redirect and a flash message.
 */
export const SCRIPTED_FIELD = "_scripted";

export interface ScriptedSuccess {
  /** Where a plain post is redirected to, and (unless `stay`) where the interactive page goes. */
  to: string;
  title: string;
  description: string;
  afterMs: number;
  /** The interactive page stays where it is (a dialog shows its own success view). */
  stay?: boolean;
  /** "info" for news that is not quite a success (the coach's 'Challenge Already Sent'). */
  kind?: "success" | "info";
  /** Load the next page in full (every part of it from the server, with the new session). */
  reload?: boolean;
}
