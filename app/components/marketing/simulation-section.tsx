// The simulation part of /aiupskill (visitor-side.md §2, §4 "Simulation landing", §9): a job title
// in, a preview out: 'Your AI simulation for {job title} is ready', two sample scenarios, 'Unlock
// simulation – AU$49' (the price in the currency charged; scrolls to the purchase panel), the guarantee line and the two benefit lists.
// A GET form to /aiupskill?simulation=…: without JavaScript the loader validates and the browser
// jumps to #simulation-result; with it the title is checked here, the page updates in place, and
// about 100 ms later it scrolls to the preview and moves the focus to its heading.
import { Form, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { JobTitleField } from "~/components/job-title-field";
import { PURCHASE_SECTION, SIMULATION_PRODUCT_CODE, SIMULATION_SECTION } from "~/content/aiupskill";
import type { SimulationScenario } from "~/content/simulation-scenarios";
import { JOB_TITLE_MAX, validateJobTitle } from "~/lib/job-title";
import { CheckList, ExternalIcon } from "./check-list";
import { ScrollLink, scrollToElement } from "./scroll-link";

/** The query parameter of the simulation form. */
export const SIMULATION_PARAM = "simulation";
/** Where the browser lands after a submission without JavaScript: the preview, or the form with its error. */
export const SIMULATION_RESULT_ID = "simulation-result";
export const PURCHASE_ID = "purchase";
/** visitor-side.md §4, §9: the page scrolls to the preview about 100 ms after it appears. */
export const PREVIEW_SCROLL_DELAY_MS = 100;

export interface SimulationPreviewData {
  jobTitle: string;
  roleLabel: string | null;
  scenarios: readonly SimulationScenario[];
}

export function checkoutPath(jobTitle: string): string {
  return `/checkout/${SIMULATION_PRODUCT_CODE}?${new URLSearchParams({ jobTitle })}`;
}

export interface SimulationSectionProps {
  /** What the visitor typed (shown again with an error). */
  value: string;
  /** The loader's validation message (JavaScript off). */
  error: string | null;
  simulation: SimulationPreviewData | null;
  /** The simulation's price as formatPrice writes it in the currency charged ("AU$49"). */
  price: string;
}

export function SimulationSection({ value, error: serverError, simulation, price }: SimulationSectionProps) {
  const submit = useSubmit();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(serverError);
  /** Set by a submission on this page: only then does the page scroll and move the focus. */
  const submitted = useRef(false);
  const inputId = "simulation-job-title";

  useEffect(() => setError(serverError), [serverError]);

  const previewTitle = simulation?.jobTitle ?? null;
  useEffect(() => {
    if (!previewTitle || !submitted.current) return;
    submitted.current = false;
    const timer = setTimeout(() => {
      const heading = document.getElementById("simulation-ready-heading");
      if (heading) scrollToElement(heading, undefined, "start");
    }, PREVIEW_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [previewTitle]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateJobTitle(inputRef.current?.value ?? "");
    if (!checked.ok) {
      setError(checked.message);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    submitted.current = true;
    // No #fragment with JavaScript: the router would jump there at once; the effect above scrolls instead.
    submit({ [SIMULATION_PARAM]: checked.value }, { method: "get", action: "/aiupskill", preventScrollReset: true });
  };

  return (
    <section id="simulation" aria-labelledby="simulation-heading" className="scroll-mt-4">
      <div className="mx-auto max-w-4xl px-4 py-14">
        <h2 id="simulation-heading" className="text-center text-3xl font-bold tracking-tight">
          {SIMULATION_SECTION.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-slate-700">{SIMULATION_SECTION.text}</p>
        <Form
          method="get"
          action={`/aiupskill#${SIMULATION_RESULT_ID}`}
          noValidate
          onSubmit={onSubmit}
          id={error ? SIMULATION_RESULT_ID : undefined}
          className="mx-auto mt-8 max-w-2xl scroll-mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <label htmlFor={inputId} className="label text-base">
            {SIMULATION_SECTION.inputLabel}
          </label>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <JobTitleField
              inputRef={inputRef}
              id={inputId}
              name={SIMULATION_PARAM}
              defaultValue={value}
              placeholder={SIMULATION_SECTION.placeholder}
              maxLength={JOB_TITLE_MAX + 80}
              error={error}
              onClearError={() => setError(null)}
            />
            <button type="submit" className="btn-primary px-6 py-3 text-base">
              {SIMULATION_SECTION.submitLabel}
            </button>
          </div>
        </Form>
        {simulation ? <SimulationPreview simulation={simulation} price={price} /> : null}
      </div>
    </section>
  );
}

function SimulationPreview({ simulation, price }: { simulation: SimulationPreviewData; price: string }) {
  return (
    <div id={SIMULATION_RESULT_ID} className="mt-10 scroll-mt-4 rounded-2xl border border-brand-100 bg-white p-5 shadow-md sm:p-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-emerald-800">Preview</p>
      <h3 id="simulation-ready-heading" className="mt-1 scroll-mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        {SIMULATION_SECTION.readyTitle(simulation.jobTitle)}
      </h3>

      <h4 className="mt-6 text-lg font-semibold">{SIMULATION_SECTION.scenariosHeading}</h4>
      <ol className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-2">
        {simulation.scenarios.map((scenario, index) => (
          <li key={scenario.title} className="rounded-xl border border-slate-200 bg-slate-50 p-5">
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">Scenario {index + 1}</p>
            <p className="mt-1 text-lg font-semibold text-slate-900">{scenario.title}</p>
            <p className="mt-1 text-slate-700">{scenario.description}</p>
          </li>
        ))}
      </ol>

      <div className="mt-6 flex flex-col items-center gap-2 text-center">
        <ScrollLink targetId={PURCHASE_ID} focusSelector="h3" className="btn-primary w-full px-6 py-3 text-base sm:w-auto">
          {SIMULATION_SECTION.unlockLabel(price)}
        </ScrollLink>
        <p className="text-sm text-slate-600">{SIMULATION_SECTION.guarantee}</p>
      </div>

      <div className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2">
        <div>
          <h4 className="text-lg font-semibold">{SIMULATION_SECTION.helpHeading}</h4>
          <CheckList items={SIMULATION_SECTION.help} className="mt-3 text-slate-700" />
        </div>
        <div>
          <h4 className="text-lg font-semibold">{SIMULATION_SECTION.getHeading}</h4>
          <CheckList items={SIMULATION_SECTION.get} className="mt-3 text-slate-700" />
        </div>
      </div>

      <div id={PURCHASE_ID} className="mt-8 scroll-mt-4 rounded-xl bg-brand-900 p-6 text-white sm:p-8">
        <h3 tabIndex={-1} className="text-2xl font-bold focus:outline-none focus-visible:outline-white">
          {PURCHASE_SECTION.heading}
        </h3>
        <p className="mt-2 text-brand-100">{PURCHASE_SECTION.text(simulation.jobTitle)}</p>
        <p className="mt-4 flex items-baseline gap-2">
          <span className="text-4xl font-black">{price}</span>
          <span className="text-brand-100">{PURCHASE_SECTION.priceNote}</span>
        </p>
        <a
          href={checkoutPath(simulation.jobTitle)}
          target="_blank"
          rel="noopener"
          className="btn mt-5 w-full bg-white px-6 py-3 text-base text-brand-900 hover:bg-brand-50 sm:w-auto"
        >
          {PURCHASE_SECTION.buyLabel(price)}
          <ExternalIcon />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <p className="mt-3 text-sm text-brand-100">{SIMULATION_SECTION.guarantee}</p>
        <p className="mt-1 text-xs text-brand-100">{PURCHASE_SECTION.newTabNote}</p>
      </div>
    </div>
  );
}
