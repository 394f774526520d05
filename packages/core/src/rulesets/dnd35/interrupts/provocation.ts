import type { CombatantDeclaration } from "../../3x/log/declarations.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import { activityProvokes } from "../activities.ts";
import { weaponOf } from "../roster.ts";
import { specialAttack } from "../special/index.ts";
import { isRangedAttack } from "../stats/index.ts";
import { opportunityCandidates } from "./opportunity.ts";

/** The attacks of opportunity an action provokes: who may take one, and why. */
export interface Provocation {
  readonly candidates: string[];
  readonly trigger: string;
  readonly rule: string;
}

/**
 * Which attacks of opportunity a declaration's action provokes, if it provokes any (seed 000
 * 表：战斗中的动作, its "provokes" column and footnotes; 徒手攻击 for an unarmed attack). Moving
 * provokes square by square in the move frame, and casting in the cast frame.
 */
export function provocation(
  state: ThreeXState,
  actor: string,
  d: CombatantDeclaration,
): Provocation | undefined {
  const me = state.combatants[actor]!;
  const all = () => opportunityCandidates(state, actor, me.position);
  switch (d.kind) {
    case "Attack":
    case "FullAttack": {
      const w = weaponOf(me, d.weapon)!;
      if (isRangedAttack(w, d.thrown === true ? { thrown: true } : {}))
        return { candidates: all(), trigger: "rangedAttack", rule: "dnd35.actionsTable" };
      // An unarmed attack on an armed foe provokes from that foe alone, before it lands
      // (seed 000 徒手攻击 借机攻击); one that counts as armed provokes nothing.
      if (w.unarmed === true && !me.spec.feats.includes("ImprovedUnarmedStrike"))
        return {
          candidates: all().filter((id) => id === d.target),
          trigger: "unarmedAttack",
          rule: "dnd35.unarmedAttack",
        };
      return undefined;
    }
    case "CoupDeGrace":
      return { candidates: all(), trigger: "CoupDeGrace", rule: "dnd35.actionsTable" };
    // 表：战斗中的动作: touching up to six allies (a full-round action) provokes.
    case "Touch":
      return (d.also?.length ?? 0) > 0
        ? { candidates: all(), trigger: "TouchAllies", rule: "dnd35.actionsTable" }
        : undefined;
    // Reading a scroll is casting its spell: the cast frame opens its window, none on the
    // defensive (seed 000 阅读卷轴, 防御性施法).
    case "Activity":
      if (d.activity === "ReadScroll") return undefined;
      return activityProvokes(d.activity, d.aiding, d.heldByOther === true)
        ? { candidates: all(), trigger: d.activity, rule: "dnd35.actionsTable" }
        : undefined;
    case "SpecialAttack":
      return specialAttack(d.attack)?.provocation(state, actor, d as never);
    default:
      return undefined;
  }
}
