import { execFileSync } from "node:child_process";

/**
 * A real terminal for a test: a detached tmux session on a server of its own (`-L`), so a test
 * types into the CLI as a person would and reads the screen. `close` ends only that server.
 */
export class Terminal {
  private readonly socket = `d20-test-${process.pid}-${Date.now()}`;

  constructor(command: string, cwd: string) {
    this.tmux("new-session", "-d", "-s", "t", "-x", "160", "-y", "50", "-c", cwd, command);
    this.tmux("set-option", "-t", "t", "remain-on-exit", "on");
  }

  /** Everything the terminal has shown, history included, one string per line. */
  lines(): string[] {
    return this.tmux("capture-pane", "-p", "-J", "-S", "-", "-t", "t")
      .split("\n")
      .map((l) => l.trimEnd());
  }

  /** Types `text` and presses Enter. */
  type(text: string): void {
    this.tmux("send-keys", "-t", "t", "-l", text);
    this.tmux("send-keys", "-t", "t", "Enter");
  }

  /**
   * Waits until `ready` holds for the screen's lines; throws with the screen after `ms`, a guard
   * against a hang (inside the unit project's ten minutes), not a speed limit.
   */
  async waitFor(ready: (lines: string[]) => boolean, ms = 540_000): Promise<string[]> {
    const until = Date.now() + ms;
    for (;;) {
      const lines = this.lines();
      if (ready(lines)) return lines;
      if (Date.now() > until)
        throw new Error(`terminal timed out; screen:\n${lines.slice(-40).join("\n")}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Ends this terminal's tmux server (and the process in it). */
  close(): void {
    try {
      this.tmux("kill-server");
    } catch {
      // already gone
    }
  }

  private tmux(...args: string[]): string {
    return execFileSync("tmux", ["-L", this.socket, ...args], { encoding: "utf8" });
  }
}

/** The last non-empty line on screen. */
export function lastLine(lines: readonly string[]): string {
  for (let i = lines.length - 1; i >= 0; i--) if (lines[i] !== "") return lines[i]!;
  return "";
}

/**
 * Waits for the next time `prompt` is asked on `t` (or for the command's `EXIT=` line), counting
 * the prompts seen so far; each call waits for one more.
 */
export function promptCounter(t: Terminal, prompt: string): () => Promise<string[]> {
  let asked = 0;
  return async () => {
    const lines = await t.waitFor(
      (ls) =>
        ls.some((l) => l.startsWith("EXIT=")) ||
        (lastLine(ls) === prompt && ls.filter((l) => l.startsWith(prompt)).length > asked),
    );
    asked = lines.filter((l) => l.startsWith(prompt)).length;
    return lines;
  };
}
