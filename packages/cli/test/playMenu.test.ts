import { readdirSync } from "node:fs";
import { join } from "node:path";
import {
  type CombatState,
  decideMut,
  fightState,
  isViolation,
  rulesets,
  windowsAhead,
} from "@d20/core";
import { canonicalJson, forcedDice, seededDice } from "@d20/events";
import { loadScenarioFile, playScenario } from "@d20/scenario";
import { describe, expect, it } from "vitest";
import { didYouMean } from "../src/play/didYouMean.ts";
import { type Choice, legalChoices } from "../src/play/legalChoices.ts";
import { MenuNumbers } from "../src/play/menuNumbers.ts";
import { formatMenu } from "../src/play/menuView.ts";
import { readAnswer } from "../src/play/readAnswer.ts";
import { ROOT } from "./d20.ts";
import { heroAndGob } from "./playedFight.ts";

const EXAMPLES = join(ROOT, "examples/scenarios");

/**
 * The states of every example fight in which a combatant is asked, with who is asked: the first
 * `perFight` of each fight (its opening rounds, where the menus are longest).
 */
function* askedStates(
  perFight: number,
): Generator<{ file: string; state: CombatState; actor: string }> {
  for (const file of readdirSync(EXAMPLES).filter((f) => f.endsWith(".json"))) {
    const s = loadScenarioFile(join(EXAMPLES, file));
    const run = playScenario(s);
    const state = fightState(s.header);
    const dice = forcedDice({ byKey: s.forcedDice }, seededDice(s.header.dice.seed));
    let asked = 0;
    for (const input of run.inputs) {
      const a = state.awaiting;
      if (asked >= perFight) break;
      if (a.kind === "declaration" || a.kind === "choice") {
        asked++;
        yield { file, state, actor: a.actor };
      }
      const out = decideMut(state, input, dice, { lastRound: s.maxRounds });
      if (isViolation(out)) throw new Error(`${file}: ${out.code}`);
    }
  }
}

/** A choice as the menu holds it. */
const choice = (command: string, group?: string, warnings: string[] = []): Choice => ({
  label: command.toUpperCase(),
  decl: { kind: command },
  command,
  ...(group === undefined ? {} : { group }),
  warnings,
});

/** A hero at (1,1) beside a goblin at (2,1), in round 2: the goblin has acted, it may take AoOs. */
const beside = (): CombatState => heroAndGob("menu-beside", { x: 2, y: 1 }, [], true);

describe("d20 play's menu: each entry the rules accept, by number or command (issue 20; dnd35 表：战斗中的动作)", () => {
  it("given every example fight played through, when the menu is built wherever a combatant is asked, then the engine accepts every entry, no two entries share a command, and each command reads back as its entry (dnd35 表：战斗中的动作)", () => {
    let menus = 0;
    for (const { file, state, actor } of askedStates(30)) {
      const words = rulesets[state.ruleset.id]!.words;
      const offered = words.choices(state, actor);
      menus++;
      const commands = offered.map((c) => c.command);
      expect(new Set(commands).size, `${file} r${state.round} ${actor}`).toBe(commands.length);
      for (const [i, c] of offered.entries()) {
        const where = `${file} r${state.round} ${actor}: ${c.command}`;
        expect(isViolation(windowsAhead(state, { by: actor, decl: c.decl })), where).toBe(false);
        // Reading a command builds every candidate: one entry in five is enough to read back.
        if ((menus + i) % 5 !== 0) continue;
        const read = words.commands.parse(state, actor, c.command!);
        expect(read && "decl" in read && canonicalJson(read.decl), where).toBe(
          canonicalJson(c.decl),
        );
      }
    }
    expect(menus).toBeGreaterThan(200);
  });

  it("given the same options on two turns and a new one, when numbered, then each option keeps its number, the new one takes the next, and a window's answers are numbered apart from the turn's", () => {
    const numbers = new MenuNumbers();
    const turn = { kind: "declaration", actor: "hero" } as const;
    const first = numbers.number(turn, [choice("attack gob"), choice("end")]);
    expect(first.map((e) => e.n)).toEqual([1, 2]);
    const later = numbers.number(turn, [choice("step 2,2"), choice("end")]);
    expect(later.map((e) => [e.choice.command, e.n])).toEqual([
      ["step 2,2", 3],
      ["end", 2],
    ]);
    expect(numbers.number(turn, [choice("attack gob")])[0]!.n).toBe(1);
    const window = { ...turn, window: { seq: 9, kind: "opportunity", provoker: "gob" } } as const;
    expect(numbers.number(window, [choice("take"), choice("decline")]).map((e) => e.n)).toEqual([
      1, 2,
    ]);
  });

  it("given numbered entries in two groups, one with a warning, when the menu is formatted, then each heading with entries comes once, the entries by number with their command in a column, and the warning under its entry", () => {
    const lines = formatMenu([
      { n: 3, choice: choice("end", "other") },
      {
        n: 12,
        choice: choice("attack gob", "attack", ["provokes an attack of opportunity from gob"]),
      },
      { n: 1, choice: choice("feint gob", "attack") },
    ]);
    expect(lines).toEqual([
      "other",
      "   3. END         end",
      "attack",
      "   1. FEINT GOB   feint gob",
      "  12. ATTACK GOB  attack gob",
      "      ⚠ provokes an attack of opportunity from gob",
    ]);
  });

  it("given a misspelt command, a misspelt first word and a known one with arguments not on offer, when read, then did you mean names the command, the corrected line, or the commands it begins", () => {
    const on = ["attack gob-1 longsword", "attack wolf longsword", "end", "undo"];
    const verbs = ["move", "attack"];
    expect(didYouMean("atack gob-1 longsword", on, verbs)).toBe(
      'unknown command "atack gob-1 longsword"; did you mean "attack gob-1 longsword"?',
    );
    expect(didYouMean("mvoe 7,3", on, verbs)).toBe(
      'unknown command "mvoe 7,3"; did you mean "move 7,3"?',
    );
    expect(didYouMean("attack goblin", on, verbs)).toBe(
      'unknown command "attack goblin": on offer now attack gob-1 longsword, attack wolf longsword (help lists the commands)',
    );
    expect(didYouMean("xyzzy", on, verbs)).toBe(
      'unknown command "xyzzy" (help lists the commands)',
    );
  });

  it("given the hero beside an awake goblin, when a move away is typed, then it is read with the warning to agree to, while the 5-foot step typed from the menu is played as it is (dnd35 借机攻击ATTACKS OF OPPORTUNITY, 五尺快步)", () => {
    const state = beside();
    const menu = new MenuNumbers().number(state.awaiting, legalChoices(state, "hero"));
    expect(readAnswer(state, "hero", "move 1,5", menu)).toMatchObject({
      kind: "play",
      decl: { kind: "Move" },
      confirm: ["provokes an attack of opportunity from gob"],
    });
    expect(readAnswer(state, "hero", "step 0,1", menu)).toEqual({
      kind: "play",
      decl: { kind: "FiveFootStep", to: { x: 0, y: 1 } },
    });
    const step = menu.find((e) => e.choice.command === "step 0,1")!;
    expect(readAnswer(state, "hero", String(step.n), menu)).toEqual({
      kind: "play",
      decl: step.choice.decl,
    });
    expect(readAnswer(state, "hero", "999", menu)).toEqual({
      kind: "say",
      text: "no choice 999 now",
    });
    const trip = menu.find((e) => e.choice.command === "trip gob")!;
    expect(trip.choice.warnings).toEqual(["provokes an attack of opportunity from gob"]);
  });
});
