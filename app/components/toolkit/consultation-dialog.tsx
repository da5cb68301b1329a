import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useState } from "react";
import { FormAlert } from "~/components/ui/form-alert";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { ScriptedField, useScriptedSuccess } from "~/components/ui/scripted-success";
import { useDialogFetcher } from "~/components/ui/use-dialog-fetcher";
import { useProblemForm } from "~/components/ui/use-problem-form";
import { CONSULTATION_PROBLEMS, consultationSchema } from "~/lib/schemas/consultation";
import type { ScriptedSuccess } from "~/lib/scripted-submission";
import { ConsultationFields } from "./consultation-form";

/**
 * 'Book Consultation' (visitor-side.md §2, §4, §5, §8). Without JavaScript the link opens
 * /toolkit/{id}/consultation; with it, a dialog posts to that page's action through a fetcher.
 */
export function BookConsultation({ workAreas, jobTitle, href }: { jobTitle: string; workAreas: string[]; href: string }) {
  const [open, setOpen] = useState(false);
  const { fetcher, data, pending } = useDialogFetcher<{ result?: SubmissionResult<string[]>; success?: ScriptedSuccess }>("consultation", open);
  const { form, problem, onSubmit } = useProblemForm({
    id: "consultation-dialog",
    schema: consultationSchema,
    problems: CONSULTATION_PROBLEMS,
    lastResult: data?.result,
  });
  const success = data?.success;
  useScriptedSuccess(success);
  useEffect(() => {
    if (success) setOpen(false);
  }, [success]);

  return (
    <>
      <a
        href={href}
        className="btn-outline"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        Book Consultation
      </a>
      <ModalDialog open={open} onClose={() => setOpen(false)} titleId="consultation-title" testId="consultation-dialog">
        <h2 id="consultation-title" className="text-xl font-bold">
          Book a Consultation
        </h2>
        <p className="mt-1 text-sm text-slate-700">Talk to us about putting your {jobTitle} toolkit to work. We reply within 24 hours.</p>
        {/* Shown inside the dialog as well: a toast sits under a modal dialog's backdrop. */}
        <FormAlert problem={problem} className="mt-3" />
        <fetcher.Form method="post" action={href} id={form.id} noValidate onSubmit={onSubmit} className="mt-4">
          <ScriptedField />
          <ConsultationFields workAreas={workAreas} idPrefix="consult-dialog" />
          <div className="mt-4 flex justify-end gap-2">
            <button type="button" className="btn-outline" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="submit" className="btn-primary" disabled={pending}>
              {pending ? "Sending..." : "Book Consultation"}
            </button>
          </div>
        </fetcher.Form>
      </ModalDialog>
    </>
  );
}
