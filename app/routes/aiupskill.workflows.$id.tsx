// Workflow generator, steps 5 and 6 (visitor-side.md §2, §4): 'Choose Your AI Workflow' with a
// Select button each, then the detailed workflow with its tools, 'Generate Images', 'Generate
// Flowchart', the downloads and a share link. Shown to the visit or account that made it, admins
// and holders of its share link (as a toolkit, DESIGN.md §4); only its maker may choose or draw.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ChooseStep } from "~/components/workflows/choose-step";
import { WorkflowPageHeader } from "~/components/workflows/workflow-page-header";
import { generationLimited, TOO_MANY_REQUESTS_MESSAGE, workflowActor, workflowViewer } from "~/http/workflow-request.server";
import { WorkflowResult } from "~/components/workflows/workflow-result";
import { config } from "~/config.server";
import { selectStepSchema, WORKFLOW_MESSAGES } from "~/lib/schemas/workflow";
import { savingsBasis } from "~/lib/workflow-engine";
import { chooseWorkflowOption, saveWorkflowToAccount } from "~/services/workflows/workflows.server";
import { generateStoredWorkflowFlowchart, generateStoredWorkflowImages } from "~/services/workflows/workflow-images.server";
import { getWorkflow } from "~/services/workflows/workflow-views.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.workflow?.detail ? `${data.workflow.detail.title} | Upskill Academy` : "Choose Your AI Workflow | Upskill Academy" },
  { name: "robots", content: "noindex" },
];

const parseId = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  const workflow = id ? await getWorkflow(id, await workflowViewer(request)) : null;
  if (!workflow)
    return json({ workflow: null, step: 5, shareUrl: null, basis: null, choosing: false }, { status: 404, headers: { "Cache-Control": "no-store" } });
  const choosing = new URL(request.url).searchParams.get("choose") === "1" && workflow.canChange;
  const step = workflow.detail && !choosing ? 6 : 5;
  return json(
    {
      workflow,
      step,
      choosing,
      shareUrl: `${config.appUrl}/aiupskill/workflows/${workflow.id}?share=${workflow.shareToken}`,
      basis: workflow.detail ? savingsBasis(workflow.detail.id) : null,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export type WorkflowActionData = { intent: string; message: string };

export async function action({ request, params, context }: ActionFunctionArgs) {
  const id = parseId(params.id);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const fail = (message: string, status: number) => json<WorkflowActionData>({ intent, message }, { status });
  if (!id) return fail("This workflow was not found.", 404);
  const limited = await generationLimited(context.clientIp);
  if (limited) return fail(TOO_MANY_REQUESTS_MESSAGE, 429);
  const { actor, setCookie } = await workflowActor(request);
  const headers = setCookie ? { "Set-Cookie": setCookie } : undefined;
  const here = `/aiupskill/workflows/${id}`;
  if (intent === "select") {
    const submission = parseWithZod(formData, { schema: selectStepSchema });
    if (submission.status !== "success") return fail(WORKFLOW_MESSAGES.workflowUnknown, 400);
    const outcome = await chooseWorkflowOption(id, submission.value.workflowId, actor);
    if (!outcome.ok) return outcome.reason === "not-found" ? fail("This workflow was not found.", 404) : fail(WORKFLOW_MESSAGES.workflowUnknown, 400);
    return redirect(here, { headers });
  }
  if (intent === "save") {
    const outcome = await saveWorkflowToAccount(id, actor);
    if (!outcome.ok) return outcome.reason === "not-signed-in" ? fail("Please sign in to save this workflow.", 401) : fail("This workflow was not found.", 404);
    return redirect(`${here}#share`, { headers });
  }
  if (intent === "images" || intent === "flowchart") {
    const outcome = intent === "images" ? await generateStoredWorkflowImages(id, actor) : await generateStoredWorkflowFlowchart(id, actor);
    if (!outcome.ok) return outcome.reason === "not-found" ? fail("This workflow was not found.", 404) : fail("Choose a workflow first.", 400);
    return redirect(`${here}#${intent}`, { headers });
  }
  return fail("Unknown action.", 400);
}

export default function WorkflowPage() {
  const { workflow, step, shareUrl, basis, choosing } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as WorkflowActionData | undefined;
  if (!workflow) {
    return (
      <main id="main" className="mx-auto w-full max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-black text-slate-900">Workflow Not Found</h1>
        <p className="mt-3 text-slate-700">This workflow does not exist, or it was made in another browser. Ask its owner for the share link.</p>
        <Link to="/aiupskill/workflows" className="btn-primary mt-6">
          Create a workflow
        </Link>
      </main>
    );
  }
  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
      <WorkflowPageHeader step={step} jobRole={workflow.jobRole} />
      {step === 5 ? (
        <ChooseStep workflow={workflow} problem={actionData?.intent === "select" ? actionData.message : null} choosing={choosing} />
      ) : (
        <WorkflowResult workflow={workflow} shareUrl={shareUrl!} basis={basis} problem={actionData && actionData.intent !== "select" ? actionData : null} />
      )}
    </main>
  );
}
