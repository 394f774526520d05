import { sideOf } from "../../../d20/grid/index.ts";
import { isViolation } from "../../../engine/violation.ts";
import type { Square } from "../../../model/ids.ts";
import type { CombatantDeclaration } from "../../3x/log/declarations.ts";
import type { ThreeXCombatant, ThreeXState } from "../../3x/state/index.ts";
import { isFlanking } from "../../3x/threat/index.ts";
import { pathCost } from "../battlefield/costModel.ts";
import { routeThrough } from "../battlefield/route.ts";
import { terrainGrid } from "../battlefield/terrainKinds.ts";
import { canAct } from "../injury/index.ts";
import { speedFt } from "../stats/index.ts";
import { gapFrom } from "./approach.ts";
import { because, type Candidate } from "./firstLegal.ts";
import type { TurnOptions } from "./turnOptions.ts";

/**
 * Flanking as a tactic (seed 000 夹击FLANKING: +2 on melee attacks against a foe an ally
 * threatens from the opposite side): from beside the foe, a 5-foot step to a square that flanks
 * it and then the full attack; from farther, a move to such a square within the creature's speed
 * (an attack still to come); and, with no ally yet beside the foe, a delay until an ally who acts
 * later this round and can reach the foe has closed on it (seed 000 延迟DELAY: 在其他人行动之后再
 * 行动) — the turn resumes after the ally's and the step or move above flanks. Only for a
 * one-square creature with a melee weapon; every candidate is checked by the rules.
 */
export function flankCandidates(
  state: ThreeXState,
  me: ThreeXCombatant,
  foe: ThreeXCombatant,
  can: TurnOptions,
  /** `step`: the 5-foot step and the delay, tried before attacking; `move`: the move, tried
   * where a walk toward the foe would be (a charge comes first, for its own +2). */
  part: "step" | "move",
): Candidate[] {
  if (sideOf(me) !== 1) return [];
  const gap = gapFrom(me, me.position, foe);
  const steps = part === "step" && gap <= 5 && can.fullRound;
  const moves = part === "move" && gap > 5 && can.move;
  if (!steps && !moves && !(part === "step" && can.fullRound)) return [];
  // Worked out only when the policy gets this far (most turns end on an earlier candidate),
  // and once: the squares that flank, then the steps or moves to them in order.
  let squares: Square[] | undefined;
  const flanking = () => {
    squares ??= isFlanking(state, me.spec.id, foe.spec.id) ? [] : flankSquares(state, me, foe);
    return squares;
  };
  let options: CombatantDeclaration[] | undefined;
  const listed = () => {
    options ??= steps
      ? stepsTo(state, me, foe, flanking())
      : moves
        ? movesTo(state, me, foe, flanking())
        : [];
    return options;
  };
  // One candidate per square that can flank (the ring around the foe's space), in turn.
  const ring = 4 * sideOf(foe) + 4;
  const out: Candidate[] = Array.from({ length: ring }, (_, k) => () => listed()[k]);
  if (part === "step" && can.fullRound)
    out.push(() =>
      flanking().length === 0 && !isFlanking(state, me.spec.id, foe.spec.id)
        ? delayForFlanker(state, me, foe)
        : undefined,
    );
  return out;
}

// The 5-foot steps from beside the foe to a square that flanks it.
function stepsTo(
  state: ThreeXState,
  me: ThreeXCombatant,
  foe: ThreeXCombatant,
  squares: readonly Square[],
): CombatantDeclaration[] {
  return squares
    .filter((sq) => Math.abs(sq.x - me.position.x) <= 1 && Math.abs(sq.y - me.position.y) <= 1)
    .map((sq) =>
      because(
        { kind: "FiveFootStep", to: sq },
        `steps to flank ${foe.spec.id} with ${flankerAt(state, me, foe, sq)}`,
      ),
    );
}

