import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getCurrentUser } from "~/http/session.server";
import { confirmEmail } from "~/services/accounts/email-verification.server";

// /confirm-email?token=... : the link registration mails. It proves the address only when followed
// signed in as the account it was sent for (email-verification.server.ts says why); the loader
// does the work, so the page answers in its final state with or without JavaScript.
export const meta: MetaFunction = () => [{ title: "Confirm your email | Upskill Academy" }, { name: "robots", content: "noindex" }];

export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

type Outcome = "confirmed" | "sign-in" | "invalid";

const TEXTS: Record<Outcome, { title: string; body: string }> = {
  confirmed: { title: "Email confirmed", body: "Thank you: your email address is confirmed. Courses bought with it now go straight to your account." },
  "sign-in": { title: "Sign in to confirm", body: "Please sign in to the account this link was sent for, then open the link from the email again." },
  invalid: { title: "Link not valid", body: "This confirmation link is invalid, was used already, or has expired." },
};

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const user = await getCurrentUser(request);
  const outcome = await confirmEmail(token, user?.id ?? null);
  const status: Outcome = outcome.ok ? "confirmed" : outcome.reason;
  return json({ status }, { status: status === "invalid" ? 400 : 200, headers: { "Cache-Control": "no-store" } });
}

export default function ConfirmEmail() {
  const { status } = useLoaderData<typeof loader>();
  const text = TEXTS[status];
  return (
    <main id="main" className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{text.title}</h1>
      <p role={status === "confirmed" ? "status" : "alert"} className="mt-4 text-slate-700">
        {text.body}
      </p>
      <p className="mt-6">
        <Link to={status === "confirmed" ? "/profile" : "/login?mode=login"} className="btn-primary">
          {status === "confirmed" ? "Go to your profile" : "Sign in"}
        </Link>
      </p>
    </main>
  );
}
