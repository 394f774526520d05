import type { EngineContext } from "../../engine/context.ts";
import type { FrameKind } from "../../engine/ruleset.ts";
import type { CombatState } from "../../engine/state.ts";
import type { FightEventMap } from "../../log/fightEvent.ts";
import type { GmFrame } from "./gmFrame.ts";
import type { GmHooks } from "./gmHooks.ts";

/**
 * The GM frame over an edition's hooks: one phase per decision (`act`), emitting the one fact
 * that records it and cites the edition's GM rule with the reason; damage goes on through the
 * edition's own fact, and a combatant added mid-fight rolls initiative (`initiative`) when the
 * edition says it joins now. Build it once per ruleset (module level).
 */
export function gmFrameKindOf<S extends CombatState, C extends EngineContext<S, FightEventMap>, E>(
  hooks: GmHooks<S, C>,
): FrameKind<S, C, E> {
  const GM = hooks.rule;
  return {
    step(ctx, frame) {
      const f = frame as GmFrame;
      const d = f.decl;
      if (f.phase === "initiative") {
        hooks.rollInitiative(
          ctx,
          (d as Extract<GmFrame["decl"], { kind: "AddCombatant" }>).spec.id,
        );
        return;
      }
      switch (d.kind) {
        case "ApplyDamage":
          hooks.damage(ctx, f, d);
          return;
        case "ApplyHealing":
        case "GrantTempHp": {
          const r = hooks.restored(ctx.state, d);
          // This one fact records the GM's decision, so it cites the GM rule; what the healing
          // or temporary-hp rules made of the amount follows the reason in `why`.
          const why = [`GM: ${d.reason}`, ...r.notes].join("; ");
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
        case "MoveInOrder": {
          const count = ctx.state.order.find((e) => e.id === d.before)!.count;
          ctx.emit(
            "OrderChanged",
            { target: d.target, before: d.before, count, rule: GM },
            f.cause,
          );
          return;
        }
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
        default:
          unknownDecision(d);
      }
    },
    on(frame, event, state) {
      const f = frame as GmFrame;
      const e = event as { readonly type: string; readonly data?: unknown };
      const own = hooks.on(f, e, state);
      if (own !== undefined) return own;
      if (e.type === "CombatantAdded" && state.status === "active") {
        const { spec } = e.data as FightEventMap["CombatantAdded"];
        return hooks.joinsNow(state, spec) ? { phase: "initiative" } : { done: true };
      }
      return { done: true };
    },
    onChildDone() {
      return { done: true };
    },
  };
}

function unknownDecision(d: never): never {
  throw new Error(`invariant: a GM decision ${(d as { kind: string }).kind}`);
}
