import { createInterface, type Interface } from "node:readline";

/**
 * Reads a person's answers one line at a time (node:readline): `ask` shows a prompt and resolves
 * with the next line, or with undefined once the input has ended (Ctrl-D, a closed pipe).
 */
export class Prompter {
  private readonly rl: Interface;
  private readonly lines: string[] = [];
  private waiting: ((line: string | undefined) => void) | undefined;
  private closed = false;

  constructor(input: NodeJS.ReadableStream, output: NodeJS.WritableStream) {
    this.rl = createInterface({
      input,
      output,
      terminal: (output as { isTTY?: boolean }).isTTY === true,
    });
    this.rl.on("line", (line) => {
      const w = this.waiting;
      this.waiting = undefined;
      if (w === undefined) this.lines.push(line);
      else w(line);
    });
    this.rl.on("close", () => {
      this.closed = true;
      this.waiting?.(undefined);
      this.waiting = undefined;
    });
  }

  /** Shows `prompt` and waits for the next line (trimmed). */
  ask(prompt: string): Promise<string | undefined> {
    const queued = this.lines.shift();
    if (queued !== undefined) return Promise.resolve(queued.trim());
    if (this.closed) return Promise.resolve(undefined);
    this.rl.setPrompt(prompt);
    this.rl.prompt();
    return new Promise((resolve) => {
      this.waiting = (line) => resolve(line?.trim());
    });
  }

  /** Stops reading. */
  close(): void {
    this.rl.close();
  }
}
