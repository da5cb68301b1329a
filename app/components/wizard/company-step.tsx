import { COMPANY_URL_MAX, SHORT_TEXT_MAX } from "~/lib/schemas/toolkit";
import { describedBy, FieldError, StepFrame, type WizardStepProps } from "./wizard-fields";

/** Step 4: company name and website, both optional; the step can be skipped. */
export function CompanyStep({ view, update, headingRef }: WizardStepProps) {
  const { companyName, companyUrl } = view.state;
  const nameError = view.errors.companyName;
  const urlError = view.errors.companyUrl;
  return (
    <StepFrame title="Tell us about your company" hint="Optional: we use it to personalise your toolkit. You can skip this step." headingRef={headingRef}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="wizard-company-name" className="label">
            Company name <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <input
            id="wizard-company-name"
            name="companyName"
            type="text"
            value={companyName}
            maxLength={SHORT_TEXT_MAX}
            autoComplete="organization"
            aria-invalid={nameError ? true : undefined}
            aria-describedby={describedBy(nameError, "companyName")}
            onChange={(event) => {
              const value = event.currentTarget.value;
              update((s) => ({ ...s, companyName: value }), ["companyName"]);
            }}
            className={`field ${nameError ? "border-red-500" : ""}`}
          />
          <FieldError errorKey="companyName" message={nameError} />
        </div>
        <div>
          <label htmlFor="wizard-company-url" className="label">
            Company website <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <input
            id="wizard-company-url"
            name="companyUrl"
            type="text"
            inputMode="url"
            value={companyUrl}
            maxLength={COMPANY_URL_MAX}
            autoComplete="url"
            placeholder="example.com"
            aria-invalid={urlError ? true : undefined}
            aria-describedby={describedBy(urlError, "companyUrl")}
            onChange={(event) => {
              const value = event.currentTarget.value;
              update((s) => ({ ...s, companyUrl: value }), ["companyUrl"]);
            }}
            className={`field ${urlError ? "border-red-500" : ""}`}
          />
          <FieldError errorKey="companyUrl" message={urlError} />
        </div>
      </div>
    </StepFrame>
  );
}
