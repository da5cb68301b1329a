import type { MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EVIDENCE_TASKS } from "~/lib/catalogue-constants";
import { ONET_ATTRIBUTION } from "~/lib/attribution";
import { baseProductivityGain, REFERENCE_SALARY, TASK_EVIDENCE, WEEKLY_TASK_SHARE } from "~/lib/productivity";
import { formatCurrency } from "~/lib/format";
import { APPLICABILITY_FACTOR_RANGE, MAX_TOOLKIT_GAIN } from "~/lib/toolkit-engine";

export const meta: MetaFunction = () => [{ title: "How we estimate productivity gains | Upskill Academy" }];

const TASK_LABELS: Record<(typeof EVIDENCE_TASKS)[number], string> = {
  writing: "Writing and editing",
  coding: "Software development",
  customer_support: "Customer support",
  consulting: "Analysis, research and strategy",
  legal: "Legal drafting",
  general: "General-purpose and other work",
};

export function loader() {
  // Everything on this page is computed from the same constants the catalogue uses.
  const rows = EVIDENCE_TASKS.map((task) => ({
    task,
    label: TASK_LABELS[task],
    ...TASK_EVIDENCE[task],
    gains: {
      core: baseProductivityGain(task, "core"),
      specialist: baseProductivityGain(task, "specialist"),
      assistant: baseProductivityGain(task, "assistant"),
    },
  }));
  return json({ rows, shares: WEEKLY_TASK_SHARE, salary: REFERENCE_SALARY, factorRange: APPLICABILITY_FACTOR_RANGE, maxGain: MAX_TOOLKIT_GAIN });
}

export default function Methodology() {
  const { rows, shares, salary, factorRange, maxGain } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">How we estimate productivity gains</h1>
      <p className="mt-3 text-slate-700">
        Every gain, hour and dollar figure we show starts from a published study of what generative AI did for a specific kind of work. The studies measure
        single tasks; over a whole job, surveys find single-digit percentages. So we scale each task figure by the share of a working week the task is likely to
        take, and we present the result as an "up to" estimate, never a promise.
      </p>
      <h2 className="mt-8 text-xl font-semibold">1. The research behind each kind of work</h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-3">
                Kind of work
              </th>
              <th scope="col" className="py-2 pr-3">
                Time saved on the task
              </th>
              <th scope="col" className="py-2 pr-3">
                Core / specialist / assistant tool
              </th>
              <th scope="col" className="py-2">
                Source
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.task} className="border-b border-slate-200 align-top">
                <th scope="row" className="py-2 pr-3 font-medium">
                  {r.label}
                </th>
                <td className="py-2 pr-3">
                  {r.taskTimeSavedPercent}%{r.wholeWeek ? " of the whole week" : ""}
                </td>
                <td className="py-2 pr-3">
                  {r.gains.core}% / {r.gains.specialist}% / {r.gains.assistant}%
                </td>
                <td className="py-2">
                  {r.study}: {r.finding}.
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 className="mt-8 text-xl font-semibold">2. From a task to a working week</h2>
      <p className="mt-2 text-slate-700">
        Our assumption, not a measurement: a core tool helps with about {shares.core * 100}% of a week, a specialist tool with {shares.specialist * 100}% and an
        assistant with {shares.assistant * 100}%. The whole-week survey figure is used as it is.
      </p>
      <h2 className="mt-8 text-xl font-semibold">3. From a percentage to hours and dollars</h2>
      <p className="mt-2 text-slate-700">
        Hours saved a week = 40 × gain ÷ 100. Hourly rate = salary ÷ 2,080 (52 weeks of 40 hours). Yearly value = hours a week × hourly rate × 52. The database
        shows values at a salary of {formatCurrency(salary)}; your toolkit uses the salary you choose.
      </p>
      <h2 id="choosing" className="mt-8 text-xl font-semibold">
        4. Which tools your toolkit gets
      </h2>
      <p className="mt-2 text-slate-700">
        Your job title is matched to an occupation of the O*NET database (the everyday name first, such as "Software Engineer" for O*NET's "Software
        Developers", then the closest title). The occupation decides what your work is made of: writing, meetings and research for desk work, patient notes for
        clinicians, quotes and job scheduling for trades. Every tool in our database says what it is for, and a tool is offered only when that is part of your
        work or one of the work areas you chose: a code assistant only to people who write software (or who choose a coding work area), a recruitment tool only
        to people who hire, a video tool only to people who make videos. Your toolkit page says which occupation it was built for.
      </p>
      <h2 className="mt-8 text-xl font-semibold">5. Your role&apos;s figures</h2>
      <p className="mt-2 text-slate-700">
        Each tool&apos;s gain is multiplied by your occupation&apos;s AI applicability (its score divided by the median occupation&apos;s, kept between{" "}
        {factorRange[0]} and {factorRange[1]}). A toolkit&apos;s gains add up, so their total never exceeds {maxGain}% of the week for the occupations where AI
        applies most, and proportionally less for the others: a more AI-applicable job never gets a lower total for the same tools.
      </p>
      <h2 className="mt-8 text-xl font-semibold">Occupation data</h2>
      <p className="mt-2 text-sm text-slate-700">{ONET_ATTRIBUTION}</p>
      <p className="mt-2 text-sm text-slate-700">
        AI applicability scores: Tomlinson, Jaffe, Wang, Counts and Suri, "Working with AI: Measuring the Applicability of Generative AI to Occupations" (arXiv
        2507.07935, 2025), CC BY 4.0.
      </p>
    </main>
  );
}
