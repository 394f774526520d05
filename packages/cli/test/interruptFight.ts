import { join } from "node:path";
import {
  answerIfAsked,
  attackNearest,
  type CombatantDeclaration,
  type FightRun,
  type Policy,
  runFight,
} from "@d20/core";
import { forcedDice, seededDice } from "@d20/events";
import { loadScenarioFile } from "@d20/scenario";

/** The fixture the fight is played from. */
export const READY_DELAY = join(import.meta.dirname, "fixtures/ready-delay.json");

// Round 1 as the test wants it; then attackNearest. A window answer: the fighter declines, Dara
// fires (the scenario format has no Delay, Ready or Respond to script this with yet).
const ROUND_ONE: Record<string, CombatantDeclaration[]> = {
  hero: [{ kind: "Delay", after: "gob" }],
  Dara: [
    {
      kind: "Ready",
      action: { kind: "Attack" },
      trigger: { on: "movesIntoReach", by: "gob" },
    },
    { kind: "EndTurn" },
  ],
  gob: [{ kind: "Move", path: [{ x: 2, y: 2 }] }, { kind: "EndTurn" }],
};

/**
 * A real fight with interrupts, played by the engine: the fighter delays until after the goblin,
 * Dara readies an attack, the goblin walks away from the fighter (who declines the attack of
 * opportunity) into Dara's reach (her readied attack fires), then the fighter steps in.
 */
export function interruptFight(): FightRun {
  const scenario = loadScenarioFile(READY_DELAY);
  const used = new Map<string, number>();
  const policy: Policy = (state, actor) => {
    const asked = answerIfAsked(state, actor);
    if (asked !== undefined) return actor === "hero" ? { kind: "Respond", take: false } : asked;
    const n = used.get(actor) ?? 0;
    const next = state.round === 1 ? ROUND_ONE[actor]?.[n] : undefined;
    if (next === undefined) return attackNearest(state, actor);
    used.set(actor, n + 1);
    return next;
  };
  const dice = forcedDice({ byKey: scenario.forcedDice }, seededDice(scenario.header.dice.seed));
  return runFight(scenario.header, () => policy, dice, 4);
}
