// Pages under load: each page of the product against a bare node:http server that answers with
// the same bytes. The ratio says how much of the machine's HTTP capacity the product leaves on the
// table (rendering, loaders, database), independently of how fast this machine is.
import { execFile } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./util";

export const LOAD_PAGES = ["/", "/tools", "/tools?q=writing&sort=productivity"];
const CONNECTIONS = 10;
const SECONDS = 10;
const WARM_UP_SECONDS = 2;

export interface LoadResult {
  requestsPerSecond: number;
  total: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface PageLoad {
  page: string;
  bytes: number;
  product: LoadResult;
  bare: LoadResult;
  /** JavaScript the page loads (entry, route modules, preloads), gzip bytes and file count. */
  js?: { files: number; gzipBytes: number };
}

/** Aborted on the way out (error or Ctrl-C), which kills a running load generator. */
export const loadAbort = new AbortController();

const workerScript = path.join(path.dirname(new URL(import.meta.url).pathname), "load-worker.js");

/** autocannon in a child process; the same runner for the product and the bare server. */
async function cannon(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  const args = [workerScript, url, String(CONNECTIONS), String(SECONDS), String(WARM_UP_SECONDS), JSON.stringify(headers)];
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    maxBuffer: 1 << 20,
    signal: loadAbort.signal,
  });
  return JSON.parse(stdout) as LoadResult;
}

/** A server that does nothing but write the given bytes: the ceiling for this page size. */
async function startBareServer(body: Buffer, contentType: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": contentType, "Content-Length": body.length });
    res.end(body);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** `headers` (a signed-in admin's cookie) go with every request to the product; the bare server ignores them. */
export async function measurePage(baseUrl: string, page: string, headers: Record<string, string> = {}): Promise<PageLoad> {
  const response = await fetch(baseUrl + page, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`GET ${page} answered ${response.status}`);
  const bare = await startBareServer(body, response.headers.get("content-type") ?? "text/html");
  try {
    const product = await cannon(baseUrl + page, headers);
    const bareResult = await cannon(bare.url + page);
    return { page, bytes: body.length, product, bare: bareResult };
  } finally {
    await bare.close();
  }
}
