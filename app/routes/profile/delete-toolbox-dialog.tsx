import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { toast } from "~/components/ui/use-toast";
import { ACCOUNT_PROBLEMS } from "~/lib/schemas/account";

/** The page reads this fetcher's answer too: a refused delete shows in the toolboxes' section. */
export const DELETE_TOOLBOX_FETCHER = "delete-toolbox";

/**
 * The delete confirmation with JavaScript (§2): it posts intent=delete to /profile's action
 * through a fetcher. Success is a redirect back to /profile (the page closes the dialog on the
 * new location); a refusal (someone else's toolbox, one already gone) closes it with a toast.
 */
export function DeleteToolboxDialog({ toolbox, onClose }: { toolbox: { id: number; jobTitle: string } | null; onClose: () => void }) {
  const deletion = useFetcher<{ intent: string }>({ key: DELETE_TOOLBOX_FETCHER });
  const refused = deletion.state === "idle" && deletion.data?.intent === "delete";
  useEffect(() => {
    if (!refused) return;
    onClose();
    toast({ ...ACCOUNT_PROBLEMS.deleteFailed, variant: "destructive" });
  }, [refused, deletion.data, onClose]);

  return (
    <ModalDialog open={toolbox !== null} onClose={onClose} titleId="delete-title" describedBy="delete-text" testId="delete-toolbox-dialog">
      <h2 id="delete-title" className="text-xl font-bold">
        Delete toolbox?
      </h2>
      <p id="delete-text" className="mt-2 text-slate-700">
        Delete the {toolbox?.jobTitle} toolbox and its reports? This cannot be undone.
      </p>
      <deletion.Form method="post" action="/profile" className="mt-5 flex justify-end gap-2">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={toolbox?.id ?? ""} />
        <button type="button" className="btn-outline" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800" disabled={deletion.state !== "idle"}>
          {deletion.state !== "idle" ? "Deleting..." : "Delete"}
        </button>
      </deletion.Form>
    </ModalDialog>
  );
}
