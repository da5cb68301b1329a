import { useRef, useState, type FormEvent } from "react";
import { checkConsultation } from "~/lib/schemas/report";
import { toast } from "~/components/ui/use-toast";
import { ConsultationFields } from "./consultation-form";
import { ModalDialog } from "~/components/ui/modal-dialog";

const FAILED = "Failed to book consultation. Please try again.";

/**
 * 'Book Consultation' (visitor-side.md §2, §4, §5, §8). Without JavaScript the link opens
 * /toolkit/{id}/consultation; with it, a dialog posts to /api/consultation-booking.
 */
export function BookConsultation({ analysisId, jobTitle, workAreas, href }: { analysisId: number; jobTitle: string; workAreas: string[]; href: string }) {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  // Shown inside the dialog as well: a toast sits under a modal dialog's backdrop.
  const [problem, setProblem] = useState<{ title: string; description: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget));
    const checked = checkConsultation(data);
    if (!checked.ok) {
      setProblem(checked.problem);
      toast({ title: checked.problem.title, description: checked.problem.description, variant: "destructive" });
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      const response = await fetch("/api/consultation-booking", {
        method: "POST",
        credentials: "include",
        cache: "no-store",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...checked.fields, jobTitle, analysisId: String(analysisId) }),
      });
      const body = (await response.json().catch(() => ({}))) as { title?: string; message?: string };
      if (!response.ok) {
        setProblem({ title: body.title ?? "Error", description: body.message || FAILED });
        toast({ title: body.title ?? "Error", description: body.message || FAILED, variant: "destructive" });
        return;
      }
      toast({ title: body.title ?? "Consultation Request Sent", description: body.message, variant: "success" });
      formRef.current?.reset();
      setOpen(false);
    } catch {
      setProblem({ title: "Error", description: FAILED });
      toast({ title: "Error", description: FAILED, variant: "destructive" });
    } finally {
      setSending(false);
    }
  };

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
      <ModalDialog
        open={open}
        onClose={() => {
          setOpen(false);
          setProblem(null);
        }} titleId="consultation-title" testId="consultation-dialog">
        <h2 id="consultation-title" className="text-xl font-bold">
          Book a Consultation
        </h2>
        <p className="mt-1 text-sm text-slate-700">Talk to us about putting your {jobTitle} toolkit to work. We reply within 24 hours.</p>
        {problem ? (
          <div role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
            <p className="font-semibold">{problem.title}</p>
            <p className="text-sm">{problem.description}</p>
          </div>
        ) : null}
        <form ref={formRef} onSubmit={submit} className="mt-4" noValidate>
          <ConsultationFields workAreas={workAreas} idPrefix="consult-dialog" />
          <div className="mt-4 flex justify-end gap-2">
            <button type="button" className="btn-outline" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="submit" className="btn-primary" disabled={sending}>
              {sending ? "Sending..." : "Book Consultation"}
            </button>
          </div>
        </form>
      </ModalDialog>
    </>
  );
}
