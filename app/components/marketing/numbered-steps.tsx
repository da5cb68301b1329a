/**
 * A "How It Works" list: numbered cards, each step's number read out with its title (the
 * visible number is decoration). Used by the home page, /aitoolkit and /coach.
 */
export function NumberedSteps({
  steps,
  columns = 3,
  className = "bg-white shadow-sm",
}: {
  steps: readonly { title: string; text: string }[];
  columns?: 3 | 4;
  className?: string;
}) {
  return (
    <ol className={`mt-8 grid grid-cols-1 gap-4 ${columns === 4 ? "sm:grid-cols-2 lg:grid-cols-4" : "md:grid-cols-3"}`}>
      {steps.map((step, index) => (
        <li key={step.title} className={`flex flex-col rounded-xl border border-slate-200 p-5 ${className}`}>
          <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 font-bold text-white" aria-hidden="true">
            {index + 1}
          </span>
          <h3 className="mt-3 text-lg font-semibold">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-1 text-slate-700">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
