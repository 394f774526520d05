import type { TableGmArg, TableGmWord } from "../../../engine/tableVocabulary.ts";
import { NAME, SQUARE } from "./values.ts";

const target: TableGmArg = { key: "target", value: NAME };
const amount: TableGmArg = { key: "amount", value: { read: "roll", min: 0 } };

/**
 * dnd35's `gm` words (each line ends with the reason an audit lists): the fight's start, damage
 * (lethal or nonlethal, seed 000 非致命伤NONLETHAL DAMAGE), healing (治疗HEALING), temporary hit
 * points (暂时生命值TEMPORARY HIT POINTS), conditions, a creature moved, added or removed, the
 * fight's end, and a ruling overridden — every GM declaration the engine takes but adding a
 * combatant (whose spec is a JSON object, not a word).
 */
export const dnd35GmWords: Readonly<Record<string, TableGmWord>> = {
  begin: { kind: "BeginCombat", args: [] },
  damage: { kind: "ApplyDamage", args: [target, amount] },
  nonlethal: { kind: "ApplyDamage", args: [target, amount], fixed: { nonlethal: true } },
  heal: { kind: "ApplyHealing", args: [target, amount] },
  "temp-hp": { kind: "GrantTempHp", args: [target, amount] },
  "add-condition": { kind: "AddCondition", args: [target, { key: "condition", value: NAME }] },
  "remove-condition": {
    kind: "RemoveCondition",
    args: [target, { key: "condition", value: NAME }],
  },
  move: { kind: "MoveCreature", args: [target, { key: "to", value: SQUARE }] },
  remove: { kind: "RemoveCombatant", args: [target] },
  order: { kind: "MoveInOrder", args: [target, { key: "before", value: NAME }] },
  end: { kind: "EndFight", args: [{ key: "winner", value: NAME, optional: true }] },
  override: {
    kind: "OverrideRuling",
    args: [
      { key: "seq", value: { read: "int", min: 1 } },
      { key: "ruling", value: NAME },
    ],
  },
};
