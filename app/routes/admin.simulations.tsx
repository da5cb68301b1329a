import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { formatDateTime } from "~/components/admin/table-controls";
import { aiConfigured } from "~/adapters/ai.server";
import { adminTabAction, adminTableLoader, backTo, redirectWithToast } from "~/http/admin-page.server";
import { draftRequestSchema, reviewDraftSchema, SIMULATION_ADMIN_PROBLEMS } from "~/lib/schemas/simulation-scenario";
import { draftScenario, listDrafts, reviewDraft, type DraftView } from "~/services/simulation/simulation-drafts.server";
import { recentCredentials, type CredentialListing } from "~/services/credentials/credentials.server";
import { revokeCredentialByAdmin } from "~/services/credentials/revocation.server";
import { REVOCATION_NOTE_MAX } from "~/lib/credentials/verification";

// The Simulations tab (issue 19): scenarios the model drafted for roles outside the built-in
// samples, each reviewed here point by point (options, credit, reasons) before buyers may play it;
// and the certificates' credentials (issue 28): the latest issued, and a form to revoke one.

export async function loader({ request }: LoaderFunctionArgs) {
  return adminTableLoader(request, async () => ({ aiConfigured: aiConfigured(), drafts: await listDrafts(), credentials: await recentCredentials() }));
}

export async function action({ request }: ActionFunctionArgs) {
  return adminTabAction(request, async (access, formData) => {
    const back = backTo(request);
    const error = (problem: { title: string; description: string }) => redirectWithToast(request, back, { kind: "error", ...problem });
    if (formData.get("intent") === "revoke-credential") {
      const outcome = await revokeCredentialByAdmin(access.ctx, { id: String(formData.get("credential") ?? ""), note: String(formData.get("reason") ?? "") });
      if (!outcome.ok) return error({ title: outcome.reason === "invalid" ? "Reason Needed" : "Not Revoked", description: outcome.message });
      return redirectWithToast(request, back, {
        kind: "success",
        title: "Credential Revoked",
        description: `Certificate ${outcome.certificateCode} now shows as revoked to every verifier.`,
      });
    }
    if (formData.get("intent") === "draft") {
      const submission = parseWithZod(formData, { schema: draftRequestSchema });
      if (submission.status !== "success") return error(SIMULATION_ADMIN_PROBLEMS.roleTitle);
      const outcome = await draftScenario(submission.value, access.ctx);
      if (!outcome.ok) return error(outcome.reason === "not-configured" ? SIMULATION_ADMIN_PROBLEMS.notConfigured : SIMULATION_ADMIN_PROBLEMS.failed);
      return redirectWithToast(request, back, {
        kind: "success",
        title: "Draft Ready",
        description: `Draft #${outcome.draftId} is waiting for your review below.`,
      });
    }
    const submission = parseWithZod(formData, { schema: reviewDraftSchema });
    if (submission.status !== "success") return error(SIMULATION_ADMIN_PROBLEMS.notFound);
    const outcome = await reviewDraft(submission.value, access.ctx);
    if (!outcome.ok) return error(SIMULATION_ADMIN_PROBLEMS.notFound);
    const approved = submission.value.decision === "approve";
    return redirectWithToast(request, back, {
      kind: "success",
      title: approved ? "Scenario Approved" : "Scenario Rejected",
      description: approved ? "Buyers with this job title can now play it." : "It will not be offered.",
    });
  });
}

const creditLabel = (credit: number) => (credit === 1 ? "best" : credit === 0.5 ? "half" : "wrong");

