import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AnalysisMessage } from "~/components/toolkit/analysis-message";
import { ConsultationFields, type ConsultationFormValues } from "~/components/toolkit/consultation-form";
import { checkConsultation, type FormProblem } from "~/lib/schemas/report";
import { bookConsultation, CONSULTATION_SENT } from "~/services/consultations.server";
import { flashHeaders } from "~/http/flash.server";
import { EMAIL_SIGNUP_LIMIT, hitRateLimit, TOO_MANY_REQUESTS_MESSAGE } from "~/services/rate-limit.server";
import { getToolkit } from "~/services/toolkits.server";
import { parseAnalysisId } from "~/lib/schemas/analysis-id";
import { toolkitViewer } from "~/http/viewer.server";

// The consultation booking without JavaScript: a page of its own, then back to the toolkit with
// the spec's confirmation as a flash message.
export const meta: MetaFunction = () => [{ title: "Book a Consultation | Upskill Academy" }];

async function loadToolkit(request: Request, rawId: string | undefined) {
  const id = parseAnalysisId(rawId);
  const toolkit = id ? await getToolkit(id, await toolkitViewer(request)) : null;
  if (!toolkit) throw new Response("Analysis Not Found", { status: 404 });
  return toolkit;
}

const backTo = (request: Request, id: number) => {
  const share = new URL(request.url).searchParams.get("share");
  return `/toolkit/${id}${share ? `?share=${encodeURIComponent(share)}` : ""}`;
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const toolkit = await loadToolkit(request, params.id);
  return json({ jobTitle: toolkit.jobTitle, workAreas: toolkit.aspects.map((a) => a.name), back: backTo(request, toolkit.id) });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const toolkit = await loadToolkit(request, params.id);
  const values = Object.fromEntries(await request.formData()) as Record<string, string>;
  const respond = (problem: FormProblem, status: number) => json({ problem, values: values as ConsultationFormValues }, { status });
  const checked = checkConsultation(values);
  if (!checked.ok) return respond(checked.problem, 400);
  const limit = await hitRateLimit(EMAIL_SIGNUP_LIMIT, context.clientIp ?? "unknown");
  if (!limit.allowed) return respond({ title: "Error", description: TOO_MANY_REQUESTS_MESSAGE }, 429);
  try {
    await bookConsultation({ ...checked.fields, jobTitle: toolkit.jobTitle, analysisId: toolkit.id }, await toolkitViewer(request));
  } catch (error) {
    console.error(error);
    return respond({ title: "Error", description: "Failed to book consultation. Please try again." }, 500);
  }
  return redirect(backTo(request, toolkit.id), {
    headers: await flashHeaders(request, { kind: "success", title: CONSULTATION_SENT.title, description: CONSULTATION_SENT.description }),
  });
}

export default function ConsultationPage() {
  const { jobTitle, workAreas, back } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-10">
      <Link to={back} className="text-sm font-medium text-brand-700 underline">
        ← Back to your toolkit
      </Link>
      <h1 className="mt-4 text-3xl font-bold">Book a Consultation</h1>
      <p className="mt-2 text-slate-700">Talk to us about putting your {jobTitle} toolkit to work. We reply within 24 hours.</p>
      {result?.problem ? (
        <div role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
          <p className="font-semibold">{result.problem.title}</p>
          <p className="text-sm">{result.problem.description}</p>
        </div>
      ) : null}
      <Form method="post" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" noValidate>
        <ConsultationFields workAreas={workAreas} values={result?.values} idPrefix="consult" />
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
