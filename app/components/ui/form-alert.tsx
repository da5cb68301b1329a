import type { FormProblem } from "~/lib/schemas/report";

/**
 * A form's refusal shown in the page (and read out by screen readers): server-rendered after a
 * plain post, and beside the toast with JavaScript, since a toast sits under a modal's backdrop.
 */
export function FormAlert({ problem, className = "" }: { problem: FormProblem | null | undefined; className?: string }) {
  if (!problem) return null;
  return (
    <div role="alert" className={`rounded-lg border border-red-300 bg-red-50 p-3 text-red-900 ${className}`}>
      <p className="font-semibold">{problem.title}</p>
      <p className="text-sm">{problem.description}</p>
    </div>
  );
}
