import type { Edition3x } from "../edition.ts";
import type { Vitals } from "../state/index.ts";
import { stateForHp, stateNote } from "./track.ts";
import type { InjuryNote, InjuryViolation, NoStabilizeReason, VitalsChange } from "./vitalsOps.ts";

/** A d% roll at or under this stabilizes a dying creature (seed 稳定角色伤势和恢复: 10%). */
export const STABILIZE_CHANCE = 10;

/**
 * When the rolls come (the house option `stabilizeAt`): "ownTurn" — on the creature's turn from
 * "the round after" it fell (seed 000 稳定角色伤势和恢复); "endOfRound" — after each round's last
 * count, "starting with the round in which the dying character dropped below 0 hit points" (the
 * SRD's condition summary, outside the seeds).
 */
export type StabilizeTiming = "ownTurn" | "endOfRound";

/**
 * Why no stabilize roll is due, or undefined when one is: once a round, from the round after the
 * fall on its own turn, or from the round of the fall itself at the end of the round. A creature
 * dying without a recorded fall (it started the fight dying) fell before this fight, so it rolls.
 */
function noRollReason(
  v: Vitals,
  round: number,
  timing: StabilizeTiming,
): NoStabilizeReason | undefined {
  if (v.state !== "dying") return "notDying";
  const fell = v.fellInRound;
  if (fell !== undefined && (timing === "endOfRound" ? round < fell : round <= fell))
    return "fellThisRound";
  if (v.lastStabilizeRound === round) return "rolledThisRound";
  return undefined;
}

/** Whether a dying creature must roll d% to stabilize this round (seed 稳定角色伤势和恢复). */
export function needsStabilizeRoll(
  v: Vitals,
  round: number,
  timing: StabilizeTiming = "ownTurn",
): boolean {
  return noRollReason(v, round, timing) === undefined;
}

/**
 * Applies a d% stabilize roll: 10 or less and the creature is stable; otherwise it loses 1 hp and
 * dies at −10 (seed 稳定角色伤势和恢复). The round is recorded, so it rolls once a round.
 */
export function applyStabilizeRoll(
  e: Edition3x,
  v: Vitals,
  d100: number,
  round: number,
  timing: StabilizeTiming = "ownTurn",
): VitalsChange | InjuryViolation {
  if (!Number.isInteger(d100) || d100 < 1 || d100 > 100) {
    throw new RangeError(`injury/applyStabilizeRoll: d100 must be an integer 1–100, got ${d100}`);
  }
  const reason = noRollReason(v, round, timing);
  const rule = e.rules.stabilize;
  if (reason !== undefined) return { kind: "noStabilizeRoll", rule, reason };
  if (d100 <= STABILIZE_CHANCE) {
    const after: Vitals = { ...v, state: "stable", lastStabilizeRound: round };
    return {
      vitals: after,
      notes: [{ rule, text: `d% ${d100} ≤ ${STABILIZE_CHANCE}: stable at ${v.hp} hp` }],
    };
  }
  const hp = v.hp - 1;
  const after: Vitals = { ...v, hp, state: stateForHp(hp), lastStabilizeRound: round };
  const notes: InjuryNote[] = [
    {
      rule,
      text: `d% ${d100} > ${STABILIZE_CHANCE}: loses 1 hp (${v.hp} → ${hp})`,
    },
    ...stateNote(e, v, after, rule),
  ];
  return { vitals: after, notes };
}
