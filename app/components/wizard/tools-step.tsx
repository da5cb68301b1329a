import { FREE_TEXT_MAX } from "~/lib/schemas/toolkit";
import { Choice, describedBy, FieldError, StepFrame, type WizardStepProps } from "./wizard-fields";
import { TOOL_GROUPS, tidyOtherTools } from "~/lib/wizard-state";

/** Step 3: the tools in use today, four groups from the job category plus free text. Optional. */
export function ToolsStep({ view, options, update, headingRef }: WizardStepProps) {
  const { tools, otherTools } = view.state;
  const otherError = view.errors.otherTools;
  return (
    <StepFrame title="Which tools do you use today?" hint="Optional: tick the ones you use so your toolkit fits in with them." headingRef={headingRef}>
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        {TOOL_GROUPS.map(({ key, label }) => {
          const error = view.errors[key];
          return (
            <fieldset key={key} className="min-w-0" aria-describedby={describedBy(error, key)} data-invalid={error ? "" : undefined}>
              <legend className="text-sm font-semibold text-slate-800">{label}</legend>
              <div className="mt-2 grid gap-2">
                {options.toolOptions[key].map((tool) => (
                  <Choice
                    key={tool}
                    type="checkbox"
                    name={key}
                    value={tool}
                    checked={tools[key].includes(tool)}
                    invalid={Boolean(error)}
                    onChange={(checked) =>
                      update(
                        (s) => ({
                          ...s,
                          tools: { ...s.tools, [key]: checked ? [...s.tools[key].filter((t) => t !== tool), tool] : s.tools[key].filter((t) => t !== tool) },
                        }),
                        [key],
                      )
                    }
                  />
                ))}
              </div>
              <FieldError errorKey={key} message={error} />
            </fieldset>
          );
        })}
      </div>

      <div className="mt-6">
        <label htmlFor="wizard-other-tools" className="label">
          Other tools
        </label>
        <p id="wizard-other-tools-hint" className="mb-2 text-sm text-slate-600">
          Separate tools with commas, for example: Notion, Canva, Grammarly
        </p>
        <input
          id="wizard-other-tools"
          name="otherTools"
          type="text"
          value={otherTools}
          maxLength={FREE_TEXT_MAX}
          autoComplete="off"
          aria-invalid={otherError ? true : undefined}
          aria-describedby={describedBy(otherError, "otherTools", "wizard-other-tools-hint")}
          onChange={(event) => {
            const value = event.currentTarget.value;
            update((s) => ({ ...s, otherTools: value }), ["otherTools"]);
          }}
          onBlur={(event) => {
            const value = tidyOtherTools(event.currentTarget.value);
            update((s) => ({ ...s, otherTools: value }));
          }}
          className={`field ${otherError ? "border-red-500" : ""}`}
        />
        <FieldError errorKey="otherTools" message={otherError} />
      </div>
    </StepFrame>
  );
}
