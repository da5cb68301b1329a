/** A small spinning ring with a text for screen readers (and sighted users on wide screens). */
export function Spinner({ label }: { label: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-sm text-slate-600">
      <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" />
      <span className="sr-only sm:not-sr-only">{label}</span>
    </span>
  );
}
