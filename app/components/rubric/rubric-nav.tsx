import { Form } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { normaliseRubricQuery, type FilteredNavSection } from "~/lib/rubric-search";

interface RubricNavProps {
  /** Keeps the ids of two copies (mobile menu, desktop sidebar) apart. */
  idPrefix: string;
  sections: FilteredNavSection[];
  /** The search box's text as typed (it is trimmed for the messages). */
  query: string;
  /** Null without JavaScript (or before the first observation): every subsection is listed. */
  activeSection: string | null;
  activeSubsection: string | null;
  /** Set once JavaScript runs: the search then filters as the visitor types. */
  onQueryChange?: (query: string) => void;
  /** Called when a link is followed (the mobile menu closes). */
  onNavigate?: () => void;
}

/**
 * The sidebar (visitor-side.md §2 "Rubric"): the search box filtering section and subsection
 * titles, then the section links, with the subsections of the active section. Without
 * JavaScript the search is a GET form (?q=) filtered on the server, and every subsection shows.
 */
export function RubricNav({ idPrefix, sections, query, activeSection, activeSubsection, onQueryChange, onNavigate }: RubricNavProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  // Words typed before the page became interactive are kept: the box becomes controlled only
  // after its current text has been handed to the live filter.
  const [handedOver, setHandedOver] = useState(false);
  useEffect(() => {
    if (!onQueryChange || handedOver) return;
    const typed = inputRef.current?.value ?? "";
    if (typed !== query) onQueryChange(typed);
    setHandedOver(true);
  }, [onQueryChange, handedOver, query]);
  const live = Boolean(onQueryChange) && handedOver;
  const shownQuery = normaliseRubricQuery(query);
  const searching = shownQuery !== "";
  const inputId = `${idPrefix}-search`;
  return (
    <div>
      <Form method="get" role="search" aria-label="Documentation" className="flex gap-2" onSubmit={live ? (event) => event.preventDefault() : undefined}>
        <label htmlFor={inputId} className="sr-only">
          Search documentation
        </label>
        <input
          id={inputId}
          name="q"
          type="search"
          placeholder="Search documentation..."
          autoComplete="off"
          maxLength={100}
          className="field"
          ref={inputRef}
          {...(live ? { value: query, onChange: (event) => onQueryChange!(event.target.value) } : { defaultValue: query })}
        />
        {live ? null : (
          <button type="submit" className="btn-outline shrink-0">
            Search
          </button>
        )}
      </Form>
      <p role="status" className="mt-2 min-h-[1.25rem] text-xs text-slate-600">
        {searching
          ? sections.length
            ? `${sections.length === 1 ? "1 section matches" : `${sections.length} sections match`} “${shownQuery}”.`
            : `No sections match “${shownQuery}”.`
          : ""}
      </p>
      {searching && sections.length === 0 ? (
        <p className="text-sm">
          {live ? (
            <button type="button" className="font-medium text-brand-700 underline" onClick={() => onQueryChange!("")}>
              Clear the search
            </button>
          ) : (
            <a href="/aiupskill/rubric" className="font-medium text-brand-700 underline">
              Clear the search
            </a>
          )}
        </p>
      ) : null}
      <nav aria-label="Rubric sections" className="mt-2">
        <ul className="space-y-1">
          {sections.map((section) => {
            const current = section.id === activeSection;
            const showSubsections = searching || activeSection === null || current;
            return (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  onClick={onNavigate}
                  aria-current={current ? "location" : undefined}
                  className={`block rounded-md px-3 py-2 text-sm font-semibold ${current ? "bg-brand-50 text-brand-900" : "text-slate-800 hover:bg-slate-100"}`}
                >
                  {section.title}
                </a>
                {showSubsections && section.subsections.length ? (
                  <ul className="mb-2 ml-3 mt-1 space-y-0.5 border-l border-slate-200 pl-2">
                    {section.subsections.map((sub) => (
                      <li key={sub.id}>
                        <a
                          href={`#${sub.id}`}
                          onClick={onNavigate}
                          aria-current={sub.id === activeSubsection ? "location" : undefined}
                          className={`block rounded px-2 py-1 text-sm ${sub.id === activeSubsection ? "font-semibold text-brand-800" : "text-slate-700 hover:text-brand-700"}`}
                        >
                          {sub.title}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
