// The wizard in the browser: steps change in client state with the same transitions the action
// runs (wizard-state.ts); Generate posts to the route's own action through a fetcher, so a
// toolkit is created on exactly one server path with JavaScript on or off.
import { useFetcher, useLocation, useNavigate } from "@remix-run/react";
import type { FormEvent } from "react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { toast } from "~/components/ui/use-toast";
import {
  ANALYSIS_FAILED_TITLE,
  analysisFailedMessage,
  applyIntent,
  parseIntent,
  wizardFormData,
  type WizardErrorKey,
  type WizardOptions,
  type WizardState,
  type WizardView,
} from "~/lib/wizard-state";

/** What the route's action answers a fetcher (the form field `respond=json`). */
export type WizardActionData = { analysisId: number } | { view: WizardView; analysisError?: string };

export const ANALYSIS_ID_STORAGE_KEY = "analysisId";

export function useWizard(jobTitle: string, options: WizardOptions, initial: WizardView) {
  const [view, setView] = useState<WizardView>(initial);
  const hydrated = useHydrated();
  const fetcher = useFetcher<WizardActionData>();
  const navigate = useNavigate();
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const generating = fetcher.state !== "idle" || leaving;

  // Move focus with the step (to the new step's heading), to the first field in error, or back
  // to the 'add your own' field after a custom area is removed (its button is gone).
  const focusTarget = useRef<string | null>(null);
  useEffect(() => {
    const selector = focusTarget.current;
    focusTarget.current = null;
    if (selector === "heading") headingRef.current?.focus();
    else if (selector) formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [view]);

  const showView = (next: WizardView, invalid: boolean, removed = false) => {
    focusTarget.current = invalid
      ? "[aria-invalid='true'], [data-invalid] input"
      : next.step !== view.step
        ? "heading"
        : removed
          ? "#wizard-custom-area"
          : null;
    setView(next);
  };

  const press = (rawIntent: string) => {
    if (generating) return;
    const intent = parseIntent(rawIntent);
    const transition = applyIntent(jobTitle, view, intent, options);
    if (transition.type === "leave") {
      navigate("/");
    } else if (transition.type === "view") {
      showView(transition.view, transition.invalid, intent.type === "remove-area");
    } else {
      setView((current) => ({ ...current, state: transition.state, errors: {} }));
      const formData = wizardFormData(transition.state, view.step, rawIntent === "skip" ? "skip" : "generate");
      formData.append("respond", "json");
      fetcher.submit(formData, { method: "post", action: `${location.pathname}${location.search}` });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    press(submitter?.name === "intent" ? submitter.value : "next");
  };

  // The answer to Generate: go to the toolkit, or say what went wrong and let the user retry.
  const handled = useRef<unknown>(null);
  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    if ("analysisId" in data) {
      try {
        window.localStorage.setItem(ANALYSIS_ID_STORAGE_KEY, String(data.analysisId));
      } catch {
        // Storage can be disabled; the toolkit's URL carries the id anyway.
      }
      setLeaving(true);
      navigate(`/toolkit/${data.analysisId}`);
    } else if (data.analysisError !== undefined) {
      toast({ title: ANALYSIS_FAILED_TITLE, description: analysisFailedMessage(data.analysisError), variant: "destructive" });
    } else {
      focusTarget.current = "[aria-invalid='true'], [data-invalid] input";
      setView(data.view);
    }
  }, [fetcher.state, fetcher.data, navigate]);

  const update = (change: (state: WizardState) => WizardState, clear: WizardErrorKey[] = []) =>
    setView((current) => {
      const errors = { ...current.errors };
      for (const key of clear) delete errors[key];
      return { ...current, state: change(current.state), errors };
    });

  const setCustomArea = (customArea: string) =>
    setView((current) => {
      const { customArea: _cleared, ...errors } = current.errors;
      return { ...current, customArea, errors };
    });

  return { view, hydrated, generating, formRef, headingRef, onSubmit, press, update, setCustomArea };
}
