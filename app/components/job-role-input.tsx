// The job-role input shared by /aitoolkit and /aiupskill (visitor-side.md §2, §4, §5).
// A plain GET form to the page it sits on: with JavaScript off the page's loader validates and
// shows the error or redirects to /job-description. With JavaScript on the same rule
// (app/lib/job-title.ts, no zod in the bundle) validates in the browser, a full-screen overlay shows for 2000 ms, then the app navigates.
import { Form, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { JobTitleField } from "~/components/job-title-field";
import { JOB_TITLE_MESSAGES, validateJobTitle } from "~/lib/job-title";

/** visitor-side.md §9. */
export const JOB_ROLE_NAVIGATION_DELAY_MS = 2000;
export const BODY_LOADING_CLASS_MS = 200;
/** The class the page body carries while the submission starts (visitor-side.md §4). */
export const BODY_LOADING_CLASS = "loading";
/** The spec's currentJobTitle: the wizard falls back to it when the URL has no jobTitle. */
export const CURRENT_JOB_TITLE_KEY = "currentJobTitle";

export function jobDescriptionPath(jobTitle: string): string {
  return `/job-description?${new URLSearchParams({ jobTitle })}`;
}

export interface JobRoleInputProps {
  /** The page the form submits to with JavaScript off (its loader validates). */
  action: string;
  /** The id of the form, a target for "scroll to the generator" links. */
  id: string;
  /** The empty-field message; JOB_TITLE_MESSAGES.empty unless given (/aitoolkit: emptyLanding). */
  emptyMessage?: string;
  defaultValue?: string;
  /** The server's validation error (JavaScript off). */
  error?: string | null;
  placeholder?: string;
  className?: string;
}

export function JobRoleInput({
  action,
  id,
  emptyMessage,
  defaultValue = "",
  error: serverError = null,
  placeholder = "e.g. Marketing Manager",
  className = "",
}: JobRoleInputProps) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(serverError);
  const [loading, setLoading] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const inputId = `${id}-job-title`;

  useEffect(() => setError(serverError), [serverError]);
  useEffect(
    () => () => {
      timers.current.forEach(clearTimeout);
      document.body.classList.remove(BODY_LOADING_CLASS);
    },
    [],
  );

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const checked = validateJobTitle(inputRef.current?.value ?? "", emptyMessage ?? JOB_TITLE_MESSAGES.empty);
    if (!checked.ok) {
      setError(checked.message);
      inputRef.current?.focus();
      return;
    }
    const jobTitle = checked.value;
    setError(null);
    setLoading(true);
    document.body.classList.add(BODY_LOADING_CLASS);
    try {
      window.localStorage.setItem(CURRENT_JOB_TITLE_KEY, jobTitle);
    } catch {
      // Storage can be off (private mode, policy); the server remembers the title in a cookie.
    }
    timers.current.push(
      setTimeout(() => document.body.classList.remove(BODY_LOADING_CLASS), BODY_LOADING_CLASS_MS),
      setTimeout(() => navigate(jobDescriptionPath(jobTitle)), JOB_ROLE_NAVIGATION_DELAY_MS),
    );
  };

  return (
    <>
      <Form method="get" action={action} id={id} noValidate onSubmit={onSubmit} className={className}>
        <label htmlFor={inputId} className="label text-base">
          Enter Your Job Role
        </label>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <JobTitleField
            inputRef={inputRef}
            id={inputId}
            name="jobTitle"
            defaultValue={defaultValue}
            placeholder={placeholder}
            error={error}
            onClearError={() => setError(null)}
          />
          <button type="submit" className="btn-primary px-6 py-3 text-base" disabled={loading}>
            {loading ? <Spinner /> : null}
            Generate my Toolkit
          </button>
        </div>
      </Form>
      <div role="status" aria-live="polite">
        {loading ? (
          <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/70 px-4 backdrop-blur-sm">
            <div className="w-full max-w-sm rounded-2xl bg-white p-8 text-center shadow-xl">
              <Spinner className="mx-auto h-10 w-10 text-brand-600" />
              <p className="mt-4 text-xl font-bold text-slate-900">Analyzing your role...</p>
              <p className="mt-1 text-slate-700">Creating your personalized AI toolkit</p>
            </div>
          </div>
        ) : null}
      </div>
    </>
  );
}

function Spinner({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={`motion-safe:animate-spin ${className}`} aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" fill="none" opacity="0.25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" fill="none" strokeLinecap="round" />
    </svg>
  );
}
