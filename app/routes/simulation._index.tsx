import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { checkoutPath } from "~/components/marketing/simulation-section";
import { FormAlert } from "~/components/ui/form-alert";
import { SIMULATION_PRICE, SIMULATION_SECTION } from "~/content/aiupskill";
import { operationContext } from "~/http/context.server";
import { formProblem, refusalStatus, submitForm } from "~/http/forms.server";
import { getCurrentUser } from "~/http/session.server";
import { START_SIMULATION_FORM } from "~/http/simulation-forms.server";
import { config } from "~/config.server";
import { formatPrice } from "~/lib/currency";
import { findUserById } from "~/services/accounts/accounts.server";
import { listAttempts } from "~/services/simulation/simulation-attempt-results.server";
import { scenarioChoices, simulationPreview } from "~/services/simulation/scenario-choices.server";
import { simulationAccess } from "~/services/simulation/simulation-access.server";
import { startAttempt } from "~/services/simulation/simulations.server";
import { CertificateNameNotice } from "~/components/course/certificate-name-notice";
import { certificateNameState } from "~/services/accounts/certificate-name.server";

// /simulation (issue 19): a buyer chooses a scenario (their role's first) and starts or resumes an
// attempt; anyone else sees the preview and the purchase button, never a question.
export const meta: MetaFunction = () => [{ title: "Your AI Simulation | Upskill Academy" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const current = await getCurrentUser(request);
  const user = current ? await findUserById(current.id) : null;
  const access = await simulationAccess(user?.id);
  // The account's job title, else the one given at checkout (the /aiupskill preview's).
  const jobTitle = user?.jobTitle?.trim() || access?.jobTitle?.trim() || "";
  const headers = { "Cache-Control": "no-store" };
  if (!user || !access) {
    const match = await simulationPreview(jobTitle);
    return json(
      {
        state: "preview" as const,
        signedIn: Boolean(user),
        // In the currency the checkout charges (issue 27).
        price: formatPrice(SIMULATION_PRICE, config.courseCurrency),
        jobTitle,
        roleLabel: match.roleLabel,
        scenarios: match.scenarios.map((s) => ({ title: s.title, description: s.description })),
      },
      { headers },
    );
  }
  const [choices, attempts, certificateName] = await Promise.all([scenarioChoices(jobTitle), listAttempts(user.id), certificateNameState(user.id)]);
  return json({ state: "buyer" as const, jobTitle, choices, attempts, certificateName }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await operationContext(request, context);
  if (!ctx.actor) return redirect("/login?mode=login");
  const { submission, outcome } = await submitForm(START_SIMULATION_FORM, await request.formData(), ctx, startAttempt);
  if (!outcome.ok) return json({ problem: formProblem(START_SIMULATION_FORM, submission, outcome) }, { status: refusalStatus(outcome) });
  return redirect(`/simulation/${outcome.attemptId}`);
}

function Preview({ data }: { data: Extract<ReturnType<typeof useLoaderData<typeof loader>>, { state: "preview" }> }) {
  const forTitle = data.jobTitle || "your job";
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">{SIMULATION_SECTION.readyTitle(forTitle)}</h1>
      <p className="mt-3 text-slate-700">
        A realistic situation from your job in 6 to 8 decisions: which tool fits, what context to give, what to check, what to keep out of AI tools and where
        you stay in charge. Scored, with a performance report and, at 70 or more, a certificate.
      </p>
      <h2 className="mt-6 text-xl font-bold">{SIMULATION_SECTION.scenariosHeading}</h2>
      <ul className="mt-3 grid gap-4 md:grid-cols-2">
        {data.scenarios.map((s) => (
          <li key={s.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <p className="text-lg font-semibold text-slate-900">{s.title}</p>
            <p className="mt-1 text-slate-700">{s.description}</p>
          </li>
        ))}
      </ul>
      <div className="mt-8 rounded-xl bg-brand-900 p-6 text-white">
        <h2 className="text-2xl font-bold">Unlock Your AI Simulation</h2>
        <p className="mt-2 text-brand-100">{SIMULATION_SECTION.guarantee}</p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <a href={checkoutPath(data.jobTitle || "Professional")} className="btn bg-white px-6 py-3 text-base text-brand-900 hover:bg-brand-50">
            Buy Now – {data.price}
          </a>
          {data.signedIn ? null : (
            <Link to="/login?mode=login" className="text-white underline">
              Already bought it? Sign in
            </Link>
          )}
        </div>
      </div>
    </>
  );
}

export default function SimulationPage() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  if (data.state === "preview") {
    return (
      <main id="main" className="mx-auto max-w-4xl px-4 py-10">
        <Preview data={data} />
      </main>
    );
  }
  const open = data.attempts.filter((a) => !a.finishedAt);
  const finished = data.attempts.filter((a) => a.finishedAt);
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Your AI Simulation</h1>
      <p className="mt-2 text-slate-700">
        Choose a scenario. Each decision is one page; your progress is saved after every answer, so you can stop and come back. The reasons behind each answer
        are shown when you finish.
      </p>
      <div className="mt-4">
        {/* Asked before the certificate is issued (issue 28): whose name it will carry. */}
        <CertificateNameNotice name={data.certificateName.name} mayCorrect={data.certificateName.mayCorrect} back="/simulation" />
      </div>
      <FormAlert problem={answer?.problem} className="mt-4" />
      {open.length ? (
        <section aria-labelledby="resume-title" className="mt-6">
          <h2 id="resume-title" className="text-xl font-bold">
            In progress
          </h2>
          <ul className="mt-3 space-y-2">
            {open.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
                <span>
                  <strong>{a.title}</strong> · {a.answered} of {a.total} answered
                </span>
                <Link to={`/simulation/${a.id}`} className="btn-primary" aria-label={`Resume ${a.title}`}>
                  Resume
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="choose-title" className="mt-8">
        <h2 id="choose-title" className="text-xl font-bold">
          Choose a scenario
        </h2>
        <ul className="mt-3 grid gap-4 md:grid-cols-2">
          {data.choices.map((c) => (
            <li key={c.id} className={`rounded-xl border bg-white p-5 shadow-sm ${c.recommended ? "border-brand-600" : "border-slate-200"}`}>
              <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
                {c.roleLabel}
                {c.note ? ` · ${c.note}` : ""}
              </p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{c.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{c.brief}</p>
              <p className="mt-2 text-sm text-slate-600">
                {c.pointCount} decisions · about {c.minutes} minutes
              </p>
              <Form method="post" className="mt-3">
                <input type="hidden" name="scenarioId" value={c.id} />
                <button
                  type="submit"
                  className={c.recommended ? "btn-primary" : "btn-outline"}
                  disabled={navigation.state === "submitting"}
                  aria-label={`Start ${c.title}`}
                >
                  Start
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </section>
      {finished.length ? (
        <section aria-labelledby="finished-title" className="mt-8">
          <h2 id="finished-title" className="text-xl font-bold">
            Finished
          </h2>
          <ul className="mt-3 space-y-2">
            {finished.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
                <span>
                  <strong>{a.title}</strong> · {a.score}/100 · {a.band}
                </span>
                <Link to={`/simulation/${a.id}/result`} className="btn-outline" aria-label={`See the result of ${a.title}`}>
                  See result
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
