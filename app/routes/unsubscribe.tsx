import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { unsubscribeByToken } from "~/services/unsubscribe.server";

// /unsubscribe?token=... (accounts-admin-sales.md §2, §8). The loader does the work, so the page
// answers in its final state, with or without JavaScript.
export const meta: MetaFunction = () => [{ title: "Unsubscribe | Upskill Academy" }, { name: "robots", content: "noindex" }];

// The page acts on a token: never cache it.
export const headers: HeadersFunction = ({ loaderHeaders }) => ({ "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-store" });

type Outcome = { ok: true; message: string; email: string | null } | { ok: false; error: string };

const NO_TOKEN = "Invalid unsubscribe link. Please check your email for the correct link.";
const FAILED = "An error occurred while processing your request";

export async function loader({ request }: LoaderFunctionArgs) {
  const headers = { "Cache-Control": "no-store" };
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return json<Outcome>({ ok: false, error: NO_TOKEN }, { status: 400, headers });
  try {
    const result = await unsubscribeByToken(token);
    if (result.success) {
      return json<Outcome>({ ok: true, message: result.message || "You have been successfully unsubscribed", email: result.email ?? null }, { headers });
    }
    return json<Outcome>({ ok: false, error: result.error || "Failed to unsubscribe" }, { status: 404, headers });
  } catch (error) {
    console.error("unsubscribe failed", error);
    return json<Outcome>({ ok: false, error: FAILED }, { status: 500, headers });
  }
}

export default function Unsubscribe() {
  const outcome = useLoaderData<typeof loader>();
  return (
    <main id="main" className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      {outcome.ok ? (
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
      ) : (
        <>
          <h1 className="text-2xl font-bold">Unsubscribe</h1>
          <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900">
            <p className="font-medium">{outcome.error}</p>
          </div>
        </>
      )}
      <Link to="/" className="btn-primary mt-6">
        Return Home
      </Link>
    </main>
  );
}
