import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { codecCatalogue, serializeLog, type UnsealedEvent } from "@d20/events";
import { pageHtml } from "@d20/viewer";
import { chromium } from "playwright-core";
import { Replay } from "../packages/replay/src/seek/replay.ts";
import { longFight } from "./seek.bench.ts";

const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const SIZE = 10_000;
const STEPS = 300;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * The viewer scrubbing a 10,000-event log in headless Chromium: each step is a seq set in the
 * address and timed until the page shows it (the fold, the map, the tracker, the log drawn),
 * stepping an event at a time through the fight and seeking to random seqs. Beside it, the
 * engine's own seek of the same seqs in this process (the same snapshot spacing as the page's).
 */
export async function benchViewer(): Promise<void> {
  const { header, events } = longFight(SIZE);
  const head = { seq: 0, type: "Header", v: codecCatalogue.get("Header")!.current, data: header };
  const text = serializeLog([head, ...events] as unknown as UnsealedEvent[]).text;
  const script = readFileSync(join(import.meta.dirname, "../packages/cli/dist/viewer.js"), "utf8");
  const dir = mkdtempSync(join(tmpdir(), "d20-bench-viewer-"));
  const file = join(dir, "long.html");
  writeFileSync(
    file,
    pageHtml(
      "bench",
      { inline: script },
      { title: "bench", fights: [{ name: "long", text }], findings: [], lang: "en" },
    ),
  );
  let x = 4242;
  const random = () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return 1 + (x % events.length);
  };
  const starts = Array.from({ length: 6 }, random);
  const stepped = starts.flatMap((s) =>
    Array.from({ length: STEPS / starts.length }, (_, i) => Math.min(events.length - STEPS, s) + i),
  );
  const seeks = Array.from({ length: STEPS }, random);

  const replay = new Replay({ header, events }, { every: 32 });
  const engine = [...stepped, ...seeks].map((seq) => {
    const t = performance.now();
    replay.stateAt(seq);
    return performance.now() - t;
  });

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  try {
    // The exported page forbids eval by its content security policy; the timing loop is eval'd.
    const context = await browser.newContext({
      viewport: { width: 1400, height: 1000 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    const opened = performance.now();
    await page.goto(`${pathToFileURL(file).href}#seq=1`);
    await page.waitForSelector("[data-token]", { timeout: 600_000 });
    const openMs = performance.now() - opened;
    // Timed in the page: from setting the seq in the address to the page showing it laid out —
    // the hashchange read, the fold, Preact's render (a microtask after the app's listener) and
    // the layout it forces; the paint that follows is the browser's, not measured.
    const timeIn = (seqs: readonly number[]) =>
      page.evaluate(`(async (seqs) => {
        const shown = (s) => document.querySelector("[data-testid=seq]").textContent.includes(" " + s + " /");
        const out = [];
        for (const s of seqs) {
          const t = performance.now();
          const changed = new Promise((r) => addEventListener("hashchange", r, { once: true }));
          location.hash = "fight=0&view=fight&seq=" + s;
          await changed;
          while (!shown(s)) await new Promise((r) => setTimeout(r, 0));
          void document.body.offsetHeight;
          out.push(performance.now() - t);
          await new Promise((r) => requestAnimationFrame(() => r()));
        }
        return out;
      })(${JSON.stringify(seqs)})`) as Promise<number[]>;
    await timeIn(seeks.slice(0, 20));
    const step = (await timeIn(stepped)).sort((a, b) => a - b);
    const seek = (await timeIn(seeks)).sort((a, b) => a - b);
    const eng = engine.sort((a, b) => a - b);
    const p95 = (l: number[]) => `${percentile(l, 95).toFixed(1)} ms`;
    const goal =
      Math.max(percentile(step, 95), percentile(seek, 95)) <= 1000 / 60 ? "meets" : "MISSES";
    console.log(
      `${`viewer: ${events.length} events in Chromium (opened in ${(openMs / 1000).toFixed(1)} s)`.padEnd(58)} step p95 ${p95(step)}  seek p95 ${p95(seek)}  engine seek p95 ${p95(eng)}  ratio ${(percentile(seek, 95) / Math.max(1e-3, percentile(eng, 95))).toFixed(0)}x  (goal p95 ≤ 16.7 ms: ${goal})`,
    );
  } finally {
    await browser.close();
  }
}
