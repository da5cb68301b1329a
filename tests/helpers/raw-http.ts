// Requests fetch() will not make: TRACE, a path that is not valid percent-encoding, a chunked body
// of any size. Answers the status, headers and body text.
import http from "node:http";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export function rawRequest(
  base: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: Buffer | string; chunks?: number; chunkSize?: number },
): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method: options.method ?? "GET", path: options.path, headers: options.headers }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (chunk: Buffer) => parts.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(parts).toString("utf8") }));
      res.on("error", reject);
    });
    // The server may answer and close before a large body is all sent: that is the point.
    req.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error)));
    if (options.chunks) {
      // A chunked body (no Content-Length) of chunks x chunkSize bytes.
      const chunk = Buffer.alloc(options.chunkSize ?? 65_536, "a");
      let sent = 0;
      const write = () => {
        while (sent < options.chunks!) {
          sent++;
          if (!req.write(chunk)) return void req.once("drain", write);
        }
        req.end();
      };
      write();
    } else {
      req.end(options.body);
    }
  });
}
