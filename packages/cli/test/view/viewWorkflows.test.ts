import { spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { diffBranches, openReplay } from "@d20/replay";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readLineageFile } from "../../src/log/readLineageFile.ts";
import { writeDamagedLogs } from "../corruptLogs.ts";
import { ROOT, SUBPROCESS_TIMEOUT } from "../d20.ts";
import { runD20 } from "../trust/runD20.ts";
import { ARTIFACTS, byId, launch, openPage, seek, tokensOf } from "./browser.ts";

const FLANK = join(ROOT, "examples/golden/scenarios/delay-flank.jsonl");
const BATTLEFIELD = join(ROOT, "examples/golden/battlefield-4v4.jsonl");

describe(
  "d20 view: branches, what-if, language, sharing, damage, the server",
  SUBPROCESS_TIMEOUT,
  () => {
    let browser: Browser;
    const dir = mkdtempSync(join(tmpdir(), "d20-view-"));
    const parent = join(dir, "delay-flank.jsonl");
    const branch = join(dir, "flank-defends.jsonl");
    beforeAll(async () => {
      browser = await launch();
      copyFileSync(FLANK, parent);
      const r = await runD20([
        "branch",
        parent,
        "--at",
        "28",
        "--replace",
        '29={"kind":"TotalDefense"}',
        "-o",
        branch,
      ]);
      expect(r.code, r.stderr).toBe(0);
    });
    afterAll(async () => {
      await browser?.close();
    });

    it("given a branch, when viewed, then it opens beside its parent: the lineage tree, both maps on one seq, the fork point and first divergence marked, the end-state diff", async () => {
      const out = join(dir, "branch.html");
      expect((await runD20(["view", branch, "--export", out])).code).toBe(0);
      const diff = diffBranches(await readLineageFile(parent), await readLineageFile(branch));
      const { page, errors } = await openPage(
        browser,
        `${pathToFileURL(out).href}#view=branches&seq=40`,
      );
      await page.waitForSelector("[data-testid=branches]");
      expect(
        await page.$$eval("[data-branch]", (els) => els.map((e) => e.getAttribute("data-branch"))),
      ).toEqual(["delay-flank", "flank-defends"]);
      expect(await page.getAttribute("[data-testid=fork-point]", "data-seq")).toBe(
        String(diff.forkPoint),
      );
      expect(await page.getAttribute("[data-testid=first-divergence]", "data-seq")).toBe(
        String(diff.firstDivergent!.seq),
      );
      expect(
        await page.$$eval("[data-column]", (els) =>
          els.map((e) => [e.getAttribute("data-fight"), e.getAttribute("data-seq")]),
        ),
      ).toEqual([
        ["delay-flank", "40"],
        ["flank-defends", "40"],
      ]);
      const changed = await page.$$eval("[data-combatant]", (els) =>
        els.map((e) => [
          e.getAttribute("data-combatant"),
          e.querySelector(".changed-fields")?.textContent ?? "",
        ]),
      );
      expect(changed).toEqual(diff.combatants.map((c) => [c.id, c.changed.join(", ")]));
      // Clicking the first divergence takes both sides there.
      await page.click("[data-testid=first-divergence]");
      await page.waitForSelector(`[data-column=right][data-seq="${diff.firstDivergent!.seq}"]`);
      await page.screenshot({ path: join(ARTIFACTS, "branches.png"), fullPage: true });
      expect(errors).toEqual([]);
      await page.close();
    });

    it("given a what-if saved with --json --out, when viewed, then its win rates, chances of dying, rounds and paired difference are charted with the document's figures", async () => {
      const doc = join(dir, "whatif.json");
      const r = await runD20([
        "whatif",
        parent,
        "--at",
        "28",
        "--replace",
        '29={"kind":"TotalDefense"}',
        "--compare",
        "-n",
        "40",
        "--json",
        "--out",
        doc,
      ]);
      expect(r.code, r.stderr).toBe(0);
      const saved = JSON.parse(readFileSync(doc, "utf8"));
      const out = join(dir, "whatif.html");
      expect((await runD20(["view", parent, "--whatif", doc, "--export", out])).code).toBe(0);
      const { page, errors } = await openPage(browser, `${pathToFileURL(out).href}#view=whatif`);
      await page.waitForSelector("[data-testid=whatif]");
      for (const [side, s] of Object.entries(saved.edited.summary.sides) as [
        string,
        { winRate: { estimate: number } },
      ][])
        expect(
          Number(await page.getAttribute(`[data-testid=winrate-${side}]`, "data-estimate")),
        ).toBe(s.winRate.estimate);
      for (const [id, o] of Object.entries(saved.edited.summary.combatants) as [
        string,
        { dies: { estimate: number } },
      ][])
        expect(Number(await page.getAttribute(`[data-testid=dies-${id}]`, "data-estimate"))).toBe(
          o.dies.estimate,
        );
      const bars = await page.$$eval("[data-rounds]", (els) =>
        els.map((e) => ({
          rounds: Number(e.getAttribute("data-rounds")),
          runs: Number(e.getAttribute("data-runs")),
        })),
      );
      expect(bars).toEqual(saved.edited.summary.roundsDistribution.histogram);
      for (const [side, metrics] of Object.entries(saved.paired) as [
        string,
        Record<string, { estimate: number }>,
      ][])
        for (const [metric, v] of Object.entries(metrics))
          expect(
            Number(
              await page.getAttribute(`[data-testid=paired-${side}-${metric}]`, "data-estimate"),
            ),
          ).toBe(v.estimate);
      await page.screenshot({ path: join(ARTIFACTS, "whatif.png"), fullPage: true });
      expect(errors).toEqual([]);
      await page.close();
    });

    it("given a sweep saved with --out, when viewed, then each entry's win rates are charted with the document's figures", async () => {
      const sweep = join(dir, "sweep.json");
      writeFileSync(
        sweep,
        JSON.stringify([
          {
            label: "defend",
            edits: [
              {
                kind: "replaceDeclaration",
                seq: 29,
                with: { by: "Grul", decl: { kind: "TotalDefense" } },
              },
            ],
          },
          { label: "as-played", edits: [] },
        ]),
      );
      const doc = join(dir, "sweep-out.json");
      const r = await runD20([
        "whatif",
        parent,
        "--at",
        "28",
        "--sweep",
        sweep,
        "-n",
        "20",
        "--out",
        doc,
      ]);
      expect(r.code, r.stderr).toBe(0);
      const saved = JSON.parse(readFileSync(doc, "utf8")) as {
        sweep: {
          label: string;
          summary: { sides: Record<string, { winRate: { estimate: number } }> };
        }[];
      };
      const out = join(dir, "sweep.html");
      expect((await runD20(["view", parent, "--whatif", doc, "--export", out])).code).toBe(0);
      const { page, errors } = await openPage(browser, `${pathToFileURL(out).href}#view=whatif`);
      await page.waitForSelector("[data-testid=sweep]");
      for (const e of saved.sweep)
        for (const [side, s] of Object.entries(e.summary.sides))
          expect(
            Number(
              await page.getAttribute(`[data-testid="sweep-${e.label}-${side}"]`, "data-estimate"),
            ),
          ).toBe(s.winRate.estimate);
      expect(errors).toEqual([]);
      await page.close();
    });

    it("given a page in English, when the language is switched, then its words are Chinese, the address keeps the choice, and switching back restores English", async () => {
      const out = join(dir, "lang.html");
      expect((await runD20(["view", BATTLEFIELD, "--export", out])).code).toBe(0);
      const { page, errors } = await openPage(browser, pathToFileURL(out).href);
      expect(await page.textContent("[data-view=fight]")).toBe("Fight");
      await page.click("[data-testid=lang]");
      await page.waitForSelector(".app.lang-zh");
      expect(await page.textContent("[data-view=fight]")).toBe("战斗");
      expect(await page.textContent("[data-testid=tracker] h2")).toContain("先攻");
      // The tracker's columns are the ruleset's, from its Chinese catalogue.
      expect(await page.textContent("[data-testid=tracker] thead")).toContain("状态");
      expect(await page.textContent("[data-testid=tracker] [data-col=state]")).toBe("正常");
      // The narration is the CLI's, in Chinese: the same lines with the same seqs.
      const seqsOf = () =>
        page.$$eval("[data-testid=event-log] [data-seq]", (els) =>
          els.map((e) => e.getAttribute("data-seq")),
        );
      const zhSeqs = await seqsOf();
      expect(await page.textContent("[data-testid=event-log]")).toContain("战斗开始。");
      await expect.poll(() => page.url(), { timeout: 300_000 }).toContain("lang=zh");
      await page.screenshot({ path: join(ARTIFACTS, "chinese.png"), fullPage: true });
      await page.click("[data-testid=lang]");
      await page.waitForSelector(".app.lang-en");
      expect(await page.textContent("[data-view=fight]")).toBe("Fight");
      expect(await seqsOf()).toEqual(zhSeqs);
      expect(await page.textContent("[data-testid=event-log]")).toContain("Combat begins.");
      expect(errors).toEqual([]);
      await page.close();
    });

    it("given an exported file, when opened with every request refused, then it shows the fight and asked for nothing but itself", async () => {
      const out = join(dir, "shared.html");
      expect((await runD20(["view", BATTLEFIELD, "--export", out])).code).toBe(0);
      const context = await browser.newContext({ offline: true });
      const page = await context.newPage();
      const requests: string[] = [];
      const errors: string[] = [];
      page.on("request", (r) => requests.push(r.url()));
      page.on("pageerror", (e) => errors.push(e.message));
      await page.route("**/*", (route) =>
        route.request().url().startsWith("file:") ? route.continue() : route.abort(),
      );
      await page.goto(`${pathToFileURL(out).href}#seq=30`);
      await page.waitForSelector("[data-token]");
      expect(new Set(requests.map((u) => u.split("#")[0]))).toEqual(
        new Set([pathToFileURL(out).href]),
      );
      expect((await tokensOf(page)).length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("given a log damaged at a line and one with an unknown event type, when viewed, then each opens with its damage and the audit's finding at that line, and the unread lines shown raw", async () => {
      const damaged = writeDamagedLogs(BATTLEFIELD, dir);
      for (const kind of ["flipped", "unknown"] as const) {
        const out = join(dir, `${kind}.html`);
        const r = await runD20(["view", damaged[kind]!, "--export", out]);
        expect(r.code, r.stderr).toBe(0);
        const { page, errors } = await openPage(browser, pathToFileURL(out).href);
        const line = Number(await page.getAttribute("[data-testid=damage]", "data-line"));
        const text = readFileSync(damaged[kind]!, "utf8").split("\n");
        expect(line).toBeGreaterThan(1);
        // The fight up to the damage is shown; the damaged line and every later one are there as written.
        expect((await tokensOf(page)).length).toBeGreaterThan(0);
        const raw = await page.$$eval("[data-testid=raw-lines] [data-line]", (els) =>
          els.map((e) => Number(e.getAttribute("data-line"))),
        );
        expect(raw[0]).toBe(line);
        expect(raw.length).toBe(text.length - line);
        expect(await page.textContent(`[data-testid=raw-lines] [data-line="${line}"] code`)).toBe(
          text[line - 1],
        );
        const findings = await page.textContent("[data-testid=findings]");
        expect(findings).toContain(`${line}`);
        await page.screenshot({ path: join(ARTIFACTS, `damaged-${kind}.png`), fullPage: true });
        expect(errors).toEqual([]);
        await page.close();
      }
    });

    it("given a scenario, and a fight in a file store, when viewed, then the scenario is played first and the stored stream is read through the store, each the same fight as run writes", async () => {
      const scenario = join(ROOT, "examples/scenarios/goblin-ambush.json");
      const log = join(dir, "ambush.jsonl");
      expect((await runD20(["run", scenario, "--out", log, "--quiet"])).code).toBe(0);
      const store = `file:${join(dir, "store")}`;
      expect(
        (await runD20(["run", scenario, "--store", store, "--id", "ambush", "--quiet"])).code,
      ).toBe(0);
      const replay = openReplay(readFileSync(log, "utf8"));
      for (const args of [[scenario], ["--store", store, "--id", "ambush"]]) {
        const out = join(dir, `${args.length}.html`);
        const r = await runD20(["view", ...args, "--export", out]);
        expect(r.code, r.stderr).toBe(0);
        const { page, errors } = await openPage(browser, pathToFileURL(out).href);
        await seek(page, replay.lastSeq);
        const end = replay.stateAt(replay.lastSeq);
        expect(await tokensOf(page)).toEqual(
          byId(
            end.roster.map((id) => ({
              id,
              x: end.combatants[id]!.position.x,
              y: end.combatants[id]!.position.y,
              hp: end.combatants[id]!.vitals.hp,
            })),
          ),
        );
        expect(errors).toEqual([]);
        await page.close();
      }
    });

    it("given a bad --whatif file or an --export that exists, when viewed, then one line names the file and nothing is written over (exit 2)", async () => {
      const bad = join(dir, "bad.json");
      writeFileSync(bad, "{ nope");
      const r = await runD20([
        "view",
        BATTLEFIELD,
        "--whatif",
        bad,
        "--export",
        join(dir, "never.html"),
      ]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`--whatif ${bad}: not JSON`);
      expect(existsSync(join(dir, "never.html"))).toBe(false);
      const kept = join(dir, "kept.html");
      writeFileSync(kept, "mine");
      const again = await runD20(["view", BATTLEFIELD, "--export", kept]);
      expect(again.code).toBe(2);
      expect(again.stderr).toContain("--overwrite");
      expect(readFileSync(kept, "utf8")).toBe("mine");
    });

    it("given d20 view LOG, when started, then it prints its loopback address and serves the page, its script and the fight; Ctrl-C stops it with exit 0", async () => {
      const child = spawn(
        process.execPath,
        [join(ROOT, "packages/cli/bin/d20.js"), "view", BATTLEFIELD],
        {
          cwd: ROOT,
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      let stdout = "";
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on("data", (b: Buffer) => {
          stdout += b.toString();
          const m = stdout.match(/http:\/\/127\.0\.0\.1:\d+\//);
          if (m) resolve(m[0]);
        });
        child.once("exit", (code) => reject(new Error(`d20 view exited ${code}: ${stdout}`)));
      });
      const data = (await (await fetch(`${url}data.json`)).json()) as {
        fights: { name: string }[];
      };
      expect(data.fights.map((f) => f.name)).toEqual(["battlefield-4v4"]);
      expect((await fetch(`${url}nothing`)).status).toBe(404);
      const { page, errors } = await openPage(browser, `${url}#seq=20`);
      await page.waitForSelector("[data-token]");
      expect((await tokensOf(page)).length).toBe(8);
      expect(errors).toEqual([]);
      await page.close();
      const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
      child.kill("SIGINT");
      expect(await exited).toBe(0);
    });
  },
);
