import type { CombatantDeclaration } from "../../../3x/log/declarations.ts";
import type { ThreeXState } from "../../../3x/state/index.ts";

/**
 * The item and healing choices worth offering (seed 000 表：战斗中的动作 rows 喝药剂或者使用油,
 * 阅读卷轴, 使用除药剂和油之外的魔法物品, 稳定濒死伙伴的伤势): each item used — at each creature for
 * an item whose spell needs a target, a scroll read on the defensive too — and stabilizing each
 * dying creature. The menu keeps those the rules allow (the item in hand, a charge left, the
 * dying creature adjacent).
 */
export function itemCandidates(state: ThreeXState, actor: string): CombatantDeclaration[] {
  const me = state.combatants[actor]!;
  const out: CombatantDeclaration[] = [];
  const everyone = state.roster.filter((id) => state.combatants[id]!.vitals.state !== "dead");
  for (const i of me.spec.items ?? []) {
    const item = i.id;
    if (i.kind === "potion") out.push({ kind: "Activity", activity: "DrinkPotion", item });
    if (i.kind === "oil")
      for (const target of everyone)
        out.push({ kind: "Activity", activity: "DrinkPotion", item, target });
    if (i.kind === "scroll")
      for (const target of everyone)
        for (const defensively of [false, true])
          out.push({
            kind: "Activity",
            activity: "ReadScroll",
            item,
            target,
            ...(defensively ? { defensively } : {}),
          });
    if (i.kind === "wand" || i.kind === "staff")
      for (const target of everyone)
        out.push({ kind: "Activity", activity: "UseMagicItem", item, target });
  }
  for (const target of everyone)
    if (state.combatants[target]!.vitals.state === "dying")
      out.push({ kind: "Activity", activity: "StabilizeAlly", target });
  return out;
}
