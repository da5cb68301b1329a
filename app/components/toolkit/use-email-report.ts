// The results page's email/download flow with JavaScript (visitor-side.md §2, §4, §5, §7, §8):
// the sign-up dialog posts to the page's own action through a fetcher, the generating dialog follows the report's
// real progress on the server (GET /api/report-status/{token} every 500 ms), then 'Your AI Toolkit
// is Ready!'. Once a report exists, the download buttons open its PDF instead.
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { dismissToast, toast } from "~/components/ui/use-toast";
import { REPORT_ERROR_TEXTS } from "~/lib/report-errors";
import { REPORT_FAILED_TEXT, reportProgress, type ReportStatus } from "~/lib/report-progress";
import { errorMessages, firstProblem } from "~/lib/schemas/problems";
import { EMAIL_REPORT_PROBLEMS, emailReportSchema } from "~/lib/schemas/report";
import { SCRIPTED_FIELD } from "~/lib/scripted-submission";
import { trackToolkitEvent } from "./track-event";

export const REPORT_POLL_MS = 500;
export const READY_DELAY_MS = 1500;
/** After this long the dialog stops waiting and says the toolkit will arrive by email. */
const MAX_WAIT_MS = 3 * 60_000;

export interface ReportLink {
  downloadToken: string;
  status: ReportStatus;
}

export const downloadUrlFor = (token: string) => `/api/download-report/${token}`;
const statusUrlFor = (token: string) => `/api/report-status/${token}`;

interface Progress {
  token: string;
  text: string;
  percent: number;
}

interface StatusAnswer {
  text: string;
  percent: number;
  done: boolean;
  failed: boolean;
}

async function fetchStatus(token: string, signal?: AbortSignal): Promise<StatusAnswer | "missing"> {
  const response = await fetch(statusUrlFor(token), { credentials: "same-origin", cache: "no-store", headers: { Accept: "application/json" }, signal });
  if (response.status === 404) return "missing";
  if (!response.ok) throw new Error(`HTTP error ${response.status}`);
  return (await response.json()) as StatusAnswer;
}

/** A new tab without a way back to this page; where pop-ups are blocked, this tab goes there. */
function openInNewTab(url: string) {
  const opened = window.open(url, "_blank");
  if (opened) opened.opener = null;
  else window.location.assign(url);
}

// One problem at a time: a new attempt clears the last one's toast, so it cannot linger over the
// progress and ready dialogs.
let lastErrorToast: string | null = null;
const errorToast = (title: string, description: string) => {
  lastErrorToast = toast({ title, description, variant: "destructive" });
};
const clearErrorToast = () => {
  if (lastErrorToast) dismissToast(lastErrorToast);
  lastErrorToast = null;
};

/** What the results page's action (or its clientAction) answered the sign-up with. */
type SignupAnswer =
  { report: { downloadToken: string; status: ReportStatus } } | { emailReport: { problem: { title: string; description: string } } } | { clientError: string };

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === "object";

