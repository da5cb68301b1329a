// What an `academy` command writes to and reads from, and the exit code it leaves: the process's
// own streams when run as `academy`, any streams when a test calls runAcademy (cli/program.ts).
import { errorReport } from "./shutdown";

export interface AcademyIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  /** The password of `admin create` is read from it (default: the process's stdin). */
  stdin?: NodeJS.ReadableStream;
}

export class Cli {
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
  readonly stdin: NodeJS.ReadStream;
  /** The exit code of the command that ran (0 until one says otherwise). */
  exitCode = 0;

  constructor(io: AcademyIo) {
    this.stdout = io.stdout;
    this.stderr = io.stderr;
    // A terminal (isTTY) is asked twice without echo; anything else gives its first line.
    this.stdin = (io.stdin ?? process.stdin) as NodeJS.ReadStream;
  }

  /** A line of the command's result, on stdout (what a script reads). */
  out = (line: string): void => {
    this.stdout.write(`${line}\n`);
  };

  /** A line for the operator beside the result (progress, where a file went, what went wrong), on stderr. */
  err = (line: string): void => {
    this.stderr.write(`${line}\n`);
  };

  /**
   * A command's action: its exit code is what `work` returns. A thrown error is told the way an
   * operator can act on it (cli/shutdown.ts errorReport) and is exit code 1; nothing exits the process.
   */
  action<A extends unknown[]>(work: (...args: A) => Promise<number>): (...args: A) => Promise<void> {
    return async (...args: A) => {
      try {
        this.exitCode = await work(...args);
      } catch (error) {
        this.stderr.write(errorReport(error));
        this.exitCode = 1;
      }
    };
  }
}
