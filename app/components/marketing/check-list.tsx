import { StrokeIcon } from "~/components/ui/stroke-icon";

/** A list of short statements, each with a check mark. */
export function CheckList({ items, className = "" }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function CheckIcon({ className }: { className: string }) {
  return (
    <StrokeIcon viewBox="0 0 20 20" className={className}>
      <path d="M5 10.5l3 3 7-7" />
    </StrokeIcon>
  );
}

/** The "opens elsewhere" arrow of external links. */
export function ExternalIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <StrokeIcon viewBox="0 0 20 20" className={className}>
      <path d="M8 4H4v12h12v-4M11 3h6v6M17 3l-8 8" />
    </StrokeIcon>
  );
}
