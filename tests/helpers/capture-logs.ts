// The product logger's JSON lines (app/adapters/log.server.ts writes them to stderr), read by a
// test: everything else written to stderr still reaches it.
import { vi } from "vitest";

export type LogLine = Record<string, unknown> & { msg?: string; requestId?: string; level?: string };

/** Every JSON line the logger writes to stderr from now on, until `stop`. */
export function captureLogs(): { lines: () => LogLine[]; text: () => string; stop: () => void } {
  let text = "";
  const write = process.stderr.write.bind(process.stderr);
  const spy = vi.spyOn(process.stderr, "write").mockImplementation(((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const piece = typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    if (piece.startsWith("{")) {
      text += piece;
      return true;
    }
    return write(chunk, ...(rest as []));
  }) as typeof process.stderr.write);
  return {
    text: () => text,
    lines: () =>
      text
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine),
    stop: () => spy.mockRestore(),
  };
}
