// A certificate asked for before its holder gave their name (issue 28): to the name's page,
// which brings them back to what they asked for.
import { redirect } from "@remix-run/node";

export const askForName = (back: string) =>
  redirect(`/profile/certificate-name?back=${encodeURIComponent(back)}`, { headers: { "Cache-Control": "no-store" } });
