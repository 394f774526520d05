import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { duration, eta, progressReporter } from "../../src/show/progress.ts";

// A stream that keeps what was written, a terminal or not.
function sink(tty: boolean): { stream: NodeJS.WritableStream; text: () => string } {
  const stream = new PassThrough();
  let text = "";
  stream.on("data", (b: Buffer) => {
    text += b.toString("utf8");
  });
  if (tty) Object.assign(stream, { isTTY: true });
  return { stream, text: () => text };
}

describe("whatif's progress says how long is left", () => {
  it("given a quarter done in 10 s, when the bar is drawn on a terminal, then it shows ETA 30s, and nothing once all is done", async () => {
    let now = 1_000;
    const out = sink(true);
    const progress = progressReporter(out.stream, "whatif", () => now);
    now += 10_000;
    progress.update(25, 100);
    now += 30_000;
    progress.update(100, 100);
    progress.finish();
    await new Promise((r) => setImmediate(r));
    const [quarter, all] = out
      .text()
      .split("\r")
      .filter((s) => s !== "");
    expect(quarter).toMatch(/^whatif \[#{8} {22}\] 25% 25\/100 ETA 30s/);
    expect(all).not.toContain("ETA");
  });

  it("given no terminal, when a tenth is passed, then its line carries the ETA; nothing is estimated before the first run is done", async () => {
    let now = 0;
    const out = sink(false);
    const progress = progressReporter(out.stream, "whatif", () => now);
    progress.update(0, 40);
    now = 90_000;
    progress.update(4, 40);
    await new Promise((r) => setImmediate(r));
    expect(out.text()).toBe("whatif: 0% (0/40)\nwhatif: 10% (4/40) ETA 13m30s\n");
  });

  it("given durations, then they read as seconds, minutes and seconds, hours and minutes", () => {
    expect(duration(45)).toBe("45s");
    expect(duration(65)).toBe("1m05s");
    expect(duration(7380)).toBe("2h03m");
    expect(eta(1000, 0, 10)).toBe("");
  });
});
