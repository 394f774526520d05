import type { Term } from "../../../model/breakdown.ts";
import type { CombatantDeclaration } from "../../3x/log/declarations.ts";
import { aidSkillTerms } from "../../3x/special/feintAndAid.ts";
import type { ThreeXContext, ThreeXState } from "../../3x/state/index.ts";
import { DND35_3X } from "../edition3x.ts";
import { abilityModifier } from "../stats/index.ts";
import { type CastFrame, castFrame, itemOf } from "./cast.ts";

// Using an item and stabilizing a dying creature (seed 000 表：战斗中的动作 rows 喝药剂或者使用油,
// 阅读卷轴, 使用除药剂和油之外的魔法物品, 稳定濒死伙伴的伤势; 稳定角色伤势和恢复; SRD magic items,
// outside the seeds): the item's spell through the cast frame, the Heal check as a keyed die.

type ActivityDecl = Extract<CombatantDeclaration, { kind: "Activity" }>;

/** The DC of the Heal check that stabilizes (seed 000 稳定角色伤势和恢复: 一次DC15的医疗检定). */
export const HEAL_DC = 15;

/**
 * The cast frame of an item's spell: a potion's on its drinker, an oil's on the one anointed, a
 * scroll's or wand's at the target named. Only a scroll is cast as a spell is — its readied
 * actions, its attacks of opportunity unless cast on the defensive, concentration when hit.
 */
export function itemCastFrame(
  state: ThreeXState,
  actor: string,
  d: ActivityDecl,
  cause: number,
): CastFrame {
  const item = itemOf(state, actor, d.item!)!;
  const target =
    item.kind === "potion" ? actor : item.kind === "oil" ? (d.target ?? actor) : d.target;
  return castFrame(state, {
    caster: actor,
    spell: item.spell.id,
    target,
    defensively: item.kind === "scroll" && d.defensively === true,
    cause,
    item: item.id,
  });
}

/** The Heal check's bonus: the spec's Heal modifier, else its Wis modifier (an untrained check). */
export function healBonus(state: ThreeXState, id: string): Term[] {
  const spec = state.combatants[id]!.spec;
  if (spec.heal !== undefined)
    return [{ label: "Heal", value: spec.heal, rule: "dnd35.healCheck" }];
  const wis = spec.abilities.wis;
  return [{ label: `Wis ${wis}`, value: abilityModifier(wis), rule: "dnd35.abilityModifier" }];
}

/** Rolls the Heal check of `healer` on the dying `target` (d20 + Heal vs DC 15). */
export function rollHealCheck(
  ctx: ThreeXContext,
  healer: string,
  target: string,
  cause: number,
): void {
  // 协助他人: an aid on the healer's Heal gives +2 (spent by this check).
  const bonus = [
    ...healBonus(ctx.state, healer),
    ...aidSkillTerms(DND35_3X, ctx.state.combatants[healer]!, "Heal"),
  ];
  const natural = ctx.roll(healer, "heal", "1d20", 1, cause).total;
  const total = natural + bonus.reduce((a, t) => a + t.value, 0);
  ctx.emit(
    "HealCheckRolled",
    {
      healer,
      target,
      natural,
      bonus,
      total,
      dc: HEAL_DC,
      success: total >= HEAL_DC,
      rule: "dnd35.healCheck",
    },
    cause,
  );
}

/** A successful Heal check: the dying creature is stable, its hp as they are. */
export function stabilizedBy(
  ctx: ThreeXContext,
  healer: string,
  target: string,
  cause: number,
): void {
  const v = ctx.state.combatants[target]!.vitals;
  ctx.emit(
    "VitalsChanged",
    {
      target,
      vitals: { ...v, state: "stable" },
      rule: "dnd35.healCheck",
      why: `${healer}'s Heal check: stable at ${v.hp} hp`,
    },
    cause,
  );
}
