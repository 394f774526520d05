import { creatureGapFt } from "../../d20/grid/index.ts";
import { type RuleViolation, violation } from "../../engine/violation.ts";
import { chargesLeft } from "../3x/gear/index.ts";
import type { CombatantDeclaration } from "../3x/log/declarations.ts";
import type { Item } from "../3x/model/item.ts";
import type { ThreeXCombatant, ThreeXState } from "../3x/state/index.ts";
import { inGrapple } from "./checkComponents.ts";
import { checkHeld } from "./checkGear.ts";
import { checkSpellTarget } from "./checkOtherActions.ts";
import { says } from "./violationSays.ts";

// The checks of the rows of 表：战斗中的动作 that use an item or heal (seed 000: 喝药剂或者使用油,
// 阅读卷轴, 使用除药剂和油之外的魔法物品, 稳定濒死伙伴的伤势; SRD magic items, outside the seeds): the
// item is in hand and of the row's kind, its spell's target fits, a wand has a charge left; the
// dying creature is beside the healer.

type ActivityDecl = Extract<CombatantDeclaration, { kind: "Activity" }>;

/** The activities that use an item: its spell takes effect, then it is used up or spends a charge. */
export const ITEM_ACTIVITIES: ReadonlySet<string> = new Set([
  "DrinkPotion",
  "ReadScroll",
  "UseMagicItem",
]);

/** The item kinds each item activity uses. */
const KINDS: Readonly<Record<string, readonly Item["kind"][]>> = {
  DrinkPotion: ["potion", "oil"],
  ReadScroll: ["scroll"],
  UseMagicItem: ["wand", "staff"],
};

/** An item activity's or StabilizeAlly's check; undefined when it may be done. */
export function checkItemActivity(
  state: ThreeXState,
  me: ThreeXCombatant,
  d: ActivityDecl,
): RuleViolation | undefined {
  if (d.activity === "StabilizeAlly") return checkStabilize(state, me, d.target);
  if (!ITEM_ACTIVITIES.has(d.activity)) return undefined;
  const held = checkHeld(me, d.item, d.activity);
  if (held !== undefined) return held;
  const item = me.spec.items?.find((i) => i.id === d.item);
  // 当你处于擒抱状态时 启动魔法物品: any magic item but a spell completion one (a scroll), with no
  // grapple check.
  if (item?.kind === "scroll" && inGrapple(me))
    return violation(
      "scrollInGrapple",
      "dnd35.grappleMagicItem",
      says("dnd35:violation.component.scrollInGrapple", { actor: me.spec.id, item: item.id }),
    );
  if (item === undefined || !KINDS[d.activity]!.includes(item.kind))
    return violation(
      "wrongKind",
      ruleOf(d.activity),
      says("dnd35:violation.item.wrongKind", {
        item: d.item!,
        kind: item?.kind ?? "weapon",
        activity: d.activity,
      }),
    );
  switch (item.kind) {
    case "potion":
      // A potion affects the drinker alone (SRD Potions: "the drinker is both the effective
      // target and the caster").
      return d.target === undefined || d.target === me.spec.id
        ? undefined
        : violation(
            "potionTarget",
            "dnd35.drinkPotion",
            says("dnd35:violation.item.potionTarget", { item: item.id }),
          );
    case "oil":
      return checkOilTarget(state, me, d.target);
    case "scroll":
      // A scroll of a spell of a round or more would be cast over the turn (seed 000 施法Cast a
      // Spell, the full-round one); the casting state names the spells one knows, so such
      // scrolls are not modelled.
      if (item.spell.castingTime !== "standard")
        return violation(
          "scrollCastingTime",
          "dnd35.readScroll",
          says("dnd35:violation.item.scrollCastingTime", { item: item.id }),
        );
      return checkSpellTarget(state, me.spec.id, item.spell, d.target);
    case "wand":
    case "staff":
      if (chargesLeft(me, item.id) === 0)
        return violation(
          "noCharges",
          "dnd35.useMagicItem",
          says("dnd35:violation.item.noCharges", { item: item.id }),
        );
      return checkSpellTarget(state, me.spec.id, item.spell, d.target);
    default:
      return item.kind satisfies never;
  }
}

function ruleOf(activity: string): string {
  return activity === "ReadScroll"
    ? "dnd35.readScroll"
    : activity === "UseMagicItem"
      ? "dnd35.useMagicItem"
      : "dnd35.drinkPotion";
}

/** An oil goes on oneself or a creature within reach (SRD Oils: applied as a touch). */
function checkOilTarget(
  state: ThreeXState,
  me: ThreeXCombatant,
  target: string | undefined,
): RuleViolation | undefined {
  if (target === undefined || target === me.spec.id) return undefined;
  const t = state.combatants[target];
  return t !== undefined && creatureGapFt(me, t) <= 5
    ? undefined
    : violation(
        "oilTarget",
        "dnd35.drinkPotion",
        says("dnd35:violation.item.oilTarget", { target }),
      );
}

/**
 * Stabilizing (seed 000 稳定角色伤势和恢复: 你可以通过一次DC15的医疗检定来不让濒死角色继续丢失生命值
 * 并稳定住他的伤势): a dying creature beside the healer.
 */
function checkStabilize(
  state: ThreeXState,
  me: ThreeXCombatant,
  target: string | undefined,
): RuleViolation | undefined {
  if (target === undefined)
    return violation("noTarget", "dnd35.healCheck", says("dnd35:violation.stabilize.noTarget"));
  const t = state.combatants[target];
  if (t === undefined)
    return violation(
      "noTarget",
      "dnd35.healCheck",
      says("dnd35:violation.noTarget.none", { target }),
    );
  if (t.vitals.state !== "dying")
    return violation(
      "notDying",
      "dnd35.healCheck",
      says("dnd35:violation.stabilize.notDying", { target }),
    );
  return creatureGapFt(me, t) <= 5
    ? undefined
    : violation(
        "notAdjacent",
        "dnd35.healCheck",
        says("dnd35:violation.stabilize.notAdjacent", { target }),
      );
}
