import { type GmHooks, gmFrameKindOf } from "../../../d20/gm/index.ts";
import { harmFrame } from "../../../d20/harm/index.ts";
import type { ThreeXEvent } from "../../3x/log/fightEvent.ts";
import type { CombatantSpec } from "../../3x/model/combatant.ts";
import type { ThreeXContext, ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { CONDITION } from "../conditions.ts";
import { rollInitiative } from "../initiative.ts";
import { grantTempHp, heal, isInjuryViolation } from "../injury/index.ts";
import type { Dnd35RuleId } from "../rulesIndex.ts";
import { mountFallFrame } from "./mountFall.ts";
import { stunDropFrame } from "./stunDrop.ts";

/** The rule a GM decision's fact cites; its consequences cite their own rules. */
const GM: Dnd35RuleId = "dnd35.gm";

/**
 * dnd35's part of the GM frame (d20/gm): a GM's damage is `DamageDealt` and goes on through a
 * `harm` frame (massive damage applies to a GM's damage too); healing and temporary hp follow
 * the injury rules (capped at max hp, a dying creature stabilized); a newcomer unaware of its
 * foes has no place in the surprise round (seed 000 突袭SURPRISE): it rolls with the other
 * unaware creatures when the surprise round ends.
 */
const HOOKS: GmHooks<ThreeXState, ThreeXContext> = {
  rule: GM,
  damage(ctx, f, d) {
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
  },
  restored(state, d) {
    const v = state.combatants[d.target]!.vitals;
    const r = d.kind === "ApplyHealing" ? heal(v, d.amount) : grantTempHp(v, d.amount);
    if (isInjuryViolation(r)) throw new Error("invariant: checked when declared");
    return { vitals: r.vitals, notes: r.notes.map((n) => n.text) };
  },
  on(f, event, state) {
    if (event.type === "ConditionAdded") {
      // A stunned creature drops what it holds (SRD Stunned, outside the seeds).
      const { data } = event as Extract<ThreeXEvent, { type: "ConditionAdded" }>;
      const drop = stunDropFrame(state, data.target, data.condition, f.cause);
      if (drop !== undefined) return { phase: "dropping", push: drop };
      // A mount knocked prone throws its rider (seed 000 如果你的坐骑在战斗中跌倒).
      const fall =
        data.condition === CONDITION.prone
          ? mountFallFrame(state, data.target, f.cause)
          : undefined;
      return fall === undefined ? { done: true } : { phase: "dropping", push: fall };
    }
    if (event.type !== "DamageDealt") return undefined;
    const { data } = event as Extract<ThreeXEvent, { type: "DamageDealt" }>;
    return { phase: "harmed", push: harmFrame(data.target, data.amount, data.nonlethal, f.cause) };
  },
  joinsNow: (state, spec) => !(state.surprise && !(spec as CombatantSpec).aware),
  rollInitiative: (ctx, id) => rollInitiative(ctx, [id]),
};

/** The GM frame kind of dnd35: the shared frame citing `dnd35.gm`. */
export const gmFrameKind: ThreeXFrameKind = gmFrameKindOf(HOOKS);
