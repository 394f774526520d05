import { sideOf } from "../../../d20/grid/index.ts";
import {
  type MoveHooks,
  moveFrameKindOf,
  moveFrameOf,
  positionBefore,
  type MoveFrame as SharedMoveFrame,
} from "../../../d20/movement/index.ts";
import { askingOrder } from "../../../d20/windows/index.ts";
import { isViolation } from "../../../engine/violation.ts";
import type { Square } from "../../../model/ids.ts";
import { triggeredReadiers } from "../../3x/ready/index.ts";
import type { ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { pathCost } from "../battlefield/costModel.ts";
import { moverDoublings } from "../battlefield/hampered.ts";
import { MINIMUM_MOVE_FT } from "../battlefield/minimumMove.ts";
import { terrainGrid } from "../battlefield/terrainKinds.ts";
import { CONDITION, has } from "../conditions.ts";
import { isDown } from "../injury/index.ts";
import { opportunityCandidates } from "../interrupts/opportunity.ts";
import type { Dnd35RuleId } from "../rulesIndex.ts";
import { turningApproach } from "../special/turningBroken.ts";

/**
 * A move walked square by square, so that it can be interrupted (seed 000 借机攻击 移动): leaving
 * a square a foe threatens opens a window for that foe's attack of opportunity — one opportunity
 * per foe however many of its squares the move leaves — and stepping into a readied trigger (into
 * reach, onto a square) opens a window for the readied action. The walk is d20/movement's; dnd35
 * adds who is exempt from the attacks of opportunity.
 */
export interface MoveFrame
  extends SharedMoveFrame<"walk" | "charge" | "fiveFootStep" | "pushed" | "follow"> {
  /** Who may not take an AoO for this move: nobody, everybody (a 5-foot step), or — for a
   * withdraw — the foes the mover can see, as it leaves its starting square; a crawl provokes
   * from its whole path; one creature (`except`: a bull rush's pair, seed 000 冲撞BULL RUSH). */
  readonly exempt: "none" | "all" | "withdrawStart" | "crawl" | { readonly except: string };
}

/** Builds a move frame for a walk from where the actor stands. */
export function moveFrame(
  state: ThreeXState,
  m: {
    readonly actor: string;
    readonly path: readonly Square[];
    readonly mode: MoveFrame["mode"];
    readonly rule: string;
    readonly cause: number;
    readonly exempt?: MoveFrame["exempt"] | undefined;
    /** The minimum move: 5 ft whatever the square costs (seed 000 最小移动). */
    readonly minimum?: boolean;
  },
): MoveFrame {
  // The shared part gets dnd35's term added in place, not copied into a new object by a spread:
  // a move frame built by spreading made the fights benchmark some 15% slower (engine ÷ dice
  // 7.0–7.3× against 6.2–6.3×, same run), as every move frame then took a shape of its own.
  return Object.assign(moveFrameOf(state, m), {
    exempt: m.exempt ?? (m.mode === "fiveFootStep" ? ("all" as const) : ("none" as const)),
  });
}

/**
 * What provokes where in a dnd35 move: "a creature starts to move" fires before its first step
 * (seed 000 准备一个动作: 正好发生在触发动作前), so before any attack of opportunity for leaving
 * the first square; leaving a threatened square provokes (seed 000 借机攻击 移动); a readied
 * action triggered by a step fires on arriving (seed 000 准备READY), after a turning the step
 * breaks has ended (seed 000 驱散效果与持续时间: a turner approaching within 10 ft).
 */
const HOOKS: MoveHooks<ThreeXState, MoveFrame> = {
  onStart: {
    window: "readied",
    rule: "dnd35.ready" satisfies Dnd35RuleId,
    candidates: (state, f) => triggeredReadiers(state, { on: "startsToMove", by: f.actor }),
  },
  onLeave: {
    window: "opportunity",
    rule: "dnd35.aooMove" satisfies Dnd35RuleId,
    candidates: opportunitiesAt,
  },
  onEnter: { window: "readied", rule: "dnd35.ready" satisfies Dnd35RuleId, candidates: readiedAt },
  onArrive: turningApproach,
  triggerOf: (f) => (f.mode === "charge" ? "charge" : "move"),
  stretchFeet: feetOf,
  minimumFeet: MINIMUM_MOVE_FT,
  fallen: (c) => isDown(c.vitals),
};

/** The move frame kind of dnd35: the shared walk over its AoO and readied-trigger rules. */
export const moveFrameKind: ThreeXFrameKind = moveFrameKindOf(HOOKS);

/** The readiers whose trigger is step `k` (arriving on `path[k − 1]`). */
function readiedAt(state: ThreeXState, f: MoveFrame, k: number): string[] {
  return triggeredReadiers(state, {
    on: "step",
    by: f.actor,
    from: positionBefore(f, k - 1),
    to: positionBefore(f, k),
    charging: f.mode === "charge",
  });
}

/** The foes that get an AoO when the mover leaves the square it stands on before step `k`. */
function opportunitiesAt(state: ThreeXState, f: MoveFrame, k: number): string[] {
  if (f.exempt === "all") return [];
  const visibleExempt = f.exempt === "withdrawStart" && k === 0;
  const except = typeof f.exempt === "object" ? f.exempt.except : undefined;
  const skip = (id: string) =>
    f.provoked.includes(id) || id === except || (visibleExempt && canSee(state, f.actor, id));
  const leaving = opportunityCandidates(state, f.actor, positionBefore(f, k), skip);
  if (f.exempt !== "crawl") return leaving;
  // Crawling provokes from anyone threatening any point of the path (seed 000 爬行Crawling).
  const onPath = opportunityCandidates(state, f.actor, f.path[k]!, skip);
  return askingOrder(state).filter((id) => leaving.includes(id) || onPath.includes(id));
}

/**
 * Whether the mover can see the foe, for a withdraw (seed 000 撤退: 隐形的敌人仍然可以借机攻击):
 * an invisible or totally concealed foe is unseen.
 */
function canSee(state: ThreeXState, _viewer: string, id: string): boolean {
  const c = state.combatants[id]!;
  return !has(c, CONDITION.invisible) && !has(c, CONDITION.totallyConcealed);
}

/** Feet walked from `f.walked` to `to`: the path's cost so far, diagonals counted from the start. */
function feetOf(state: ThreeXState, f: MoveFrame, to: number): number {
  const grid = terrainGrid(state.map);
  const me = state.combatants[f.actor]!;
  const n = sideOf(me);
  const hampered = moverDoublings(me);
  const upTo = (k: number) => {
    const c = pathCost(grid, f.from, f.path.slice(0, k), n, hampered);
    if (isViolation(c)) throw new Error(`invariant: a checked path: ${c.code}`);
    return c.feet;
  };
  return upTo(to) - (f.walked === 0 ? 0 : upTo(f.walked));
}
