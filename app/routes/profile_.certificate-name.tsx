import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FormAlert } from "~/components/ui/form-alert";
import { TextField } from "~/components/ui/text-field";
import { operationContext } from "~/http/context.server";
import { flashHeaders } from "~/http/flash.server";
import { requireUser } from "~/http/guards.server";
import { CERTIFICATE_NAME_MAX, CERTIFICATE_NAME_PROBLEMS } from "~/lib/certificate-name";
import { certificateNameState, saveCertificateName } from "~/services/accounts/certificate-name.server";

// /profile/certificate-name (issue 28): the name certificates are made out to, given by the
// holder (never taken from the email address), correctable once until a certificate carries it.
// ?back= brings the holder back where they were (a path of this site only).
export const meta: MetaFunction = () => [{ title: "Your name on certificates | Upskill Academy" }, { name: "robots", content: "noindex" }];

/** Only a path of this site: never another origin ("//host", "https://..."). */
function backPath(url: URL): string {
  const back = url.searchParams.get("back") ?? "";
  return back.startsWith("/") && !back.startsWith("//") && !back.includes("\\") ? back : "/profile";
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const state = await certificateNameState(user.id);
  return json({ state, back: backPath(new URL(request.url)) }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request);
  const ctx = await operationContext(request, context);
  const form = await request.formData();
  const outcome = await saveCertificateName(form.get("certificateName"), ctx);
  if (!outcome.ok) {
    if (outcome.problem === "not-signed-in") return redirect("/login?mode=login");
    const status = outcome.problem === "issued" || outcome.problem === "corrected" ? 409 : 400;
    return json({ problem: CERTIFICATE_NAME_PROBLEMS[outcome.problem], value: String(form.get("certificateName") ?? "").slice(0, 200) }, { status });
  }
  const headers = await flashHeaders(request, { kind: "success", title: "Name Saved", description: `Your certificates are made out to ${outcome.name}.` });
  return redirect(backPath(new URL(request.url)), { headers });
}

export default function CertificateNamePage() {
  const { state, back } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const locked = state.name !== null && !state.mayCorrect;
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">Your name on certificates</h1>
      <p className="mt-3 text-slate-700">
        Your certificates and performance reports are made out to this name, exactly as you type it. You can correct it once, until a certificate has been
        issued with it.
      </p>
      {state.name ? (
        <p className="mt-4 rounded-lg bg-slate-100 p-3 text-slate-900">
          Now: <strong data-testid="certificate-name">{state.name}</strong>
        </p>
      ) : null}
      {locked ? (
        <p className="mt-4 text-slate-700">{state.issued ? CERTIFICATE_NAME_PROBLEMS.issued.description : CERTIFICATE_NAME_PROBLEMS.corrected.description}</p>
      ) : (
        <Form method="post" noValidate className="mt-6 space-y-4">
          <FormAlert problem={answer?.problem} />
          <TextField
            id="certificateName"
            name="certificateName"
            label={state.name ? "Corrected name (you can correct it once)" : "Your full name"}
            autoComplete="name"
            required
            maxLength={CERTIFICATE_NAME_MAX}
            defaultValue={answer?.value ?? state.name ?? ""}
          />
          <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
            Save name
          </button>
        </Form>
      )}
      <p className="mt-6">
        <Link to={back} className="text-brand-700 underline">
          Back
        </Link>
      </p>
    </main>
  );
}
