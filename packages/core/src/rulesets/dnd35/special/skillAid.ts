import { beforeCountOf } from "../../../d20/durations/index.ts";
import { creatureGapFt } from "../../../d20/grid/index.ts";
import type { Frame } from "../../../engine/state.ts";
import { type RuleViolation, violation } from "../../../engine/violation.ts";
import type { Term } from "../../../model/breakdown.ts";
import type { SpecialAttackOf } from "../../3x/log/specialAttacks.ts";
import { AIDED_SKILLS, type AidedSkill, aidedSkill } from "../../3x/special/feintAndAid.ts";
import type { ThreeXContext, ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { healBonus } from "../frames/itemUse.ts";
import { abilityModifier } from "../stats/index.ts";
import { says } from "../violationSays.ts";

// Aid another on a skill check (seed 000 协助他人AID ANOTHER: "你还可以用这个标准动作来在其他方面帮助
// 你的同伴……或者协助同伴的其他技能检定"): a standard action beside the ally; the aider makes the
// same skill's check against DC 10 (SRD skills, Aid Another, outside the seeds) and a success gives
// the ally +2 on its next check of that skill made before the aider's next turn; several aids
// stack. The skills a fight here rolls: Heal (stabilizing), Escape Artist (slipping a grapple),
// Bluff (a feint). Helping an ally "affected by a spell" is the slap that wakes a sleeper
// (WakeSleeper: "an application of the aid another action", SRD Sleep).

const RULE = "dnd35.aidAnother";
const DC = 10;

type Aid = SpecialAttackOf<"AidAnother">;

/** The aider's own modifier in `skill`: its ranks as the sheet gives them, else the ability's. */
export function skillTerms(state: ThreeXState, who: string, skill: AidedSkill): Term[] {
  const spec = state.combatants[who]!.spec;
  if (skill === "Heal") return healBonus(state, who);
  const [ranks, ability, name] =
    skill === "EscapeArtist"
      ? [spec.escapeArtist, spec.abilities.dex, "Dex"]
      : [spec.bluff, spec.abilities.cha, "Cha"];
  const label = skill === "EscapeArtist" ? "Escape Artist" : "Bluff";
  if (ranks !== undefined) return [{ label, value: ranks, rule: RULE }];
  return [{ label: `${name} ${ability}`, value: abilityModifier(ability), rule: RULE }];
}

/** Why this skill aid may not be made: no such skill, no ally beside the aider. */
export function checkSkillAid(
  state: ThreeXState,
  actor: string,
  d: Aid,
): RuleViolation | undefined {
  if (d.skill === undefined || !AIDED_SKILLS.includes(d.skill))
    return violation(
      "aidSkill",
      RULE,
      says("dnd35:violation.aid.skill", {
        skill: String(d.skill),
        skills: AIDED_SKILLS.join(", "),
      }),
    );
  if (d.target !== undefined || d.weapon !== undefined)
    return violation("aidSkill", RULE, says("dnd35:violation.aid.skillFields"));
  const me = state.combatants[actor]!;
  const ally = state.combatants[d.ally];
  if (ally === undefined || d.ally === actor || ally.spec.side !== me.spec.side)
    return violation("aidNoAlly", RULE, says("dnd35:violation.aid.noAlly", { ally: d.ally }));
  if (ally.vitals.state === "dead")
    return violation("deadTarget", RULE, says("dnd35:violation.deadTarget", { target: d.ally }));
  if (creatureGapFt(me, ally) > 5)
    return violation("aidTooFar", RULE, says("dnd35:violation.aid.notBeside", { ally: d.ally }));
  return undefined;
}

interface SkillAidFrame extends Frame {
  readonly kind: "aidAnotherSkill";
  readonly actor: string;
  readonly decl: Aid;
}

/** The frame of a skill aid: the check (SkillAidRolled), then the aid on the ally. */
export function skillAidFrame(actor: string, d: Aid, cause: number): Frame {
  const frame: SkillAidFrame = { kind: "aidAnotherSkill", phase: "check", cause, actor, decl: d };
  return frame;
}

function rollAid(ctx: ThreeXContext, f: SkillAidFrame): void {
  const skill = f.decl.skill!;
  const bonus = skillTerms(ctx.state, f.actor, skill);
  const natural = ctx.roll(f.actor, "aid-skill", "1d20", 1, f.cause).total;
  const total = natural + bonus.reduce((a, t) => a + t.value, 0);
  ctx.emit(
    "SkillAidRolled",
    {
      aider: f.actor,
      ally: f.decl.ally,
      skill,
      natural,
      bonus,
      total,
      dc: DC,
      success: total >= DC,
      rule: RULE,
    },
    f.cause,
  );
}

/** phases: `check` (SkillAidRolled) → `aided` (ConditionAdded on the ally) → done. */
export const skillAidFrameKind: ThreeXFrameKind = {
  step(ctx, frame) {
    const f = frame as SkillAidFrame;
    if (f.phase === "check") {
      rollAid(ctx, f);
      return;
    }
    // 只要上述攻击是在你的下一轮行动开始之前作出的: until the aider's next turn.
    ctx.emit(
      "ConditionAdded",
      {
        target: f.decl.ally,
        condition: aidedSkill(f.decl.skill!, f.actor),
        until: beforeCountOf(ctx.state, f.actor, 1),
        rule: RULE,
      },
      f.cause,
    );
  },
  on(frame, event) {
    const f = frame as SkillAidFrame;
    if (f.phase === "check" && event.type === "SkillAidRolled")
      return event.data.success ? { phase: "aided" } : { done: true };
    return { done: true };
  },
};
