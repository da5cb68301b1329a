// Small helpers shared by the benchmark modules.
export { freePort } from "../server/free-port";

/** Nearest-rank percentile of a list of numbers (0 < p <= 100). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;

export const sleep = (millis: number) => new Promise((r) => setTimeout(r, millis));

/** A Markdown table from a header row and body rows. */
export function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}
