import { useEffect, useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { countdownTo } from "~/lib/countdown";

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The rubric's deadline idea (Level 4: performing against the clock), shown with JavaScript only:
 * the scenario's suggested minutes counted down from the attempt's start. Not enforced.
 */
export function SimulationTimer({ startedAt, minutes }: { startedAt: string; minutes: number }) {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!hydrated) return null;
  const left = countdownTo(new Date(new Date(startedAt).getTime() + minutes * 60_000), now);
  return (
    <p className="rounded-lg bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800" data-testid="simulation-timer">
      {left.ended ? (
        "Suggested time is up: take the time you need."
      ) : (
        <>
          <span className="sr-only">Suggested time left: </span>
          <span aria-hidden="true">Time left </span>
          {left.days * 24 * 60 + left.hours * 60 + left.minutes}:{pad(left.seconds)}
        </>
      )}
    </p>
  );
}
