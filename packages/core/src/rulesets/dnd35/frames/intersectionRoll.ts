import { explain } from "../../../model/breakdown.ts";
import type { ThreeXContext } from "../../3x/state/index.ts";
import { weaponOf } from "../roster.ts";
import { attackOutcome } from "../stats/index.ts";
import type { AttackFrame } from "./attack.ts";
import { intersectionAttackBonusOf } from "./attackSituation.ts";
import { loseBucklerAc, losesBucklerAc } from "./bucklerUse.ts";

// An attack roll at a grid intersection rather than a creature (seed 000 投掷泼溅武器THROW SPLASH
// WEAPON: 你也可以指定地图方格线的交叉点作为目标。将这种情况视为进行目标AC=5的远程攻击): d20 + the
// attack bonus, its range penalty by the distance to the point, against the frame's fixed AC.
// Nothing of a defender enters it — no concealment, cover, aid or melee around a target — and no
// creature is struck, so a natural 20 hits but threatens no critical.

/** Rolls `f`, an attack frame with `at` and no `target`, and emits its `AttackResolved`. */
export function rollAtIntersection(ctx: ThreeXContext, f: AttackFrame): void {
  const { state } = ctx;
  if (f.at === undefined || f.againstAc === undefined || f.rollOnly !== true)
    throw new Error("invariant: an attack with no target is a roll at an intersection's fixed AC");
  if (losesBucklerAc(state, f)) {
    loseBucklerAc(ctx, f);
    return;
  }
  const attacker = state.combatants[f.attacker]!;
  const weapon = weaponOf(attacker, f.weaponId)!;
  const bonus = intersectionAttackBonusOf(f, attacker, f.at);
  const ac = explain([
    { label: f.againstAc.label, value: f.againstAc.value, rule: f.againstAc.rule },
  ]);
  const natural = ctx.roll(f.attacker, "attack", "1d20", 1, f.cause).total;
  const total = natural + bonus.value;
  const outcome = attackOutcome({ natural, total, ac: ac.value, threat: weapon.threat });
  ctx.emit(
    "AttackResolved",
    {
      attacker: f.attacker,
      at: f.at,
      weapon: weapon.id,
      natural,
      bonus: bonus.breakdown,
      total,
      ac: ac.breakdown,
      acTotal: ac.value,
      hit: outcome.hit,
      threat: false,
      critical: false,
      rule: f.rule ?? "dnd35.attackRoll",
    },
    f.cause,
  );
}