// The moves within the creature's speed to a square that flanks the foe, the shortest first.
function movesTo(
  state: ThreeXState,
  me: ThreeXCombatant,
  foe: ThreeXCombatant,
  squares: readonly Square[],
): CombatantDeclaration[] {
  const grid = terrainGrid(state.map);
  return squares
    .map((sq) => ({ sq, path: routeThrough(state, me.spec.id, [sq]) }))
    .flatMap(({ sq, path }) => {
      if (path === undefined || path.length === 0) return [];
      const cost = pathCost(grid, me.position, path);
      return isViolation(cost) || cost.feet > speedFt(me.spec)
        ? []
        : [{ sq, path, feet: cost.feet }];
    })
    .sort((a, b) => a.feet - b.feet)
    .map((r) =>
      because(
        { kind: "Move", path: r.path },
        `to flank ${foe.spec.id} with ${flankerAt(state, me, foe, r.sq)}`,
      ),
    );
}

/** The squares beside `foe`'s space, free of anyone who can act, from which `me` would flank it. */
function flankSquares(state: ThreeXState, me: ThreeXCombatant, foe: ThreeXCombatant): Square[] {
  const n = sideOf(foe);
  const { x: fx, y: fy } = foe.position;
  const out: Square[] = [];
  for (let x = fx - 1; x <= fx + n; x++)
    for (let y = fy - 1; y <= fy + n; y++) {
      const inside = x >= fx && x < fx + n && y >= fy && y < fy + n;
      if (inside || x < 0 || y < 0 || x >= state.map.width || y >= state.map.height) continue;
      const sq = { x, y };
      if (!taken(state, me, sq) && flankerAt(state, me, foe, sq) !== undefined) out.push(sq);
    }
  return out;
}

// The ally `me` would flank `foe` with, standing at `sq` (the rules' own test, on the state with
// `me` moved there), or undefined.
function flankerAt(
  state: ThreeXState,
  me: ThreeXCombatant,
  foe: ThreeXCombatant,
  sq: Square,
): string | undefined {
  const there: ThreeXState = {
    ...state,
    combatants: { ...state.combatants, [me.spec.id]: { ...me, position: sq } },
  };
  if (!isFlanking(there, me.spec.id, foe.spec.id)) return undefined;
  return state.roster.find((id) => {
    const c = state.combatants[id]!;
    return (
      id !== me.spec.id &&
      c.spec.side === me.spec.side &&
      canAct(c.vitals) &&
      gapFrom(c, c.position, foe) <= 5
    );
  });
}

function taken(state: ThreeXState, me: ThreeXCombatant, sq: Square): boolean {
  return state.roster.some((id) => {
    const c = state.combatants[id]!;
    if (id === me.spec.id || !canAct(c.vitals)) return false;
    const n = sideOf(c);
    return (
      sq.x >= c.position.x &&
      sq.x < c.position.x + n &&
      sq.y >= c.position.y &&
      sq.y < c.position.y + n
    );
  });
}

// A delay until an ally later in this round's order — one that can act, fights in melee and is
// within a move of `foe` — has had its turn, when `me` itself can reach the foe in a move.
function delayForFlanker(
  state: ThreeXState,
  me: ThreeXCombatant,
  foe: ThreeXCombatant,
): CombatantDeclaration | undefined {
  if (gapFrom(me, me.position, foe) > speedFt(me.spec)) return undefined;
  const later = state.order.slice(state.turnIndex + 1).map((e) => state.combatants[e.id]!);
  const flanker = later.find(
    (c) =>
      c.spec.side === me.spec.side &&
      canAct(c.vitals) &&
      c.spec.weapons.some((w) => w.reach > 0 && w.ranged === undefined) &&
      gapFrom(c, c.position, foe) > 5 &&
      gapFrom(c, c.position, foe) <= speedFt(c.spec),
  );
  if (flanker === undefined) return undefined;
  return because(
    { kind: "Delay", after: flanker.spec.id },
    `waits for ${flanker.spec.id} to close on ${foe.spec.id}, to flank it`,
  );
}
