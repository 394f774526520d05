import type { Term } from "../../../model/breakdown.ts";
import type { Size } from "../../../model/size.ts";
import type { CombatantSpec } from "../model/combatant.ts";
import { abilityModifier } from "../stats/abilities.ts";
import { grappleSizeModifier, sizeStepsLarger } from "./sizeModifiers.ts";

// The grapple's pure rules (seed 000 擒抱GRAPPLE and its sub-headings): the grapple check's
// modifier term by term, the hold that fails automatically against a creature two or more sizes
// larger, the unarmed damage a grappler deals, and the places a target has for grapplers in a
// round (多人擒抱).

/** The rule ids the grapple's terms cite (the ruleset's own ids). */
export interface GrappleRules {
  /** 擒抱检定: base attack + Str + the special size modifier. */
  readonly check: string;
  /** Improved Grapple (SRD feat, outside the seeds): +4 on grapple checks. */
  readonly improvedGrapple: string;
  /** 伤害对手: −4 on the check to deal normal (lethal) damage. */
  readonly damage: string;
  /** 移动: +4 moving a pinned foe when nobody else is in the grapple. */
  readonly move: string;
}

/** What the check is for, when that changes its modifier. */
export interface GrappleCheckFor {
  /** Dealing lethal rather than nonlethal damage (伤害对手: −4). */
  readonly lethal?: boolean;
  /** Moving a pinned foe with nobody else in the grapple (移动 注意: +4). */
  readonly movingPinnedAlone?: boolean;
}

/**
 * A grapple check's modifier, term by term (seed 000 擒抱检定: 基本攻击加值+力量调整值+特殊体型
 * 调整值); +4 with Improved Grapple (SRD); −4 for lethal damage, +4 moving a lone pinned foe.
 */
export function grappleCheckTerms(
  rules: GrappleRules,
  spec: Pick<CombatantSpec, "bab" | "abilities" | "size" | "feats">,
  what: GrappleCheckFor = {},
): Term[] {
  const out: Term[] = [
    { label: "base attack", value: spec.bab, rule: rules.check },
    { label: "Str", value: abilityModifier(spec.abilities.str), rule: rules.check },
    { label: `size (${spec.size})`, value: grappleSizeModifier(spec.size), rule: rules.check },
  ];
  if (spec.feats.includes("ImprovedGrapple"))
    out.push({ label: "Improved Grapple", value: 4, rule: rules.improvedGrapple });
  if (what.lethal) out.push({ label: "lethal damage", value: -4, rule: rules.damage });
  if (what.movingPinnedAlone)
    out.push({ label: "moving a pinned foe", value: 4, rule: rules.move });
  return out;
}

/**
 * Whether the hold (发动擒抱 步骤 3) fails whatever the dice: the target is two or more sizes
 * larger than the grappler (如果目标的体型比你大2级，或是2级以上，你的定身尝试就会自动视为失败).
 */
export function holdFailsAutomatically(grappler: Size, target: Size): boolean {
  return sizeStepsLarger(grappler, target) >= 2;
}

/**
 * The places a grappler takes on a target (多人擒抱: 体型比你小一级或是更小的生物视为占有半个擒抱
 * 位，体型比你大一级的生物视为占有2个擒抱位，而体型比你大两级或是更大的生物则视为占有4个擒抱位).
 */
export function grapplePlaces(target: Size, grappler: Size): number {
  const larger = sizeStepsLarger(target, grappler);
  if (larger <= -1) return 0.5;
  if (larger === 0) return 1;
  if (larger === 1) return 2;
  return 4;
}

/** A target holds at most 4 places of grapplers in a round (最多可以有4名擒抱者同时抱住同一个目标). */
export const GRAPPLE_PLACES = 4;

/** Whether one more grappler of `joiner`'s size finds room on a target already held by `holders`. */
export function roomToGrapple(target: Size, holders: readonly Size[], joiner: Size): boolean {
  let used = 0;
  for (const h of holders) used += grapplePlaces(target, h);
  return used + grapplePlaces(target, joiner) <= GRAPPLE_PLACES;
}
