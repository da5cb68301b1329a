import { useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { SCRIPTED_FIELD, type ScriptedSuccess } from "~/lib/scripted-submission";
import { useHydrated } from "./use-hydrated";
import { toast } from "./use-toast";

/** Marks a form's submission as sent by the interactive page (see app/lib/scripted-submission.ts). */
export function ScriptedField() {
  return useHydrated() ? <input type="hidden" name={SCRIPTED_FIELD} value="1" /> : null;
}

/** The success an action answered with: its toast now, the next page when the specification says. */
export function useScriptedSuccess(success: ScriptedSuccess | null | undefined) {
  const navigate = useNavigate();
  const done = useRef<ScriptedSuccess | null>(null);
  useEffect(() => {
    if (!success || done.current === success) return;
    done.current = success;
    toast({ title: success.title, description: success.description, variant: success.kind === "info" ? "default" : "success" });
    // Not cancelled when the form goes away: signing in may hide it (the footer's admin login),
    // and the next page is due all the same.
    if (success.stay) return;
    setTimeout(() => (success.reload ? window.location.assign(success.to) : navigate(success.to)), success.afterMs);
  }, [success, navigate]);
}
