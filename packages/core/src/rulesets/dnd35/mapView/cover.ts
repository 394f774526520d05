import type { CoverAnswer } from "../../../engine/mapQuestions.ts";
import { type Cover, meleeCover, rangedCover } from "../../3x/cover/index.ts";
import type { ThreeXCombatant, ThreeXState } from "../../3x/state/index.ts";
import { CONDITION, has } from "../conditions.ts";

/** Each degree of cover: the AC it gives (undefined: no attack at all) and its rule. */
const DEGREES: Readonly<Record<Cover, Omit<CoverAnswer, "degree">>> = {
  none: { acBonus: 0, rule: "dnd35.cover" },
  soft: { acBonus: 4, rule: "dnd35.softCover" },
  low: { acBonus: 4, rule: "dnd35.lowObstacleCover" },
  cover: { acBonus: 4, rule: "dnd35.cover" },
  total: { acBonus: undefined, rule: "dnd35.cover" },
};

/**
 * The cover `target` has against `attacker`'s melee or ranged attack, as the attack itself works
 * it out (seed 000 掩蔽COVER): improved cover, a GM's condition, +8 against any attack (变化掩蔽
 * 程度); else from walls, by the melee rule (any line between adjacent squares, 包括矮墙) or the
 * corner-to-corner ranged rule, with total cover when walls block every line (全掩蔽); a low
 * obstacle near the target (低矮障碍和掩蔽); and against a ranged attack only, soft cover from the
 * other living creatures on the lines (软掩蔽). Degrees do not stack: the one that applies.
 */
export function coverOf(
  state: ThreeXState,
  attacker: ThreeXCombatant,
  target: ThreeXCombatant,
  attack: "melee" | "ranged",
): CoverAnswer {
  const degree = degreeOf(state, attacker, target, attack);
  // Total cover is no line of effect, whatever the GM's improved cover says: no attack.
  if (degree !== "total" && has(target, CONDITION.improvedCover))
    return { degree: "improved", acBonus: 8, rule: "dnd35.improvedCover" };
  return { degree, ...DEGREES[degree] };
}

function degreeOf(
  state: ThreeXState,
  attacker: ThreeXCombatant,
  target: ThreeXCombatant,
  attack: "melee" | "ranged",
): Cover {
  if (attack === "melee") return meleeCover(state.map, attacker, target);
  const others: ThreeXCombatant[] = [];
  for (const id of state.roster) {
    const o = state.combatants[id]!;
    if (o !== attacker && o !== target && o.vitals.state !== "dead") others.push(o);
  }
  return rangedCover(state.map, attacker, target, others);
}
