import { useState, type MouseEvent } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { toast } from "~/components/ui/use-toast";

// A CSV export (accounts-admin-sales.md §2, §8). Without JavaScript a plain download link: the
// server streams the file. With it, the same file is fetched so the spec's toasts can follow:
// Export Complete (or its questionnaire wording) on success, Export Failed otherwise.

export interface ExportTexts {
  success: { title: string; description: string };
  failure: { title: string; description: string };
}

export const USER_EXPORT_TEXTS: ExportTexts = {
  success: { title: "Export Complete", description: "The users were exported as CSV." },
  failure: { title: "Export Failed", description: "The users could not be exported. Please try again." },
};

export const QUESTIONNAIRE_EXPORT_TEXTS: ExportTexts = {
  success: { title: "Export Complete", description: "Questionnaires exported successfully" },
  failure: { title: "Export Failed", description: "Failed to export questionnaires" },
};

export function ExportLink({ href, label, texts }: { href: string; label: string; texts: ExportTexts }) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  async function download(event: MouseEvent<HTMLAnchorElement>) {
    if (!hydrated) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const response = await fetch(href, { credentials: "same-origin", cache: "no-store" });
      const type = response.headers.get("Content-Type") ?? "";
      if (!response.ok || !type.startsWith("text/csv")) throw new Error(`${response.status}`);
      const blob = await response.blob();
      const name = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? "export.csv";
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = name;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast({ ...texts.success, variant: "success" });
    } catch {
      toast({ ...texts.failure, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }
  return (
    <a href={href} download onClick={download} aria-disabled={busy || undefined} className="btn-outline">
      {busy ? "Exporting..." : label}
    </a>
  );
}
