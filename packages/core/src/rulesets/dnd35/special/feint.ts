import { afterTurnOf } from "../../../d20/durations/index.ts";
import type { Frame } from "../../../engine/state.ts";
import { type RuleViolation, violation } from "../../../engine/violation.ts";
import type { Term } from "../../../model/breakdown.ts";
import { aidSkillTerms, feintedBy } from "../../3x/special/feintAndAid.ts";
import type { ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { DND35_3X } from "../edition3x.ts";
import { abilityModifier } from "../stats/index.ts";
import { says } from "../violationSays.ts";
import { checkOpponent } from "./checkOpponent.ts";
import type { SpecialAttackModule } from "./module.ts";
import { rollOpposed } from "./rollOpposed.ts";

// A feint (seed 000 虚招FEINT): a standard action (a move action with Improved Feint) that does
// not provoke; Bluff against the target's Sense Motive plus its base attack bonus; beating it,
// the target loses its Dex bonus to AC against the feinter's next melee attack.

const RULE = "dnd35.feint";

interface FeintFrame extends Frame {
  readonly kind: "feint";
  readonly actor: string;
  readonly target: string;
}

/** The feinter's Bluff: its skill, else its Cha modifier; −4 or −8 by what the target is. */
export function bluffTerms(state: ThreeXState, actor: string, target: string): Term[] {
  const me = state.combatants[actor]!.spec;
  const them = state.combatants[target]!.spec;
  const terms: Term[] =
    me.bluff !== undefined
      ? [{ label: "Bluff", value: me.bluff, rule: RULE }]
      : [
          {
            label: `Cha ${me.abilities.cha}`,
            value: abilityModifier(me.abilities.cha),
            rule: RULE,
          },
        ];
  // 对只有动物智力水平（1或2）的目标 −8; 对非类人生物 −4 (the larger one, not both).
  if (them.abilities.int <= 2)
    terms.push({ label: `target of animal Int (${them.abilities.int})`, value: -8, rule: RULE });
  else if ((them.creatureType ?? "humanoid") !== "humanoid")
    terms.push({ label: `nonhumanoid target (${them.creatureType})`, value: -4, rule: RULE });
  // 协助他人: an aid on the feinter's Bluff gives +2 (spent by this check).
  return [...terms, ...aidSkillTerms(DND35_3X, state.combatants[actor]!, "Bluff")];
}

/** The target's Sense Motive (its skill, else its Wis modifier) plus its base attack bonus. */
export function senseMotiveTerms(state: ThreeXState, target: string): Term[] {
  const spec = state.combatants[target]!.spec;
  const skill: Term =
    spec.senseMotive !== undefined
      ? { label: "Sense Motive", value: spec.senseMotive, rule: RULE }
      : {
          label: `Wis ${spec.abilities.wis}`,
          value: abilityModifier(spec.abilities.wis),
          rule: RULE,
        };
  return [skill, { label: "base attack bonus", value: spec.bab, rule: RULE }];
}

function check(
  state: ThreeXState,
  actor: string,
  d: { readonly target: string },
): RuleViolation | undefined {
  const opponent = checkOpponent(state, actor, d.target, RULE);
  if (opponent !== undefined) return opponent;
  const target = state.combatants[d.target]!;
  // 对没有智力属性的生物使用虚招则是不可能的: a mindless creature has no Int score (written 0).
  if (target.spec.abilities.int <= 0)
    return violation(
      "mindlessTarget",
      RULE,
      says("dnd35:violation.feint.mindless", { target: d.target }),
    );
  return undefined;
}

/** phases: `check` (the opposed Bluff → OpposedCheckRolled) → `feinted` (ConditionAdded) → done. */
const feintFrameKind: ThreeXFrameKind = {
  step(ctx, frame) {
    const f = frame as FeintFrame;
    if (f.phase === "check") {
      rollOpposed(
        ctx,
        [
          { who: f.actor, check: "Bluff", bonus: bluffTerms(ctx.state, f.actor, f.target) },
          { who: f.target, check: "Sense Motive", bonus: senseMotiveTerms(ctx.state, f.target) },
        ],
        { attack: "Feint", purpose: "feint", rule: RULE, tiesTo: 1 },
        f.cause,
      );
      return;
    }
    // The attack must come on or before the feinter's next turn (该攻击必须在你的下一回合或是在
    // 你的下一回合之前进行): it lasts until that turn is over.
    ctx.emit(
      "ConditionAdded",
      {
        target: f.target,
        condition: feintedBy(f.actor),
        until: afterTurnOf(ctx.state, f.actor, 1),
        rule: RULE,
      },
      f.cause,
    );
  },
  on(frame, event) {
    const f = frame as FeintFrame;
    if (f.phase === "check" && event.type === "OpposedCheckRolled")
      return event.data.winner === f.actor ? { phase: "feinted" } : { done: true };
    if (f.phase === "feinted" && event.type === "ConditionAdded") return { done: true };
    throw new Error(`invariant: feint frame in ${f.phase} got ${event.type}`);
  },
};

/** The feint of 表：特殊攻击动作 (seed 000 虚招FEINT). */
export const feint: SpecialAttackModule<"Feint"> = {
  attack: "Feint",
  rule: RULE,
  isAttack: false,
  // 以移动动作来使用虚招: Improved Feint makes it a move action.
  slot: (state, actor) =>
    state.combatants[actor]!.spec.feats.includes("ImprovedFeint") ? "move" : "standard",
  check: (state, actor, d) => check(state, actor, d),
  // 在战斗中使用虚招不会引发借机攻击.
  provocation: () => undefined,
  start: (_state, actor, d, cause) => {
    const frame: FeintFrame = { kind: "feint", phase: "check", cause, actor, target: d.target };
    return frame;
  },
  frames: { feint: feintFrameKind },
};
