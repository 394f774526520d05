import { pushNonZero, ruleTerm } from "../../../d20/breakdown/index.ts";
import { type Explained, explain, type Term } from "../../../model/breakdown.ts";
import type { Edition3x } from "../edition.ts";
import type { CombatantSpec } from "../model/combatant.ts";
import { abilityModifier } from "./abilities.ts";
import { sizeModifier } from "./size.ts";

/** Why a creature has no Dex bonus to AC, and the rule that says so. */
export interface DexLoss {
  readonly why: string;
  readonly rule: string;
}

// The flat-footed loss of the edition last asked about, built once per edition rather than per
// AC (an AC is worked out on every attack; a fight runs for one edition).
let lossFor: Edition3x | undefined;
let loss: DexLoss = { why: "flat-footed", rule: "" };

function flatFooted(e: Edition3x): DexLoss {
  if (lossFor !== e) {
    loss = { why: "flat-footed", rule: e.rules.flatFooted };
    lossFor = e;
  }
  return loss;
}

/** The situation an AC is computed for; the engine knows what the spec cannot. */
export interface ArmorClassContext {
  /** Flat-footed (seed 000 先攻INITIATIVE): no Dex bonus and no dodge bonuses. */
  readonly flatFooted: boolean;
  /** Against a touch attack: no armor, shield or natural armor (seed 000 接触攻击Touch Attacks). */
  readonly touch?: boolean;
  /**
   * Situational dodge bonuses, e.g. total defense +4 or fighting defensively +2. Kept apart from
   * `other` because the seed (闪避加值Dodge Bonuses) drops every dodge bonus whenever Dex is lost.
   */
  readonly dodge?: readonly Term[];
  /** Other situational terms that apply even when flat-footed, e.g. the −2 after a charge. */
  readonly other?: readonly Term[];
  /**
   * Dex bonus (and with it every dodge bonus) lost for a reason other than being flat-footed,
   * e.g. running (seed 000 奔跑Run): the reason and its rule label the lost term.
   */
  readonly dexLost?: DexLoss;
  /**
   * Dex treated as 0, a −5 modifier, whatever the score (seed 000 表：防御等级修正 footnote 4,
   * 无助的防御者HELPLESS DEFENDERS: helpless or pinned). Dodge bonuses go with it.
   */
  readonly dexZero?: DexLoss;
  /**
   * The shield is not strapped on (seed 000 装备或者卸下盾牌: only a readied shield gives its
   * shield bonus): no shield term.
   */
  readonly noShield?: boolean;
}

/**
 * Armor class (seed 000 防御等级ARMOR CLASS): 10 + armor + shield + Dex + size, plus enhancement,
 * natural armor, deflection and dodge. Terms worth 0 are left out except the base 10.
 */
export function armorClass(e: Edition3x, spec: CombatantSpec, ctx: ArmorClassContext): Explained {
  const r = e.rules;
  const terms: Term[] = [ruleTerm("base", 10, r.armorClass)];
  const touch = ctx.touch === true;
  const { armor, shield } = spec;

  // Touch attacks ignore armor, shield and natural armor — and so their enhancement bonuses,
  // which improve the armor bonus itself (seed 000 增强加值 / 接触攻击).
  if (!touch && armor !== undefined) {
    pushNonZero(terms, `armor (${armor.name})`, armor.bonus, r.armorClass);
    pushNonZero(terms, `armor enhancement`, armor.enhancement ?? 0, r.armorClass);
  }
  if (!touch && shield !== undefined && ctx.noShield !== true) {
    pushNonZero(terms, `shield (${shield.name})`, shield.bonus, r.armorClass);
    pushNonZero(terms, `shield enhancement`, shield.enhancement ?? 0, r.armorClass);
  }

  const lost: DexLoss | undefined = ctx.dexZero ?? (ctx.flatFooted ? flatFooted(e) : ctx.dexLost);
  const dex =
    ctx.dexZero === undefined
      ? dexToAc(r.armorClass, spec, lost, ctx.noShield === true)
      : ruleTerm(`Dex treated as 0 (${ctx.dexZero.why})`, -5, ctx.dexZero.rule);
  // A lost Dex bonus stays in the breakdown at 0 so the reader sees why the AC is lower.
  if (dex.value !== 0 || dex.rule !== r.armorClass) terms.push(dex);
  // (Built only when kept: an AC is worked out on every attack.)
  const size = sizeModifier(spec.size);
  if (size !== 0) terms.push(ruleTerm(`size (${spec.size})`, size, r.sizeModifier));
  if (!touch) pushNonZero(terms, "natural armor", spec.naturalArmor ?? 0, r.armorClass);
  pushNonZero(terms, "deflection", spec.deflection ?? 0, r.armorClass);

  // Dodge bonuses stack and are not capped by armor, but vanish with the Dex bonus (seed 000
  // 闪避加值Dodge Bonuses).
  if (lost === undefined) {
    pushNonZero(terms, "dodge", spec.dodge ?? 0, r.armorClass);
    for (const t of ctx.dodge ?? []) if (t.value !== 0) terms.push(t);
  }
  for (const t of ctx.other ?? []) if (t.value !== 0) terms.push(t);
  return explain(terms);
}

/** AC while flat-footed (seed 000 措手不及Flat-Footed). */
export function flatFootedAc(
  e: Edition3x,
  spec: CombatantSpec,
  ctx: Omit<ArmorClassContext, "flatFooted"> = {},
): Explained {
  return armorClass(e, spec, { ...ctx, flatFooted: true });
}

/** Touch AC (seed 000 接触攻击Touch Attacks); flat-footed only if the context says so. */
export function touchAc(
  e: Edition3x,
  spec: CombatantSpec,
  ctx: Omit<ArmorClassContext, "touch"> = { flatFooted: false },
): Explained {
  return armorClass(e, spec, { ...ctx, touch: true });
}

/**
 * The Dex term: capped by the armor's max Dex (seed 000: 盔甲限制了你的敏捷奖励); when the
 * defender cannot react, only a *bonus* is lost — a penalty still applies (如果没有敏捷奖励则没有影响).
 */
function dexToAc(
  rule: string,
  spec: CombatantSpec,
  lost: DexLoss | undefined,
  noShield: boolean,
): Term {
  const score = spec.abilities.dex;
  const mod = abilityModifier(score);
  // A tower shield strapped on caps Dex as armor does (SRD Tower Shield, outside the seeds).
  const maxDex = lowest(spec.armor?.maxDex, noShield ? undefined : spec.shield?.maxDex);
  const capped = maxDex !== undefined && mod > maxDex ? maxDex : mod;
  if (lost !== undefined && capped > 0) {
    return ruleTerm(`Dex ${score} bonus lost (${lost.why})`, 0, lost.rule);
  }
  const label = capped < mod ? `Dex ${score} (capped by max Dex ${capped})` : `Dex ${score}`;
  return ruleTerm(label, capped, rule);
}

function lowest(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined ? b : b === undefined ? a : Math.min(a, b);
}