export function useEmailReport({ toolkitId, salary, report, action }: { toolkitId: number; salary: number; report: ReportLink | null; action: string }) {
  const revalidator = useRevalidator();
  // The sign-up posts to the results page's own action (intent=email-report), as the form does
  // without JavaScript; the route's clientAction gives up after §7's 120 s.
  const fetcher = useFetcher<SignupAnswer>({ key: `email-report-${toolkitId}` });
  const [signupOpen, setSignupOpen] = useState(false);
  const [values, setValues] = useState({ name: "", email: "" });
  const sending = fetcher.state !== "idle";
  const [progress, setProgress] = useState<Progress | null>(null);
  const [readyUrl, setReadyUrl] = useState<string | null>(null);
  const [noticeOpen, setNoticeOpen] = useState(false);
  const sectionForm = useRef<HTMLFormElement>(null);
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  const submit = useCallback(
    (raw: { name: unknown; email: unknown }) => {
      if (fetcher.state !== "idle") return;
      const fields = new FormData();
      fields.set("name", typeof raw.name === "string" ? raw.name : "");
      fields.set("email", typeof raw.email === "string" ? raw.email : "");
      // The form's own schema first: nothing is sent when it refuses (§5).
      const checked = parseWithZod(fields, { schema: emailReportSchema });
      if (checked.status !== "success") {
        const problem = firstProblem(errorMessages(checked.error), EMAIL_REPORT_PROBLEMS) ?? EMAIL_REPORT_PROBLEMS.failed;
        errorToast(problem.title, problem.description);
        return;
      }
      clearErrorToast();
      fields.set("intent", "email-report");
      fields.set("salary", String(salary));
      fields.set(SCRIPTED_FIELD, "1");
      fetcher.submit(fields, { method: "post", action });
    },
    [fetcher, salary, action],
  );

  // The action's answer: the report to follow, or what to tell the visitor.
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const handled = useRef<unknown>(undefined);
  useEffect(() => {
    if (answer === undefined || handled.current === answer) return;
    handled.current = answer;
    if (isRecord(answer) && "report" in answer) {
      const first = reportProgress(answer.report.status, null);
      setSignupOpen(false);
      setProgress({ token: answer.report.downloadToken, text: first.text, percent: first.percent });
    } else if (isRecord(answer) && "emailReport" in answer) {
      errorToast(answer.emailReport.problem.title, answer.emailReport.problem.description);
    } else if (isRecord(answer) && "clientError" in answer) {
      errorToast("Error", answer.clientError);
    } else {
      errorToast("Error", REPORT_ERROR_TEXTS.fallback);
    }
  }, [answer]);

  // Follow the report on the server until it is sent or has failed.
  const token = progress?.token ?? null;
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const finish = (then: () => void) => {
      setProgress(null);
      setValues({ name: "", email: "" });
      sectionForm.current?.reset();
      then();
      revalidate.current();
    };
    const tick = async () => {
      try {
        const state = await fetchStatus(token, controller.signal);
        if (controller.signal.aborted) return;
        if (state === "missing" || state.failed) {
          finish(() => errorToast("Error", REPORT_FAILED_TEXT));
          return;
        }
        setProgress({ token, text: state.text, percent: state.percent });
        if (state.done) {
          timer = setTimeout(() => finish(() => setReadyUrl(downloadUrlFor(token))), READY_DELAY_MS);
          return;
        }
      } catch {
        if (controller.signal.aborted) return;
        // A lost poll is tried again; only the overall wait ends it.
      }
      if (Date.now() - started > MAX_WAIT_MS) {
        finish(() => setNoticeOpen(true));
        return;
      }
      timer = setTimeout(tick, REPORT_POLL_MS);
    };
    timer = setTimeout(tick, REPORT_POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [token]);

  /** 'Download Full Toolkit', 'Download My Toolkit', 'Get My Complete Toolkit'. */
  const startDownload = useCallback(async () => {
    trackToolkitEvent("toolkit_download", toolkitId);
    if (!report) {
      setSignupOpen(true);
      return;
    }
    let state: StatusAnswer | "missing" | null = null;
    try {
      state = await fetchStatus(report.downloadToken);
    } catch {
      // Cannot tell: the download address itself says when the PDF is still being built.
    }
    if (state === "missing" || (state && state.failed)) {
      setSignupOpen(true);
      revalidate.current();
    } else if (state && !state.done) {
      setNoticeOpen(true);
    } else {
      openInNewTab(downloadUrlFor(report.downloadToken));
    }
  }, [report, toolkitId]);

  const onDownloadClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      // A modified click (new window, new tab) keeps its own meaning.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        if (report) trackToolkitEvent("toolkit_download", toolkitId);
        return;
      }
      event.preventDefault();
      void startDownload();
    },
    [report, startDownload, toolkitId],
  );

  /** The #get-toolkit form: the same flow instead of a page post. */
  const onSectionSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const data = new FormData(event.currentTarget);
      submit({ name: data.get("name"), email: data.get("email") });
    },
    [submit],
  );

  return {
    downloadHref: report ? downloadUrlFor(report.downloadToken) : null,
    startDownload,
    onDownloadClick,
    onSectionSubmit,
    sectionForm,
    sending,
    signup: { open: signupOpen, close: () => setSignupOpen(false), values, setValues, submit, sending },
    progress,
    ready: { url: readyUrl, close: () => setReadyUrl(null) },
    notice: { open: noticeOpen, close: () => setNoticeOpen(false) },
    trackPdf: () => trackToolkitEvent("toolkit_download", toolkitId),
  };
}

export type EmailReportFlow = ReturnType<typeof useEmailReport>;
