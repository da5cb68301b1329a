import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { MouseEvent, ReactNode } from "react";
import { CheckIcon } from "~/components/marketing/check-list";
import { NumberedSteps } from "~/components/marketing/numbered-steps";
import { jobDescriptionPath, JobRoleInput } from "~/components/job-role-input";
import { FeatureCard } from "~/components/toolkit/feature-card";
import { LandingFiguresSection } from "~/components/marketing/landing-figures";
import { landingFigures } from "~/lib/landing-figures";
import { recentToolkitMedians } from "~/services/toolkits/landing-figures.server";
import { JOB_TITLE_MESSAGES, jobTitleSchema } from "~/lib/schemas/toolkit";

export const meta: MetaFunction = () => [
  { title: "Your Personalized AI Toolkit | Upskill Academy" },
  { name: "description", content: "Enter your job role and get a free toolkit of AI tools chosen for the work you do." },
];

const GENERATOR_ID = "generator";

/** The form submits here with JavaScript off: a valid title moves on, an invalid one is shown again; ?title= only fills it in. */
export async function loader({ request }: LoaderFunctionArgs) {
  const emptyMessage = JOB_TITLE_MESSAGES.emptyLanding;
  const params = new URL(request.url).searchParams;
  // ?title= fills the form in (an occupation page's "Build my own toolkit"); the visitor still submits it.
  const raw = params.get("jobTitle") ?? (params.get("title") ?? "").trim();
  let error: string | null = null;
  if (params.has("jobTitle")) {
    const parsed = jobTitleSchema(emptyMessage).safeParse(raw);
    if (parsed.success) throw redirect(jobDescriptionPath(parsed.data));
    error = parsed.error.issues[0]?.message ?? emptyMessage;
  }
  // The medians of recent toolkits, or null with too few (app/lib/landing-figures.ts).
  const figures = landingFigures(await recentToolkitMedians());
  return json({ jobTitle: raw.slice(0, 200), error, emptyMessage, figures });
}

const BADGES = ["100% Free", "Job-Specific Recommendations", "Implementation Ready"];

const INCLUDES: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: "AI Tools Matched to Your Role",
    text: "A short list of tools picked for the tasks your job actually involves, not a generic top-ten list.",
    icon: <path d="M4 6h16M4 12h10M4 18h6" />,
  },
  {
    title: "Time and Value Estimates",
    text: 'For each tool, an "up to" estimate of the hours it can save each week and what that time is worth, based on published studies.',
    icon: <path d="M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z" />,
  },
  {
    title: "Practical Use Cases",
    text: "Concrete ways to put each tool to work in your day, so you know where to start on Monday morning.",
    icon: <path d="M9 12l2 2 4-4M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z" />,
  },
  {
    title: "A PDF Report to Keep",
    text: "Have the whole toolkit emailed to you as a PDF to read later or share with your manager and team.",
    icon: <path d="M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6" />,
  },
];

const STEPS = [
  { title: "Enter your job role", text: "Type your job title. We match it to a job category and the nearest occupation profile." },
  { title: "Tell us about your work", text: "Choose your industry, the work areas that take your time and the tools you already use." },
  { title: "Get your toolkit", text: "See your recommended tools with estimates, explore each one, and email yourself the PDF." },
];

function scrollToGenerator(event: MouseEvent<HTMLAnchorElement>) {
  const form = document.getElementById(GENERATOR_ID);
  const input = form?.querySelector<HTMLInputElement>("input[name=jobTitle]");
  if (!form || !input) return;
  event.preventDefault();
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  form.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "center" });
  input.focus({ preventScroll: true });
}

export default function AiToolkitLanding() {
  const { jobTitle, error, emptyMessage, figures } = useLoaderData<typeof loader>();
  return (
    <main id="main">
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Free AI Toolkit</p>
          <h1 className="mt-2 text-4xl font-black tracking-tight sm:text-5xl">Your Personalized AI Toolkit</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
            Tell us your job role and we will put together the AI tools that fit your work, with honest estimates of the time they can save and ideas for using
            each one.
          </p>
          <div className="mx-auto mt-8 max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm sm:p-6">
            <JobRoleInput id={GENERATOR_ID} action="/aitoolkit" emptyMessage={emptyMessage} defaultValue={jobTitle} error={error} />
          </div>
          <ul className="mt-6 flex flex-wrap justify-center gap-2" aria-label="Why use the toolkit">
            {BADGES.map((badge) => (
              <li
                key={badge}
                className="inline-flex items-center gap-1.5 rounded-full border border-emerald-200 bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-900"
              >
                <CheckIcon className="h-4 w-4" />
                {badge}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <LandingFiguresSection figures={figures} className="mx-auto max-w-6xl px-4 pt-14 text-center" />

      <section aria-labelledby="includes-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="includes-heading" className="text-center text-3xl font-bold tracking-tight">
          What Your Toolkit Includes
        </h2>
        <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {INCLUDES.map((item) => (
            <FeatureCard key={item.title} icon={item.icon} title={item.title} text={item.text} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-heading" className="border-y border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="how-heading" className="text-center text-3xl font-bold tracking-tight">
            How It Works
          </h2>
          <NumberedSteps steps={STEPS} className="bg-slate-50" />
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="mx-auto max-w-4xl px-4 py-14 text-center">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
          Ready to Work Smarter with AI?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-700">
          It takes a job title and a few clicks. Your toolkit is free, and built around the work you do.
        </p>
        <a href={`#${GENERATOR_ID}`} onClick={scrollToGenerator} className="btn-primary mt-6 px-6 py-3 text-base">
          Get My Free Toolkit
        </a>
      </section>
    </main>
  );
}
