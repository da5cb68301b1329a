// Workflow generator, steps 1 to 4 (visitor-side.md §2, §4, §5): job role, industry, the one tool
// used most, and one work area. Each step posts to this action, which checks it with the step's
// schema and moves on by address (the answers travel in the URL); 'Generate Workflows' stores the
// workflow with its options and opens it at /aiupskill/workflows/{id} (steps 5 and 6).
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { IndustryStep, RoleStep, ToolStep, WorkAreaStep, type InputStep } from "~/components/workflows/input-steps";
import { WorkflowPageHeader } from "~/components/workflows/workflow-page-header";
import { generationLimited, TOO_MANY_REQUESTS_MESSAGE, workflowActor } from "~/http/workflow-request.server";
import { generateStepSchema, industryStepSchema, roleStepSchema, toolStepSchema } from "~/lib/schemas/workflow";
import { readDraft, readStep, stepHref, type WorkflowDraft } from "~/lib/workflow-url";
import { generateWorkflowOptions } from "~/services/workflows/workflows.server";
import { workflowAreasFor } from "~/services/workflows/workflow-plan.server";

export const meta: MetaFunction = () => [
  { title: "AI Workflow Generator | Upskill Academy" },
  { name: "description", content: "Six steps from your job role to an AI workflow with the tools to use, the time it saves, a flowchart and a PDF." },
];

/** The furthest step the answers so far allow (a step's address never skips an unanswered one). */
function allowedStep(step: InputStep, draft: WorkflowDraft): InputStep {
  if (step > 1 && !roleStepSchema.safeParse(draft).success) return 1;
  if (step > 2 && !industryStepSchema.safeParse(draft).success) return 2;
  if (step > 3 && !toolStepSchema.safeParse({ ...draft, currentTools: draft.tool }).success) return 3;
  return step;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const draft = readDraft(params);
  const asked = readStep(params);
  const step = allowedStep(asked, draft);
  if (step !== asked) throw redirect(stepHref(step, draft));
  // Step 4 offers the occupation's own work areas (a solicitor's are legal work).
  const areas = step === 4 ? await workflowAreasFor(draft.jobRole, draft.industry) : [];
  return json({ step, draft, areas });
}

const SCHEMAS = { 1: roleStepSchema, 2: industryStepSchema, 3: toolStepSchema } as const;

function draftFrom(formData: FormData): WorkflowDraft {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  return {
    jobRole: text("jobRole"),
    industry: text("industry"),
    tool: text("currentTools"),
    workArea: text("selectedWorkArea"),
    additionalInfo: text("additionalInfo"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const step = readStep(new URLSearchParams({ step: String(formData.get("step") ?? "") }));
  if (step < 4) {
    const submission = parseWithZod(formData, { schema: SCHEMAS[step as 1 | 2 | 3] });
    if (submission.status !== "success") return json({ step, reply: submission.reply() }, { status: 400 });
    return redirect(stepHref(step + 1, draftFrom(formData)));
  }
  const submission = parseWithZod(formData, { schema: generateStepSchema });
  if (submission.status !== "success") return json({ step, reply: submission.reply() }, { status: 400 });
  const limited = await generationLimited(context.clientIp);
  if (limited) return json({ step, reply: submission.reply({ formErrors: [TOO_MANY_REQUESTS_MESSAGE] }) }, { status: 429 });
  const { actor, setCookie } = await workflowActor(request);
  const outcome = await generateWorkflowOptions(submission.value, actor);
  return redirect(`/aiupskill/workflows/${outcome.savedWorkflowId}`, { headers: setCookie ? { "Set-Cookie": setCookie } : undefined });
}

export default function WorkflowGeneratorInputs() {
  const { step, draft, areas } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const lastResult = actionData && actionData.step === step ? actionData.reply : null;
  const props = { step: step as InputStep, draft, lastResult };
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <WorkflowPageHeader step={step} jobRole={step > 1 ? draft.jobRole : null} />
      {step === 1 ? <RoleStep key={1} {...props} /> : null}
      {step === 2 ? <IndustryStep key={2} {...props} /> : null}
      {step === 3 ? <ToolStep key={3} {...props} /> : null}
      {step === 4 ? <WorkAreaStep key={4} {...props} areas={areas} /> : null}
    </main>
  );
}
