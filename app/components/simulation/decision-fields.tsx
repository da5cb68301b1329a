// One decision of a simulation, inside its form: the question as the fieldset's legend, the
// options as radio buttons, "Save and leave" and the answer button. The job simulation and a
// lesson's simulation (issue 27) ask their decisions the same way.
import { Link } from "@remix-run/react";

export interface Decision {
  id: string;
  number: number;
  question: string;
  options: { id: string; text: string }[];
}

export function DecisionFields(props: { point: Decision; total: number; leaveTo: string; submitting: boolean; required?: boolean }) {
  const { point, total, leaveTo, submitting, required } = props;
  return (
    <>
      <input type="hidden" name="pointId" value={point.id} />
      <fieldset>
        <legend className="text-2xl font-bold text-slate-900">{point.question}</legend>
        <div className="mt-4 space-y-3">
          {point.options.map((option) => (
            <label key={option.id} className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600">
              <input type="radio" name="optionId" value={option.id} required={required} className="mt-1" />
              <span className="text-slate-900">{option.text}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <Link to={leaveTo} className="text-brand-700 underline">
          Save and leave
        </Link>
        <button type="submit" className="btn-primary" disabled={submitting}>
          {point.number === total ? "Answer and finish" : "Answer and continue"}
        </button>
      </div>
    </>
  );
}
