// Growth Tracking and Benchmarking on the coach's score card and progress page (issue 29 item 3).
// Benchmarking compares a first answer to a challenge with everyone else's first answer to the
// same challenge (a retry would let someone's own practice inflate or deflate the field); it is
// shown only once enough others have answered for a percentile to mean something. Growth compares
// a person's recent overall scores with their earlier ones. Method: docs/methodology.md §10.

/** Fewer other answers than this and the card says the comparison is not ready yet. */
export const MIN_BENCHMARK_OTHERS = 5;

export interface Benchmark {
  /** Everyone else's first answers counted. */
  others: number;
  /** Share of them this score beats, ties counting half, 0-100 rounded; null below the minimum. */
  percentile: number | null;
}

export function benchmark(score: number, othersScores: readonly number[]): Benchmark {
  const others = othersScores.length;
  if (others < MIN_BENCHMARK_OTHERS) return { others, percentile: null };
  const below = othersScores.filter((s) => s < score).length;
  const ties = othersScores.filter((s) => s === score).length;
  return { others, percentile: Math.round(((below + ties / 2) / others) * 100) };
}

export function benchmarkSentence(b: Benchmark): string {
  if (b.percentile === null) return `Benchmarking starts once ${MIN_BENCHMARK_OTHERS} other people have answered this challenge (${b.others} so far).`;
  return `Your overall score is higher than ${b.percentile}% of the ${b.others} other people who answered this challenge.`;
}

export interface Growth {
  /** Overall scores of first answers, oldest first. */
  scores: number[];
  /** How many recent answers are compared with as many before them (up to 3 each). */
  window: number;
  /** Mean of the recent window minus mean of the one before it, one decimal; null with fewer than two answers. */
  change: number | null;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export function growth(scores: readonly number[]): Growth {
  const window = Math.min(3, Math.floor(scores.length / 2));
  if (window === 0) return { scores: [...scores], window, change: null };
  const recent = scores.slice(-window);
  const before = scores.slice(-2 * window, -window);
  return { scores: [...scores], window, change: Math.round((mean(recent) - mean(before)) * 10) / 10 };
}

export function growthSentence(g: Growth): string {
  if (g.change === null) return "This is your first scored challenge: your next cards will show how you are moving.";
  const latest = g.window === 1 ? "your latest overall score is" : `your latest ${g.window} overall scores are`;
  const before = g.window === 1 ? "the one before" : `the ${g.window} before`;
  const trend = g.change > 0 ? `up ${g.change.toFixed(1)} on` : g.change < 0 ? `down ${Math.abs(g.change).toFixed(1)} on` : "level with";
  return `Across ${g.scores.length} scored challenges, ${latest} ${trend} ${before}.`;
}
