import { OCCUPATION_PAGES_PATH } from "~/lib/occupation-pages";

/** The occupation search: a plain GET form to the index, which filters on the server (no JavaScript needed). */
export function OccupationSearch({ defaultValue = "", id = "occupation-q", className = "" }: { defaultValue?: string; id?: string; className?: string }) {
  return (
    <form method="get" action={OCCUPATION_PAGES_PATH} role="search" aria-label="Occupations" className={className}>
      <label htmlFor={id} className="label">
        Find your occupation
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={defaultValue}
          maxLength={120}
          placeholder="e.g. nurse, plumber, solicitor"
          autoComplete="off"
          className="field min-w-0 flex-1"
        />
        <button type="submit" className="btn-primary shrink-0">
          Search
        </button>
      </div>
    </form>
  );
}
