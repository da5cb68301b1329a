import * as ToastPrimitive from "@radix-ui/react-toast";
import { useEffect, useState } from "react";
import type { FlashMessage } from "~/lib/flash";
import { dismissToast, toast, TOAST_DURATION, useToasts, type ToastVariant } from "./use-toast";

const variantClass: Record<ToastVariant, string> = {
  default: "border-slate-200 bg-white text-slate-900",
  success: "border-emerald-300 bg-emerald-50 text-emerald-950",
  destructive: "border-red-300 bg-red-700 text-white",
};

const flashVariant = (kind: FlashMessage["kind"]): ToastVariant => (kind === "error" ? "destructive" : kind === "success" ? "success" : "default");

/**
 * The notification region. Radix gives the behaviour the spec asks for: swipe right past 50 px
 * dismisses, F8 focuses the region, 5000 ms default display. A flash message from the server is
 * rendered as a plain status box first (so it shows with JavaScript off) and turned into a
 * toast once the page is interactive.
 */
export function Toaster({ flash }: { flash: FlashMessage | null }) {
  const toasts = useToasts();
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    setHydrated(true);
    if (flash) toast({ title: flash.title, description: flash.description, variant: flashVariant(flash.kind) });
  }, [flash]);

  return (
    <>
      {flash && !hydrated ? (
        <div
          role={flash.kind === "error" ? "alert" : "status"}
          className={`flash-message fixed bottom-4 right-4 z-50 w-[calc(100%-2rem)] max-w-toast rounded-lg border p-4 shadow-lg ${variantClass[flashVariant(flash.kind)]}`}
          data-testid="flash-message"
        >
          <p className="text-sm font-semibold">{flash.title}</p>
          {flash.description ? <p className="mt-1 text-sm">{flash.description}</p> : null}
        </div>
      ) : null}
      <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
        {toasts.map((t) => (
          <ToastPrimitive.Root
            key={t.id}
            open={t.open}
            duration={t.duration}
            onOpenChange={(open) => {
              if (!open) dismissToast(t.id);
            }}
            className={`toast-root pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-lg border p-4 pr-8 shadow-lg ${variantClass[t.variant]}`}
          >
            <div className="grid gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
              {t.description ? <ToastPrimitive.Description className="text-sm">{t.description}</ToastPrimitive.Description> : null}
            </div>
            <ToastPrimitive.Close aria-label="Close" className="absolute right-2 top-2 rounded p-1 text-current opacity-70 hover:opacity-100">
              <span aria-hidden="true">×</span>
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        ))}
        <ToastPrimitive.Viewport className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 md:max-w-toast" />
      </ToastPrimitive.Provider>
    </>
  );
}
