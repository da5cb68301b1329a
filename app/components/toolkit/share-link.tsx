import { useId, useState } from "react";
import { toast } from "~/components/ui/use-toast";
import { useHydrated } from "~/components/ui/use-hydrated";

/** 'Share': copies the share link with JavaScript (toast 'Link copied'); without it, the link in a read-only input. */
export function ShareLink({ url, subject = "toolkit" }: { url: string; subject?: string }) {
  const hydrated = useHydrated();
  const [showField, setShowField] = useState(false);
  const id = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied", description: `Anyone with this link can view this ${subject}.`, variant: "success" });
    } catch {
      setShowField(true);
      toast({ title: "Copy the link below", description: "Your browser did not allow copying." });
    }
  };

  const field = (
    <div className="flex w-full min-w-0 flex-col gap-1 sm:w-80">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        Share link (anyone with it can view this {subject})
      </label>
      <input id={id} type="text" readOnly value={url} className="field py-1.5 text-xs" onFocus={(e) => e.currentTarget.select()} />
    </div>
  );

  if (!hydrated) return field;
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <button type="button" className="btn-outline" onClick={copy}>
        <span aria-hidden="true">🔗</span> Share
      </button>
      {showField ? field : null}
    </div>
  );
}
