import type { Edition3x } from "../edition.ts";
import type { Vitals } from "../state/index.ts";
import { assertAmount } from "./amount.ts";
import { consciousnessNote } from "./nonlethal.ts";
import { stateForHp, stateNote, withoutMarks } from "./track.ts";
import type { InjuryNote, VitalsChange } from "./vitalsOps.ts";

/** Damage from one attack or effect, already rolled by the engine (after any reduction). */
export interface DamageInput {
  readonly amount: number;
  readonly nonlethal: boolean;
  /** The combat round, so that a creature that starts dying knows when it fell. */
  readonly round: number;
}

/** The vitals after the hit, what changed, and whether the hit calls for a massive-damage save. */
export interface DamageResult extends VitalsChange {
  readonly massiveDamageCheck: boolean;
}

/** Damage from a single attack that calls for a Fort save against death (seed 巨创Massive Damage). */
export const MASSIVE_DAMAGE_THRESHOLD = 50;

/** The DC of that Fort save (seed 巨创Massive Damage). */
export const MASSIVE_DAMAGE_DC = 15;

/**
 * Applies one hit. Lethal damage comes off temporary hp first, then hp (seed 暂时生命值), and the
 * new hp sets the state (seed 失去生命值). Nonlethal damage only adds to the nonlethal total
 * (seed 非致命伤: not subtracted from hp). A dead creature is left as it is.
 */
export function applyDamage(e: Edition3x, v: Vitals, hit: DamageInput): DamageResult {
  assertAmount(hit.amount, "applyDamage");
  if (v.state === "dead" || hit.amount === 0)
    return { vitals: v, notes: [], massiveDamageCheck: false };
  return hit.nonlethal ? nonlethalHit(e, v, hit.amount) : lethalHit(e, v, hit.amount, hit.round);
}

/**
 * Nonlethal damage is "not real damage" (seed 非致命伤), so temporary hp do not soak it (the
 * SRD is silent; they are hp, and nonlethal never touches hp) and it never calls for a
 * massive-damage save.
 */
function nonlethalHit(e: Edition3x, v: Vitals, amount: number): DamageResult {
  const after: Vitals = { ...v, nonlethal: v.nonlethal + amount };
  const notes: InjuryNote[] = [
    {
      rule: e.rules.nonlethal,
      text: `takes ${amount} nonlethal (total ${v.nonlethal} → ${after.nonlethal})`,
    },
    ...consciousnessNote(e, v, after),
  ];
  return { vitals: after, notes, massiveDamageCheck: false };
}

function lethalHit(e: Edition3x, v: Vitals, amount: number, round: number): DamageResult {
  const r = e.rules;
  const absorbed = Math.min(v.tempHp, amount);
  const lost = amount - absorbed;
  const hp = v.hp - lost;
  const state = lost === 0 ? v.state : stateForHp(hp);
  const core: Vitals = { ...v, hp, tempHp: v.tempHp - absorbed, state };
  // A creature that newly starts dying (also a stable one hit again) rolls from the next round.
  const after =
    state === "dying" && v.state !== "dying" ? { ...withoutMarks(core), fellInRound: round } : core;
  const notes: InjuryNote[] = [];
  if (absorbed > 0) {
    notes.push({
      rule: r.temporaryHp,
      text: `temporary hp absorb ${absorbed} (${v.tempHp} → ${after.tempHp}), lost for good`,
    });
  }
  if (lost > 0) notes.push({ rule: r.injury, text: `loses ${lost} hp (${v.hp} → ${hp})` });
  for (const n of stateNote(e, v, after, r.injury)) notes.push(n);
  for (const n of consciousnessNote(e, v, after)) notes.push(n);
  // The seed counts the damage "a single attack dealt you" (单独一次攻击造成了你50点及以上的伤害).
  // Temporary hp are part of your hp (seed 暂时生命值), so damage they soak still counts; a hit
  // that kills outright needs no save.
  const massiveDamageCheck = amount >= MASSIVE_DAMAGE_THRESHOLD && state !== "dead";
  if (massiveDamageCheck) {
    notes.push({
      rule: r.massiveDamage,
      text: `${amount} damage from one attack: Fort DC ${MASSIVE_DAMAGE_DC} or die`,
    });
  }
  return { vitals: after, notes, massiveDamageCheck };
}

/** A failed massive-damage save: dead whatever the hp (seed 巨创Massive Damage, 死亡DEAD). */
export function failMassiveDamage(e: Edition3x, v: Vitals): VitalsChange {
  if (v.state === "dead") return { vitals: v, notes: [] };
  return {
    vitals: { ...v, state: "dead" },
    notes: [
      {
        rule: e.rules.massiveDamage,
        text: `fails the DC ${MASSIVE_DAMAGE_DC} Fort save against massive damage: dead at ${v.hp} hp`,
      },
    ],
  };
}
