import type { GmForm, GmFormField } from "../../../words/gmForm.ts";

const target: GmFormField = { ask: "combatant", key: "target" };
const amount: GmFormField = { ask: "number", key: "amount", min: 0 };
const condition: GmFormField = { ask: "text", key: "condition" };

/**
 * The GM declarations `d20 play`'s gm submenu offers for dnd35, in its order: damage, healing,
 * temporary hit points (seed 000 暂时生命值), conditions, moving or removing a creature, the
 * fight's end, and overriding a ruling. The fight's start is the session's own.
 */
export const dnd35GmForms: readonly GmForm[] = [
  { kind: "ApplyDamage", fields: [target, amount] },
  { kind: "ApplyHealing", fields: [target, amount] },
  { kind: "GrantTempHp", fields: [target, amount] },
  { kind: "AddCondition", fields: [target, condition] },
  { kind: "RemoveCondition", fields: [target, condition] },
  { kind: "MoveCreature", fields: [target, { ask: "square", key: "to", prompt: "to x,y" }] },
  { kind: "RemoveCombatant", fields: [target] },
  {
    kind: "MoveInOrder",
    fields: [target, { ask: "combatant", key: "before", prompt: "before whom" }],
  },
  { kind: "EndFight", fields: [{ ask: "side", key: "winner" }] },
  {
    kind: "OverrideRuling",
    fields: [
      { ask: "number", key: "seq", min: 1 },
      { ask: "text", key: "ruling" },
    ],
  },
];
