import { useEffect, useState } from "react";
import { nextPhraseIndex } from "~/lib/coach-signup";

export interface PhraseRotation {
  index: number;
  paused: boolean;
  /** False in the server's HTML: without JavaScript nothing rotates and no pause button shows. */
  running: boolean;
  toggle: () => void;
}

/**
 * The 'I want to ...' rotation (visitor-side.md §2, §9): a new phrase every `intervalMs` once
 * JavaScript runs; the server's HTML shows the first. Moving content lasting over 5 s needs a
 * way to stop it (WCAG 2.2.2), so it can be paused; with prefers-reduced-motion it starts paused.
 */
export function usePhraseRotation(count: number, intervalMs: number): PhraseRotation {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    setRunning(true);
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setPaused(true);
  }, []);

  useEffect(() => {
    if (!running || paused) return;
    const timer = setInterval(() => setIndex((i) => nextPhraseIndex(i, count)), intervalMs);
    return () => clearInterval(timer);
  }, [running, paused, intervalMs, count]);

  return { index, paused, running, toggle: () => setPaused((p) => !p) };
}

/**
 * The changing end of the headline. Screen readers are not told about each change (aria-live
 * off): they read whichever phrase is there when they reach the heading.
 */
export function RotatingPhrase({ phrases, index }: { phrases: readonly string[]; index: number }) {
  return (
    <span aria-live="off" data-testid="rotating-phrase" key={index} className="coach-phrase block text-brand-700">
      {phrases[index % phrases.length]}
    </span>
  );
}

export function PhrasePauseButton({ rotation }: { rotation: PhraseRotation }) {
  if (!rotation.running) return null;
  return (
    <button
      type="button"
      onClick={rotation.toggle}
      aria-pressed={rotation.paused}
      className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-semibold ${
        rotation.paused ? "border-slate-700 bg-slate-800 text-white hover:bg-slate-700" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-100"
      }`}
    >
      <span aria-hidden="true">{rotation.paused ? "▶" : "❚❚"}</span>
      Pause phrases
    </button>
  );
}
