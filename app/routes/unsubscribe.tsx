import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { unsubscribeAddress, unsubscribeByToken, UNSUBSCRIBE_INVALID, UNSUBSCRIBE_SUCCESS } from "~/services/delivery/unsubscribe.server";
import { log } from "~/adapters/log.server";

// /unsubscribe?token=... (accounts-admin-sales.md §2, §8). Opening the link only asks: mail
// scanners open every link of a message, and one of them must not unsubscribe anybody (issue 24).
// The page's one button posts the token back here, with or without JavaScript, and the answer is
// the final state: success or error.
export const meta: MetaFunction = () => [{ title: "Unsubscribe | Upskill Academy" }, { name: "robots", content: "noindex" }];

// The page acts on a token: never cache it.
export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => ({
  "Cache-Control": actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? "no-store",
});

type Outcome = { ok: true; message: string; email: string | null } | { ok: false; error: string };
type Question = { token: string; email: string } | { error: string };

const NO_TOKEN = "Invalid unsubscribe link. Please check your email for the correct link.";
const FAILED = "An error occurred while processing your request";
const NO_STORE = { "Cache-Control": "no-store" };

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return json<Question>({ error: NO_TOKEN }, { status: 400, headers: NO_STORE });
  const email = await unsubscribeAddress(token);
  if (!email) return json<Question>({ error: UNSUBSCRIBE_INVALID }, { status: 404, headers: NO_STORE });
  return json<Question>({ token, email }, { headers: NO_STORE });
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const token = form.get("token");
  if (typeof token !== "string" || !token) return json<Outcome>({ ok: false, error: NO_TOKEN }, { status: 400, headers: NO_STORE });
  try {
    const result = await unsubscribeByToken(token);
    if (result.success) return json<Outcome>({ ok: true, message: result.message || UNSUBSCRIBE_SUCCESS, email: result.email ?? null }, { headers: NO_STORE });
    return json<Outcome>({ ok: false, error: result.error || "Failed to unsubscribe" }, { status: 404, headers: NO_STORE });
  } catch (error) {
    log.error({ err: error }, "Unsubscribe failed");
    return json<Outcome>({ ok: false, error: FAILED }, { status: 500, headers: NO_STORE });
  }
}

function Failure({ error }: { error: string }) {
  return (
    <>
      <h1 className="text-2xl font-bold">Unsubscribe</h1>
      <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900">
        <p className="font-medium">{error}</p>
      </div>
    </>
  );
}

export default function Unsubscribe() {
  const question = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  // Once there is nothing left to do here, going home is the main action.
  const finished = Boolean(outcome) || "error" in question;
  return (
    <main id="main" className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      {outcome?.ok ? (
        <>
          <h1 className="text-2xl font-bold">Unsubscribed</h1>
          <div role="status" className="mt-4 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-green-900">
            <p className="font-medium">{outcome.message}</p>
            {outcome.email ? (
              <p className="mt-1 text-sm">
                <span className="font-semibold">{outcome.email}</span> will no longer receive our marketing emails.
              </p>
            ) : null}
          </div>
          <p className="mt-4 text-sm text-slate-600">Emails you ask for, such as your AI toolkit or a password reset, will still reach you.</p>
        </>
      ) : outcome ? (
        <Failure error={outcome.error} />
      ) : "error" in question ? (
        <Failure error={question.error} />
      ) : (
        <>
          <h1 className="text-2xl font-bold">Unsubscribe</h1>
          <p className="mt-4 text-slate-700">
            Stop our updates and offers to <span className="font-semibold">{question.email}</span>? Emails you ask for, such as your AI toolkit or a password
            reset, will still reach you.
          </p>
          <Form method="post" className="mt-6">
            <input type="hidden" name="token" value={question.token} />
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? "Unsubscribing..." : "Unsubscribe"}
            </button>
          </Form>
        </>
      )}
      <Link to="/" className={finished ? "btn-primary mt-6" : "mt-6 text-brand-700 underline"}>
        Return Home
      </Link>
    </main>
  );
}
