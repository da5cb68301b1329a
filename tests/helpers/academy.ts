// `academy <args>` run inside the test's process (cli/program.ts runAcademy) against the test
// database: the command's own stdout, stderr and exit code, without a process start per command.
// tests/integration/cli-smoke.test.ts runs the real `bin/academy.js` once.
import { PassThrough, Writable } from "node:stream";
import { runAcademy } from "../../cli/program";

export interface AcademyResult {
  code: number;
  stdout: string;
  stderr: string;
}

class Collected extends Writable {
  text = "";
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void): void {
    this.text += String(chunk);
    done();
  }
}

/**
 * Run `academy` with `args`. `stdin` is its standard input, always ended (so nothing waits for
 * more), as a pipe is; `env` is set for this command only (undefined: unset), then put back.
 */
export async function academy(args: string[], options: { stdin?: string; env?: Record<string, string | undefined> } = {}): Promise<AcademyResult> {
  const stdout = new Collected();
  const stderr = new Collected();
  const stdin = new PassThrough();
  stdin.end(options.stdin ?? "");
  const saved = Object.entries(options.env ?? {}).map(([name, value]) => {
    const before = process.env[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
    return [name, before] as const;
  });
  try {
    const code = await runAcademy(["node", "academy", ...args], { stdout, stderr, stdin });
    return { code, stdout: stdout.text, stderr: stderr.text };
  } finally {
    for (const [name, before] of saved) {
      if (before === undefined) delete process.env[name];
      else process.env[name] = before;
    }
  }
}
