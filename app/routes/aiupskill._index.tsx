// AI upskilling landing and simulation page, /aiupskill (visitor-side.md §2, §4, §9). Two GET
// forms land here when JavaScript is off, and the loader answers both:
// - ?simulation={job title}: the simulation preview (components/marketing/simulation-section.tsx);
// - ?jobTitle={job title}: the shared job-role input; a valid title moves on to /job-description,
//   an invalid one is shown again with its message (as /aitoolkit does).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { jobDescriptionPath, JobRoleInput } from "~/components/job-role-input";
import { CheckIcon } from "~/components/marketing/check-list";
import { ScrollLink } from "~/components/marketing/scroll-link";
import { SIMULATION_PARAM, SimulationSection, type SimulationPreviewData } from "~/components/marketing/simulation-section";
import { StatisticsGrid } from "~/components/marketing/statistics-grid";
import { TestimonialCards } from "~/components/marketing/testimonial-cards";
import { DemoVideo } from "~/components/media/demo-video";
import { AIUPSKILL_HERO, BENEFITS, CLOSING_CTA, SIMULATION_PRICE, TOOLKIT_SECTION, VIDEO_SECTION } from "~/content/aiupskill";
import { config } from "~/config.server";
import { formatPrice } from "~/lib/currency";
import { MARKETING_STATISTICS, STATISTICS_HEADING, STATISTICS_INTRO } from "~/content/statistics";
import { TESTIMONIALS, TESTIMONIALS_HEADING, TESTIMONIALS_NOTE } from "~/content/testimonials";
import { JOB_TITLE_MESSAGES, validateJobTitle } from "~/lib/job-title";
import { simulationPreview } from "~/services/simulation/scenario-choices.server";

export const meta: MetaFunction = () => [
  { title: "AI Training Tailored to Your Job | Upskill Academy" },
  {
    name: "description",
    content: "Practise AI on your own job in a tailored simulation, or start with a free AI toolkit for your role.",
  },
];

/** The id of the job-role input's form: 'Free AI Toolkit' scrolls there. */
const GENERATOR_ID = "generator";
/** What is echoed back into a field with its error; longer input is cut, not stored. */
const ECHO_MAX = 200;

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;

  let toolkit = { value: "", error: null as string | null };
  if (params.has("jobTitle")) {
    const raw = params.get("jobTitle") ?? "";
    const checked = validateJobTitle(raw, JOB_TITLE_MESSAGES.empty);
    if (checked.ok) throw redirect(jobDescriptionPath(checked.value));
    toolkit = { value: raw.slice(0, ECHO_MAX), error: checked.message };
  }

  let simulationForm = { value: "", error: null as string | null };
  let simulation: SimulationPreviewData | null = null;
  if (params.has(SIMULATION_PARAM)) {
    const raw = params.get(SIMULATION_PARAM) ?? "";
    const checked = validateJobTitle(raw, JOB_TITLE_MESSAGES.empty);
    if (checked.ok) {
      // The title's own scenarios, as the buyer will find them (issue 28: never another job's in its name).
      const preview = await simulationPreview(checked.value);
      simulation = { jobTitle: checked.value, roleLabel: preview.roleLabel, scenarios: preview.scenarios };
      simulationForm = { value: checked.value, error: null };
    } else {
      simulationForm = { value: raw.slice(0, ECHO_MAX), error: checked.message };
    }
  }

  // The price in the currency the checkout charges (issue 27: the price seen is the price charged).
  const simulationPrice = formatPrice(SIMULATION_PRICE, config.courseCurrency);
  return json({ toolkit, simulationForm, simulation, simulationPrice, emptyMessage: JOB_TITLE_MESSAGES.empty });
}

