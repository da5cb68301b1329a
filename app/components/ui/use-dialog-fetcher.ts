import { useFetcher } from "@remix-run/react";
import { useState } from "react";

/**
 * A dialog's form posts through a fetcher (the page stays where it is). Its answer belongs to the
 * opening it came from: opened again, the dialog starts clean rather than showing the last
 * refusal. `data` is the fetcher's answer since this opening.
 */
export function useDialogFetcher<T>(key: string, open: boolean) {
  const fetcher = useFetcher<T>({ key });
  const [openedWith, setOpenedWith] = useState<unknown>(fetcher.data);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenedWith(fetcher.data);
  }
  // The answers these dialogs read are plain JSON objects: the serialised type is the type itself.
  const data = (fetcher.data !== openedWith ? fetcher.data : undefined) as T | undefined;
  return { fetcher, data, pending: fetcher.state !== "idle" };
}
