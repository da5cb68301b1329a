// A "Challenge Others" invitation's confirmation page, /coach/invitations/:token (issue 29). The
// link comes in the one email an invited colleague gets. Opening it only asks: mail scanners open
// every link in a message, so the GET changes nothing, and the page's one button POSTs. The POST
// signs the colleague up and sends their first challenge (confirmInvitation, once), then redirects
// here with ?sent= so a reload sends nothing. A forged token, or an invitation that no longer
// exists, is the site's 404. With JavaScript and without, the same plain form.
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { COACH_INVITATION_PAGE, COACH_MESSAGES } from "~/content/coach";
import { readCoachToken } from "~/lib/coach-tokens";
import { maskEmail } from "~/lib/mask-email";
import { coachSecret } from "~/services/coach/challenge-sends.server";
import { confirmInvitation, invitationById } from "~/services/coach/invitations.server";

const NO_STORE = { "Cache-Control": "no-store" };

export const meta: MetaFunction = () => [{ title: "Your invitation to the email coach | Upskill Academy" }, { name: "robots", content: "noindex" }];

export const headers: HeadersFunction = () => NO_STORE;

const notFound = () => new Response("Not Found", { status: 404, headers: NO_STORE });

function invitationIdOf(token: string | undefined): number {
  const id = readCoachToken("invitation", token ?? "", coachSecret());
  if (!id) throw notFound();
  return id;
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const invitation = await invitationById(invitationIdOf(params.token));
  if (!invitation) throw notFound();
  const sent = new URL(request.url).searchParams.get("sent");
  return json(
    {
      inviter: maskEmail(invitation.inviterEmail),
      invitee: maskEmail(invitation.inviteeEmail),
      confirmed: invitation.confirmedAt !== null,
      // Only after this page's own redirect, and only for a confirmed invitation.
      sent: invitation.confirmedAt && (sent === "first" || sent === "next") ? sent : null,
    },
    { headers: NO_STORE },
  );
}

export async function action({ params }: ActionFunctionArgs) {
  const outcome = await confirmInvitation(invitationIdOf(params.token));
  if (!outcome.ok && outcome.reason === "not-found") throw notFound();
  if (!outcome.ok) return json({ error: COACH_MESSAGES.failed }, { status: 500, headers: NO_STORE });
  const here = `/coach/invitations/${params.token}`;
  return redirect(outcome.kind === "already-confirmed" ? here : `${here}?sent=${outcome.kind}`, { headers: NO_STORE });
}

export default function CoachInvitationPage() {
  const page = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const message = page.sent === "next" ? COACH_MESSAGES.sentNext : COACH_MESSAGES.sent;
  return (
    <main id="main" className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {page.sent ? (
          <div role="status">
            <h1 className="text-2xl font-bold tracking-tight">{message.title}</h1>
            <p className="mt-3 text-slate-700">{message.description}</p>
            <p className="mt-2 text-sm text-slate-600">{`It's on its way to ${page.invitee}: reply to it with your answer, and your score card comes back.`}</p>
          </div>
        ) : page.confirmed ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight">{COACH_INVITATION_PAGE.alreadyHeading}</h1>
            <p className="mt-3 text-slate-700">{COACH_INVITATION_PAGE.alreadyText}</p>
          </>
        ) : (
          <>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{COACH_INVITATION_PAGE.eyebrow}</p>
            <h1 className="mt-2 text-2xl font-bold tracking-tight">{COACH_INVITATION_PAGE.heading}</h1>
            <p className="mt-3 text-slate-700">
              <span className="font-semibold text-slate-900">{page.inviter}</span>
              {` ${COACH_INVITATION_PAGE.invitedYou}`}
            </p>
            <p className="mt-3 text-slate-700">{COACH_INVITATION_PAGE.text}</p>
            <p className="mt-3 text-slate-700">
              {"Your first challenge goes to "}
              <span className="font-semibold text-slate-900">{page.invitee}</span>.
            </p>
            {failed ? (
              <div role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
                <p className="font-semibold">{failed.error.title}</p>
                <p className="text-sm">{failed.error.description}</p>
              </div>
            ) : null}
            <Form method="post" className="mt-6">
              <button type="submit" className="btn-primary w-full px-5 py-3 text-base sm:w-auto" disabled={busy}>
                {busy ? COACH_INVITATION_PAGE.confirmingLabel : COACH_INVITATION_PAGE.confirmLabel}
              </button>
            </Form>
            <p className="mt-4 text-sm text-slate-600">{COACH_INVITATION_PAGE.ignore}</p>
          </>
        )}
        <Link to="/coach" className="mt-6 inline-block text-sm font-medium text-brand-700 underline">
          {COACH_INVITATION_PAGE.coachLink}
        </Link>
      </div>
    </main>
  );
}
