import type { CombatantId } from "../../../model/ids.ts";
import { msg } from "../../../words/message.ts";
import type { StateColumn } from "../../../words/rulesetWords.ts";
import { heldComponents, type ThreeXCombatant, type ThreeXState } from "../../3x/state/index.ts";
import { vitalWord } from "../injury/index.ts";
import type { Texts } from "./teller.ts";
import { armorClassWords, doingWords } from "./tracker.ts";

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
    // What a tracker shows (seed 000 防御等级ARMOR CLASS): AC, touch AC, flat-footed AC.
    key: "ac",
    after: "state",
    header: msg("dnd35:column.ac"),
    value: (state: ThreeXState, id: CombatantId) => armorClassWords(state, id),
    cell: (value) => msg("dnd35:cell.ac", { value }),
  },
  {
    key: "conditions",
    header: msg("dnd35:column.conditions"),
    note: true,
    value: (state: ThreeXState, id: CombatantId) => {
      const c = state.combatants[id];
      if (c === undefined) return [];
      return [...(c.flatFooted ? ["flat-footed"] : []), ...c.conditions.map((x) => x.name)];
    },
    cell: (value) => msg("dnd35:cell.conditions", { value }),
  },
  {
    // What it holds (seed 000 拔出或者收回武器, 装备或者卸下盾牌): each hand, the shield, what
    // needs loading, and what of its own lies on the ground.
    key: "holds",
    header: msg("dnd35:column.holds"),
    note: true,
    value: (state: ThreeXState, id: CombatantId) => {
      const c = state.combatants[id];
      return c === undefined ? [] : holdsWords(c);
    },
    cell: (value) => msg("dnd35:cell.holds", { value }),
  },
  {
    // Readied, casting, delaying (seed 000 准备READY, 施法时间, 延迟DELAY).
    key: "doing",
    header: msg("dnd35:column.doing"),
    note: true,
    value: (state: ThreeXState, id: CombatantId) => doingWords(state, id),
    cell: (value) => msg("dnd35:cell.doing", { value }),
  },
];

/** What a creature holds, in short words: "longsword", "shield", "crossbow (unloaded)", … */
export function holdsWords(c: ThreeXCombatant): string[] {
  const g = c.gear;
  const out: string[] = [];
  const named = (id: string) => {
    const w = c.spec.weapons.find((x) => x.id === id);
    return w?.reload !== undefined && !g.loaded.includes(id) ? `${id} (unloaded)` : id;
  };
  if (g.main !== undefined) out.push(named(g.main));
  if (g.off !== undefined && g.off !== g.main) out.push(named(g.off));
  if (g.shield === "ready") out.push("shield");
  if (g.shield === "carried") out.push("shield (slung)");
  for (const lying of g.ground)
    out.push(`${lying.item} on the ground at ${lying.square.x},${lying.square.y}`);
  // Components taken from the pouch in a grapple (seed 000 当你处于擒抱状态时 取出施法材料).
  for (const h of heldComponents(c))
    out.push(`${h.spell}'s ${h.component === "M" ? "material" : "focus"}`);
  return out;
}

/** The English texts of the columns. */
export const columnTexts = {
  "dnd35:column.state": () => "state",
  "dnd35:column.conditions": () => "conditions",
  "dnd35:column.holds": () => "holds",
  "dnd35:column.ac": () => "AC",
  "dnd35:column.doing": () => "doing",
  "dnd35:cell.ac": (p: { value: readonly string[] }) =>
    p.value.length < 3 ? "–" : `${p.value[0]} (t ${p.value[1]}, ff ${p.value[2]})`,
  "dnd35:cell.doing": (p: { value: readonly string[] }) => p.value.join("; ") || "–",
  "dnd35:cell.holds": (p: { value: readonly string[] }) => p.value.join(", ") || "empty hands",
  "dnd35:cell.state": (p: { value: string }) => p.value,
  "dnd35:cell.conditions": (p: { value: readonly string[] }) => p.value.join(", ") || "–",
} satisfies Texts;
