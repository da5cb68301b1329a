// Passwords for the CLI never come from the command line (shell history, `ps`): at a terminal they
// are typed without echo, twice; otherwise the first line of standard input is the password.
import readline from "node:readline";
import { Writable } from "node:stream";

/** A refusal while reading (cancelled, no input, a mismatch): the message is for the operator. */
export class PasswordInputError extends Error {}

/** Ask at the terminal (twice, without echo), or read the first line of a pipe or file. */
export async function readNewPassword(input: NodeJS.ReadStream = process.stdin, echo: NodeJS.WritableStream = process.stderr): Promise<string> {
  if (!input.isTTY) {
    const line = await readFirstLine(input);
    if (line === null) throw new PasswordInputError("No password given: type it at a terminal, or pass it as the first line of standard input.");
    return line;
  }
  const first = await promptHidden("Password: ", input, echo);
  const second = await promptHidden("Repeat password: ", input, echo);
  if (first !== second) throw new PasswordInputError("The passwords do not match. Nothing was changed.");
  return first;
}

/** The first line of the stream without its line ending, or null when the stream is empty. */
export async function readFirstLine(input: NodeJS.ReadableStream): Promise<string | null> {
  input.setEncoding("utf8");
  let text = "";
  for await (const chunk of input) {
    text += chunk as string;
    const end = text.indexOf("\n");
    // Leaving the loop stops reading: the rest of the input is not ours.
    if (end >= 0) return text.slice(0, end).replace(/\r$/, "");
  }
  return text.length ? text.replace(/\r$/, "") : null;
}

/** One line typed at the terminal, nothing echoed. Ctrl-C or Ctrl-D cancels. */
export function promptHidden(prompt: string, input: NodeJS.ReadStream = process.stdin, echo: NodeJS.WritableStream = process.stderr): Promise<string> {
  let muted = false;
  // readline echoes every key (and redraws the line) through its output: ours drops it all while muted.
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) echo.write(chunk, encoding);
      done();
    },
  });
  const rl = readline.createInterface({ input, output, terminal: true, historySize: 0 });
  return new Promise<string>((resolve, reject) => {
    let answered = false;
    rl.on("SIGINT", () => rl.close());
    rl.on("close", () => {
      muted = false;
      echo.write("\n");
      if (!answered) reject(new PasswordInputError("Cancelled: no password was entered. Nothing was changed."));
    });
    echo.write(prompt);
    muted = true;
    rl.question("", (answer) => {
      answered = true;
      rl.close();
      resolve(answer);
    });
  });
}
