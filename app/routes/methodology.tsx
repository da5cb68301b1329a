import type { MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EVIDENCE_TASKS } from "~/lib/catalogue-constants";
import { ONET_ATTRIBUTION } from "~/lib/attribution";
import { baseProductivityGain, REFERENCE_SALARY, TASK_EVIDENCE, WEEKLY_TASK_SHARE } from "~/lib/productivity";
import { formatCurrency } from "~/lib/format";
import { GENERALIST_STRENGTH, MAX_TOOLKIT_GAIN, MAX_TOOLKIT_SIZE, MIN_ACTIVITY_SHARE, MIN_MARGINAL_SHARE, SPECIALIST_COVERAGE } from "~/lib/toolkit-engine";
import { OEWS_SOURCE } from "~/lib/salary";
import { MIN_BENCHMARK_OTHERS } from "~/lib/coach-progress";
import { LANDING_FIGURES_MIN_TOOLKITS, LANDING_FIGURES_WINDOW_DAYS } from "~/lib/landing-figures";
import { ACTIVITY_EFFORTS, EFFORT_TIME_SAVED, WORK_AREA_SHARE } from "~/lib/work-activities";

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
  const efforts = ACTIVITY_EFFORTS.map((effort) => ({ effort, label: EFFORT_LABELS[effort], ...EFFORT_TIME_SAVED[effort] }));
  return json({
    rows,
    efforts,
    shares: WEEKLY_TASK_SHARE,
    salary: REFERENCE_SALARY,
    rules: {
      minActivity: MIN_ACTIVITY_SHARE * 100,
      minMarginal: MIN_MARGINAL_SHARE * 100,
      maxTools: MAX_TOOLKIT_SIZE,
      coverage: SPECIALIST_COVERAGE * 100,
      generalist: GENERALIST_STRENGTH * 100,
      areaShare: WORK_AREA_SHARE * 100,
      maxGain: MAX_TOOLKIT_GAIN,
    },
    wages: OEWS_SOURCE,
  });
}

const EFFORT_LABELS: Record<(typeof ACTIVITY_EFFORTS)[number], string> = {
  writing: "Writing: documents, records, reports, correspondence",
  coding: "Programming and configuring software",
  customer_support: "Answering customers, patients and the public",
  consulting: "Analysing, researching, planning, advising",
  legal: "Legal research, drafting and advice",
  coordination: "Scheduling, administration, records, transactions",
  physical: "Hands-on work",
};

export default function Methodology() {
  const { rows, efforts, shares, salary, rules, wages } = useLoaderData<typeof loader>();
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
        Your job title is matched to an occupation of the O*NET database (the everyday name first, such as "Sparky" for Electricians or "Solicitor" for Lawyers,
        then the closest title). O*NET rates how important each of about 330 work activities is in that occupation ("Maintain health or medical records",
        "Estimate project development or operational costs"); we read those ratings as the occupation&apos;s week, each activity&apos;s share in proportion to
        its rating. A work area you choose counts for at least {rules.areaShare}% of the week. An occupation without ratings of its own borrows the average of
        its nearest group of occupations, and your toolkit says so.
      </p>
      <p className="mt-2 text-slate-700">
        Every tool in our database lists the work activities it serves and how, and, where it is made for certain jobs, which ones. A tool is offered only when
        it is made for your occupation and serves an activity that is at least {rules.minActivity}% of your week, or one of your work areas. The tool that
        serves most of your remaining work comes first; each tool covers {rules.coverage}% of an activity it serves (a general assistant half as much), so a
        second tool for the same work counts only for what the first leaves. We stop when the next tool would take on less than {rules.minMarginal}% more of
        your week, or at {rules.maxTools} tools: a toolkit may have three tools or twelve, never filler. Two tools of the same kind (two office suites, two
        slide makers, two meeting recorders) are not stacked unless the second serves a work area nothing else does, and the office suite is the one whose apps
        you already use. A work area no tool fits gets that said plainly.
      </p>
      <h2 className="mt-8 text-xl font-semibold">5. Your toolkit&apos;s hours</h2>
      <p className="mt-2 text-slate-700">
        Each activity a tool serves saves: its share of your week × how often a consumer AI assistant completed people&apos;s goals for that activity × how much
        of the activity that help covered (both measured by Tomlinson et al., 2025) × the study&apos;s time saving for that kind of work ({rules.generalist}% of
        it for a general assistant). Kinds of work and their studies:
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-slate-700">
        {efforts.map((e) => (
          <li key={e.effort}>
            {e.label}: {Math.round(e.saved * 1000) / 10}% ({e.source})
          </li>
        ))}
      </ul>
      <p className="mt-2 text-slate-700">
        A second tool on the same activity adds only what the first leaves, and the toolkit&apos;s total, the hours a week shown at the top of your toolkit,
        never exceeds {rules.maxGain}% of the week. The starting salary is the median annual wage of your occupation ({wages}); you can move it.
      </p>
      <h2 id="coach" className="mt-8 text-xl font-semibold">
        6. The email coach&apos;s score card
      </h2>
      <p className="mt-2 text-slate-700">
        Your coach scores only what you wrote (the quoted challenge and your signature are cut), by counting things in it, the same way for everyone: no person
        or AI model decides a score. Each challenge sets the length it allows (&quot;in five sentences or fewer&quot;, &quot;about 30 seconds&quot; of speech at
        150 words a minute, &quot;a single paragraph&quot;, else an email of about 220 words).
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-slate-700">
        <li>
          Clarity starts at 10 and loses points for running past the length allowed, sentences averaging over 20 words, hard words, a wall of text, too few
          words to act on, fillers and vague words, and a point that does not come first. The comment names the biggest loss.
        </li>
        <li>Impact starts at 3 and gains for up to three specifics (figures, dates, days, amounts), a clear ask of the reader, and a next step.</li>
        <li>
          Confidence starts at 8.5, loses for hedges (&quot;I think&quot;, &quot;maybe&quot;, &quot;just&quot;) and apologies, and gains for a first-person
          commitment.
        </li>
        <li>The overall score is the mean of the three, to one decimal.</li>
      </ul>
      <p className="mt-2 text-slate-700">
        Growth compares the overall scores of your latest first answers with the ones before them. Benchmarking compares your first answer to a challenge with
        everyone else&apos;s first answer to the same challenge (the share you score above, ties counting half), shown once {MIN_BENCHMARK_OTHERS} other people
        have answered it. Tries after the first are practice: scored, never compared. A reply that is empty, only attachments, over 1 MB, or not in English gets
        an explanation instead of a score. On 35 replies written and ranked by a writing coach who had not seen the scorer, the scorer put the clearly stronger
        reply higher, on the dimension it was stronger on, in 83 of 89 pairs (93%).
      </p>
      <h2 id="landing-figures" className="mt-8 text-xl font-semibold">
        7. The figures on our home page
      </h2>
      <p className="mt-2 text-slate-700">
        The tools selected, hours a week and yearly value on our home page and the free toolkit page are not targets or examples: they are the medians of the
        toolkits people made here in the last {LANDING_FIGURES_WINDOW_DAYS} days, each taken as its own page shows it at the occupation&apos;s median wage (the
        number of tools it recommends, the hours a week they could save at most, and what that time is worth a year). At least half of those toolkits came out
        at or above each figure, and at least half at or below. They are worked out again every few minutes, and not shown at all while fewer than{" "}
        {LANDING_FIGURES_MIN_TOOLKITS} toolkits were made in that time.
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
