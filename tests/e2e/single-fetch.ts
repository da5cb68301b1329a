// What the client router expects from a page's data address (single fetch, decision 0022): a
// turbo-stream of `{ data }` for an action, with the HTTP status beside it. Tests that fake a
// server answer (a failure the real server cannot be made to give on demand) encode it so.
import { encode } from "turbo-stream";

/** The body of an action's answer carrying `data`, as Remix's server would stream it. */
export async function actionAnswer(data: unknown): Promise<string> {
  // encode() streams bytes; the body is their text.
  return new Response(encode({ data })).text();
}

/** Playwright's route.fulfill options for that answer. */
export async function fulfilAction(status: number, data: unknown) {
  return { status, contentType: "text/x-script", headers: { "X-Remix-Response": "yes" }, body: await actionAnswer(data) };
}
