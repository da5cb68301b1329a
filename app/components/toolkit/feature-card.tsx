import type { ReactNode } from "react";
import { StrokeIcon } from "~/components/ui/stroke-icon";

/** One card of a landing page's feature grid: a stroked 24px icon, a title and a line of text. */
export function FeatureCard({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <StrokeIcon className="h-6 w-6">{icon}</StrokeIcon>
      </span>
      <h3 className="mt-3 text-lg font-semibold">{title}</h3>
      <p className="mt-1 text-slate-700">{text}</p>
    </li>
  );
}
