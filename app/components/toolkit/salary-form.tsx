import { Form } from "@remix-run/react";
import { formatCurrency } from "~/lib/format";
import { SALARY_STEP, type SalaryBand } from "~/lib/salary";
import { useHydrated } from "~/components/ui/use-hydrated";

/**
 * The salary slider (visitor-side.md §9). With JavaScript the figures follow it in the browser;
 * without, it is a GET form (?salary=) the server recalculates with the same functions.
 */
export function SalaryForm({
  toolkitId,
  band,
  salary,
  share,
  onChange,
}: {
  toolkitId: number;
  /** With where its default comes from, when the toolkit's occupation had published wages. */
  band: SalaryBand & { source?: string | null };
  salary: number;
  share: string | null;
  onChange: (salary: number) => void;
}) {
  const hydrated = useHydrated();
  return (
    <Form method="get" action={`/toolkit/${toolkitId}`} preventScrollReset className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      {share ? <input type="hidden" name="share" value={share} /> : null}
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label id="salary-label" htmlFor="salary" className="text-sm font-semibold text-slate-800">
          Your annual salary
        </label>
        <output htmlFor="salary" className="text-lg font-bold text-brand-700" data-testid="salary-amount">
          {formatCurrency(salary)}
        </output>
      </div>
      <div className="mt-3 flex items-center gap-3">
        <input
          id="salary"
          name="salary"
          type="range"
          min={band.min}
          max={band.max}
          step={SALARY_STEP}
          value={salary}
          aria-valuetext={formatCurrency(salary)}
          onChange={(e) => onChange(Number(e.currentTarget.value))}
          className="h-2 w-full cursor-pointer accent-brand-600"
        />
        {hydrated ? null : (
          <button type="submit" className="btn-outline shrink-0">
            Update
          </button>
        )}
      </div>
      <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{formatCurrency(band.min)}</span>
        <span>{formatCurrency(band.max)}</span>
      </div>
      <p className="mt-3 text-xs text-slate-600">Your salary is used only to calculate the figures on this page and is never stored.</p>
      {band.source ? (
        <p className="mt-1 text-xs text-slate-600" data-testid="salary-source">
          Starting point: {band.source} (US wages).
        </p>
      ) : null}
    </Form>
  );
}
