// The geometry of the coach's progress chart (the progress page's Growth Tracking): overall
// scores out of 10, oldest first, as points in an SVG's coordinates. The scale is always 0-10, so
// two charts (or one chart on two days) can be compared by eye; the points are spread evenly
// across the width, one per scored answer, and at most about ten of them get a label under the
// axis. Pure, so the server draws the chart and a unit test checks it.

export const SCORE_MAX = 10;

export interface ChartBox {
  width: number;
  height: number;
  /** Room around the plot for the axis labels. */
  padding: { top: number; right: number; bottom: number; left: number };
  /** Room between the plot's edges and the first and last points, so their labels clear the axis. */
  inset?: number;
}

export interface ChartPoint {
  x: number;
  y: number;
  score: number;
  /** 1 for the oldest answer. */
  index: number;
  /** Whether the x axis names this point (always the first and the last). */
  labelled: boolean;
}

export interface ScoreChart {
  points: ChartPoint[];
  /** An SVG path through the points ("" for fewer than two). */
  line: string;
  /** Horizontal gridlines with their score. */
  gridlines: { y: number; value: number }[];
  plot: { left: number; right: number; top: number; bottom: number };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The most x-axis labels before every second, third, ... point goes unlabelled. */
export const MAX_X_LABELS = 10;

export function scoreChart(scores: readonly number[], box: ChartBox, gridValues: readonly number[] = [0, 5, 10]): ScoreChart {
  const plot = { left: box.padding.left, right: box.width - box.padding.right, top: box.padding.top, bottom: box.height - box.padding.bottom };
  const yOf = (score: number) => round(plot.bottom - (Math.min(SCORE_MAX, Math.max(0, score)) / SCORE_MAX) * (plot.bottom - plot.top));
  const n = scores.length;
  const inset = box.inset ?? 0;
  const first = plot.left + inset;
  const step = n > 1 ? (plot.right - inset - first) / (n - 1) : 0;
  const every = Math.ceil(n / MAX_X_LABELS);
  const points = scores.map((score, i) => ({
    x: round(n > 1 ? first + i * step : (plot.left + plot.right) / 2),
    y: yOf(score),
    score,
    index: i + 1,
    labelled: i === 0 || i === n - 1 || (i % every === 0 && n - 1 - i >= every / 2),
  }));
  const line = n > 1 ? points.map((p, i) => `${i === 0 ? "M" : "L"}${p.x} ${p.y}`).join(" ") : "";
  return { points, line, gridlines: gridValues.map((value) => ({ y: yOf(value), value })), plot };
}
