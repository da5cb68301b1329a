// Academy home, / (visitor-side.md §2 "Academy home"): hero with the academy's name and tagline,
// the Featured Training card, training like a pro athlete, the old model against the academy,
// How It Works in four steps, and 'Explore Courses'. The one thing read from the database is the
// landing figures (visitor-side.md §1 claims, issue 30 item 3): the medians of the last 30 days'
// toolkits, kept in memory for minutes (services/toolkits/landing-figures.server.ts), and the same
// for every visitor, so the page stays in the anonymous page cache. No JavaScript needed.
import type { MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { LandingFiguresSection } from "~/components/marketing/landing-figures";
import { FeatureCards } from "~/components/marketing/feature-cards";
import { NumberedSteps } from "~/components/marketing/numbered-steps";
import { ComparisonTable } from "~/components/marketing/comparison-table";
import {
  ACADEMY_NAME,
  ACADEMY_TAGLINE,
  ATHLETE_SECTION,
  CLOSING,
  COMPARISON,
  EXPLORE_COURSES_PATH,
  FEATURED_TRAINING,
  HOME_INTRO,
  HOW_IT_WORKS,
} from "~/content/home";
import { landingFigures } from "~/lib/landing-figures";
import { recentToolkitMedians } from "~/services/toolkits/landing-figures.server";

export const meta: MetaFunction = () => [
  { title: `${ACADEMY_NAME}: ${ACADEMY_TAGLINE}` },
  { name: "description", content: "AI training tailored to your job, starting with a free, job-specific AI toolkit." },
];

export async function loader() {
  return json({ figures: landingFigures(await recentToolkitMedians()) });
}

export default function Home() {
  const { figures } = useLoaderData<typeof loader>();
  return (
    <main id="main">
      <section aria-labelledby="home-heading" className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:items-center">
          <div>
            <h1 id="home-heading" className="text-4xl font-black tracking-tight sm:text-5xl">
              {ACADEMY_NAME}
            </h1>
            <p className="mt-3 text-xl font-semibold text-brand-700 sm:text-2xl">{ACADEMY_TAGLINE}</p>
            <p className="mt-4 max-w-xl text-lg text-slate-700">{HOME_INTRO}</p>
          </div>
          <FeaturedTrainingCard />
        </div>
      </section>

      <LandingFiguresSection figures={figures} className="mx-auto max-w-6xl px-4 pt-14" />

      <section aria-labelledby="athlete-heading" className="mx-auto max-w-6xl px-4 py-14">
        <div className="max-w-3xl">
          <h2 id="athlete-heading" className="text-3xl font-bold tracking-tight">
            {ATHLETE_SECTION.heading}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{ATHLETE_SECTION.intro}</p>
        </div>
        <FeatureCards items={ATHLETE_SECTION.points} />
      </section>

      <section aria-labelledby="comparison-heading" className="border-y border-slate-200 bg-white">
        <div className="mx-auto max-w-5xl px-4 py-14">
          <h2 id="comparison-heading" className="text-3xl font-bold tracking-tight">
            {COMPARISON.heading}
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">{COMPARISON.intro}</p>
          <div className="mt-8">
            <ComparisonTable caption={COMPARISON.heading} columns={COMPARISON.columns} rows={COMPARISON.rows} />
          </div>
        </div>
      </section>

      <section aria-labelledby="how-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="how-heading" className="text-3xl font-bold tracking-tight">
          {HOW_IT_WORKS.heading}
        </h2>
        <NumberedSteps steps={HOW_IT_WORKS.steps} columns={4} />
      </section>

      <section aria-labelledby="closing-heading" className="mx-auto max-w-4xl px-4 pb-4 pt-6 text-center">
        <h2 id="closing-heading" className="text-3xl font-bold tracking-tight">
          {CLOSING.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-700">{CLOSING.text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={FEATURED_TRAINING.cta.to} className="btn-primary px-6 py-3 text-base">
            {FEATURED_TRAINING.cta.label}
          </Link>
          <Link to={EXPLORE_COURSES_PATH} className="btn-outline px-6 py-3 text-base">
            {CLOSING.coursesLabel}
          </Link>
        </div>
      </section>
    </main>
  );
}

function FeaturedTrainingCard() {
  return (
    <article aria-labelledby="featured-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-md sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">{FEATURED_TRAINING.eyebrow}</p>
        <span className="inline-block rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-900">{FEATURED_TRAINING.badge}</span>
      </div>
      <h2 id="featured-heading" className="mt-3 text-2xl font-bold">
        {FEATURED_TRAINING.title}
      </h2>
      <p className="mt-2 text-slate-700">{FEATURED_TRAINING.text}</p>
      <Link to={FEATURED_TRAINING.cta.to} className="btn-primary mt-6 w-full px-6 py-3 text-base sm:w-auto">
        {FEATURED_TRAINING.cta.label}
      </Link>
    </article>
  );
}
