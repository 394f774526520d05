import type { Term } from "../../../model/breakdown.ts";
import type { Edition3x } from "../edition.ts";
import type { ThreeXCombatant } from "../state/index.ts";
import type { DexLoss } from "../stats/index.ts";

// What a feint and an aid another leave on the creatures until an attack spends it (seed 000
// 虚招FEINT, 协助他人AID ANOTHER): a condition named after who did it and against whom, read by
// the attack and AC of the next roll they concern, and spent by it (`AttackResolved.spent`).

/** The condition on a feinted creature: it loses its Dex bonus against `by`'s next melee attack. */
export function feintedBy(by: string): string {
  return `feinted:${by}`;
}

const AID_ATTACK = "aidedAttack:";
const AID_AC = "aidedAc:";

/** The condition on an aided ally: +2 on its next attack roll against `foe` (one per aider). */
export function aidedAttack(foe: string, aider: string): string {
  return `${AID_ATTACK}${foe}:${aider}`;
}

/** The condition on an aided ally: +2 AC against `foe`'s next attack on it (one per aider). */
export function aidedAc(foe: string, aider: string): string {
  return `${AID_AC}${foe}:${aider}`;
}

/** The aider named in an aid condition (`aidedAttack`/`aidedAc`), for the term's label. */
function aiderOf(condition: string): string {
  return condition.slice(condition.lastIndexOf(":") + 1);
}

/** The +2s the attacker's aiders give its roll against `target`; several aids stack. */
export function aidAttackTerms(e: Edition3x, attacker: ThreeXCombatant, target: string): Term[] {
  const out: Term[] = [];
  const prefix = `${AID_ATTACK}${target}:`;
  for (const c of attacker.conditions)
    if (c.name.startsWith(prefix))
      out.push({ label: `aided by ${aiderOf(c.name)}`, value: 2, rule: e.rules.aidAnother });
  return out;
}

/** The +2s to AC the defender's aiders give it against `attacker`'s attack; they stack. */
export function aidAcTerms(e: Edition3x, defender: ThreeXCombatant, attacker: string): Term[] {
  const out: Term[] = [];
  const prefix = `${AID_AC}${attacker}:`;
  for (const c of defender.conditions)
    if (c.name.startsWith(prefix))
      out.push({ label: `aided by ${aiderOf(c.name)}`, value: 2, rule: e.rules.aidAnother });
  return out;
}

/** A feinted defender's lost Dex against the feinter's melee attack (seed 000 虚招FEINT). */
export function feintDexLoss(
  e: Edition3x,
  defender: ThreeXCombatant,
  attacker: string,
  ranged: boolean,
): DexLoss | undefined {
  if (ranged) return undefined;
  const name = feintedBy(attacker);
  for (const c of defender.conditions)
    if (c.name === name) return { why: `feinted by ${attacker}`, rule: e.rules.feint };
  return undefined;
}

/** A condition an attack roll spent, and on whom. */
export interface SpentCondition {
  readonly target: string;
  readonly condition: string;
}

/**
 * What one attack roll spends (seed 000 虚招FEINT: 你下一次对该目标进行近战攻击时; 协助他人AID
 * ANOTHER: 下一次攻击检定 / 防御该敌人的下一次攻击): the feint on a melee roll, the attacker's aids
 * against this target, the defender's aids against this attacker. Undefined when nothing is.
 */
export function spentBy(
  attacker: ThreeXCombatant,
  defender: ThreeXCombatant,
  ranged: boolean,
): SpentCondition[] | undefined {
  // Most attacks spend nothing: no list is made for them (an attack is the hot path).
  let out: SpentCondition[] | undefined;
  const a = attacker.spec.id;
  const d = defender.spec.id;
  for (const c of defender.conditions) {
    const n = c.name;
    if ((!ranged && n === `feinted:${a}`) || n.startsWith(`${AID_AC}${a}:`)) {
      if (out === undefined) out = [];
      out.push({ target: d, condition: n });
    }
  }
  for (const c of attacker.conditions) {
    if (c.name.startsWith(`${AID_ATTACK}${d}:`)) {
      if (out === undefined) out = [];
      out.push({ target: a, condition: c.name });
    }
  }
  return out;
}

/** The skills an aid another can help with in a fight (SRD skills, Aid Another). */
export const AIDED_SKILLS = ["Heal", "EscapeArtist", "Bluff"] as const;
export type AidedSkill = (typeof AIDED_SKILLS)[number];

const AID_SKILL = "aidedSkill:";

/** The condition on an ally aided in `skill`: +2 on its next check of it (one per aider). */
export function aidedSkill(skill: AidedSkill, aider: string): string {
  return `${AID_SKILL}${skill}:${aider}`;
}

/** The +2s the creature's aiders give its check of `skill`; several aids stack. */
export function aidSkillTerms(e: Edition3x, c: ThreeXCombatant, skill: AidedSkill): Term[] {
  if (c.conditions.length === 0) return [];
  const out: Term[] = [];
  const prefix = `${AID_SKILL}${skill}:`;
  for (const x of c.conditions)
    if (x.name.startsWith(prefix))
      out.push({ label: `aided by ${aiderOf(x.name)}`, value: 2, rule: e.rules.aidAnother });
  return out;
}

/**
 * The reducer's part of a check of `skill`: it spends the aids on it (下一次: the next check).
 * The check's own terms show them.
 */
export function spendSkillAids(c: ThreeXCombatant, skill: AidedSkill): void {
  if (c.conditions.length === 0) return;
  const prefix = `${AID_SKILL}${skill}:`;
  if (c.conditions.some((x) => x.name.startsWith(prefix)))
    c.conditions = c.conditions.filter((x) => !x.name.startsWith(prefix));
}
