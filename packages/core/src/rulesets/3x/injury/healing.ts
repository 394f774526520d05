import type { Edition3x } from "../edition.ts";
import type { VitalState, Vitals } from "../state/index.ts";
import { assertAmount } from "./amount.ts";
import { consciousnessNote } from "./nonlethal.ts";
import { stateNote, withoutMarks } from "./track.ts";
import { dead, type InjuryNote, type InjuryViolation, type VitalsChange } from "./vitalsOps.ts";

/**
 * The state after healing to `hp`. Any healing stops a dying creature losing hp (stable while
 * below 0); at 0 it is disabled and at 1 or more it acts as if it had never fallen (seed
 * 稳定角色伤势和恢复). Below 0 a stable (or recovering disabled) creature keeps its state.
 */
function healedState(v: Vitals, hp: number): VitalState {
  if (hp > 0) return "ok";
  if (hp === 0) return "disabled";
  return v.state === "dying" ? "stable" : v.state;
}

/**
 * Heals hit points, never above max hp (seed 治疗HEALING), and as much nonlethal damage (seed
 * 非致命伤: magical healing of hp heals equal nonlethal). Temporary hp are not restored (seed
 * 暂时生命值). A dead creature cannot be healed: that is a violation.
 */
export function heal(e: Edition3x, v: Vitals, amount: number): VitalsChange | InjuryViolation {
  assertAmount(amount, "heal");
  if (v.state === "dead") return dead(e);
  const r = e.rules;
  // Never lower hp that already stand above max (e.g. after a Constitution boost).
  const hp = Math.max(v.hp, Math.min(v.maxHp, v.hp + amount));
  const nonlethal = Math.max(0, v.nonlethal - amount);
  const state = healedState(v, hp);
  const core: Vitals = { ...v, hp, nonlethal, state };
  // Back on one's feet ends the spell of dying, and its round marks with it.
  const after = state === "ok" || state === "disabled" ? withoutMarks(core) : core;
  const notes: InjuryNote[] = [];
  if (hp !== v.hp) {
    const capped = v.hp + amount > v.maxHp ? ` (capped at max ${v.maxHp})` : "";
    notes.push({ rule: r.healing, text: `heals ${hp - v.hp} hp (${v.hp} → ${hp})${capped}` });
  }
  if (nonlethal !== v.nonlethal) {
    notes.push({
      rule: r.nonlethal,
      text: `heals ${v.nonlethal - nonlethal} nonlethal (${v.nonlethal} → ${nonlethal})`,
    });
  }
  notes.push(...stateNote(e, v, after, r.healing), ...consciousnessNote(e, v, after));
  return { vitals: after, notes };
}

/**
 * Heals nonlethal damage only, as rest does (seed 非致命伤: 1 per character level an hour; the
 * engine works out the amount). A dead creature cannot be healed.
 */
export function healNonlethal(
  e: Edition3x,
  v: Vitals,
  amount: number,
): VitalsChange | InjuryViolation {
  assertAmount(amount, "healNonlethal");
  if (v.state === "dead") return dead(e);
  const nonlethal = Math.max(0, v.nonlethal - amount);
  if (nonlethal === v.nonlethal) return { vitals: v, notes: [] };
  const after: Vitals = { ...v, nonlethal };
  return {
    vitals: after,
    notes: [
      {
        rule: e.rules.nonlethal,
        text: `heals ${v.nonlethal - nonlethal} nonlethal (${v.nonlethal} → ${nonlethal})`,
      },
      ...consciousnessNote(e, v, after),
    ],
  };
}
