// What a successful form post answers (see app/lib/scripted-submission.ts): the interactive page
// gets the next step as data, a plain post a redirect carrying the same words as a flash message.
import { json, redirect } from "@remix-run/node";
import { SCRIPTED_FIELD, type ScriptedSuccess } from "~/lib/scripted-submission";
import { flashHeaders } from "./flash.server";

export async function successAnswer(request: Request, formData: FormData, success: ScriptedSuccess, setCookie?: string): Promise<Response> {
  if (formData.get(SCRIPTED_FIELD) === "1") {
    return json({ success }, { headers: setCookie ? { "Set-Cookie": setCookie } : undefined });
  }
  const headers = await flashHeaders(request, { kind: success.kind ?? "success", title: success.title, description: success.description });
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return redirect(success.to, { headers });
}
