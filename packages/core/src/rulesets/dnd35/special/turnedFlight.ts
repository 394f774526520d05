import { beforeCountOf } from "../../../d20/durations/index.ts";
import { gapBetween, spaceSquares, stepDoublings } from "../../../d20/grid/index.ts";
import { type RuleViolation, violation } from "../../../engine/violation.ts";
import type { CountAnchor } from "../../../log/declarations.ts";
import type { Square } from "../../../model/ids.ts";
import type { CombatantDeclaration } from "../../3x/log/declarations.ts";
import type { ThreeXCombatant, ThreeXContext, ThreeXState } from "../../3x/state/index.ts";
import { terrainGrid } from "../battlefield/terrainKinds.ts";
import { speedFt } from "../stats/index.ts";
import { says } from "../violationSays.ts";

// Turned creatures in flight (seed 000 驱散检定 驱散效果与持续时间): "被驱散的不死生物会以它们所能使用
// 的最好同时也是最快的方式从你面前逃离……如果它们无法逃跑，就会处于畏缩状态". While turned, a creature
// may only get away from its turner: each move it declares ends farther from the turner than it
// began (standing up to run is allowed, and so is ending the turn). At each of its turns the
// engine judges whether it can flee at all — a square beside it, farther from the turner, that
// it can enter — and if it cannot it cowers for that turn (SRD cowering, outside the seeds: no
// actions; −2 AC and no Dex bonus from seed 000 表：防御等级修正).

const FLEE = "dnd35.turnedFlee";
/**
 * The rule a cornered turned creature's cowering cites. It lasts until just before the
 * creature's next turn even if the turning breaks meanwhile (one fact at a time: a turning's
 * end is one `ConditionRemoved`); that turn it acts freely.
 */
export const TURNED_COWER = "dnd35.turnedCower";
const TURNED = "turned:";

/** Who turned `c` (`turned:<turner>:<check>`), if it is turned. */
export function turnerOf(c: ThreeXCombatant): string | undefined {
  for (const x of c.conditions) {
    if (!x.name.startsWith(TURNED)) continue;
    const rest = x.name.slice(TURNED.length);
    return rest.slice(0, rest.lastIndexOf(":"));
  }
  return undefined;
}

function gapAt(state: ThreeXState, me: ThreeXCombatant, at: Square, other: string): number {
  const o = state.combatants[other]!;
  return gapBetween(
    at.x,
    at.y,
    spaceSquares(me.spec.size),
    o.position.x,
    o.position.y,
    spaceSquares(o.spec.size),
  );
}

/** Whether a space of `n` squares a side at `at` overlaps anyone else's space. */
function occupied(state: ThreeXState, me: string, at: Square, n: number): boolean {
  for (const id of state.roster) {
    if (id === me) continue;
    const c = state.combatants[id]!;
    if (c.vitals.state === "dead" && c.spec.size !== "huge") continue;
    const on = spaceSquares(c.spec.size);
    const p = c.position;
    if (at.x < p.x + on && p.x < at.x + n && at.y < p.y + on && p.y < at.y + n) return true;
  }
  return false;
}

/**
 * Whether `id` can flee `turner` now: it can move (not grappling, a speed above 0) and some
 * square beside it that it can enter — on the map, not impassable, no one there — lies farther
 * from the turner than where it stands.
 */
export function canFlee(state: ThreeXState, id: string, turner: string): boolean {
  const me = state.combatants[id]!;
  if (me.grappling.length > 0 || speedFt(me.spec) <= 0) return false;
  if (state.combatants[turner] === undefined) return true;
  const n = spaceSquares(me.spec.size);
  const grid = terrainGrid(state.map);
  const now = gapAt(state, me, me.position, turner);
  for (let dx = -1; dx <= 1; dx++) {
    for (let dy = -1; dy <= 1; dy++) {
      if (dx === 0 && dy === 0) continue;
      const to = { x: me.position.x + dx, y: me.position.y + dy };
      if (gapAt(state, me, to, turner) <= now) continue;
      if (stepDoublings(grid, me.position, to, n) < 0 || occupied(state, id, to, n)) continue;
      return true;
    }
  }
  return false;
}

/**
 * The cowering a turned creature that cannot flee takes on at the start of its turn, lasting
 * until just before its next turn (then judged again), or undefined when it can flee, is not
 * turned or already cowers.
 */
export function corneredCowering(
  state: ThreeXState,
  id: string,
): { readonly until: CountAnchor } | undefined {
  const me = state.combatants[id]!;
  if (me.conditions.length === 0) return undefined;
  const turner = turnerOf(me);
  if (turner === undefined || me.conditions.some((x) => x.name === "cowering")) return undefined;
  if (canFlee(state, id, turner)) return undefined;
  return { until: beforeCountOf(state, id, 1) };
}

/** Applies `corneredCowering` at a count: true when it emitted (one event a call). */
export function cowerIfCornered(ctx: ThreeXContext, id: string): boolean {
  const c = corneredCowering(ctx.state, id);
  if (c === undefined) return false;
  ctx.emit("ConditionAdded", {
    target: id,
    condition: "cowering",
    until: c.until,
    rule: TURNED_COWER,
  });
  return true;
}

/** Where a move declaration ends, if `decl` is one. */
function moveEnd(decl: CombatantDeclaration): Square | undefined {
  switch (decl.kind) {
    case "Move":
    case "Run":
    case "Withdraw":
      return decl.path[decl.path.length - 1];
    case "FiveFootStep":
    case "Crawl":
    case "MinimumMove":
      return decl.to;
    default:
      return undefined;
  }
}

/** What a turned creature may declare on its turn: moves away from its turner, standing up, ending the turn. */
export function checkTurnedFlees(
  state: ThreeXState,
  actor: string,
  decl: CombatantDeclaration,
): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  if (me.conditions.length === 0) return undefined;
  const turner = turnerOf(me);
  if (turner === undefined || state.combatants[turner] === undefined) return undefined;
  if (decl.kind === "EndTurn" || decl.kind === "Respond" || decl.kind === "Choose")
    return undefined;
  if (decl.kind === "Activity" && decl.activity === "StandUp") return undefined;
  const end = moveEnd(decl);
  if (end !== undefined && gapAt(state, me, end, turner) > gapAt(state, me, me.position, turner))
    return undefined;
  return violation(
    "turnedFlees",
    FLEE,
    says("dnd35:violation.turning.flees", { actor, turner, kind: decl.kind }),
  );
}
