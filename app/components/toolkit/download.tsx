import { useRef, type ReactNode } from "react";
import { formatCurrency } from "~/lib/format";
import { ModalDialog } from "./modal-dialog";

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
          <dd className="text-xl font-bold text-emerald-900" data-testid="ready-total-value">{formatCurrency(totalValue)}</dd>
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

/** 'Ready to Download Your AI Toolkit?' (visitor-side.md §2): 'Download My Toolkit' leads to the email sign-up section. */
export function ReadyToDownloadDialog({
  open,
  onClose,
  totalValue,
  toolCount,
  onDownload,
}: {
  open: boolean;
  onClose: () => void;
  totalValue: number;
  toolCount: number;
  onDownload: () => void;
}) {
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <ModalDialog open={open} onClose={onClose} titleId="ready-title" testId="ready-dialog" returnFocusTo={returnTo}>
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
              href={`#${GET_TOOLKIT_ID}`}
              className="btn-primary"
              onClick={(event) => {
                event.preventDefault();
                returnTo.current = document.getElementById(GET_TOOLKIT_ID);
                onDownload();
                onClose();
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

/** The same offer without JavaScript: shown when the address ends in #download. */
export function ReadyToDownloadSection({ totalValue, toolCount }: { totalValue: number; toolCount: number }) {
  return (
    <section id="download" aria-labelledby="ready-section-title" className="mt-10 hidden scroll-mt-4 rounded-xl border-2 border-brand-500 bg-white p-6 shadow-lg target:block">
      <ReadyContent
        titleId="ready-section-title"
        totalValue={totalValue}
        toolCount={toolCount}
        actions={
          <>
            <a href="#toolkit-tools" className="btn-outline">
              Maybe Later
            </a>
            <a href={`#${GET_TOOLKIT_ID}`} className="btn-primary">
              Download My Toolkit
            </a>
          </>
        }
      />
    </section>
  );
}

/** Where the toolkit PDF is requested by email. The sign-up form itself comes with the email flow. */
export function GetToolkitSection({ children }: { children?: ReactNode }) {
  return (
    <section id={GET_TOOLKIT_ID} tabIndex={-1} aria-labelledby="get-toolkit-title" className="mt-10 scroll-mt-4 rounded-xl bg-brand-900 p-6 text-white outline-none sm:p-8">
      <h2 id="get-toolkit-title" className="text-2xl font-bold">
        Get Your Complete AI Toolkit
      </h2>
      <p className="mt-2 max-w-2xl text-brand-100">
        The full toolkit is a PDF we email to you: every tool on this page with its use cases, its estimated value at your salary and
        tips to get started. Sending it by email is being set up and will be offered right here; until then, keep this page's link to come back to
        your toolkit.
      </p>
      {children}
    </section>
  );
}
