import type { Edition3x } from "../edition.ts";
import type { Vitals } from "../state/index.ts";
import { isDownByState } from "./track.ts";
import type { InjuryNote } from "./vitalsOps.ts";

/** How awake a creature is, read from its state and its nonlethal damage against its hp. */
export type Consciousness = "conscious" | "staggered" | "unconscious";

/** Why a creature's turn allows only one standard or move action (matches the fact `Restriction`). */
export type InjuryRestriction = "disabled" | "staggered";

/**
 * The hp that nonlethal damage is read against. Temporary hp count: the seed 暂时生命值 says
 * they are recorded in the current hp total, and 非致命伤 compares with the current hp.
 */
export function currentHp(v: Vitals): number {
  return v.hp + v.tempHp;
}

/**
 * Conscious, staggered or unconscious (seed 非致命伤NONLETHAL DAMAGE: nonlethal = current hp
 * staggers, more knocks out; it does not matter whether nonlethal rose or hp fell). Dying, stable
 * and dead creatures are unconscious; a disabled one is awake (seed 瘫痪DISABLED).
 */
export function consciousness(v: Vitals): Consciousness {
  if (isDownByState(v.state)) return "unconscious";
  const hp = currentHp(v);
  if (v.nonlethal > hp) return "unconscious";
  // At 0 hp with no nonlethal the creature is merely disabled, not staggered.
  if (v.nonlethal === hp && hp > 0) return "staggered";
  return "conscious";
}

/** Whether the creature can take any action at all. */
export function canAct(v: Vitals): boolean {
  return consciousness(v) !== "unconscious";
}

/** Whether the creature is out of the fight for now: dead, dying, stable or unconscious. */
export function isDown(v: Vitals): boolean {
  return !canAct(v);
}

/**
 * What limits an acting creature to a single standard or move action a round: being disabled
 * (seed 瘫痪DISABLED) or staggered (seed 非致命伤). Disabled is named first when both hold.
 */
export function restriction(v: Vitals): InjuryRestriction | undefined {
  if (!canAct(v)) return undefined;
  if (v.state === "disabled") return "disabled";
  return consciousness(v) === "staggered" ? "staggered" : undefined;
}

/** Whether the creature may take only a single standard or move action this round. */
export function isRestricted(v: Vitals): boolean {
  return restriction(v) !== undefined;
}

/**
 * The note for a change in consciousness caused by nonlethal damage, or none. Changes of state
 * (dying, stable, dead, healed) carry their own note, so they are left out here.
 */
export function consciousnessNote(e: Edition3x, before: Vitals, after: Vitals): InjuryNote[] {
  if (isDownByState(before.state) || isDownByState(after.state)) return [];
  const was = consciousness(before);
  const now = consciousness(after);
  if (was === now) return [];
  const vs = `nonlethal ${after.nonlethal}, current hp ${currentHp(after)}`;
  switch (now) {
    case "staggered":
      return [
        { rule: e.rules.staggered, text: `staggered (${vs}): one standard or move action a round` },
      ];
    case "unconscious":
      return [{ rule: e.rules.nonlethal, text: `unconscious (${vs})` }];
    case "conscious":
      return [{ rule: e.rules.nonlethal, text: `no longer ${was} (${vs})` }];
    default: {
      const never: never = now;
      return never;
    }
  }
}
