import { lazy, Suspense, useCallback, useState } from "react";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { useHydrated } from "~/components/ui/use-hydrated";

const AdminLoginForm = lazy(() => import("./admin-login-form"));

/**
 * The footer's admin login (accounts-admin-sales.md §2, §4, §5, §8), shown only when nobody is
 * signed in. It posts to /admin's own action through a fetcher; on success the toast shows, the
 * dialog closes and the dashboard loads in full about 100 ms later (§9). Without JavaScript the link opens /admin,
 * whose sign-in form is the same. The form itself is loaded the first time the dialog opens.
 */
export function AdminLoginDialog() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // Kept once opened, so that the fetcher's answer (and its toast) outlive a closed dialog.
  const [wanted, setWanted] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  return (
    <>
      <a
        href="/admin"
        className="hover:text-brand-700 underline-offset-2 hover:underline"
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          setWanted(true);
          setOpen(true);
        }}
      >
        Admin Login
      </a>
      <ModalDialog open={open} onClose={close} titleId="admin-login-title" testId="admin-login-dialog">
        <h2 id="admin-login-title" className="text-xl font-bold">
          Admin Login
        </h2>
        <p className="mt-1 text-sm text-slate-700">Sign in with an administrator account to open the dashboard.</p>
        {wanted ? (
          <Suspense fallback={<p className="mt-4 text-sm text-slate-700">Loading...</p>}>
            <AdminLoginForm onSuccess={close} />
          </Suspense>
        ) : null}
      </ModalDialog>
    </>
  );
}
