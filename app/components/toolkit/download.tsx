import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { FormEvent, MouseEvent, ReactNode, RefObject } from "react";
import { formatCurrency } from "~/lib/format";
import { EMAIL_REPORT_PROBLEMS, emailReportSchema, type FormProblem } from "~/lib/schemas/report";
import { useProblemForm } from "~/components/ui/use-problem-form";
import { ModalDialog } from "~/components/ui/modal-dialog";

export const GET_TOOLKIT_ID = "get-toolkit";

function ReadyContent({ titleId, totalValue, toolCount, actions }: { titleId: string; totalValue: number; toolCount: number; actions: ReactNode }) {
  return (
    <>
      <h2 id={titleId} className="text-xl font-bold">
        Ready to Download Your AI Toolkit?
      </h2>
      <p className="mt-2 text-sm text-slate-700">Get every tool, its figures at your salary and how to start, in one PDF sent to your inbox.</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-center">
        <div className="rounded-lg bg-emerald-50 p-3">
          <dt className="text-xs text-emerald-900">Total annual value</dt>
          <dd className="text-xl font-bold text-emerald-900" data-testid="ready-total-value">
            {formatCurrency(totalValue)}
          </dd>
        </div>
        <div className="rounded-lg bg-brand-50 p-3">
          <dt className="text-xs text-brand-900">Tools included</dt>
          <dd className="text-xl font-bold text-brand-900">{toolCount}</dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-wrap justify-end gap-2">{actions}</div>
    </>
  );
}

/**
 * 'Ready to Download Your AI Toolkit?' (visitor-side.md §2). 'Download My Toolkit' opens the email
 * sign-up, or the toolkit's PDF (new tab) once one has been asked for.
 */
export function ReadyToDownloadDialog({
  open,
  onClose,
  totalValue,
  toolCount,
  downloadHref,
  onDownload,
}: {
  open: boolean;
  onClose: () => void;
  totalValue: number;
  toolCount: number;
  downloadHref: string | null;
  onDownload: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <ModalDialog open={open} onClose={onClose} titleId="ready-title" testId="ready-dialog">
      <ReadyContent
        titleId="ready-title"
        totalValue={totalValue}
        toolCount={toolCount}
        actions={
          <>
            <button type="button" className="btn-outline" onClick={onClose}>
              Maybe Later
            </button>
            <a
              href={downloadHref ?? `#${GET_TOOLKIT_ID}`}
              {...(downloadHref ? { target: "_blank", rel: "noopener" } : {})}
              className="btn-primary"
              onClick={(event) => {
                onClose();
                onDownload(event);
              }}
            >
              Download My Toolkit
            </a>
          </>
        }
      />
    </ModalDialog>
  );
}

export interface EmailReportFormError {
  /** The words the visitor is shown (the fetcher's toast reads them). */
  problem: FormProblem;
  /** conform's reply: what was typed and why it was refused (null when the post named no form). */
  result: SubmissionResult<string[]> | null;
}

const FIELDS = [
  { id: "get-toolkit-name", label: "Full Name", name: "name", autoComplete: "name", type: "text" },
  { id: "get-toolkit-email", label: "Email Address", name: "email", autoComplete: "email", type: "email" },
] as const;

/**
 * Where the toolkit PDF is asked for by email: a plain form post (intent=email-report) to the
 * results route's action without JavaScript, checked with the sign-up's one schema (conform:
 * the refusal and what was typed come back in lastResult); with it, onSubmit runs the dialog
 * flow (a fetcher to the same action) instead.
 */
export function GetToolkitSection({
  action,
  salary,
  error,
  sending,
  formRef,
  onSubmit,
}: {
  action: string;
  salary: number;
  error: EmailReportFormError | null;
  sending: boolean;
  formRef?: RefObject<HTMLFormElement>;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { form, fields, problem } = useProblemForm({
    id: "get-toolkit-form",
    schema: emailReportSchema,
    problems: EMAIL_REPORT_PROBLEMS,
    lastResult: error?.result,
  });
  const shown = problem ?? error?.problem ?? null;
  const described = shown ? "get-toolkit-error" : undefined;
  return (
    <section
      id={GET_TOOLKIT_ID}
      tabIndex={-1}
      aria-labelledby="get-toolkit-title"
      className="mt-10 scroll-mt-4 rounded-xl bg-brand-900 p-6 text-white outline-none sm:p-8"
    >
      <h2 id="get-toolkit-title" className="text-2xl font-bold">
        Get Your Complete AI Toolkit
      </h2>
      <p className="mt-2 max-w-2xl text-brand-100">
        We'll email you a PDF with every tool on this page, its use cases, its estimated value at your salary and tips to get started.
      </p>
      <Form
        ref={formRef}
        id={form.id}
        method="post"
        action={action}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="get-toolkit-title"
        className="mt-6 grid max-w-2xl gap-4 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="email-report" />
        <input type="hidden" name="salary" value={salary} />
        {shown ? (
          <div id="get-toolkit-error" role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 sm:col-span-2">
            <p className="font-semibold">{shown.title}</p>
            <p className="mt-1 text-sm">{shown.description}</p>
          </div>
        ) : null}
        {FIELDS.map(({ id, label, name, autoComplete, type }) => (
          <div key={name}>
            <label htmlFor={id} className="mb-1 block text-sm font-medium text-brand-50">
              {label}
            </label>
            <input
              id={id}
              name={name}
              type={type}
              autoComplete={autoComplete}
              required={fields[name].required}
              maxLength={fields[name].maxLength}
              aria-invalid={fields[name].errors ? true : undefined}
              aria-describedby={described}
              defaultValue={typeof fields[name].initialValue === "string" ? fields[name].initialValue : undefined}
              className="field"
            />
          </div>
        ))}
        <div className="sm:col-span-2">
          <button type="submit" className="btn bg-white text-brand-900 hover:bg-brand-50" disabled={sending}>
            {sending ? "Sending..." : "Send My Toolkit"}
          </button>
        </div>
      </Form>
    </section>
  );
}
