import { useRef, useState, type FormEvent } from "react";
import { ModalDialog } from "~/components/toolkit/modal-dialog";
import { useHydrated } from "~/components/toolkit/use-hydrated";
import { useFormProblem } from "~/components/ui/use-form-problem";
import { FormAlert } from "~/components/ui/form-alert";
import { TextField } from "~/components/ui/text-field";
import { toast } from "~/components/ui/use-toast";
import { ACCOUNT_PROBLEMS, ACCOUNT_SUCCESS, checkLogin, FIELD_MAX } from "~/lib/schemas/account";
import { PasswordInput } from "./password-input";
import { sendJson } from "./send-json";

/** §9: the dashboard loads about 100 ms after an admin signs in (time to see the toast begin). */
const RELOAD_AFTER_MS = 100;

/**
 * The footer's admin login (accounts-admin-sales.md §2, §4, §5, §8), shown only when nobody is
 * signed in. Without JavaScript the link opens /admin, whose sign-in form does the same.
 */
export function AdminLoginDialog() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const { problem, setProblem, fail } = useFormProblem();
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkLogin(Object.fromEntries(new FormData(event.currentTarget)), true);
    // §5: empty email or password gives the toast and no call.
    if (!checked.ok) return fail(checked.problem);
    setPending(true);
    const outcome = await sendJson("POST", "/api/admin/login", checked.value, ACCOUNT_PROBLEMS.adminFailed);
    setPending(false);
    if (!outcome.ok) return fail(outcome.problem);
    toast({ title: ACCOUNT_SUCCESS.adminLogin.title, description: ACCOUNT_SUCCESS.adminLogin.description, variant: "success" });
    formRef.current?.reset();
    setProblem(null);
    setOpen(false);
    // A full load of /admin rather than a client navigation: every part of the page (header,
    // footer, dashboard) then comes from the server with the new session.
    setTimeout(() => window.location.assign("/admin"), RELOAD_AFTER_MS);
  };

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
      <ModalDialog
        open={open}
        onClose={() => {
          setOpen(false);
          setProblem(null);
        }}
        titleId="admin-login-title"
        testId="admin-login-dialog"
      >
        <h2 id="admin-login-title" className="text-xl font-bold">
          Admin Login
        </h2>
        <p className="mt-1 text-sm text-slate-700">Sign in with an administrator account to open the dashboard.</p>
        <FormAlert problem={problem} className="mt-3" />
        <form ref={formRef} onSubmit={submit} noValidate className="mt-4 space-y-3">
          <TextField id="admin-email" name="email" label="Email" type="email" autoComplete="username" maxLength={FIELD_MAX.email} required />
          <PasswordInput id="admin-password" name="password" label="Password" autoComplete="current-password" />
          <button type="submit" className="btn-primary w-full" disabled={pending}>
            {pending ? "Signing in..." : "Sign In"}
          </button>
        </form>
      </ModalDialog>
    </>
  );
}
