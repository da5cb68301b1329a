import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { REPORT_BUILDING_NOTICE } from "~/lib/report-progress";
import { ModalDialog } from "~/components/ui/modal-dialog";
import type { EmailReportFlow } from "./use-email-report";

/** The stage text and percent of a report being built: shared by the dialog and the /report page. */
export function ReportProgressView({ text, percent }: { text: string; percent: number }) {
  return (
    <div className="mt-5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p role="status" className="font-medium text-slate-900" data-testid="report-stage">
          {text}
        </p>
        <span className="font-semibold tabular-nums text-brand-700" data-testid="report-percent">
          {percent}%
        </span>
      </div>
      <progress
        max={100}
        value={percent}
        aria-label="Toolkit progress"
        className="mt-2 h-2 w-full appearance-none overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600 [&::-webkit-progress-value]:transition-all"
      />
    </div>
  );
}

// 'View AI Training Program' opens the course page (issue 27), which shows each level with Buy,
// Continue or what opens it; the job title travels on to its checkout links.
const trainingHref = (jobTitle: string) => `/aiupskill/training?jobTitle=${encodeURIComponent(jobTitle)}`;

/** 'Your AI Toolkit is Ready!' (visitor-side.md §2): the modal and the /report page show the same. */
export function ToolkitReadyContent({
  titleId,
  jobTitle,
  downloadUrl,
  onDownload,
  closeAction,
  level = 2,
}: {
  level?: 1 | 2;
  titleId: string;
  jobTitle: string;
  downloadUrl: string;
  onDownload?: () => void;
  closeAction: ReactNode;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  const Subheading = level === 1 ? "h2" : "h3";
  return (
    <>
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-xl text-emerald-700">
          ✓
        </span>
        <Heading id={titleId} className="text-xl font-bold text-slate-900">
          Your AI Toolkit is Ready!
        </Heading>
      </div>
      <p className="mt-3 text-sm text-slate-700">
        We've emailed it to you. Check your inbox, and your spam folder too: delivery may take 1-2 minutes. Your toolkit is attached to the email as a
        downloadable PDF.
      </p>
      <a href={downloadUrl} target="_blank" rel="noopener" className="btn-outline mt-3" onClick={onDownload}>
        <span aria-hidden="true">⬇</span> Download PDF
      </a>
      <section aria-labelledby={`${titleId}-training`} className="mt-5 rounded-lg border border-brand-100 bg-brand-50 p-4">
        <Subheading id={`${titleId}-training`} className="font-semibold text-brand-900">
          Put your toolkit to work with AI training
        </Subheading>
        <p className="mt-1 text-sm text-slate-700">Our role-specific training programme aims to help you:</p>
        <ul className="mt-2 space-y-1 text-sm text-slate-800">
          {[
            "practise with the tools in this toolkit on the work your job really does",
            "turn the time this toolkit estimates into hours you actually get back",
            "earn official certifications and a recommendation on a professional network",
          ].map((aim) => (
            <li key={aim} className="flex gap-2">
              <span aria-hidden="true" className="text-brand-600">
                ✓
              </span>
              {aim}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-slate-700">It is built so you can see gains within 2-3 weeks, and special pre-launch pricing is available now.</p>
      </section>
      <p className="mt-4 text-xs text-slate-600">Your salary was used only to calculate your toolkit's figures; it is not stored.</p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        {closeAction}
        <Link to={trainingHref(jobTitle)} className="btn-primary">
          View AI Training Program
        </Link>
      </div>
    </>
  );
}

/** The email sign-up dialog, the non-dismissable generating dialog, the ready modal and the notice. */
export function EmailReportDialogs({ flow, jobTitle }: { flow: EmailReportFlow; jobTitle: string }) {
  const { signup, progress, ready, notice } = flow;
  return (
    <>
      <ModalDialog
        open={signup.open && !progress}
        onClose={signup.close}
        dismissable={!signup.sending}
        titleId="signup-title"
        describedBy="signup-text"
        testId="signup-dialog"
      >
        <h2 id="signup-title" className="text-xl font-bold">
          Get Your AI Toolkit by Email
        </h2>
        <p id="signup-text" className="mt-2 text-sm text-slate-700">
          We'll email you a PDF with every tool in your toolkit, its use cases, its value at your salary and tips to get started.
        </p>
        <form
          noValidate
          className="mt-5 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            signup.submit(signup.values);
          }}
        >
          <div>
            <label htmlFor="signup-name" className="label">
              Full Name
            </label>
            <input
              id="signup-name"
              name="name"
              autoComplete="name"
              required
              className="field"
              value={signup.values.name}
              onChange={(e) => signup.setValues({ ...signup.values, name: e.currentTarget.value })}
            />
          </div>
          <div>
            <label htmlFor="signup-email" className="label">
              Email Address
            </label>
            <input
              id="signup-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              className="field"
              value={signup.values.email}
              onChange={(e) => signup.setValues({ ...signup.values, email: e.currentTarget.value })}
            />
          </div>
          <div className="flex flex-wrap justify-end gap-2 pt-2">
            <button type="button" className="btn-outline" onClick={signup.close} disabled={signup.sending}>
              Cancel
            </button>
            <button type="submit" className="btn-primary" disabled={signup.sending}>
              {signup.sending ? "Sending..." : "Send My Toolkit"}
            </button>
          </div>
        </form>
      </ModalDialog>

      <ModalDialog open={progress !== null} onClose={() => {}} dismissable={false} titleId="generating-title" testId="generating-dialog">
        <h2 id="generating-title" className="text-xl font-bold">
          Generating Your AI Toolkit
        </h2>
        <p className="mt-2 text-sm text-slate-700">We're building your PDF and sending it to your inbox. This usually takes under a minute.</p>
        {progress ? <ReportProgressView text={progress.text} percent={progress.percent} /> : null}
      </ModalDialog>

      <ModalDialog open={ready.url !== null} onClose={ready.close} titleId="toolkit-ready-title" testId="toolkit-ready-dialog">
        {ready.url ? (
          <ToolkitReadyContent
            titleId="toolkit-ready-title"
            jobTitle={jobTitle}
            downloadUrl={ready.url}
            onDownload={flow.trackPdf}
            closeAction={
              <button type="button" className="btn-outline" onClick={ready.close}>
                Close
              </button>
            }
          />
        ) : null}
      </ModalDialog>

      <ModalDialog open={notice.open} onClose={notice.close} titleId="notice-title" describedBy="notice-text" testId="building-notice">
        <h2 id="notice-title" className="text-xl font-bold">
          Your AI Toolkit is being built
        </h2>
        <p id="notice-text" className="mt-2 text-sm text-slate-700">
          {REPORT_BUILDING_NOTICE}
        </p>
        <div className="mt-6 flex justify-end">
          <button type="button" className="btn-primary" onClick={notice.close}>
            OK
          </button>
        </div>
      </ModalDialog>
    </>
  );
}
