import type { HeaderData } from "@d20/events";
import type { CombatantSpec } from "../../../src/rulesets/3x/model/combatant.ts";
import type { Spell } from "../../../src/rulesets/3x/model/spell.ts";
import { CURE_LIGHT_WOUNDS, MAGIC_MISSILE } from "../../../src/rulesets/dnd35/laws/spells.ts";
import { fighter, header } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";

/**
 * A 1st-level human wizard (SRD Classes: Wizard): 6 hp, no armor, a dagger, Concentration +6,
 * knowing `spells` (magic missile unless told otherwise).
 */
export function wizard(
  id: string,
  x: number,
  y: number,
  spells: readonly Spell[] = [MAGIC_MISSILE],
  more: Partial<CombatantSpec> = {},
): CombatantSpec {
  return {
    ...fighter(id, "party", x, y, weapon("dagger")),
    abilities: { str: 10, dex: 14, con: 14, int: 16, wis: 12, cha: 8 },
    maxHp: 6,
    bab: 0,
    baseSaves: { fort: 0, ref: 0, will: 2 },
    armor: undefined,
    shield: undefined,
    weapons: [weapon("dagger")],
    spells,
    concentration: 6,
    ...more,
  } as CombatantSpec;
}

/**
 * A 3rd-level human cleric (SRD Classes: Cleric): 22 hp, a heavy mace, cure light wounds; its
 * shield slung, so a hand is free for a spell's gestures (seed 000 施法Cast a Spell 法术构件).
 */
export function cleric(id: string, x: number, y: number, more: Partial<CombatantSpec> = {}) {
  return {
    ...fighter(id, "party", x, y, weapon("heavy-mace")),
    holds: { main: "heavy-mace", shield: "carried" },
    abilities: { str: 12, dex: 10, con: 14, int: 10, wis: 15, cha: 14 },
    maxHp: 22,
    level: 3,
    bab: 2,
    baseSaves: { fort: 3, ref: 1, will: 3 },
    spells: [CURE_LIGHT_WOUNDS],
    concentration: 8,
    ...more,
  } as CombatantSpec;
}

/** An orc-like foe: the sample fighter (longsword, 12 hp) on the orcs' side. */
export function orc(id: string, x: number, y: number, more: Partial<CombatantSpec> = {}) {
  return { ...fighter(id, "orcs", x, y, weapon("longsword")), ...more } as CombatantSpec;
}

/** A fight of `roster`, named `seed`; initiative d20s are forced in the order given. */
export function fight(seed: string, roster: readonly CombatantSpec[]): HeaderData {
  return header(roster, seed);
}
