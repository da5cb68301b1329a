import { Form, useNavigation } from "@remix-run/react";
import { useRef, useState, type FormEvent } from "react";
import { sendJson } from "~/components/account/send-json";
import { useHydrated } from "~/components/ui/use-hydrated";
import { FormAlert } from "~/components/ui/form-alert";
import { toast } from "~/components/ui/use-toast";
import { COACH_HERO, COACH_MESSAGES } from "~/content/coach";
import { checkCoachSignup, EMAIL_MAX, type CoachSource } from "~/lib/coach-signup";
import { HONEYPOT_FIELD } from "~/lib/schemas/account";
import type { FormProblem } from "~/lib/schemas/report";

interface CoachSignupFormProps {
  source: CoachSource;
  submitLabel: string;
  /** The server's refusal of this form after a plain post (JavaScript off). */
  serverProblem?: FormProblem | null;
  /** What was typed, echoed back with that refusal. */
  serverValue?: string;
  /** Light text for a form on a dark band. */
  tone?: "light" | "dark";
}

/**
 * One of the two /coach forms (visitor-side.md §2, §4, §5, §8). Without JavaScript it posts to
 * the page's action, which redirects with the result as a flash message or answers with the
 * error; with it the same check runs first, then POST /api/coach-signup, a toast, and the field
 * clears. 'Sending...' shows while the call is under way.
 */
export function CoachSignupForm({ source, submitLabel, serverProblem = null, serverValue = "", tone = "light" }: CoachSignupFormProps) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [sending, setSending] = useState(false);
  const [touched, setTouched] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = `coach-email-${source}`;
  const errorId = `${id}-error`;
  const postingHere = navigation.state === "submitting" && navigation.formData?.get("source") === source;
  const busy = sending || postingHere;
  // The server's problem belongs to the page as it was posted; once the visitor acts again, ours wins.
  const shown = touched ? problem : (problem ?? serverProblem);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    const form = event.currentTarget;
    const fields = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const fail = (p: FormProblem) => {
      setProblem(p);
      toast({ title: p.title, description: p.description, variant: "destructive" });
      inputRef.current?.focus();
    };
    const checked = checkCoachSignup(fields);
    if (!checked.ok) return fail(checked.problem);
    setProblem(null);
    setSending(true);
    const outcome = await sendJson<{ kind: string; title: string; message: string }>(
      "POST",
      "/api/coach-signup",
      { email: checked.email, source, [HONEYPOT_FIELD]: fields[HONEYPOT_FIELD] ?? "" },
      COACH_MESSAGES.failed,
    );
    setSending(false);
    if (!outcome.ok) return fail(outcome.problem);
    toast({ title: outcome.body.title, description: outcome.body.message, variant: outcome.body.kind === "already-sent" ? "default" : "success" });
    form.reset();
  };

  const dark = tone === "dark";
  return (
    <div>
      <Form method="post" noValidate onSubmit={hydrated ? submit : undefined} aria-label={submitLabel} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <input type="hidden" name="source" value={source} />
        {/* Honeypot: people never see or fill it; bots filling every field are refused. */}
        <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
          <label htmlFor={`${id}-website`}>Website</label>
          <input id={`${id}-website`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div className="flex-1">
          <label htmlFor={id} className={dark ? "mb-1 block text-left text-sm font-medium text-white" : "label text-left"}>
            {COACH_HERO.emailLabel}
          </label>
          <input
            ref={inputRef}
            id={id}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX}
            placeholder={COACH_HERO.placeholder}
            defaultValue={serverValue}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? errorId : undefined}
            onInput={() => {
              setTouched(true);
              setProblem(null);
            }}
            className={`field h-12 text-base ${shown ? "border-red-500" : ""}`}
          />
        </div>
        <button type="submit" className={`btn h-12 px-6 text-base ${dark ? "bg-white text-brand-700 hover:bg-brand-50" : "bg-brand-600 text-white hover:bg-brand-700"}`} disabled={busy}>
          {busy ? COACH_HERO.sendingLabel : submitLabel}
        </button>
      </Form>
      <div id={errorId}>
        <FormAlert problem={shown} className="mt-3 text-left" />
      </div>
    </div>
  );
}
