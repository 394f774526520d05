/**
 * Progress on stderr: on a terminal, a bar rewritten in place; otherwise a plain line at each
 * tenth (logs and CI keep a readable trail, no carriage returns). Both say how long is left,
 * estimated from the pace so far (`now` is the clock, in milliseconds; a test gives its own).
 */
export function progressReporter(
  stream: NodeJS.WriteStream | NodeJS.WritableStream,
  label: string,
  now: () => number = Date.now,
): { update(done: number, total: number): void; finish(): void } {
  const tty = "isTTY" in stream && stream.isTTY === true;
  const started = now();
  let lastTenth = -1;
  let drawn = false;
  return {
    update(done, total) {
      const fraction = total === 0 ? 1 : done / total;
      const percent = Math.floor(fraction * 100);
      const left = eta(now() - started, done, total);
      if (tty) {
        const width = 30;
        const full = Math.round(fraction * width);
        stream.write(
          `\r${label} [${"#".repeat(full)}${" ".repeat(width - full)}] ${percent}% ${done}/${total}${left}\x1b[K`,
        );
        drawn = true;
        return;
      }
      const tenth = Math.floor(fraction * 10);
      if (tenth === lastTenth) return;
      lastTenth = tenth;
      stream.write(`${label}: ${percent}% (${done}/${total})${left}\n`);
    },
    finish() {
      if (drawn) stream.write("\n");
    },
  };
}

/** ` ETA 1m05s` from the time spent on `done` of `total`; nothing before the first is done. */
export function eta(elapsedMs: number, done: number, total: number): string {
  if (done <= 0 || done >= total) return "";
  const seconds = Math.ceil(((elapsedMs / done) * (total - done)) / 1000);
  return ` ETA ${duration(seconds)}`;
}

/** `45s`, `1m05s`, `2h03m`. */
export function duration(seconds: number): string {
  if (seconds < 60) return `${seconds}s`;
  const m = Math.floor(seconds / 60);
  if (m < 60) return `${m}m${String(seconds % 60).padStart(2, "0")}s`;
  return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, "0")}m`;
}
