import type { CombatantSpec, Weapon } from "../../../src/index.ts";
import { fighter, sampleHeader, weapon } from "../../../src/index.ts";
import type { Item } from "../../../src/rulesets/3x/model/item.ts";
import type { Spell } from "../../../src/rulesets/3x/model/spell.ts";
import {
  CURE_LIGHT_WOUNDS,
  HOLD_PERSON,
  MAGIC_MISSILE,
  SHOCKING_GRASP,
  SLEEP,
} from "../../../src/rulesets/dnd35/laws/spells.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";

// The random fights' spells are the law suite's (dnd35/laws/spells.ts): the same objects here.
export { HOLD_PERSON, MAGIC_MISSILE, SHOCKING_GRASP, SLEEP };

/**
 * A level-1 fighter without Improved Initiative (initiative +1: a forced face f gives count
 * f + 1), AC 17, longsword +4 (1d8+3), 12 hp, with overrides.
 */
export function hero(
  id: string,
  side: string,
  x: number,
  y: number,
  more: Partial<CombatantSpec> = {},
  main: Weapon = weapon("longsword"),
): CombatantSpec {
  return { ...fighter(id, side, x, y, main), feats: [], ...more };
}

/** A level-1 wizard: AC 11, 6 hp, Concentration +6, with a few spells. */
export function wizard(id: string, side: string, x: number, y: number): CombatantSpec {
  const { armor: _armor, shield: _shield, ...unarmored } = hero(id, side, x, y);
  return {
    ...unarmored,
    maxHp: 6,
    concentration: 6,
    weapons: [weapon("dagger")],
    spells: [MAGIC_MISSILE, SHOCKING_GRASP, BURNING_HANDS, SLEEP, DAZE],
  };
}

/** A ranged spell with a Reflex save for half (SRD spell, outside the seeds). */
export const BURNING_HANDS: Spell = {
  id: "burningHands",
  name: "burning hands",
  level: 1,
  castingTime: "standard",
  components: ["V", "S"],
  range: "ranged",
  effect: { kind: "damage", dice: "1d4", save: { save: "ref", dc: 11, onSuccess: "half" } },
};

/** A header on a 20×20 map. */
export function fightOf(roster: readonly CombatantSpec[], seed = "interrupts") {
  return sampleHeader(roster, seed);
}

/** A one-round effect: dazed for 1 round, Will DC 11 negates (SRD spell, outside the seeds). */
export const DAZE: Spell = {
  id: "daze",
  name: "daze",
  level: 0,
  castingTime: "standard",
  components: ["V", "S"],
  range: "ranged",
  effect: {
    kind: "condition",
    condition: "dazed",
    rounds: 1,
    save: { save: "will", dc: 11, onSuccess: "negates" },
  },
};

/** A touch healing spell: 1d8+1 (SRD cure light wounds, outside the seeds; the law runs' own). */
export const CURE: Spell = CURE_LIGHT_WOUNDS;

/** A potion of cure light wounds (SRD Potions, outside the seeds), for `holdingPotion`. */
export const POTION: Item = {
  id: "potion",
  name: "potion of cure light wounds",
  kind: "potion",
  spell: CURE,
};

/** A hero's overrides for holding the potion in its main hand, ready to drink. */
export const holdingPotion = { items: [POTION], holds: { main: "potion" } } as const;

// Initiative faces go in roster order; a face f gives count f + 1.
// "a" (party) stands at (5,5); foes "b" and "c" (foes) stand where each test puts them.
/** "a" against "b" at `bAt`, "a" first; `more` and `aMore` override b's and a's sheets. */
export function duel(
  bAt: { x: number; y: number },
  more: Parameters<typeof hero>[4] = {},
  aMore: Parameters<typeof hero>[4] = {},
) {
  return given(
    fightOf([hero("a", "party", 5, 5, aMore), hero("b", "foes", bAt.x, bAt.y, more)]),
    [19, 9],
  );
}

/** The duel at round 2, "a" to act: "b" has had a turn, so it is no longer flat-footed. */
export function awake(
  bAt: { x: number; y: number },
  more: Parameters<typeof hero>[4] = {},
  aMore: Parameters<typeof hero>[4] = {},
) {
  return duel(bAt, more, aMore).until("a").act({ kind: "EndTurn" }).act({ kind: "EndTurn" });
}
