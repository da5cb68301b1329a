import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { ShareLink } from "~/components/toolkit/share-link";
import type { WorkflowView } from "~/services/workflows/workflow-views.server";

function DrawButton({ intent, label, busyLabel }: { intent: "images" | "flowchart"; label: string; busyLabel: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy} aria-busy={busy || undefined}>
        {busy ? <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" /> : null}
        {busy ? busyLabel : label}
      </button>
    </Form>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-8 scroll-mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Step 6: the detailed workflow, its tools, images, flowchart, downloads and share link. */
export function WorkflowResult({
  workflow,
  shareUrl,
  basis,
  problem,
}: {
  workflow: WorkflowView;
  shareUrl: string;
  basis: string | null;
  problem: { intent: string; message: string } | null;
}) {
  const detail = workflow.detail!;
  const base = `/aiupskill/workflows/${workflow.id}`;
  const share = workflow.canChange ? "" : `?share=${encodeURIComponent(workflow.shareToken)}`;
  return (
    <div className="mt-6">
      <section aria-labelledby="workflow-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 id="workflow-title" className="text-2xl font-bold text-slate-900">
              {detail.title}
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              {workflow.jobRole} · {workflow.industry} · {workflow.workArea} · uses {workflow.currentTool}
            </p>
          </div>
          <p className="shrink-0 rounded-xl bg-emerald-50 px-4 py-3 text-center text-emerald-900">
            <span className="block text-2xl font-black">{detail.hoursSaved} h</span>
            <span className="text-xs font-medium">saved a week (up to)</span>
          </p>
        </div>
        {basis ? (
          <p className="mt-3 text-xs text-slate-600">
            How we estimate this: {basis}{" "}
            <Link to="/methodology" className="font-medium text-brand-700 underline">
              Our method
            </Link>
          </p>
        ) : null}
        <ol className="mt-6 grid gap-4" aria-label="Workflow steps">
          {detail.steps.map((step) => (
            <li key={step.stepNumber} className="flex gap-4">
              <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                {step.stepNumber}
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900">
                  <span className="sr-only">Step {step.stepNumber}: </span>
                  {step.title}
                </h3>
                <p className="mt-1 text-sm text-slate-700">{step.description}</p>
                {step.tools.length ? (
                  <p className="mt-2 flex flex-wrap gap-1.5">
                    {step.tools.map((tool) => (
                      <span key={tool} className="chip">
                        {tool}
                      </span>
                    ))}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
        <h3 className="mt-8 text-lg font-semibold text-slate-900">Recommended tools</h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {detail.toolLinks.map((link) => (
            <li key={link.name}>
              <a href={link.url} target="_blank" rel="noopener noreferrer" className="btn-outline">
                {link.name}
                <span className="sr-only"> (opens in a new tab)</span>
                <span aria-hidden="true">↗</span>
              </a>
            </li>
          ))}
        </ul>
        {problem ? (
          <div role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            {problem.message}
          </div>
        ) : null}
        <div className="mt-8 flex flex-col gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:flex-wrap">
          {workflow.canChange ? <DrawButton intent="images" label="Generate Images" busyLabel="Generating Images..." /> : null}
          {workflow.canChange ? <DrawButton intent="flowchart" label="Generate Flowchart" busyLabel="Generating Flowchart..." /> : null}
          <a href={`${base}/workflow.pdf${share}`} download="workflow.pdf" className="btn-outline">
            Download PDF
          </a>
        </div>
      </section>

      {workflow.flowchart ? (
        <Card id="flowchart" title="Flowchart">
          <img
            src={workflow.flowchart.url}
            alt={`Flowchart of the workflow: ${detail.steps.map((s) => `${s.stepNumber}. ${s.title}`).join(", ")}`}
            className="mx-auto mt-4 block w-full max-w-xl rounded-lg border border-slate-200"
          />
          <a href={`${base}/workflow-flowchart.jpg${share}`} download="workflow-flowchart.jpg" className="btn-outline mt-4">
            Download flowchart (JPG)
          </a>
        </Card>
      ) : null}

      {workflow.images.length ? (
        <Card id="images" title="Step images">
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {workflow.images.map((image, i) => (
              <li key={image.id}>
                <img
                  src={image.url}
                  alt={`Step ${i + 1}: ${detail.steps[i]?.title ?? ""}`}
                  loading="lazy"
                  width={1200}
                  height={675}
                  className="h-auto w-full rounded-lg border border-slate-200"
                />
              </li>
            ))}
          </ul>
          <a href={`${base}/workflow-images.zip${share}`} download="workflow-images.zip" className="btn-outline mt-4">
            Download images (ZIP)
          </a>
        </Card>
      ) : null}

      <Card id="share" title="Keep and share this workflow">
        <p className="mt-2 text-sm text-slate-700">
          Anyone with the link can view this workflow; only you can change it. Signed-in users find their workflows on their profile.
        </p>
        {workflow.canSave ? (
          <Form method="post" preventScrollReset className="mt-4">
            <input type="hidden" name="intent" value="save" />
            <button type="submit" className="btn-primary">
              Save to my account
            </button>
          </Form>
        ) : null}
        <div className="mt-4">
          <ShareLink url={shareUrl} subject="workflow" />
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          {workflow.canChange ? (
            <Link to={`${base}?choose=1`} className="btn-outline">
              Choose another workflow
            </Link>
          ) : null}
          <Link to="/aiupskill/workflows" className="btn-outline">
            Create a new workflow
          </Link>
        </div>
      </Card>
    </div>
  );
}
