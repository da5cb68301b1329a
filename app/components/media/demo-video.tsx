// The demo video of /aiupskill and the waitlist page (visitor-side.md §2, §4 "Demo videos", §8).
// Without JavaScript it is a plain <video controls preload="none" poster=…>: nothing downloads
// until the visitor presses play. With JavaScript a thumbnail with a play button covers it; the
// video loads only when played; a toggle pauses and resumes; a thumbnail that fails to load gives
// way to a text panel; if playback fails the native controls come back so the visitor can retry.
import { useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";

export interface VideoSource {
  src: string;
  /** With codecs, so a browser skips a file it cannot decode instead of failing on it. */
  type: string;
}

/** H.264 first (smaller, and what Apple devices play), then VP9 WebM; made by scripts/make-demo-video.mjs. */
export const DEMO_VIDEO_SOURCES: readonly VideoSource[] = [
  { src: "/media/demo-video.mp4", type: 'video/mp4; codecs="avc1.42E01E"' },
  { src: "/media/demo-video.webm", type: 'video/webm; codecs="vp9"' },
];
export const DEMO_VIDEO_POSTER = "/media/demo-video.png";
/** The placeholder's texts when the thumbnail fails (visitor-side.md §4). */
export const DEMO_VIDEO_TITLE = "AI Toolkit Demo";
export const DEMO_VIDEO_DESCRIPTION = "Click to watch the demo video";
export const VIDEO_UNSUPPORTED_TEXT = "Your browser does not support the video tag. Please update your browser to view this content.";

/** What the default video shows, for people who cannot see it (it has no sound). */
export const DEMO_VIDEO_TRANSCRIPT: readonly string[] = [
  "Upskill Academy: AI training that starts with your job.",
  "Step 1, type your job title, for example Marketing Manager, and press Generate my Toolkit. We match your title to a job category and an occupation profile, then ask four quick questions about your industry, work and tools.",
  "Step 2, get your free AI toolkit: tools picked for your role, each marked core, specialist or assistant, such as a writing assistant, a research assistant, a meeting-notes tool and an editing helper.",
  'Step 3, see the time each tool can save, as an "up to" estimate in hours a week: 4.0 hours for a core writing assistant, 2.2 for a meeting-notes tool, 1.6 for an editing helper and 1.5 for a research assistant. These are estimates from published task studies, scaled to a working week; the method is on the methodology page.',
  "Step 4, train level by level: Awareness in Action, Sensemaking in Context, Workflow Thinking and Proof-of-Performance, with job-specific simulations, then a performance report and a certificate.",
  "Start with your job title. Your AI toolkit is free.",
];

/** How long the video stays muted after it starts when startMuted is set (visitor-side.md §4). */
export const UNMUTE_AFTER_MS = 100;

export interface DemoVideoProps {
  /** One file; its type is taken from the extension. Ignored when sources is given. */
  src?: string;
  sources?: readonly VideoSource[];
  poster?: string;
  /** The video's accessible name, and the heading of the placeholder when the thumbnail fails. */
  title?: string;
  /** The placeholder's second line. */
  description?: string;
  /** A text alternative shown under the video in a disclosure; none when empty. Pass your own with your own video. */
  transcript?: readonly string[];
  /**
   * Start muted and unmute 100 ms later: the waitlist and toolkit pages do this (visitor-side.md
   * §4) so that browsers which only allow muted playback still start the video.
   */
  startMuted?: boolean;
  className?: string;
}

function sourcesFrom(src: string | undefined, sources: readonly VideoSource[] | undefined): readonly VideoSource[] {
  if (sources) return sources;
  if (!src) return DEMO_VIDEO_SOURCES;
  const extension = src.split(/[?#]/)[0]!.split(".").pop()?.toLowerCase();
  const type = extension === "webm" ? "video/webm" : extension === "ogv" ? "video/ogg" : "video/mp4";
  return [{ src, type }];
}

export function DemoVideo({
  src,
  sources,
  poster = DEMO_VIDEO_POSTER,
  title = DEMO_VIDEO_TITLE,
  description = DEMO_VIDEO_DESCRIPTION,
  transcript = DEMO_VIDEO_TRANSCRIPT,
  startMuted = false,
  className = "",
}: DemoVideoProps) {
  const hydrated = useHydrated();
  const videoRef = useRef<HTMLVideoElement>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const [playing, setPlaying] = useState(false);
  /** The visitor pressed play at least once: from then on the video itself shows, not the thumbnail. */
  const [started, setStarted] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const [nativeControls, setNativeControls] = useState(false);
  const list = sourcesFrom(src, sources);
  const thumbnailButtonRef = useRef<HTMLButtonElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  /**
   * The control the keyboard focus should move to after the next render: the button that had it
   * is about to disappear (the thumbnail once playback starts, the toggle when the video ends or
   * fails), and focus must not fall back to the top of the page.
   */
  const moveFocusTo = useRef<"toggle" | "thumbnail" | "video" | null>(null);
  const holdsFocus = (element: Element | null) => !!element && element === document.activeElement;

  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  useEffect(() => {
    const target = moveFocusTo.current;
    if (!target) return;
    moveFocusTo.current = null;
    const element = target === "toggle" ? toggleRef.current : target === "thumbnail" ? thumbnailButtonRef.current : videoRef.current;
    element?.focus();
  });

  const fail = useCallback((error: unknown) => {
    console.error("Demo video playback failed", error);
    if (holdsFocus(thumbnailButtonRef.current) || holdsFocus(toggleRef.current)) moveFocusTo.current = "video";
    setWaiting(false);
    setPlaying(false);
    setNativeControls(true);
  }, []);

  const play = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (holdsFocus(thumbnailButtonRef.current)) moveFocusTo.current = "toggle";
    setStarted(true);
    setWaiting(true);
    if (startMuted) {
      video.muted = true;
      timers.current.push(
        setTimeout(() => {
          video.muted = false;
        }, UNMUTE_AFTER_MS),
      );
    }
    video.play().catch((error: unknown) => {
      // A pause() during loading rejects the promise with AbortError: not a failure.
      if (error instanceof DOMException && error.name === "AbortError") return;
      fail(error);
    });
  }, [fail, startMuted]);

  const toggle = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused || video.ended) play();
    else video.pause();
  }, [play]);

  // The thumbnail may have failed before React attached onError.
  const thumbnailRef = useCallback((img: HTMLImageElement | null) => {
    if (img && img.complete && img.naturalWidth === 0) setThumbnailFailed(true);
  }, []);

  const custom = hydrated && !nativeControls;
  const showThumbnail = custom && !started;

  return (
    <div className={className} data-testid="demo-video">
      <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-slate-900 shadow-lg ring-1 ring-slate-900/10">
        {/* The demo has no speech to caption: its full text is the transcript below the player. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video
          ref={videoRef}
          className="h-full w-full object-contain"
          controls={!custom}
          preload="none"
          poster={poster}
          playsInline
          aria-label={title}
          onPlaying={() => {
            setWaiting(false);
            setPlaying(true);
          }}
          onPause={() => setPlaying(false)}
          onEnded={() => {
            if (holdsFocus(toggleRef.current)) moveFocusTo.current = "thumbnail";
            setPlaying(false);
            setStarted(false);
          }}
          onWaiting={() => setWaiting(true)}
          onError={(event) => fail(event.currentTarget.error)}
          onClick={custom && started ? toggle : undefined}
        >
          {list.map((source) => (
            <source
              key={source.src}
              src={source.src}
              type={source.type}
              // The last source failing means nothing can play: give the controls back.
              onError={source === list[list.length - 1] ? (event) => fail(event.nativeEvent) : undefined}
            />
          ))}
          {VIDEO_UNSUPPORTED_TEXT}
        </video>

        {showThumbnail ? (
          <button
            ref={thumbnailButtonRef}
            type="button"
            onClick={play}
            className="group absolute inset-0 flex h-full w-full items-center justify-center focus-visible:outline-none"
            aria-label={`Play video: ${title}`}
          >
            {thumbnailFailed ? (
              <span className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-gradient-to-br from-brand-700 to-brand-900 px-6 pb-20 text-center text-white">
                <span className="text-xl font-bold sm:text-2xl">{title}</span>
                <span className="text-sm text-brand-100 sm:text-base">{description}</span>
              </span>
            ) : (
              <img ref={thumbnailRef} src={poster} alt="" className="absolute inset-0 h-full w-full object-cover" onError={() => setThumbnailFailed(true)} />
            )}
            <PlayCircle className="absolute left-1/2 top-[82%] -translate-x-1/2 -translate-y-1/2" />
            {/* The focus ring, drawn above the thumbnail (an outline would sit under it). */}
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 rounded-xl group-focus-visible:ring-4 group-focus-visible:ring-inset group-focus-visible:ring-amber-400"
            />
          </button>
        ) : null}

        {custom && started ? (
          <button
            ref={toggleRef}
            type="button"
            onClick={toggle}
            aria-label={playing ? `Pause video: ${title}` : `Play video: ${title}`}
            // Bottom right: the video keeps its own footer at the bottom left.
            className="absolute bottom-2 right-2 inline-flex h-9 w-9 items-center justify-center rounded-full bg-slate-900/80 text-white shadow hover:bg-slate-900 focus-visible:outline-amber-400 sm:bottom-3 sm:right-3 sm:h-11 sm:w-11"
          >
            {waiting && !playing ? <Spinner /> : playing ? <PauseIcon /> : <PlayIcon className="h-5 w-5 translate-x-px" />}
          </button>
        ) : null}
      </div>
      {transcript.length > 0 ? (
        <div className="mt-3 text-left text-sm text-slate-700">
          <details>
            <summary className="cursor-pointer font-medium text-brand-700 underline-offset-2 hover:underline">What the video shows (it has no sound)</summary>
            <ol className="mt-2 list-decimal space-y-1 pl-5">
              {transcript.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
          </details>
        </div>
      ) : null}
    </div>
  );
}

function PlayCircle({ className }: { className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`${className} inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg ring-4 ring-white/80 transition-transform group-hover:scale-105 group-hover:bg-brand-700 motion-reduce:transition-none sm:h-20 sm:w-20`}
    >
      <PlayIcon className="h-6 w-6 translate-x-0.5 sm:h-9 sm:w-9" />
    </span>
  );
}

function PlayIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path d="M7 4.5v15l13-7.5z" fill="currentColor" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
      <path d="M6 4h4v16H6zM14 4h4v16h-4z" fill="currentColor" />
    </svg>
  );
}

function Spinner() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5 motion-safe:animate-spin" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" fill="none" opacity="0.3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" fill="none" strokeLinecap="round" />
    </svg>
  );
}
