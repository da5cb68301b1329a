import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { FormAlert } from "~/components/ui/form-alert";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { useHydrated } from "~/components/ui/use-hydrated";
import { ScriptedField, useScriptedSuccess } from "~/components/ui/scripted-success";
import { useProblemForm } from "~/components/ui/use-problem-form";
import { ADMIN_LOGIN_PROBLEMS, adminLoginSchema } from "~/lib/schemas/account";
import type { ScriptedSuccess } from "~/lib/scripted-submission";
import { AdminSignInFields } from "./admin-sign-in-fields";

/**
 * The footer's admin login (accounts-admin-sales.md §2, §4, §5, §8), shown only when nobody is
 * signed in. It posts to /admin's own action through a fetcher; on success the toast shows, the
 * dialog closes and the dashboard loads in full about 100 ms later (§9). Without JavaScript the link opens /admin,
 * whose sign-in form is the same.
 */
export function AdminLoginDialog() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
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
    if (success) setOpen(false);
  }, [success]);

  return (
    <>
      <a
        href="/admin"
        className="hover:text-brand-700 underline-offset-2 hover:underline"
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        Admin Login
      </a>
      <ModalDialog open={open} onClose={() => setOpen(false)} titleId="admin-login-title" testId="admin-login-dialog">
        <h2 id="admin-login-title" className="text-xl font-bold">
          Admin Login
        </h2>
        <p className="mt-1 text-sm text-slate-700">Sign in with an administrator account to open the dashboard.</p>
        <FormAlert problem={problem} className="mt-3" />
        <fetcher.Form method="post" action="/admin" id={form.id} noValidate onSubmit={onSubmit} className="mt-4 space-y-3">
          <ScriptedField />
          <AdminSignInFields idPrefix="admin" />
          <button type="submit" className="btn-primary w-full" disabled={pending}>
            {pending ? "Signing in..." : "Sign In"}
          </button>
        </fetcher.Form>
      </ModalDialog>
    </>
  );
}
