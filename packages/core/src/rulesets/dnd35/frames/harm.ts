import type { FrameKind } from "../../../engine/ruleset.ts";
import type { Frame } from "../../../engine/state.ts";
import {
  applyDamage,
  failMassiveDamage,
  MASSIVE_DAMAGE_DC,
  MASSIVE_DAMAGE_THRESHOLD,
} from "../injury/index.ts";
import { saveBonus } from "../stats/saves.ts";

/** Damage landing on a creature: its hp, and the massive-damage save (seed 000 受伤和死亡). */
export interface HarmFrame extends Frame {
  readonly kind: "harm";
  readonly target: string;
  readonly amount: number;
  readonly nonlethal: boolean;
}

/** Builds a harm frame. */
export function harmFrame(
  target: string,
  amount: number,
  nonlethal: boolean,
  cause: number,
): HarmFrame {
  return { kind: "harm", phase: "vitals", cause, target, amount, nonlethal };
}

/**
 * phases: `vitals` (VitalsChanged) → `massiveSave` when one attack dealt 50+ lethal damage and
 * did not kill (Fort DC 15, SaveRolled) → `massiveDeath` on a failed save (VitalsChanged).
 */
export const harmFrameKind: FrameKind = {
  step(ctx, frame) {
    const f = frame as HarmFrame;
    const { state } = ctx;
    const target = state.combatants[f.target]!;
    switch (f.phase) {
      case "vitals": {
        const r = applyDamage(target.vitals, {
          amount: f.amount,
          nonlethal: f.nonlethal,
          round: state.round,
        });
        const why =
          r.notes.map((n) => n.text).join("; ") ||
          `${f.amount} ${f.nonlethal ? "nonlethal " : ""}damage`;
        const rule =
          r.notes[r.notes.length - 1]?.rule ?? (f.nonlethal ? "dnd35.nonlethal" : "dnd35.injury");
        ctx.emit("VitalsChanged", { target: f.target, vitals: r.vitals, rule, why }, f.cause);
        return;
      }
      case "massiveSave": {
        const bonus = saveBonus(target.spec, "fort");
        const natural = ctx.roll(f.target, "save-fort", "1d20", 1, f.cause).total;
        const total = natural + bonus.value;
        // A natural 1 always fails and a natural 20 always succeeds (seed 000 豁免检定SAVING THROWS).
        const success = natural === 20 || (natural !== 1 && total >= MASSIVE_DAMAGE_DC);
        ctx.emit(
          "SaveRolled",
          {
            target: f.target,
            save: "fort",
            natural,
            bonus: bonus.breakdown,
            total,
            dc: MASSIVE_DAMAGE_DC,
            success,
            rule: "dnd35.massiveDamage",
          },
          f.cause,
        );
        return;
      }
      case "massiveDeath": {
        const r = failMassiveDamage(target.vitals);
        ctx.emit(
          "VitalsChanged",
          {
            target: f.target,
            vitals: r.vitals,
            rule: "dnd35.massiveDamage",
            why: "failed the massive damage save",
          },
          f.cause,
        );
        return;
      }
    }
    throw new Error(`invariant: harm frame in phase ${f.phase}`);
  },
  on(frame, event, state) {
    const f = frame as HarmFrame;
    if (f.phase === "vitals" && event.type === "VitalsChanged") {
      const massive = !f.nonlethal && f.amount >= MASSIVE_DAMAGE_THRESHOLD;
      return massive && state.combatants[f.target]!.vitals.state !== "dead"
        ? { phase: "massiveSave" }
        : { done: true };
    }
    if (f.phase === "massiveSave" && event.type === "SaveRolled") {
      return event.data.success ? { done: true } : { phase: "massiveDeath" };
    }
    if (f.phase === "massiveDeath" && event.type === "VitalsChanged") return { done: true };
    throw new Error(`invariant: harm frame in ${f.phase} got ${event.type}`);
  },
};
