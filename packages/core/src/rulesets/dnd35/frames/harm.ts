import { type HarmFrame, type HarmHooks, harmFrameKindOf } from "../../../d20/harm/index.ts";
import type { Transition } from "../../../engine/ruleset.ts";
import { concentrate } from "../../3x/concentration/index.ts";
import type { ThreeXEvent } from "../../3x/log/fightEvent.ts";
import type { ThreeXContext, ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { CONDITION, has } from "../conditions.ts";
import { DND35_3X } from "../edition3x.ts";
import {
  applyDamage,
  failMassiveDamage,
  isDown,
  MASSIVE_DAMAGE_DC,
  MASSIVE_DAMAGE_THRESHOLD,
} from "../injury/index.ts";
import { saveBonus } from "../stats/index.ts";
import { castSpellOf } from "./cast.ts";
import { mountFallFrame } from "./mountFall.ts";
import { spellInterruptedBy } from "./spellInterrupted.ts";

/**
 * After the hit has landed (and any massive-damage save passed): a concentration check if the
 * target took damage, is still up, and is in the middle of casting a spell; else done. A down
 * caster loses the spell anyway (its cast frame or its turn says so).
 */
function afterHarm(state: ThreeXState, f: HarmFrame): Transition {
  if (f.amount <= 0 || isDown(state.combatants[f.target]!.vitals)) return fallOrDone(state, f);
  return spellInterruptedBy(state, f.target) === undefined
    ? fallOrDone(state, f)
    : { phase: "concentration" };
}

/**
 * The end of a harm: a rider it knocked unconscious, or the rider of a mount it dropped, comes
 * off (seed 000 骑乘战斗 如果你被迫落马, 如果你的坐骑在战斗中跌倒: `mountFall`), else done.
 */
function fallOrDone(state: ThreeXState, f: HarmFrame): Transition {
  const fall = mountFallFrame(state, f.target, f.cause);
  return fall === undefined ? { done: true } : { phase: "falling", push: fall };
}

/** After the hp (and a sleeper's waking): the massive-damage save for 50+ lethal damage, or on. */
function afterVitals(state: ThreeXState, f: HarmFrame): Transition {
  const massive = !f.nonlethal && f.amount >= MASSIVE_DAMAGE_THRESHOLD;
  return massive && state.combatants[f.target]!.vitals.state !== "dead"
    ? { phase: "massiveSave" }
    : afterHarm(state, f);
}

/**
 * phases after `vitals`: `wake` (see HOOKS) → `massiveSave` when one attack dealt 50+ lethal damage and
 * did not kill (Fort DC 15, SaveRolled) → `massiveDeath` on a failed save (VitalsChanged); then,
 * if the target is still up and in the middle of casting, `concentration`: DC 10 + this hit's
 * damage + the spell's level (seed 000 借机攻击 施法: 如果你被借机攻击伤害到，你必须做一个专注检定;
 * 专注: any hit that interferes) → `spellLost` on a failure of a spell of a round on its way (a
 * spell still in its cast frame is lost by that frame, see `CombatantState.lostConcentration`).
 */
const AFTER: ThreeXFrameKind = {
  step(ctx, frame) {
    const f = frame as HarmFrame;
    const { state } = ctx;
    const target = state.combatants[f.target]!;
    switch (f.phase) {
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
      case "concentration": {
        const casting = spellInterruptedBy(state, f.target)!;
        // A scroll's spell is the scroll's, not one the caster knows (seed 000 阅读卷轴).
        const spell = castSpellOf(state, { caster: f.target, ...casting })!;
        concentrate(ctx, DND35_3X, f.target, spell, "damaged", f.cause, f.amount);
        return;
      }
      case "wake":
        // Wounding awakens a sleeper (SRD Sleep, outside the seeds).
        ctx.emit(
          "ConditionRemoved",
          { target: f.target, condition: CONDITION.asleep, rule: "dnd35.sleepWakes" },
          f.cause,
        );
        return;
      case "spellLost":
        ctx.emit(
          "SpellLost",
          {
            caster: f.target,
            spell: target.casting!.spell,
            reason: "a failed concentration check after a hit while casting",
            rule: "dnd35.concentration",
          },
          f.cause,
        );
        return;
    }
    throw new Error(`invariant: harm frame in phase ${f.phase}`);
  },
  on(frame, event, state) {
    const f = frame as HarmFrame;
    if (f.phase === "wake" && event.type === "ConditionRemoved") return afterVitals(state, f);
    if (f.phase === "massiveSave" && event.type === "SaveRolled") {
      return event.data.success ? afterHarm(state, f) : { phase: "massiveDeath" };
    }
    if (f.phase === "massiveDeath" && event.type === "VitalsChanged") return fallOrDone(state, f);
    if (f.phase === "concentration" && event.type === "ConcentrationRolled") {
      // A spell on its way with no cast frame to lose it is lost here; one still in its cast
      // frame is lost by that frame when its window closes (it reads `lostConcentration`).
      return !event.data.success && state.combatants[f.target]!.casting !== undefined
        ? { phase: "spellLost" }
        : { done: true };
    }
    if (f.phase === "spellLost" && event.type === "SpellLost") return { done: true };
    throw new Error(`invariant: harm frame in ${f.phase} got ${event.type}`);
  },
  // The only child a harm pushes is a rider's fall.
  onChildDone() {
    return { done: true };
  },
};

/**
 * dnd35's harm (d20/harm): the injury track says what the damage does to the target's hp
 * (`vitals`, VitalsChanged: lethal or nonlethal, seed 000 受伤和死亡), then
 * `wake` when the target was asleep and took damage (ConditionRemoved: wounding
 * awakens a sleeper, SRD Sleep, outside the seeds), or on.
 */
const HOOKS: HarmHooks<ThreeXState, ThreeXContext, ThreeXEvent> = {
  vitals(state, f) {
    const r = applyDamage(state.combatants[f.target]!.vitals, {
      amount: f.amount,
      nonlethal: f.nonlethal,
      round: state.round,
    });
    const why =
      r.notes.map((n) => n.text).join("; ") ||
      `${f.amount} ${f.nonlethal ? "nonlethal " : ""}damage`;
    const rule =
      r.notes[r.notes.length - 1]?.rule ?? (f.nonlethal ? "dnd35.nonlethal" : "dnd35.injury");
    return { vitals: r.vitals, rule, why };
  },
  afterVitals(state, f) {
    if (f.amount > 0 && has(state.combatants[f.target]!, CONDITION.asleep))
      return { phase: "wake" };
    return afterVitals(state, f);
  },
  after: AFTER,
};

/** The harm frame kind of dnd35: the shared harm pipeline over the injury track. */
export const harmFrameKind: ThreeXFrameKind = harmFrameKindOf(HOOKS);
