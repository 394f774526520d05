import type { Edition3x } from "../edition.ts";
import type { VitalState, Vitals } from "../state/index.ts";
import type { InjuryNote } from "./vitalsOps.ts";

/** At or below this many hp a creature is dead (seed 死亡DEAD（-10或更低HP）). */
export const DEAD_AT_HP = -10;

/**
 * The state that hp alone implies (seed 生命值HIT POINTS: 0 disabled, −1 dying, −10 dead).
 * "stable" never follows from hp: only a stabilize roll or healing makes a dying creature stable.
 */
export function stateForHp(hp: number): Exclude<VitalState, "stable"> {
  if (hp > 0) return "ok";
  if (hp === 0) return "disabled";
  return hp > DEAD_AT_HP ? "dying" : "dead";
}

/** Dying, stable and dead creatures are unconscious whatever their nonlethal damage (seed 濒死DYING). */
export function isDownByState(state: VitalState): boolean {
  return state === "dying" || state === "stable" || state === "dead";
}

/**
 * Vitals without the round marks: they describe one spell of dying, so a creature that leaves
 * it drops them (exactOptionalPropertyTypes: clearing means building anew, not `undefined`).
 */
export function withoutMarks(v: Vitals): Vitals {
  return { hp: v.hp, maxHp: v.maxHp, tempHp: v.tempHp, nonlethal: v.nonlethal, state: v.state };
}

/**
 * The note for a change of state, or none. Entering ok or stable is credited to `cause` (healing
 * or the stabilize roll); disabled, dying and dead cite their own seed sections.
 */
export function stateNote(
  e: Edition3x,
  before: Vitals,
  after: Vitals,
  cause: string,
): InjuryNote[] {
  if (before.state === after.state) return [];
  const hp = after.hp;
  switch (after.state) {
    case "ok":
      return [{ rule: cause, text: `at ${hp} hp: acts normally again` }];
    case "disabled":
      return [
        {
          rule: e.rules.disabled,
          text: `at ${hp} hp: disabled (one move or standard action a round)`,
        },
      ];
    case "dying":
      return [
        { rule: e.rules.dying, text: `at ${hp} hp: dying (unconscious, loses 1 hp a round)` },
      ];
    case "stable":
      return [{ rule: cause, text: `stable at ${hp} hp: no longer loses hp` }];
    case "dead":
      return [{ rule: e.rules.dead, text: `at ${hp} hp: dead` }];
    default: {
      const never: never = after.state;
      return never;
    }
  }
}
