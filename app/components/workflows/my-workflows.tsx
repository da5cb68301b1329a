import { formatShortDate } from "~/lib/format";
import { Link } from "@remix-run/react";

export interface MyWorkflow {
  id: number;
  jobRole: string;
  workArea: string;
  title: string | null;
  hoursSaved: number | null;
  createdAt: string;
}

/** /profile's 'My Workflows': the workflows this account made or saved, newest first. */
export function MyWorkflows({ workflows }: { workflows: MyWorkflow[] }) {
  return (
    <section aria-labelledby="workflows-title" className="mt-8">
      <h2 id="workflows-title" className="text-xl font-bold">
        My Workflows
      </h2>
      {workflows.length === 0 ? (
        <p className="mt-3 text-slate-700">
          No workflows yet.{" "}
          <Link to="/aiupskill/workflows" className="font-medium text-brand-700 underline">
            Create an AI workflow
          </Link>{" "}
          for your job in six steps.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
          {workflows.map((workflow) => (
            <li key={workflow.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{workflow.title ?? `${workflow.workArea}: choose a workflow`}</p>
                <p className="text-sm text-slate-600">
                  {workflow.jobRole} · {formatShortDate(workflow.createdAt)}
                  {workflow.hoursSaved !== null ? ` · up to ${workflow.hoursSaved} h a week` : ""}
                </p>
              </div>
              <Link
                to={`/aiupskill/workflows/${workflow.id}`}
                className="btn-outline"
                aria-label={`Open ${workflow.title ?? `the ${workflow.workArea} workflow`}`}
              >
                Open
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
