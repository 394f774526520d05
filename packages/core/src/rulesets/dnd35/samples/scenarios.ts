import type { HeaderData } from "@d20/events";
import { DICE_SCHEME, DICE_SCHEME_VERSION } from "@d20/events";
import { ENGINE_VERSION } from "../../../engine/engineVersion.ts";
import { headerPartField } from "../../../engine/headerPart.ts";
import type { CombatantSpec, StartingHolds, Weapon } from "../../3x/model/combatant.ts";
import { dnd35 } from "../ruleset.ts";
import { smallVersion, weapon } from "../stats/index.ts";

/** A level-1 human fighter with the given weapon, at a square. */
export function fighter(
  id: string,
  side: string,
  x: number,
  y: number,
  main: Weapon,
  aware = true,
): CombatantSpec {
  return {
    id,
    name: id,
    side,
    size: "medium",
    abilities: { str: 16, dex: 13, con: 14, int: 10, wis: 12, cha: 8 },
    maxHp: 12,
    level: 1,
    bab: 1,
    baseSaves: { fort: 2, ref: 0, will: 0 },
    speed: 30,
    armor: { name: "scale mail", bonus: 4, maxDex: 3, weight: "medium" },
    shield:
      main.handedness === "two-handed" ? undefined : { name: "heavy wooden shield", bonus: 2 },
    feats: ["ImprovedInitiative"],
    weapons: [main, weapon("javelin")],
    position: { x, y },
    aware,
  } as CombatantSpec;
}

/**
 * `spec` holding what `holds` says as the fight starts — e.g. the sample fighter with its javelin
 * in hand, since only a weapon in hand attacks (seed 000 拔出或者收回武器).
 */
export function holding(spec: CombatantSpec, holds: StartingHolds): CombatantSpec {
  return { ...spec, holds };
}

/** A goblin warrior (Small) with the given weapon. */
export function goblin(
  id: string,
  side: string,
  x: number,
  y: number,
  main: Weapon,
  aware = true,
): CombatantSpec {
  return {
    id,
    name: id,
    side,
    size: "small",
    abilities: { str: 11, dex: 13, con: 12, int: 10, wis: 9, cha: 6 },
    maxHp: 5,
    level: 1,
    bab: 1,
    baseSaves: { fort: 2, ref: 0, will: -1 },
    speed: 30,
    armor: { name: "leather armor", bonus: 2, maxDex: 6, weight: "light" },
    shield: { name: "light wooden shield", bonus: 1 },
    feats: [],
    weapons: [smallVersion(main)],
    position: { x, y },
    aware,
  };
}

/** A header for a dnd35 fight. */
export function header(
  roster: readonly CombatantSpec[],
  seed: string,
  options: Record<string, unknown> = {},
): HeaderData {
  return {
    ruleset: { id: dnd35.id, version: dnd35.version },
    engine: ENGINE_VERSION,
    dice: { scheme: DICE_SCHEME, version: DICE_SCHEME_VERSION, seed },
    options,
    map: { width: 20, height: 20 },
    roster,
    ...headerPartField(dnd35),
  };
}

/**
 * Four level-1 fighters against four level-1 bandits, 8 squares apart; each side mixes two
 * weapon types (longsword and greatsword; battleaxe and greataxe).
 */
export function fourVsFour(
  seed: string,
  awareness: { party?: boolean; bandits?: boolean } = {},
): HeaderData {
  const p = awareness.party ?? true;
  const b = awareness.bandits ?? true;
  return header(
    [
      fighter("战士-1", "party", 4, 4, weapon("longsword"), p),
      fighter("战士-2", "party", 5, 4, weapon("greatsword"), p),
      fighter("战士-3", "party", 6, 4, weapon("longsword"), p),
      fighter("战士-4", "party", 7, 4, weapon("greatsword"), p),
      fighter("强盗-1", "bandits", 4, 12, weapon("battleaxe"), b),
      fighter("强盗-2", "bandits", 5, 12, weapon("greataxe"), b),
      fighter("强盗-3", "bandits", 6, 12, weapon("battleaxe"), b),
      fighter("强盗-4", "bandits", 7, 12, weapon("greataxe"), b),
    ],
    seed,
  );
}