function Draft({ draft }: { draft: DraftView }) {
  return (
    <article aria-labelledby={`draft-${draft.id}`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={`draft-${draft.id}`} className="text-lg font-bold">
            #{draft.id} {draft.scenario.title}
          </h3>
          <p className="text-sm text-slate-700">
            For “{draft.roleTitle}” · {draft.scenario.points.length} points · {draft.scenario.minutes} minutes · drafted {formatDateTime(draft.createdAt)}
          </p>
        </div>
        <span className="chip" data-testid={`draft-status-${draft.id}`}>
          {draft.status}
        </span>
      </div>
      <p className="mt-2 text-slate-800">{draft.scenario.brief}</p>
      <details className="mt-2">
        <summary className="cursor-pointer font-semibold text-brand-700">Points, options and reasons</summary>
        <ol className="mt-2 space-y-3 text-sm">
          {draft.scenario.points.map((p) => (
            <li key={p.id}>
              <p className="font-semibold">
                {p.id} ({p.skill}): {p.question}
              </p>
              <p className="text-slate-700">{p.situation}</p>
              <ul className="mt-1 list-disc pl-5">
                {p.options.map((o) => (
                  <li key={o.id}>
                    {o.id}. {o.text} <strong>[{creditLabel(o.credit)}]</strong> {o.reason}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </details>
      {draft.status === "pending" ? (
        <Form method="post" className="mt-3 flex gap-2">
          <input type="hidden" name="id" value={draft.id} />
          <button type="submit" name="decision" value="approve" className="btn-primary" aria-label={`Approve draft ${draft.id}`}>
            Approve
          </button>
          <button type="submit" name="decision" value="reject" className="btn-outline" aria-label={`Reject draft ${draft.id}`}>
            Reject
          </button>
        </Form>
      ) : null}
    </article>
  );
}

function Credentials({ rows }: { rows: CredentialListing[] }) {
  return (
    <section aria-labelledby="credentials-title" className="mt-10">
      <h3 id="credentials-title" className="text-xl font-bold">
        Certificates&apos; credentials
      </h3>
      <p className="mt-1 text-slate-700">
        Every certificate carries a signed Open Badges credential. Revoking one sets its bit in the status list: its page and every verifier then say it was
        revoked. A refund revokes the simulation&apos;s by itself.
      </p>
      <Form method="post" className="mt-4 grid gap-3 sm:max-w-xl">
        <input type="hidden" name="intent" value="revoke-credential" />
        <div>
          <label htmlFor="credential" className="label">
            Credential id or certificate code
          </label>
          <input id="credential" name="credential" required maxLength={80} className="field" />
        </div>
        <div>
          <label htmlFor="revoke-reason" className="label">
            Reason (kept with the revocation and in the audit log)
          </label>
          <input id="revoke-reason" name="reason" required maxLength={REVOCATION_NOTE_MAX} className="field" />
        </div>
        <div>
          <button type="submit" className="btn-outline">
            Revoke credential
          </button>
        </div>
      </Form>
      {rows.length === 0 ? (
        <p className="mt-4 text-slate-700">No credentials issued yet.</p>
      ) : (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">The latest credentials issued</caption>
          <thead>
            <tr>
              <th scope="col">Issued</th>
              <th scope="col">Holder</th>
              <th scope="col">Kind</th>
              <th scope="col">Credential id</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} data-testid={`credential-${r.id}`}>
                <td>{formatDateTime(r.issuedAt)}</td>
                <td>{r.holder}</td>
                <td>{r.kind}</td>
                <td>
                  <a className="underline" href={`/certificates/${r.certificateCode}`}>
                    {r.id}
                  </a>
                </td>
                <td>{r.revokedAt ? `revoked (${r.revocationReason})` : "valid"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export default function AdminSimulations() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  if (data.state !== "admin") return null;
  return (
    <section aria-labelledby="simulations-title">
      <h2 id="simulations-title" className="text-2xl font-bold">
        Simulations
      </h2>
      <p className="mt-2 text-slate-700">
        The built-in scenarios cover eight roles and a generic pair. For another job title, the AI model can draft a scenario; buyers with exactly that job
        title are offered it only after you approve it here.
      </p>
      {data.aiConfigured ? (
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="draft" />
          <div>
            <label htmlFor="roleTitle" className="label">
              Job title
            </label>
            <input id="roleTitle" name="roleTitle" required minLength={2} maxLength={120} className="field" />
          </div>
          <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? "Drafting..." : "Draft a scenario"}
          </button>
        </Form>
      ) : (
        <p className="mt-4 rounded-lg bg-slate-50 p-3 text-slate-700">{SIMULATION_ADMIN_PROBLEMS.notConfigured.description}</p>
      )}
      <div className="mt-6 space-y-4">
        {data.drafts.length === 0 ? <p className="text-slate-700">No drafts yet.</p> : data.drafts.map((d) => <Draft key={d.id} draft={d} />)}
      </div>
      <Credentials rows={data.credentials} />
    </section>
  );
}
