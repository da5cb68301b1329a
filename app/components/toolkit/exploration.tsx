import { useCallback, useEffect, useRef, useState } from "react";
import { formatCurrency } from "~/lib/format";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { trackToolkitEvent } from "./track-event";

/** visitor-side.md §4 and §9: the scroll prompt past 50% with 1 explored tool, the modal 2 s after 3. */
export const SCROLL_PROMPT_AT = 0.5;
export const SCROLL_PROMPT_MIN_EXPLORED = 1;
export const MODAL_PROMPT_MIN_EXPLORED = 3;
export const MODAL_PROMPT_DELAY_MS = 2000;

const dialogOpen = () => document.querySelector("dialog[open]") !== null;

/**
 * Results page exploration (JavaScript only): a tool counts as explored when its Insights or Try
 * App is used. Each prompt shows at most once per page view, never over another open dialog.
 */
export function useExploration(analysisId: number, onModalPrompt: () => void) {
  const [explored, setExplored] = useState<ReadonlySet<number>>(() => new Set());
  const seen = useRef(new Set<number>());
  const shown = useRef({ scroll: false, modal: false });
  const [scrollPromptOpen, setScrollPromptOpen] = useState(false);
  const modalPrompt = useRef(onModalPrompt);
  modalPrompt.current = onModalPrompt;

  const explore = useCallback(
    (recommendationId: number) => {
      if (seen.current.has(recommendationId)) return;
      seen.current.add(recommendationId);
      setExplored(new Set(seen.current));
      trackToolkitEvent("tool_explored", analysisId);
    },
    [analysisId],
  );

  const enoughForScroll = explored.size >= SCROLL_PROMPT_MIN_EXPLORED;
  useEffect(() => {
    if (!enoughForScroll || shown.current.scroll) return;
    const check = () => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      if (shown.current.scroll || max <= 0 || window.scrollY / max <= SCROLL_PROMPT_AT || dialogOpen()) return;
      shown.current.scroll = true;
      setScrollPromptOpen(true);
      trackToolkitEvent("scroll_prompt_shown", analysisId);
      window.removeEventListener("scroll", check);
    };
    window.addEventListener("scroll", check, { passive: true });
    return () => window.removeEventListener("scroll", check);
  }, [enoughForScroll, analysisId]);

  const enoughForModal = explored.size >= MODAL_PROMPT_MIN_EXPLORED;
  useEffect(() => {
    if (!enoughForModal || shown.current.modal) return;
    let timer: ReturnType<typeof setTimeout>;
    const fire = () => {
      // Wait for the visitor to close what they are reading.
      if (dialogOpen()) {
        timer = setTimeout(fire, 500);
        return;
      }
      shown.current.modal = true;
      modalPrompt.current();
      trackToolkitEvent("modal_prompt_shown", analysisId);
    };
    timer = setTimeout(fire, MODAL_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enoughForModal, analysisId]);

  return { explored, explore, scrollPromptOpen, closeScrollPrompt: () => setScrollPromptOpen(false) };
}

export function ExplorationBanner({ explored, total, valueDiscovered }: { explored: number; total: number; valueDiscovered: number }) {
  if (explored < 1) return null;
  const percent = total ? Math.min(100, Math.round((explored / total) * 100)) : 0;
  return (
    <div className="sticky top-0 z-20 -mx-4 mt-6 border-b border-brand-100 bg-white/95 px-4 py-3 shadow-sm backdrop-blur" data-testid="exploration-banner">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1 text-sm" role="status">
        <p className="font-semibold text-slate-900">
          Tools explored {explored}/{total}
        </p>
        <p className="text-slate-700">
          Potential value discovered: <span className="font-semibold text-emerald-800">{formatCurrency(valueDiscovered)}</span>
        </p>
        {percent >= 100 ? <p className="font-semibold text-emerald-800">Full toolkit explored</p> : null}
      </div>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label="Toolkit explored"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

export function ExploringPrompt({
  open,
  onClose,
  explored,
  total,
  valueDiscovered,
  totalValue,
  onGetToolkit,
}: {
  open: boolean;
  onClose: () => void;
  explored: number;
  total: number;
  valueDiscovered: number;
  totalValue: number;
  onGetToolkit: () => void;
}) {
  const percent = total ? Math.min(100, Math.round((explored / total) * 100)) : 0;
  return (
    <ModalDialog open={open} onClose={onClose} titleId="exploring-title" testId="exploring-dialog">
      <h2 id="exploring-title" className="text-xl font-bold">
        Exploring Your AI Toolkit?
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        You've explored {explored} of {total} tools ({percent}% of your toolkit).
      </p>
      <p className="mt-2 text-sm text-slate-700">
        Value discovered so far: <span className="font-semibold text-emerald-800">{formatCurrency(valueDiscovered)}</span> of{" "}
        <span className="font-semibold">{formatCurrency(totalValue)}</span> a year.
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-outline" onClick={onClose}>
          Continue Exploring
        </button>
        <button
          type="button"
          className="btn-primary"
          onClick={() => {
            onClose();
            onGetToolkit();
          }}
        >
          Get My Complete Toolkit
        </button>
      </div>
    </ModalDialog>
  );
}
