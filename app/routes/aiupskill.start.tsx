// Toolkit builder wizard (visitor-side.md §2, §4, §5). Four steps; with JavaScript off every step
// is a plain form post whose action re-renders the next step (the whole state travels in hidden
// fields), with it on the steps change in the browser. Both validate with the same transitions
// (components/wizard/wizard-state.ts), and Generate always goes through this action.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { CompanyStep } from "~/components/wizard/company-step";
import { IndustryStep } from "~/components/wizard/industry-step";
import { ToolsStep } from "~/components/wizard/tools-step";
import { useWizard, type WizardActionData } from "~/components/wizard/use-wizard";
import { DefaultButton, WizardActions } from "~/components/wizard/wizard-actions";
import type { WizardStepProps } from "~/components/wizard/wizard-fields";
import { WizardHeader } from "~/components/wizard/wizard-header";
import {
  ANALYSIS_FAILED_TITLE,
  analysisFailedMessage,
  applyIntent,
  hiddenEntries,
  initialWizardView,
  namedCategoryAreas,
  readWizardForm,
  WIZARD_AREA_COUNT,
  wizardOptions,
  type WizardView,
} from "~/lib/wizard-state";
import { WorkAreasStep } from "~/components/wizard/work-areas-step";
import { jobTitleSchema } from "~/lib/schemas/toolkit";
import { getCurrentUser } from "~/http/session.server";
import { AI_GENERATION_LIMIT, TOO_MANY_REQUESTS_MESSAGE, withRateLimit } from "~/services/operations/rate-limit.server";
import { createAnalysis } from "~/services/toolkits/toolkits.server";
import { ensureVisit, readRememberedJobTitle } from "~/http/visit.server";
import { occupationSuggestions } from "~/services/toolkits/activity-profiles.server";
import { log } from "~/adapters/log.server";

export const meta: MetaFunction = () => [
  { title: "Build Your AI Toolkit | Upskill Academy" },
  { name: "description", content: "Four quick questions about your work, and we build an AI toolkit for your job." },
];

/** The job title from ?jobTitle=, else the one this visit typed last; null when neither is valid. */
async function resolveJobTitle(request: Request): Promise<string | null> {
  const fromQuery = new URL(request.url).searchParams.get("jobTitle");
  const candidate = fromQuery?.trim() ? fromQuery : await readRememberedJobTitle(request);
  const parsed = jobTitleSchema().safeParse(candidate ?? "");
  return parsed.success ? parsed.data : null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const jobTitle = await resolveJobTitle(request);
  if (!jobTitle) throw redirect("/");
  return json({ jobTitle, occupation: await occupationSuggestions(jobTitle, WIZARD_AREA_COUNT, namedCategoryAreas(jobTitle)) });
}

const ANALYSIS_FAILED_MESSAGE = "We could not create your toolkit. Please try again.";

export async function action({ request, context }: ActionFunctionArgs) {
  const jobTitle = await resolveJobTitle(request);
  if (!jobTitle) throw redirect("/");
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return json<WizardActionData>({ view: initialWizardView(), analysisError: "The form could not be read." }, { status: 400 });
  }
  const respondWithJson = formData.get("respond") === "json";
  const { step, intent, state, customArea } = readWizardForm(formData);
  const view: WizardView = { step, state, customArea, errors: {} };
  const options = wizardOptions(jobTitle, await occupationSuggestions(jobTitle, WIZARD_AREA_COUNT, namedCategoryAreas(jobTitle)));
  const transition = applyIntent(jobTitle, view, intent, options);

  if (transition.type === "leave") throw redirect("/");
  if (transition.type === "view") return json<WizardActionData>({ view: transition.view }, { status: transition.invalid ? 400 : 200 });

  // Generate: nothing is stored before this point.
  const [visit, user] = await Promise.all([ensureVisit(request), getCurrentUser(request)]);
  const headers = new Headers();
  if (visit.setCookie) headers.set("Set-Cookie", visit.setCookie);
  try {
    const created = await withRateLimit(AI_GENERATION_LIMIT, context.clientIp ?? "unknown", async () => ({
      ok: true as const,
      analysisId: (await createAnalysis(transition.input, { browserSessionId: visit.id, userId: user?.id ?? null })).analysisId,
    }));
    if (!created.ok) {
      headers.set("Retry-After", String(created.retryAfterSeconds));
      return json<WizardActionData>({ view: { ...view, state: transition.state }, analysisError: TOO_MANY_REQUESTS_MESSAGE }, { status: 429, headers });
    }
    if (respondWithJson) return json<WizardActionData>({ analysisId: created.analysisId }, { headers });
    return redirect(`/toolkit/${created.analysisId}`, { headers });
  } catch (error) {
    log.error({ err: error }, "Creating an analysis in the wizard failed");
    return json<WizardActionData>({ view: { ...view, state: transition.state }, analysisError: ANALYSIS_FAILED_MESSAGE }, { status: 500, headers });
  }
}

export default function ToolkitWizard() {
  const { jobTitle, occupation } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as WizardActionData | undefined;
  const posted = actionData && "view" in actionData ? actionData : undefined;
  const options = useMemo(() => wizardOptions(jobTitle, occupation), [jobTitle, occupation]);
  const wizard = useWizard(jobTitle, options, posted?.view ?? initialWizardView());
  const { view } = wizard;
  const stepProps: WizardStepProps = {
    view,
    options,
    hydrated: wizard.hydrated,
    headingRef: wizard.headingRef,
    update: wizard.update,
    setCustomArea: wizard.setCustomArea,
  };

  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <WizardHeader step={view.step} jobTitle={jobTitle} categoryLabel={options.categoryLabel} />

      <Form
        ref={wizard.formRef}
        method="post"
        noValidate
        onSubmit={wizard.onSubmit}
        aria-label="Build your AI toolkit"
        data-hydrated={wizard.hydrated ? "" : undefined}
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <DefaultButton step={view.step} />
        <input type="hidden" name="step" value={view.step} />
        {hiddenEntries(view.state, view.step, options).map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}

        {posted?.analysisError !== undefined || view.errors.form ? (
          <div role="alert" className="mb-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
            <p className="font-semibold">{posted?.analysisError !== undefined ? ANALYSIS_FAILED_TITLE : "Please check your answers"}</p>
            <p className="mt-1 text-sm">{view.errors.form ?? analysisFailedMessage(posted?.analysisError)}</p>
          </div>
        ) : null}

        {view.step === 1 ? <IndustryStep {...stepProps} /> : null}
        {view.step === 2 ? <WorkAreasStep {...stepProps} /> : null}
        {view.step === 3 ? <ToolsStep {...stepProps} /> : null}
        {view.step === 4 ? <CompanyStep {...stepProps} /> : null}

        <WizardActions step={view.step} generating={wizard.generating} />
      </Form>
    </main>
  );
}
