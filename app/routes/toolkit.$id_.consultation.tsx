import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AnalysisMessage } from "~/components/toolkit/analysis-message";
import { ConsultationFields, consultationValues } from "~/components/toolkit/consultation-form";
import { FormAlert } from "~/components/ui/form-alert";
import { useProblemForm } from "~/components/ui/use-problem-form";
import { CONSULTATION_FORM } from "~/http/consultation-form.server";
import { operationContext } from "~/http/context.server";
import { formReply, refusalStatus, submitForm } from "~/http/forms.server";
import { successAnswer } from "~/http/success.server";
import { toolkitViewer } from "~/http/viewer.server";
import { parseAnalysisId } from "~/lib/schemas/analysis-id";
import { CONSULTATION_PROBLEMS, consultationSchema } from "~/lib/schemas/consultation";
import { bookConsultation, CONSULTATION_SENT } from "~/services/sales/consultations.server";
import { getToolkit } from "~/services/toolkits/toolkit-views.server";

// The consultation booking: a page of its own without JavaScript, then back to the toolkit with
// the spec's confirmation as a flash message. The results page's dialog posts here too (through a
// fetcher), and stays where it is.
export const meta: MetaFunction = () => [{ title: "Book a Consultation | Upskill Academy" }];

async function loadToolkit(request: Request, rawId: string | undefined) {
  const id = parseAnalysisId(rawId);
  const toolkit = id ? await getToolkit(id, await toolkitViewer(request)) : null;
  if (!toolkit) throw new Response("Analysis Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return toolkit;
}

const backTo = (request: Request, id: number) => {
  const share = new URL(request.url).searchParams.get("share");
  return `/toolkit/${id}${share ? `?share=${encodeURIComponent(share)}` : ""}`;
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const toolkit = await loadToolkit(request, params.id);
  // The visit's or account's own toolkit: never kept by a browser or a shared cache (issue 24).
  return json(
    { jobTitle: toolkit.jobTitle, workAreas: toolkit.aspects.map((a) => a.name), back: backTo(request, toolkit.id) },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const toolkit = await loadToolkit(request, params.id);
  const formData = await request.formData();
  const viewer = await toolkitViewer(request);
  // The booking is for this page's toolkit, whatever the form says.
  formData.set("analysisId", String(toolkit.id));
  formData.set("jobTitle", toolkit.jobTitle);
  const { submission, outcome } = await submitForm(CONSULTATION_FORM, formData, await operationContext(request, context), (booking) =>
    bookConsultation(booking, viewer),
  );
  if (!outcome.ok) return json({ result: formReply(CONSULTATION_FORM, submission, outcome) }, { status: refusalStatus(outcome) });
  return successAnswer(request, formData, { to: backTo(request, toolkit.id), ...CONSULTATION_SENT, afterMs: 0, stay: true });
}

export default function ConsultationPage() {
  const { jobTitle, workAreas, back } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { result?: SubmissionResult<string[]> } | undefined;
  const { form, problem, onSubmit } = useProblemForm({
    id: "consultation",
    schema: consultationSchema,
    problems: CONSULTATION_PROBLEMS,
    lastResult: answer?.result,
  });
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-10">
      <Link to={back} className="text-sm font-medium text-brand-700 underline">
        ← Back to your toolkit
      </Link>
      <h1 className="mt-4 text-3xl font-bold">Book a Consultation</h1>
      <p className="mt-2 text-slate-700">Talk to us about putting your {jobTitle} toolkit to work. We reply within 24 hours.</p>
      <FormAlert problem={problem} className="mt-4" />
      <Form method="post" id={form.id} noValidate onSubmit={onSubmit} className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <ConsultationFields workAreas={workAreas} values={consultationValues(answer?.result?.initialValue)} idPrefix="consult" />
        <button type="submit" className="btn-primary mt-4 w-full">
          Book Consultation
        </button>
      </Form>
    </main>
  );
}

export function ErrorBoundary() {
  return <AnalysisMessage kind="not-found" />;
}
