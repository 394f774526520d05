/**
 * Progress on stderr: on a terminal, a bar rewritten in place; otherwise a plain line at each
 * tenth (logs and CI keep a readable trail, no carriage returns).
 */
export function progressReporter(
  stream: NodeJS.WriteStream | NodeJS.WritableStream,
  label: string,
): { update(done: number, total: number): void; finish(): void } {
  const tty = "isTTY" in stream && stream.isTTY === true;
  let lastTenth = -1;
  let drawn = false;
  return {
    update(done, total) {
      const fraction = total === 0 ? 1 : done / total;
      const percent = Math.floor(fraction * 100);
      if (tty) {
        const width = 30;
        const full = Math.round(fraction * width);
        stream.write(
          `\r${label} [${"#".repeat(full)}${" ".repeat(width - full)}] ${percent}% ${done}/${total}`,
        );
        drawn = true;
        return;
      }
      const tenth = Math.floor(fraction * 10);
      if (tenth === lastTenth) return;
      lastTenth = tenth;
      stream.write(`${label}: ${percent}% (${done}/${total})\n`);
    },
    finish() {
      if (drawn) stream.write("\n");
    },
  };
}
