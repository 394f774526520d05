import { join } from "node:path";
import type { FightEvent } from "@d20/core";
import { registry } from "@d20/core";
import { parseLog, serializeLog, type UnsealedEvent } from "@d20/events";
import { verify } from "@d20/replay";
import { loadScenarioFile, playScenario, scenarioToLog } from "@d20/scenario";
import { describe, expect, it } from "vitest";
import { d20, GOLDEN, ROOT, SUBPROCESS_TIMEOUT } from "./d20.ts";

const DELAY_WINDOW = join(ROOT, "packages/cli/test/fixtures/delay-window.json");

describe.concurrent("a delay window is told as one (dnd35 延迟DELAY)", SUBPROCESS_TIMEOUT, () => {
  it("given a fighter that delays and waits, when run, then each delay window is told as asking whether to step in, and the answers as waiting and stepping in", async () => {
    const r = await d20(["run", DELAY_WINDOW]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(
      [
        "  ⏳ delay window: gob1's turn is over; hero may step in now or go on waiting",
        "    hero goes on waiting",
        "  delay window closes",
      ].join("\n"),
    );
    expect(r.stdout).toContain("    hero steps in from its delay: it acts at count 3 from now on");
    expect(r.stdout).not.toMatch(/readied action may fire|hero declines/);
  });

  it("given the golden fight branched with the archer delaying, when branched, then the branch's narration tells delay windows, not readied actions", async () => {
    const r = await d20([
      "branch",
      GOLDEN,
      "--at",
      "54",
      "--replace",
      '55={"kind":"Delay"}',
      "--lines",
      "0",
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(
      "  红-弓手 declares Delay until it chooses to step in (asked after each later turn)",
    );
    expect(r.stdout).toMatch(/^ {2}⏳ delay window: \S+'s turn is over; 红-弓手 may step in now/m);
    expect(r.stdout).toMatch(/^ {4}红-弓手 steps in from its delay: it acts at count \d+/m);
    expect(r.stdout).not.toContain("readied action may fire");
  });

  it("given a log where another creature answers in the fighter's delay window, when audited, then the finding names the delay window and counts no attacks of opportunity", () => {
    const scenario = loadScenarioFile(DELAY_WINDOW);
    const log = parseLog(scenarioToLog(playScenario(scenario), scenario.header), {
      catalogue: registry.catalogue,
    }).events as unknown as UnsealedEvent[];
    const opened = log.find(
      (e) => e.type === "WindowOpened" && (e.data as { window: string }).window === "delay",
    )!;
    const answer = log.findIndex(
      (e) => e.seq > opened.seq && e.type === "Declared" && (e as FightEvent).data !== undefined,
    );
    const forged = log.map((e, i) =>
      i === answer ? { ...e, data: { ...(e.data as object), by: "gob2" } } : e,
    );
    const report = verify(serializeLog(forged).text);
    const first = report.findings[0];
    expect(first).toMatchObject({ kind: "violation", by: "gob2", code: "notAsked" });
    const message = (first as { message: string }).message;
    expect(message).toContain(`the delay window opened at seq ${opened.seq} asks hero`);
    expect(message).not.toContain("attack");
  });
});
