import type { Awaiting, Frame } from "../../../engine/state.ts";
import { sizeStepsLarger } from "../../3x/special/sizeModifiers.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import type { AttackFrame } from "../frames/attack.ts";
import { weaponOf } from "../roster.ts";
import { holdFrame } from "./grappleAttack.ts";

// Improved grab (SRD special abilities, outside the seeds — the seed's "某些特定的怪物在进行擒抱尝试
// 的时候不会引发借机攻击", seed 000 发动擒抱): "If the creature hits with a melee weapon … it deals
// normal damage and attempts to start a grapple as a free action without provoking an attack of
// opportunity. No initial touch attack is required … only against opponents at least one size
// category smaller." A hit with a weapon marked `improvedGrab`, on the creature's own turn,
// asks it whether to grab; a grab goes straight to the opposed check of 步骤 3 (定身) and on from
// there like any grapple begun (the unarmed damage, moving into the foe's square).

/** The question the attacker answers after the hit. */
export const IMPROVED_GRAB_QUESTION = "grapple.improvedGrab";

/** Whether the attack just landed lets its attacker grab (the attack frame asks after harm). */
export function mayImprovedGrab(state: ThreeXState, f: AttackFrame): boolean {
  if (f.target === undefined || f.coupDeGrace === true || f.weaponOwner !== undefined) return false;
  const me = state.combatants[f.attacker]!;
  const w = weaponOf(me, f.weaponId);
  if (w?.improvedGrab !== true || f.thrown) return false;
  if (state.turn?.actor !== f.attacker) return false;
  const foe = state.combatants[f.target]!;
  if (foe.vitals.state === "dead" || me.grappling.length > 0 || foe.grappling.length > 0)
    return false;
  return sizeStepsLarger(foe.spec.size, me.spec.size) >= 1;
}

/** The attacker's choice, awaited in the attack frame's `askGrab` phase. */
export function improvedGrabChoice(f: AttackFrame): Awaiting {
  return {
    kind: "choice",
    actor: f.attacker,
    question: IMPROVED_GRAB_QUESTION,
    options: ["grab", "decline"],
  };
}

/** The grapple a "grab" answer starts: at its hold, as a free action. */
export function improvedGrabFrame(f: AttackFrame): Frame {
  return holdFrame(f.attacker, f.target!, f.cause);
}
