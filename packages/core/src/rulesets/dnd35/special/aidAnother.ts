import { beforeCountOf } from "../../../d20/durations/index.ts";
import type { Frame } from "../../../engine/state.ts";
import { type RuleViolation, violation } from "../../../engine/violation.ts";
import type { SpecialAttackOf } from "../../3x/log/specialAttacks.ts";
import { aidedAc, aidedAttack } from "../../3x/special/feintAndAid.ts";
import type { ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { threatens } from "../../3x/threat/index.ts";
import { checkAttack } from "../checkAttack.ts";
import { provocation } from "../interrupts/provocation.ts";
import { weaponOf } from "../roster.ts";
import { isRangedAttack } from "../stats/index.ts";
import { says } from "../violationSays.ts";
import type { SpecialAttackModule } from "./module.ts";
import { checkSkillAid, skillAidFrame, skillAidFrameKind } from "./skillAid.ts";
import { rollHit, specialAttackRoll } from "./specialRoll.ts";

// Aid another (seed 000 协助他人AID ANOTHER): in melee, a standard action — an attack roll against
// AC 10 on a foe that is in melee with an ally and that one could attack in melee; success gives
// the ally +2 on its next attack roll against that foe, or +2 AC against that foe's next attack,
// before the aider's next turn. Several aids stack (同类的加值可以累加计算).

const RULE = "dnd35.aidAnother";
const AC_10 = { value: 10, label: "AC 10 (aid another)", rule: RULE } as const;

type Aid = SpecialAttackOf<"AidAnother">;

interface AidFrame extends Frame {
  readonly kind: "aidAnother";
  readonly actor: string;
  readonly decl: Aid;
}

function check(state: ThreeXState, actor: string, d: Aid): RuleViolation | undefined {
  if (d.aid === "skill") return checkSkillAid(state, actor, d);
  if (d.target === undefined || d.skill !== undefined)
    return violation("aidNoTarget", RULE, says("dnd35:violation.aid.noTarget"));
  // The roll is a melee attack on the foe: its target, weapon, reach (checked as any attack).
  const attack = checkAttack(
    state,
    actor,
    { target: d.target, ...(d.weapon === undefined ? {} : { weapon: d.weapon }) },
    state.combatants[actor]!.position,
  );
  if (attack !== undefined) return attack;
  const me = state.combatants[actor]!;
  if (isRangedAttack(weaponOf(me, d.weapon)!, {}))
    return violation("aidNotMelee", RULE, says("dnd35:violation.aid.notMelee", { actor }));
  const ally = state.combatants[d.ally];
  if (ally === undefined || d.ally === actor || ally.spec.side !== me.spec.side)
    return violation("aidNoAlly", RULE, says("dnd35:violation.aid.noAlly", { ally: d.ally }));
  if (ally.vitals.state === "dead")
    return violation("deadTarget", RULE, says("dnd35:violation.deadTarget", { target: d.ally }));
  // 如果敌人正在和你的同伴进行近身战斗: one of the two threatens the other.
  const foe = state.combatants[d.target]!;
  if (!threatens(foe, ally) && !threatens(ally, foe))
    return violation(
      "aidNotInMelee",
      RULE,
      says("dnd35:violation.aid.notInMelee", { ally: d.ally, foe: d.target }),
    );
  return undefined;
}

/** phases: the roll against AC 10 (a child), then `aided` (ConditionAdded on the ally) → done. */
const aidFrameKind: ThreeXFrameKind = {
  step(ctx, frame) {
    const f = frame as AidFrame;
    const d = f.decl;
    const condition =
      d.aid === "attack" ? aidedAttack(d.target!, f.actor) : aidedAc(d.target!, f.actor);
    // 只要上述攻击是在你的下一轮行动开始之前作出的: until the aider's next turn.
    ctx.emit(
      "ConditionAdded",
      { target: d.ally, condition, until: beforeCountOf(ctx.state, f.actor, 1), rule: RULE },
      f.cause,
    );
  },
  on(frame, event) {
    const f = frame as AidFrame;
    if (f.phase === "aided" && event.type === "ConditionAdded") return { done: true };
    throw new Error(`invariant: aid another frame in ${f.phase} got ${event.type}`);
  },
  onChildDone(_frame, child) {
    return rollHit(child) ? { phase: "aided" } : { done: true };
  },
};

/** Aid another of 表：特殊攻击动作 (seed 000 协助他人AID ANOTHER). */
export const aidAnother: SpecialAttackModule<"AidAnother"> = {
  attack: "AidAnother",
  rule: RULE,
  isAttack: true,
  slot: () => "standard",
  check,
  // The roll provokes as the same attack would (an unarmed one, from an armed foe); aiding a
  // skill provokes as the act aided does (表：战斗中的动作 footnote 2: a Heal check's does).
  provocation: (state, actor, d) =>
    d.aid === "skill"
      ? d.skill === "Heal"
        ? provocation(state, actor, {
            kind: "Activity",
            activity: "AidAnother",
            aiding: "StabilizeAlly",
          })
        : undefined
      : provocation(state, actor, {
          kind: "Attack",
          target: d.target!,
          ...(d.weapon === undefined ? {} : { weapon: d.weapon }),
        }),
  start(state, actor, d, cause) {
    if (d.aid === "skill") return skillAidFrame(actor, d, cause);
    const frame: AidFrame = { kind: "aidAnother", phase: "rolling", cause, actor, decl: d };
    const roll = specialAttackRoll({
      attacker: actor,
      target: d.target!,
      weaponId: weaponOf(state.combatants[actor]!, d.weapon)!.id,
      rule: RULE,
      againstAc: AC_10,
      cause,
    });
    return [frame, roll];
  },
  frames: { aidAnother: aidFrameKind, aidAnotherSkill: skillAidFrameKind },
};
