import { secondaryBenefitsFor } from "~/lib/job-categories";
import { Choice, describedBy, FieldError, StepFrame, type WizardStepProps } from "./wizard-fields";
import { canAddWorkArea, isAreaChosen, toggleWorkArea, WORK_AREA_MAX } from "~/lib/wizard-state";

/**
 * Step 2: the category's suggested work areas as checkboxes, plus areas of one's own (typed,
 * trimmed, no repeats in any case). At least one is required. The secondary benefits of the
 * first chosen area are shown as soon as there is one.
 */
export function WorkAreasStep(props: WizardStepProps) {
  const { view, options, hydrated, update, setCustomArea, headingRef } = props;
  const { workAreas } = view.state;
  const areasError = view.errors.workAreas;
  const customError = view.errors.customArea;
  const custom = workAreas.filter((area) => !isAreaChosen(options.workAreas, area));
  // Without JavaScript the button cannot follow the typing, so it stays enabled and the action
  // answers a blank or repeated area with an error instead.
  const addDisabled = hydrated && !canAddWorkArea(workAreas, view.customArea);
  const firstArea = workAreas[0];

  return (
    <StepFrame title="Which areas of your work should AI help with?" hint="Choose as many as you like, or add your own." headingRef={headingRef}>
      <fieldset aria-describedby={describedBy(areasError, "workAreas")} data-invalid={areasError ? "" : undefined}>
        <legend className="text-sm font-semibold text-slate-800">Suggested work areas</legend>
        <FieldError errorKey="workAreas" message={areasError} />
        <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {options.workAreas.map((area) => (
            <Choice
              key={area}
              type="checkbox"
              name="workArea"
              value={area}
              checked={isAreaChosen(workAreas, area)}
              invalid={Boolean(areasError)}
              onChange={(checked) => update((s) => ({ ...s, workAreas: toggleWorkArea(s.workAreas, area, checked) }), ["workAreas"])}
            />
          ))}
        </div>
      </fieldset>

      <div className="mt-6">
        <label htmlFor="wizard-custom-area" className="label">
          Add your own work area
        </label>
        <div className="flex gap-2">
          <input
            id="wizard-custom-area"
            name="customArea"
            type="text"
            value={view.customArea}
            maxLength={WORK_AREA_MAX}
            autoComplete="off"
            placeholder="e.g. Partner Webinars"
            aria-invalid={customError ? true : undefined}
            aria-describedby={describedBy(customError, "customArea")}
            onChange={(event) => setCustomArea(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key !== "Enter") return;
              event.preventDefault();
              if (!addDisabled) event.currentTarget.form?.requestSubmit(event.currentTarget.form.querySelector<HTMLButtonElement>("#wizard-add-area"));
            }}
            className={`field ${customError ? "border-red-500" : ""}`}
          />
          <button id="wizard-add-area" type="submit" name="intent" value="add-area" disabled={addDisabled} className="btn-outline shrink-0">
            Add
          </button>
        </div>
        <FieldError errorKey="customArea" message={customError} />
      </div>

      {custom.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-800">Your own work areas</h3>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Your own work areas">
            {custom.map((area) => (
              <li key={area} className="flex items-center gap-1 rounded-full border border-brand-100 bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-900">
                <span className="break-all">{area}</span>
                <button
                  type="submit"
                  name="intent"
                  value={`remove-area:${area}`}
                  aria-label={`Remove ${area}`}
                  className="flex h-7 w-7 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div aria-live="polite">
        {firstArea ? (
          <section className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 p-4" aria-labelledby="wizard-benefits-heading">
            <h3 id="wizard-benefits-heading" className="text-sm font-semibold text-emerald-950">
              Suggested secondary benefits
            </h3>
            <p className="mt-1 text-sm text-emerald-900">
              For <span className="font-medium">{firstArea}</span>:
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-emerald-950">
              {secondaryBenefitsFor(firstArea).map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </StepFrame>
  );
}
