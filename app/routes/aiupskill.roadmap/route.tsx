// AI Ready Course Outline, /aiupskill/roadmap (visitor-side.md §2 "Roadmap", §3, §4, §8; issue 17).
// The upload posts multipart to this action, which reads the file on the server: with JavaScript
// off the action's answer is the page (the roadmap, or 'Failed to generate roadmap' and why). A
// signed-in learner's roadmap is saved and shown on every visit; on an unlocked level each
// challenge leads to the lesson whose practice task it is (issue 27), and shows done once that is.
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { LevelCard } from "~/components/roadmap/level-card";
import { RoadmapSummary } from "~/components/roadmap/roadmap-summary";
import { RoadmapUploadForm } from "~/components/roadmap/upload-form";
import { operationContext } from "~/http/context.server";
import { ROADMAP_STATUS, roadmapFromRequest } from "~/http/roadmap.server";
import { getCurrentUser } from "~/http/session.server";
import { missingParts } from "~/lib/roadmap-input";
import { ROADMAP_PROBLEMS } from "~/lib/schemas/roadmap";
import { latestRoadmap } from "~/services/course/roadmaps.server";
import { COURSE_PATH, trainingPath } from "~/lib/course-purchase";
import { ownedCourseLevels } from "~/services/sales/purchases.server";

export const meta: MetaFunction = () => [
  { title: "AI Ready Course Outline | Upskill Academy" },
  { name: "description", content: "Upload your AI toolkit and get a four-level learning roadmap built from your own job, work areas and tools." },
];

/**
 * A page gets only the headers this returns (Remix): what a route without it would get (its
 * parents'), plus the action's Retry-After, so a form refused for a full reading queue or a read
 * still under way says when to come back (issue 24). Cache-Control is app/entry.server.tsx's.
 */
export const headers: HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request);
  const query = new URL(request.url).searchParams;
  const saved = user && !query.has("new") ? await latestRoadmap(user.id) : null;
  // What the file just uploaded did not say: not stored with the roadmap, so it travels in the redirect.
  const missing = missingParts(query.get("missing"));
  // "Purchase Training Access" (issue 27): the checkout of the next level this person may buy, else the course page.
  const purchaseHref = trainingPath(await ownedCourseLevels(user?.id ?? null));
  return json({ signedIn: Boolean(user), saved, missing, purchaseHref }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await operationContext(request, context);
  // The upload (multipart); anything else is answered as a missing file.
  const outcome = await roadmapFromRequest(request, ctx);
  if (!outcome.ok) {
    // A full reading queue, a read already under way, a rate limit: the page says when to come back too.
    const headers: Record<string, string> = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : {};
    return json({ kind: "problem" as const, problem: ROADMAP_PROBLEMS[outcome.reason] }, { status: ROADMAP_STATUS[outcome.reason], headers });
  }
  // Saved for a learner: shown from the database, so a reload never posts the file again.
  if (ctx.actor)
    return redirect(outcome.notFound.length ? `/aiupskill/roadmap?missing=${encodeURIComponent(outcome.notFound.join(","))}` : "/aiupskill/roadmap");
  const { userData, roadmap, hasAccess, notFound } = outcome;
  return json({ kind: "result" as const, result: { userData, roadmap, hasAccess, notFound } });
}

export default function RoadmapPage() {
  const { saved, missing, purchaseHref } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const result = actionData?.kind === "result" ? { ...actionData.result, id: null } : saved ? { ...saved, notFound: missing as string[] } : null;
  const problem = actionData?.kind === "problem" ? actionData.problem : null;
  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Learning Roadmap</p>
        <h1 className="mt-1 text-2xl font-black tracking-tight text-slate-900 sm:text-3xl">AI Ready Course Outline</h1>
        <p className="mt-2 max-w-2xl text-slate-700">
          Four levels, from your first safe AI drafts to proof of performance, with challenges built from your own work areas and tools.
        </p>
      </header>
      {result ? (
        <>
          <RoadmapSummary userData={result.userData} notFound={result.notFound} />
          <div className="mt-8 space-y-6">
            {result.roadmap.map((level) => (
              <LevelCard
                key={level.id}
                level={level}
                purchaseHref={purchaseHref}
                progress={
                  saved && result.id === saved.id
                    ? {
                        practised: saved.practised,
                        completed: saved.states.find((s) => s.level === level.id)?.status === "completed",
                      }
                    : null
                }
              />
            ))}
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/aiupskill/roadmap?new" className="btn-outline">
              Generate New Roadmap
            </Link>
            <Link to={COURSE_PATH} className="btn-primary">
              Start Training
            </Link>
          </div>
        </>
      ) : (
        <RoadmapUploadForm problem={problem} />
      )}
    </main>
  );
}
