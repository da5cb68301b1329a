import type { Testimonial } from "~/content/testimonials";

/** Testimonial cards: the quote, then the person's first name and job title (visitor-side.md §1). */
export function TestimonialCards({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
      {testimonials.map((t) => (
        <li key={`${t.firstName}-${t.jobTitle}`} className="flex">
          <figure className="flex w-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <svg viewBox="0 0 24 24" className="h-7 w-7 text-brand-500" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M9.5 6C6.5 7.2 4.5 9.8 4.5 13.5V18h5.5v-5.5H7.3c.2-2 1.3-3.5 3.2-4.4zm9 0c-3 1.2-5 3.8-5 7.5V18H19v-5.5h-2.7c.2-2 1.3-3.5 3.2-4.4z"
              />
            </svg>
            <blockquote className="mt-3 flex-1 text-slate-800">
              <p>{t.quote}</p>
            </blockquote>
            <figcaption className="mt-4 border-t border-slate-100 pt-3">
              <span className="block font-semibold text-slate-900">{t.firstName}</span>
              <span className="block text-sm text-slate-600">{t.jobTitle}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
