import { join } from "node:path";
import {
  type CombatState,
  type Declaration,
  type FightEvent,
  fightState,
  foldMut,
} from "@d20/core";
import { loadScenarioFile, playScenario } from "@d20/scenario";
import { describe, expect, it } from "vitest";
import { formatStateView, stateView, TABLE_WIDTH } from "../src/show/stateView.ts";
import { displayWidth } from "../src/show/textTable.ts";
import { ROOT } from "./d20.ts";
import { heroAndGob } from "./playedFight.ts";

const READIED = join(ROOT, "examples/scenarios/readied-vs-caster.json");

/** The readied-vs-caster fight as it stood just before seq `seq`, and its events. */
function readiedBefore(seq: number): { state: CombatState; events: readonly FightEvent[] } {
  const s = loadScenarioFile(READIED);
  const { events } = playScenario(s);
  const state = fightState(s.header);
  foldMut(
    state,
    events.filter((e) => e.seq < seq),
  );
  return { state, events };
}

const row = (lines: readonly string[], id: string) =>
  lines.findIndex((l) => new RegExp(`^\\S?\\s+\\d+\\s+\\d+\\s+${id}\\s`).test(l));

describe("the state table shows what a tracker shows (issue 20; dnd35 防御等级ARMOR CLASS, 准备READY, 延迟DELAY)", () => {
  it("given the readied-vs-caster fight before each attack roll, when the table is built, then each target's AC, touch AC and flat-footed AC are the numbers the attack rolls against (dnd35 防御等级ARMOR CLASS, 接触攻击Touch Attacks, 措手不及Flat-Footed)", () => {
    const { events } = readiedBefore(0);
    // The rolls as the log holds them (dnd35's own event, which the engine's union does not name).
    const rolls = events
      .filter((e) => (e.type as string) === "AttackResolved")
      .slice(0, 2) as unknown as readonly {
      seq: number;
      data: { target: string; rule: string; acTotal: number };
    }[];
    expect(rolls.map((e) => [e.data.target, e.data.rule, e.data.acTotal])).toEqual([
      ["Bram", "dnd35.touchAttack", 10],
      ["Ysolde", "dnd35.attackRoll", 12],
    ]);
    const bram = stateView(readiedBefore(rolls[0]!.seq).state).combatants.find(
      (c) => c.id === "Bram",
    );
    // Flat-footed until his first turn: his AC is his flat-footed AC, and so is his touch AC's.
    expect(bram?.ac).toEqual(["16", "10", "16"]);
    const ysolde = stateView(readiedBefore(rolls[1]!.seq).state).combatants.find(
      (c) => c.id === "Ysolde",
    );
    expect(ysolde?.ac).toEqual(["12", "12", "10"]);
  });

  it("given Bram's readied attack set off as Ysolde casts, when the table is shown, then it says what Bram readied and against what, that Ysolde is casting, and who is asked what — within 100 columns (dnd35 准备READY, 施法Cast a Spell)", () => {
    const { events } = readiedBefore(0);
    const opened = events.find((e) => e.type === "WindowOpened" && e.data.window === "readied")!;
    const at = readiedBefore(opened.seq + 1).state;
    const lines = formatStateView(stateView(at), at.ruleset.id);
    const text = lines.join("\n");
    expect(text).toMatch(/readied: Attack when Ysolde casts/);
    expect(text).toMatch(/casting magic-missile → Bram/);
    expect(lines.at(-1)).toBe(
      "awaiting: Bram to fire or hold its readied action, set off by Ysolde",
    );
    expect(lines[row(lines, "Bram")]).toMatch(/\s17 \(t 11, ff 16\)\s/);
    for (const l of lines) expect(displayWidth(l)).toBeLessThanOrEqual(TABLE_WIDTH);
  });

  it("given a hero walking away from an awake foe, when the foe is asked in the window, then the table's last line says who is to take or decline an attack of opportunity on whom (dnd35 借机攻击ATTACKS OF OPPORTUNITY)", () => {
    const away = { by: "hero", decl: { kind: "Move", path: [{ x: 0, y: 1 }] } as Declaration };
    const state = heroAndGob("tracker-window", { x: 2, y: 1 }, [away], true);
    expect(formatStateView(stateView(state), state.ruleset.id).at(-1)).toBe(
      "awaiting: gob to take or decline an attack of opportunity on hero",
    );
  });

  it("given a hero who delays, when the table is shown, then the hero's row says it is delaying and until when (dnd35 延迟DELAY)", () => {
    const delay = { by: "hero", decl: { kind: "Delay", after: "gob" } as Declaration };
    const state = heroAndGob("tracker-delay", { x: 9, y: 9 }, [delay]);
    const view = stateView(state);
    expect(view.combatants.find((c) => c.id === "hero")?.doing).toEqual([
      "delaying until after gob",
    ]);
    expect(formatStateView(view, state.ruleset.id).join("\n")).toContain(
      "delaying until after gob",
    );
  });
});
