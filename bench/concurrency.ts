// Toolkits under concurrency (issue 25): 2, 10, 20 and 40 clients making toolkits through the
// API at once, then 40 for a minute, each beside a probe of /api/ai-tools. Targets: no error,
// p99 under 3 s, the probe's p99 under 100 ms.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { loadAbort } from "./load";

export interface ConcurrencyResult {
  concurrency: number;
  seconds: number;
  requests: number;
  errors: number;
  statuses: Record<string, number>;
  errorSamples: string[];
  p50: number;
  p99: number;
  probeP99: number;
}

const workerScript = path.join(path.dirname(new URL(import.meta.url).pathname), "concurrency-worker.js");

export async function measureConcurrency(baseUrl: string, concurrency: number, seconds: number): Promise<ConcurrencyResult> {
  const { stdout } = await promisify(execFile)(process.execPath, [workerScript, baseUrl, String(concurrency), String(seconds)], {
    maxBuffer: 1 << 20,
    signal: loadAbort.signal,
  });
  return { seconds, ...(JSON.parse(stdout) as Omit<ConcurrencyResult, "seconds">) };
}

export const CONCURRENCY_LEVELS: [concurrency: number, seconds: number][] = [
  [2, 15],
  [10, 15],
  [20, 15],
  [40, 15],
  [40, 60],
];
