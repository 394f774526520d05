import { intoGrapple, type Stray, strayDie } from "../../3x/special/stray.ts";
import { grapplesOf } from "../../3x/state/applyGrapple.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import type { AttackFrame } from "./attack.ts";

// Whom an attack may strike instead of the one aimed at, for the attack frame's roll (seed 000
// 冲撞BULL RUSH; 表：防御等级修正 footnote 3): the 3.x stray (3x/special/stray.ts) for one frame.

/**
 * How this attack may stray: the bull rush's chance its frame was given, or a shot into a grapple
 * (cheap first: most targets grapple nobody). A special attack's bare roll (`rollOnly`) does not:
 * its frame resolves against the creature it names.
 */
export function strayOf(state: ThreeXState, f: AttackFrame, ranged: boolean): Stray | undefined {
  if (f.stray !== undefined) return f.stray;
  const aimed = f.target;
  if (f.rollOnly === true || aimed === undefined) return undefined;
  if (state.combatants[aimed]!.grappling.length === 0) return undefined;
  return intoGrapple(
    grapplesOf(state),
    f.attacker,
    aimed,
    ranged,
    state.roster,
    "dnd35.intoGrapple",
  );
}

/** The stray as the fact records it: whom it was aimed at, the die and its roll. */
export function strayFact(s: Stray, aimedAt: string, roll: number) {
  return s.kind === "chance"
    ? { aimedAt, die: strayDie(s), roll, percent: s.percent, rule: s.rule }
    : { aimedAt, die: strayDie(s), roll, among: s.among, rule: s.rule };
}
