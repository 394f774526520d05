import type { Frame } from "../../../engine/state.ts";
import type { ThreeXGmDeclaration } from "../../3x/log/declarations.ts";
import type { CombatantSpec } from "../../3x/model/combatant.ts";
import type { ThreeXFrameKind } from "../../3x/state/index.ts";
import { rollInitiative } from "../initiative.ts";
import { grantTempHp, heal, isInjuryViolation } from "../injury/index.ts";
import { harmFrame } from "./harm.ts";

/**
 * A GM decision being carried out. The fact that records the decision cites `dnd35.gm` and carries
 * the reason; its consequences (hp after damage, a newcomer's initiative) cite their own rules.
 */
export interface GmFrame extends Frame {
  readonly kind: "gm";
  readonly decl: Exclude<ThreeXGmDeclaration, { kind: "BeginCombat" }>;
}

const GM = "dnd35.gm";

/**
 * One phase per decision (`act`), emitting the fact that records it; damage goes on through a
 * `harm` frame (massive damage applies to a GM's damage too), and a combatant added mid-fight
 * rolls initiative (`initiative`) — unless it is unaware during the surprise round.
 */
export const gmFrameKind: ThreeXFrameKind = {
  step(ctx, frame) {
    const f = frame as GmFrame;
    const { state } = ctx;
    const d = f.decl;
    if (f.phase === "initiative") {
      rollInitiative(ctx, [(d as Extract<ThreeXGmDeclaration, { kind: "AddCombatant" }>).spec.id]);
      return;
    }
    switch (d.kind) {
      case "ApplyDamage":
        ctx.emit(
          "DamageDealt",
          {
            target: d.target,
            amount: d.amount,
            nonlethal: d.nonlethal === true,
            breakdown: [{ label: d.reason, value: d.amount, rule: GM }],
            rule: GM,
          },
          f.cause,
        );
        return;
      case "ApplyHealing":
      case "GrantTempHp": {
        const v = state.combatants[d.target]!.vitals;
        const r = d.kind === "ApplyHealing" ? heal(v, d.amount) : grantTempHp(v, d.amount);
        if (isInjuryViolation(r)) throw new Error("invariant: checked when declared");
        // This one fact records the GM's decision, so it cites dnd35.gm; what the healing or
        // temporary-hp rules made of the amount (capped at max hp, a dying creature stabilized)
        // follows the reason in `why`.
        const why = [`GM: ${d.reason}`, ...r.notes.map((n) => n.text)].join("; ");
        ctx.emit("VitalsChanged", { target: d.target, vitals: r.vitals, rule: GM, why }, f.cause);
        return;
      }
      case "AddCondition":
        ctx.emit(
          "ConditionAdded",
          {
            target: d.target,
            condition: d.condition,
            ...(d.until === undefined ? {} : { until: d.until }),
            rule: GM,
          },
          f.cause,
        );
        return;
      case "RemoveCondition":
        ctx.emit(
          "ConditionRemoved",
          { target: d.target, condition: d.condition, rule: GM },
          f.cause,
        );
        return;
      case "MoveCreature":
        ctx.emit("PositionSet", { target: d.target, to: d.to, rule: GM }, f.cause);
        return;
      case "AddCombatant":
        ctx.emit("CombatantAdded", { spec: d.spec, rule: GM }, f.cause);
        return;
      case "RemoveCombatant":
        ctx.emit("CombatantRemoved", { id: d.target, rule: GM }, f.cause);
        return;
      case "EndFight":
        ctx.emit(
          "FightEnded",
          {
            ...(d.winner === undefined ? {} : { winner: d.winner }),
            reason: `GM: ${d.reason}`,
            rule: GM,
          },
          f.cause,
        );
        return;
      case "OverrideRuling":
        ctx.emit("RulingOverridden", { seq: d.seq, ruling: d.ruling, rule: GM }, f.cause);
        return;
    }
  },
  on(frame, event, state) {
    const f = frame as GmFrame;
    if (event.type === "DamageDealt") {
      return {
        phase: "harmed",
        push: harmFrame(event.data.target, event.data.amount, event.data.nonlethal, f.cause),
      };
    }
    // A newcomer unaware of its foes has no place in the surprise round (seed 000 突袭SURPRISE):
    // it rolls with the other unaware creatures when the surprise round ends.
    if (event.type === "CombatantAdded" && state.status === "active") {
      return state.surprise && !(event.data.spec as CombatantSpec).aware
        ? { done: true }
        : { phase: "initiative" };
    }
    return { done: true };
  },
  onChildDone() {
    return { done: true };
  },
};
