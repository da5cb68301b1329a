import type { ReactNode } from "react";

export interface ConsultationFormValues {
  name?: string;
  email?: string;
  company?: string;
  phone?: string;
  workArea?: string;
  workAreaDescription?: string;
}

/** The typed values a refused booking brings back (conform's lastResult), as the fields' defaults. */
export function consultationValues(initialValue: Record<string, unknown> | null | undefined): ConsultationFormValues {
  const values: ConsultationFormValues = {};
  for (const key of ["name", "email", "company", "phone", "workArea", "workAreaDescription"] as const) {
    const value = initialValue?.[key];
    if (typeof value === "string") values[key] = value;
  }
  return values;
}

/** The booking fields, shared by the dialog (JavaScript) and /toolkit/{id}/consultation (none). */
export function ConsultationFields({ workAreas, values = {}, idPrefix }: { workAreas: string[]; values?: ConsultationFormValues; idPrefix: string }) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const field = (name: keyof ConsultationFormValues, label: string, input: ReactNode) => (
    <div>
      <label htmlFor={id(name)} className="label">
        {label}
      </label>
      {input}
    </div>
  );
  return (
    <div className="grid gap-3">
      {field(
        "name",
        "Full Name",
        <input id={id("name")} name="name" autoComplete="name" required maxLength={120} defaultValue={values.name} className="field" />,
      )}
      {field(
        "email",
        "Email Address",
        <input id={id("email")} name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={values.email} className="field" />,
      )}
      {field(
        "company",
        "Company (optional)",
        <input id={id("company")} name="company" autoComplete="organization" maxLength={200} defaultValue={values.company} className="field" />,
      )}
      {field(
        "phone",
        "Phone (optional)",
        <input id={id("phone")} name="phone" type="tel" autoComplete="tel" maxLength={40} defaultValue={values.phone} className="field" />,
      )}
      {field(
        "workArea",
        "Work area to focus on",
        <select id={id("workArea")} name="workArea" defaultValue={values.workArea ?? workAreas[0] ?? ""} className="field">
          {workAreas.map((area) => (
            <option key={area} value={area}>
              {area}
            </option>
          ))}
          <option value="Other">Other</option>
        </select>,
      )}
      {field(
        "workAreaDescription",
        "What would you like help with? (optional)",
        <textarea
          id={id("workAreaDescription")}
          name="workAreaDescription"
          rows={3}
          maxLength={2000}
          defaultValue={values.workAreaDescription}
          className="field"
        />,
      )}
    </div>
  );
}
