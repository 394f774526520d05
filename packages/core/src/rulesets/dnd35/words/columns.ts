import type { CombatantId } from "../../../model/ids.ts";
import { msg } from "../../../words/message.ts";
import type { StateColumn } from "../../../words/rulesetWords.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import { vitalWord } from "../injury/index.ts";
import type { Texts } from "./teller.ts";

/**
 * The state view's dnd35 columns: the hit-point state (unconscious from nonlethal damage though
 * the track says ok, seed 000 非致命伤NONLETHAL DAMAGE) and the conditions, flat-footed first
 * (seed 000 先攻: flat-footed until the creature first acts).
 */
export const dnd35Columns: readonly StateColumn[] = [
  {
    key: "state",
    after: "hp",
    header: msg("dnd35:column.state"),
    value: (state: ThreeXState, id: CombatantId) => {
      const c = state.combatants[id];
      return c === undefined ? "" : vitalWord(c.vitals);
    },
    cell: (value) => msg("dnd35:cell.state", { value }),
  },
  {
    key: "conditions",
    header: msg("dnd35:column.conditions"),
    value: (state: ThreeXState, id: CombatantId) => {
      const c = state.combatants[id];
      if (c === undefined) return [];
      return [...(c.flatFooted ? ["flat-footed"] : []), ...c.conditions.map((x) => x.name)];
    },
    cell: (value) => msg("dnd35:cell.conditions", { value }),
  },
];

/** The English texts of the columns. */
export const columnTexts = {
  "dnd35:column.state": () => "state",
  "dnd35:column.conditions": () => "conditions",
  "dnd35:cell.state": (p: { value: string }) => p.value,
  "dnd35:cell.conditions": (p: { value: readonly string[] }) => p.value.join(", ") || "–",
} satisfies Texts;
