import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { CombatState } from "@d20/core";
import { explain, openReplay } from "@d20/replay";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, SUBPROCESS_TIMEOUT } from "../d20.ts";
import { runD20 } from "../trust/runD20.ts";
import { ARTIFACTS, byId, launch, openPage, seek, tokensOf } from "./browser.ts";

const SCENARIOS = join(ROOT, "examples/golden/scenarios");
/** Every golden log: the battlefield and each example scenario's. */
const GOLDENS = [
  join(ROOT, "examples/golden/battlefield-4v4.jsonl"),
  ...readdirSync(SCENARIOS)
    .filter((f) => f.endsWith(".jsonl"))
    .sort()
    .map((f) => join(SCENARIOS, f)),
];

/** The tracker's order as the engine has it: the initiative order, then who has not rolled. */
function engineOrder(state: CombatState): string[] {
  const ordered = state.order.map((e) => e.id);
  return [...ordered, ...state.roster.filter((id) => !ordered.includes(id))];
}

/** The first seq whose explanation has a breakdown (an attack, a check, damage). */
function firstBreakdown(text: string, last: number): number | undefined {
  for (let s = 1; s <= last; s++) if (explain(text, s).breakdowns.length > 0) return s;
  return undefined;
}

describe("d20 view: the golden logs in a real browser", SUBPROCESS_TIMEOUT, () => {
  let browser: Browser;
  const dir = mkdtempSync(join(tmpdir(), "d20-view-"));
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [i, golden] of GOLDENS.entries()) {
    const name = `${i}-${basename(golden, ".jsonl")}`;
    it(`given ${name}, when exported and scrubbed to seqs across the fight, then the map's tokens, the tracker's order and the inspector's totals are the engine's at each seq`, async () => {
      const text = readFileSync(golden, "utf8");
      const replay = openReplay(text);
      const last = replay.lastSeq;
      const out = join(dir, `${name}.html`);
      const r = await runD20(["view", golden, "--export", out]);
      expect(r.code, r.stderr).toBe(0);
      const { page, errors } = await openPage(browser, pathToFileURL(out).href);
      const broken = firstBreakdown(text, last);
      const seqs = [
        ...new Set([
          0,
          1,
          Math.round(last / 3),
          Math.round((2 * last) / 3),
          last,
          ...(broken ? [broken] : []),
        ]),
      ];
      for (const seq of seqs) {
        await seek(page, seq);
        const state = replay.stateAt(seq);
        const tokens = await tokensOf(page);
        expect(tokens, `tokens at seq ${seq}`).toEqual(
          byId(
            state.roster.map((id) => {
              const c = state.combatants[id]!;
              return { id, x: c.position.x, y: c.position.y, hp: c.vitals.hp };
            }),
          ),
        );
        const rows = await page.$$eval("[data-row]", (els) =>
          els.map((e) => e.getAttribute("data-row")),
        );
        expect(rows, `tracker at seq ${seq}`).toEqual(engineOrder(state));
        const counts = await page.$$eval("[data-count]", (els) => els.map((e) => e.textContent));
        expect(counts).toEqual(
          engineOrder(state).map((id) =>
            String(state.order.find((o) => o.id === id)?.count ?? "–"),
          ),
        );
        if (seq > 0) await expectInspector(page, text, seq);
      }
      if (broken !== undefined) {
        await seek(page, broken);
        await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
      }
      // The map and the tracker a third of the way in (the README shows the battlefield's).
      await seek(page, Math.round(last / 3));
      await page.locator(".map-box").screenshot({ path: join(ARTIFACTS, `${name}-map.png`) });
      await page
        .locator("[data-testid=tracker]")
        .screenshot({ path: join(ARTIFACTS, `${name}-tracker.png`) });
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it("given a golden log, when stepped with the keyboard, then ←/→ move an event, Shift a turn, PageUp/PageDown a round, Home/End the ends", async () => {
    const golden = GOLDENS[0]!;
    const replay = openReplay(readFileSync(golden, "utf8"));
    const out = join(dir, "keys.html");
    expect((await runD20(["view", golden, "--export", out])).code).toBe(0);
    const { page, errors } = await openPage(browser, pathToFileURL(out).href);
    const at = async () =>
      Number((await page.textContent("[data-testid=seq]"))!.match(/(\d+) \//)![1]);
    const press = async (key: string, seq: number) => {
      await page.keyboard.press(key);
      await expect.poll(at, { message: `${key} → seq ${seq}`, timeout: 300_000 }).toBe(seq);
    };
    const roundStarts = replay.rounds.map((x) => x.start);
    await press("End", replay.lastSeq);
    await press("Home", 0);
    await press("ArrowRight", 1);
    await press("PageDown", roundStarts[0]!);
    const turn = replay.turns.find((t) => t.start > roundStarts[0]!)!.start;
    await press("Shift+ArrowRight", turn);
    await press("ArrowLeft", turn - 1);
    await press("PageUp", roundStarts.filter((s) => s < turn - 1).at(-1) ?? 0);
    await press(
      "PageDown",
      roundStarts.find((s) => s > (roundStarts.filter((x) => x < turn - 1).at(-1) ?? 0))!,
    );
    // The address holds the moment: a reload opens the same seq.
    const here = await at();
    await expect.poll(() => page.url(), { timeout: 300_000 }).toContain(`seq=${here}`);
    await page.reload();
    await expect.poll(at, { timeout: 300_000 }).toBe(here);
    expect(errors).toEqual([]);
    await page.close();
  });
});

async function expectInspector(page: Page, text: string, seq: number): Promise<void> {
  const e = explain(text, seq);
  await page.waitForSelector(`[data-testid=explanation][data-seq="${seq}"]`);
  const totals = await page.$$eval("[data-breakdown]", (els) =>
    els.map((el) => ({
      name: el.getAttribute("data-breakdown"),
      total: Number(el.getAttribute("data-total")),
    })),
  );
  expect(totals, `inspector at seq ${seq}`).toEqual(
    e.breakdowns.map((b) => ({ name: b.name, total: b.total })),
  );
}
