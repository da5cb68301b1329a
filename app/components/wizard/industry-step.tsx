import { Choice, StepFrame, type WizardStepProps } from "./wizard-fields";
import { INDUSTRY_OPTIONS } from "~/lib/wizard-state";

/** Step 1: one of the 20 wizard industries (required). */
export function IndustryStep({ view, update, headingRef }: WizardStepProps) {
  const error = view.errors.industry;
  return (
    <StepFrame
      title="What industry do you work in?"
      hint="We use it to pick tools that fit your sector."
      headingRef={headingRef}
      error={{ key: "industry", message: error }}
    >
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {INDUSTRY_OPTIONS.map((industry) => (
          <Choice
            key={industry}
            type="radio"
            name="industry"
            value={industry}
            checked={view.state.industry === industry}
            invalid={Boolean(error)}
            onChange={(checked) => checked && update((s) => ({ ...s, industry }), ["industry"])}
          />
        ))}
      </div>
    </StepFrame>
  );
}
