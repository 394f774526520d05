import type { TableValue } from "../../../engine/tableVocabulary.ts";
import type { FreeActionName } from "../../3x/log/declarations.ts";
import { ACTIVITY_NAMES } from "../activities.ts";

/** A name: a combatant, a weapon, a spell. */
export const NAME: TableValue = { read: "name" };
/** A square `x,y`. */
export const SQUARE: TableValue = { read: "square" };
/** A path `x,y;x,y;…`. */
export const PATH: TableValue = { read: "path" };
/** A flag, bare or `=yes`. */
export const FLAG: TableValue = { read: "flag" };

/** The free actions (seed 000 自由动作FREE ACTIONS). */
export const FREE_ACTIONS = [
  "DropItem",
  "Speak",
  "CeaseConcentration",
] as const satisfies readonly FreeActionName[];

/** One of the free actions. */
export const FREE_ACTION: TableValue = { read: "oneOf", values: FREE_ACTIONS };
/** One of the actions of 表：战斗中的动作 (seed 000 战斗中的动作). */
export const ACTIVITY: TableValue = { read: "oneOf", values: ACTIVITY_NAMES };

/** The choices of one attack (seed 000 攻击Attack): whom, with what, and how. */
export const ATTACK_CHOICE = {
  target: NAME,
  weapon: NAME,
  hand: { read: "oneOf", values: ["main", "off"] },
  twoHanded: FLAG,
  lethal: FLAG,
  nonlethal: FLAG,
  thrown: FLAG,
} as const satisfies Readonly<Record<string, TableValue>>;
