import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { FormAlert } from "~/components/ui/form-alert";
import { ScriptedField, useScriptedSuccess } from "~/components/ui/scripted-success";
import { useProblemForm } from "~/components/ui/use-problem-form";
import { ADMIN_LOGIN_PROBLEMS, adminLoginSchema } from "~/lib/schemas/account";
import type { ScriptedSuccess } from "~/lib/scripted-submission";
import { AdminSignInFields } from "./admin-sign-in-fields";

/**
 * The footer dialog's sign-in form. Its own module, loaded when the dialog first opens: it brings
 * the form's zod schema, which no other part of most pages needs (DESIGN.md §6's script budget).
 */
export default function AdminLoginForm({ onSuccess }: { onSuccess: () => void }) {
  const fetcher = useFetcher<{ result?: SubmissionResult<string[]>; success?: ScriptedSuccess }>({ key: "admin-login" });
  const { form, problem, onSubmit } = useProblemForm({
    id: "admin-login",
    schema: adminLoginSchema,
    problems: ADMIN_LOGIN_PROBLEMS,
    lastResult: fetcher.data?.result,
  });
  const pending = fetcher.state !== "idle";
  const success = fetcher.data?.success;
  useScriptedSuccess(success);
  useEffect(() => {
    if (success) onSuccess();
  }, [success, onSuccess]);

  return (
    <>
      <FormAlert problem={problem} className="mt-3" />
      <fetcher.Form method="post" action="/admin" id={form.id} noValidate onSubmit={onSubmit} className="mt-4 space-y-3">
        <ScriptedField />
        <AdminSignInFields idPrefix="admin" />
        <button type="submit" className="btn-primary w-full" disabled={pending}>
          {pending ? "Signing in..." : "Sign In"}
        </button>
      </fetcher.Form>
    </>
  );
}
