import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { CertificateNameNotice } from "~/components/course/certificate-name-notice";
import { StandingSummary } from "~/components/course/standing";
import { COURSE_SALES_PAGE as SALES_PAGE } from "~/content/course-lessons/index";
import { requireUser } from "~/http/guards.server";
import { certificateNameState } from "~/services/accounts/certificate-name.server";
import { learnerHome } from "~/services/course/learner-home.server";

// /learn, the learner's home (issue 27 item 7): every level they own, each lesson's progress and
// module score, what is next, and the certificates earned. /profile links here.
export const meta: MetaFunction = () => [{ title: "Your course | Upskill Academy" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const [home, certificateName] = await Promise.all([learnerHome(user.id), certificateNameState(user.id)]);
  return json({ home, certificateName }, { headers: { "Cache-Control": "no-store" } });
}

export default function LearnerHomePage() {
  const { home, certificateName } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const certificates = home.levels.filter((l) => l.certificate);
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-black tracking-tight text-slate-900">Your course</h1>
      {params.has("certified") && certificates.length ? (
        <p role="status" className="mt-4 rounded-xl bg-emerald-50 p-4 font-semibold text-emerald-900">
          Level complete: your certificate and performance report are ready below. We emailed you too.
        </p>
      ) : null}
      {home.levels.length ? (
        <div className="mt-4">
          <CertificateNameNotice name={certificateName.name} mayCorrect={certificateName.mayCorrect} back="/learn" />
        </div>
      ) : null}
      {home.levels.length === 0 ? (
        <p className="mt-4 text-slate-700">
          You do not own a level of the course yet.{" "}
          <Link to={SALES_PAGE} className="font-semibold text-brand-700 underline">
            See the course
          </Link>
          .
        </p>
      ) : null}
      {home.levels.map((level) => (
        <section key={level.level} aria-labelledby={`level-${level.level}-title`} className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id={`level-${level.level}-title`} className="text-xl font-bold text-slate-900">
            {level.name}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {level.state.status === "completed" ? "Completed" : level.state.unlocked ? "Open" : (level.state.lockedReason ?? "Locked")}
          </p>
          {level.lessons && level.standing ? (
            <>
              {level.next ? (
                <p className="mt-3">
                  <Link to={`/learn/level-${level.level}/${level.next}`} className="btn-primary inline-block">
                    {`${level.standing.scored + level.standing.practiced === 0 ? "Start" : "Continue"} with lesson ${level.next}`}
                  </Link>
                </p>
              ) : null}
              <ol className="mt-4 divide-y divide-slate-100">
                {level.lessons.map((lesson) => {
                  const m = level.standing!.modules.find((x) => x.lesson === lesson.number)!;
                  return (
                    <li key={lesson.number} className="flex flex-wrap items-center justify-between gap-2 py-2">
                      <Link to={`/learn/level-${level.level}/${lesson.number}`} className="font-medium text-brand-700 underline">
                        {lesson.number}. {lesson.title}
                      </Link>
                      <span className="text-sm text-slate-700">
                        Practice {m.practiceDone ? "done" : "to do"} · Simulation{" "}
                        {m.bestScore === null ? (m.inProgress ? "in progress" : "not taken") : `${m.bestScore}%`}
                      </span>
                    </li>
                  );
                })}
              </ol>
              <div className="mt-4">
                <StandingSummary standing={level.standing} certified={Boolean(level.certificate)} />
              </div>
            </>
          ) : level.lessons ? (
            // Not open yet: what it will teach.
            <ol className="mt-3 list-inside list-decimal text-sm text-slate-700">
              {level.lessons.map((lesson) => (
                <li key={lesson.number}>{lesson.title}</li>
              ))}
            </ol>
          ) : null}
        </section>
      ))}
      <section aria-labelledby="certificates-title" className="mt-10">
        <h2 id="certificates-title" className="text-xl font-bold text-slate-900">
          Certificates
        </h2>
        {certificates.length === 0 && home.simulationCertificates.length === 0 ? <p className="mt-2 text-slate-700">None yet.</p> : null}
        <ul className="mt-2 space-y-3">
          {certificates.map((level) => (
            <li key={level.level} className="rounded-xl border border-emerald-200 bg-emerald-50 p-4">
              <p className="font-semibold text-slate-900">
                {level.name}: {level.certificate!.score}% on {level.certificate!.date}
              </p>
              <p className="mt-1 flex flex-wrap gap-4 text-sm">
                <a href={`/learn/level-${level.level}/certificate.pdf`} className="text-brand-700 underline">
                  Download the certificate (PDF)
                </a>
                <a href={`/learn/level-${level.level}/certificate.png`} className="text-brand-700 underline">
                  Certificate image (PNG)
                </a>
                <a href={`/learn/level-${level.level}/report.pdf`} className="text-brand-700 underline">
                  Download the performance report (PDF)
                </a>
                <Link to={`/certificates/${level.certificate!.code}`} className="text-brand-700 underline">
                  Public verification page
                </Link>
              </p>
            </li>
          ))}
          {home.simulationCertificates.map((c) => (
            <li key={c.attemptId} className="rounded-xl border border-slate-200 p-4">
              <p className="font-semibold text-slate-900">
                Job simulation: {c.title} ({c.score}%)
              </p>
              <Link to={`/simulation/${c.attemptId}/result`} className="text-sm text-brand-700 underline">
                See the result and its certificate
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