export default function AiUpskillLanding() {
  const { toolkit, simulationForm, simulation, simulationPrice, emptyMessage } = useLoaderData<typeof loader>();
  return (
    <main id="main">
      <section aria-labelledby="aiupskill-heading" className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-4xl px-4 pb-6 pt-14 text-center sm:pt-20">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{AIUPSKILL_HERO.eyebrow}</p>
          <h1 id="aiupskill-heading" className="mt-2 text-4xl font-black tracking-tight sm:text-5xl">
            {AIUPSKILL_HERO.heading}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{AIUPSKILL_HERO.text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={AIUPSKILL_HERO.startTraining.to} className="btn-primary px-6 py-3 text-base">
              {AIUPSKILL_HERO.startTraining.label}
            </Link>
            <ScrollLink targetId="simulation" focusSelector={`input[name=${SIMULATION_PARAM}]`} className="btn-outline px-6 py-3 text-base">
              {AIUPSKILL_HERO.previewLabel}
            </ScrollLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="video-heading" className="bg-slate-50">
        <div className="mx-auto max-w-4xl px-4 py-10">
          <h2 id="video-heading" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
            {VIDEO_SECTION.heading}
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-center text-slate-700">{VIDEO_SECTION.text}</p>
          <DemoVideo className="mt-6" />
        </div>
      </section>

      <div className="border-y border-slate-200 bg-white">
        <SimulationSection value={simulationForm.value} error={simulationForm.error} simulation={simulation} price={simulationPrice} />
      </div>

      <section aria-labelledby="toolkit-heading" className="mx-auto max-w-4xl px-4 py-14">
        <h2 id="toolkit-heading" className="text-center text-3xl font-bold tracking-tight">
          {TOOLKIT_SECTION.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-slate-700">{TOOLKIT_SECTION.text}</p>
        <div className="mx-auto mt-8 max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <JobRoleInput
            id={GENERATOR_ID}
            // Without JavaScript the page comes back with the error: the browser then jumps to the form.
            action={`/aiupskill#${GENERATOR_ID}`}
            emptyMessage={emptyMessage}
            defaultValue={toolkit.value}
            error={toolkit.error}
          />
        </div>
      </section>

      <section aria-labelledby="testimonials-heading" className="border-y border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="testimonials-heading" className="text-center text-3xl font-bold tracking-tight">
            {TESTIMONIALS_HEADING}
          </h2>
          <p className="mt-2 text-center text-sm text-slate-600">{TESTIMONIALS_NOTE}</p>
          <div className="mt-8">
            <TestimonialCards testimonials={TESTIMONIALS} />
          </div>
        </div>
      </section>

      <section aria-labelledby="statistics-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="statistics-heading" className="text-center text-3xl font-bold tracking-tight">
          {STATISTICS_HEADING}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-slate-700">{STATISTICS_INTRO}</p>
        <div className="mt-8">
          <StatisticsGrid statistics={MARKETING_STATISTICS} />
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="border-y border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="benefits-heading" className="text-center text-3xl font-bold tracking-tight">
            {BENEFITS.heading}
          </h2>
          <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {BENEFITS.items.map((item) => (
              <li key={item.title} className="rounded-xl border border-slate-200 bg-slate-50 p-5">
                <span className="inline-flex h-9 w-9 items-center justify-center rounded-lg bg-emerald-100 text-emerald-800">
                  <CheckIcon className="h-5 w-5" />
                </span>
                <h3 className="mt-3 text-lg font-semibold">{item.title}</h3>
                <p className="mt-1 text-slate-700">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="closing-heading" className="mx-auto max-w-4xl px-4 pb-4 pt-14 text-center">
        <h2 id="closing-heading" className="text-3xl font-bold tracking-tight">
          {CLOSING_CTA.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-700">{CLOSING_CTA.text}</p>
        <ScrollLink targetId={GENERATOR_ID} focusSelector="input[name=jobTitle]" block="center" className="btn-primary mt-6 px-6 py-3 text-base">
          {CLOSING_CTA.label}
        </ScrollLink>
      </section>
    </main>
  );
}
