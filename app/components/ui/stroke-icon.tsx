import type { ReactNode } from "react";

/** A decorative line icon: its paths drawn with the text colour, hidden from assistive technology. */
export function StrokeIcon({ children, className, viewBox = "0 0 24 24" }: { children: ReactNode; className: string; viewBox?: string }) {
  return (
    <svg
      viewBox={viewBox}
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
