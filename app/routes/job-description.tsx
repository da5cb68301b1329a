import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { JOB_CATEGORY_DEFINITIONS } from "~/content/job-categories";
import { ONET_ATTRIBUTION } from "~/lib/attribution";
import { detectJobCategory } from "~/lib/job-categories";
import { jobTitleSchema } from "~/lib/schemas/toolkit";
import { matchOccupation } from "~/services/toolkits/occupations.server";
import { rememberJobTitle } from "~/http/visit.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.jobTitle}: Your AI Toolkit | Upskill Academy` : "Your AI Toolkit | Upskill Academy" },
  { name: "description", content: "Your job role, its category and closest occupation profile: the starting point of your AI toolkit." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const parsed = jobTitleSchema().safeParse(new URL(request.url).searchParams.get("jobTitle") ?? "");
  if (!parsed.success) throw redirect("/aitoolkit");
  const jobTitle = parsed.data;
  const category = detectJobCategory(jobTitle);
  const [occupation, setCookie] = await Promise.all([matchOccupation(jobTitle), rememberJobTitle(jobTitle)]);
  return json(
    {
      jobTitle,
      category,
      categoryLabel: JOB_CATEGORY_DEFINITIONS[category].label,
      occupation: occupation ? { code: occupation.code, title: occupation.title, description: occupation.description } : null,
    },
    { headers: { "Set-Cookie": setCookie } },
  );
}

export default function JobDescription() {
  const { jobTitle, category, categoryLabel, occupation } = useLoaderData<typeof loader>();
  const wizardPath = `/aiupskill/start?${new URLSearchParams({ jobTitle })}`;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Your job role</p>
      <h1 className="mt-1 break-words text-3xl font-black tracking-tight sm:text-4xl">{jobTitle}</h1>

      <dl className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <dt className="text-sm font-medium text-slate-700">Job category</dt>
        <dd className="mt-1">
          <span className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900" data-testid="job-category">
            {categoryLabel}
          </span>
        </dd>
        {category === "general" ? (
          <dd className="mt-2 text-sm text-slate-700">
            Your title did not match one of our specialised categories, so your toolkit starts from tools that help in most jobs.
          </dd>
        ) : null}
      </dl>

      <section aria-labelledby="occupation-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="occupation-heading" className="text-sm font-medium text-slate-700">
          Closest occupation profile
        </h2>
        {occupation ? (
          <>
            <p className="mt-1 text-xl font-bold text-slate-900" data-testid="occupation-title">
              {occupation.title}
            </p>
            <p className="mt-2 text-slate-700">{occupation.description}</p>
            <p className="mt-4 border-t border-slate-100 pt-3 text-xs text-slate-700">
              Occupation {occupation.code}. {ONET_ATTRIBUTION}
            </p>
          </>
        ) : (
          <p className="mt-1 text-slate-700">
            We could not find an occupation close to this title, so your toolkit will use general estimates for time saved and value.
          </p>
        )}
      </section>

      <section aria-labelledby="next-heading" className="mt-8">
        <h2 id="next-heading" className="text-2xl font-bold tracking-tight">
          Next: tailor your toolkit
        </h2>
        <p className="mt-2 text-slate-700">
          Answer a few short questions about your industry, your work and the tools you already use, and we will build your AI toolkit.
        </p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <Link to={wizardPath} className="btn-primary px-6 py-3 text-base">
            Build My AI Toolkit
          </Link>
          <Link to="/aitoolkit#generator" className="btn-outline px-6 py-3 text-base">
            Change job title
          </Link>
        </div>
      </section>
    </main>
  );
}
