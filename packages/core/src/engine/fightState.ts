import type { HeaderData } from "@d20/events";
import type { CombatantSpec } from "../model/combatant.ts";
import { newCombatant } from "./newCombatant.ts";
import type { CombatState } from "./state.ts";

/**
 * The state a fight starts in, built from its header (seq 0): everyone flat-footed, nobody in
 * the initiative order yet, waiting for the GM to begin.
 */
export function fightState(header: HeaderData): CombatState {
  const roster = header.roster as readonly CombatantSpec[];
  const map = header.map as { width?: number; height?: number } | null;
  const combatants: CombatState["combatants"] = {};
  for (const spec of roster) combatants[spec.id] = newCombatant(spec);
  return {
    ruleset: { id: header.ruleset.id, version: header.ruleset.version },
    options: header.options,
    seed: header.dice.seed,
    status: "setup",
    round: 0,
    surprise: false,
    order: [],
    turnIndex: -1,
    combatants,
    roster: roster.map((s) => s.id),
    awaiting: { kind: "begin" },
    frames: [],
    pendingDice: [],
    diceOrdinals: {},
    nextSeq: 1,
    fightOver: false,
    map: { width: map?.width ?? 20, height: map?.height ?? 20 },
  };
}
