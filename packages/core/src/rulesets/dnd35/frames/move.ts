import { spaceSquares } from "../../../d20/grid/index.ts";
import { askingOrder } from "../../../d20/windows/index.ts";
import type { Frame } from "../../../engine/state.ts";
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
import { windowFrame } from "./window.ts";

/**
 * A move walked square by square, so that it can be interrupted (seed 000 借机攻击 移动): leaving
 * a square a foe threatens opens a window for that foe's attack of opportunity — one opportunity
 * per foe however many of its squares the move leaves — and stepping into a readied trigger (into
 * reach, onto a square) opens a window for the readied action. Between stops the walk is one
 * `Moved` fact. A mover that falls stops where it stands.
 */
export interface MoveFrame extends Frame {
  readonly kind: "move";
  readonly actor: string;
  readonly path: readonly Square[];
  readonly mode: "walk" | "charge" | "fiveFootStep";
  readonly rule: string;
  readonly from: Square;
  /** Who may not take an AoO for this move: nobody, everybody (a 5-foot step), or — for a
   * withdraw — the foes the mover can see, as it leaves its starting square; a crawl provokes
   * from its whole path. */
  readonly exempt: "none" | "all" | "withdrawStart" | "crawl";
  /** The minimum move: 5 ft whatever the square costs (seed 000 最小移动). */
  readonly minimum: boolean;
  /** Squares of `path` walked so far. */
  walked: number;
  /** Foes that have had their opportunity from this move. */
  provoked: string[];
  /** The square (count of squares walked) whose readied triggers were offered already. */
  readiedAt: number;
  /** Whether the readied actions waiting for the mover to start moving were offered already. */
  startOffered: boolean;
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
    readonly minimum?: boolean;
  },
): MoveFrame {
  return {
    kind: "move",
    phase: "walk",
    cause: m.cause,
    actor: m.actor,
    path: m.path,
    mode: m.mode,
    rule: m.rule,
    from: state.combatants[m.actor]!.position,
    exempt: m.exempt ?? (m.mode === "fiveFootStep" ? "all" : "none"),
    minimum: m.minimum === true,
    walked: 0,
    provoked: [],
    readiedAt: 0,
    startOffered: false,
  };
}

/** What the move does next: a window to open, a stretch to walk, or nothing (it is over). */
type Next =
  | { readonly kind: "readied" | "opportunity"; readonly candidates: string[] }
  | { readonly kind: "walk"; readonly to: number };

export const moveFrameKind: ThreeXFrameKind = {
  step(ctx, frame) {
    const f = frame as MoveFrame;
    const { state } = ctx;
    const next = nextOf(state, f);
    if (next === undefined) throw new Error("invariant: a move frame with nothing left to do");
    const at = state.combatants[f.actor]!.position;
    if (next.kind !== "walk") {
      ctx.emit(
        "WindowOpened",
        {
          window: next.kind,
          provoker: f.actor,
          trigger: f.mode === "charge" ? "charge" : "move",
          at,
          candidates: next.candidates,
          rule: next.kind === "opportunity" ? "dnd35.aooMove" : "dnd35.ready",
        },
        f.cause,
      );
      return;
    }
    const path = f.path.slice(f.walked, next.to);
    ctx.emit(
      "Moved",
      { actor: f.actor, mode: f.mode, path, feet: feetOf(state, f, next.to), rule: f.rule },
      f.cause,
    );
  },
  on(frame, event, state) {
    const f = frame as MoveFrame;
    if (event.type === "WindowOpened") {
      if (event.data.window === "opportunity") f.provoked.push(...event.data.candidates);
      else {
        if (f.walked === 0) f.startOffered = true;
        f.readiedAt = f.walked;
      }
      return { phase: "window", push: windowFrame(event.seq, event.data, f.cause) };
    }
    if (event.type === "Moved") {
      f.walked += event.data.path.length;
      return nextOf(state, f) === undefined ? { done: true } : { phase: "walk" };
    }
    throw new Error(`invariant: move frame got ${event.type}`);
  },
  onChildDone(frame, _child, state) {
    const f = frame as MoveFrame;
    if (isDown(state.combatants[f.actor]!.vitals)) return { done: true };
    return nextOf(state, f) === undefined ? { done: true } : { phase: "walk" };
  },
};

/** The position before step `k` (0: where the move started). */
function positionBefore(f: MoveFrame, k: number): Square {
  return k === 0 ? f.from : f.path[k - 1]!;
}

function nextOf(state: ThreeXState, f: MoveFrame): Next | undefined {
  // "A creature starts to move" fires before its first step (seed 000 准备一个动作: 正好发生在触发
  // 动作前), so before any attack of opportunity for leaving the first square.
  if (f.walked === 0 && !f.startOffered) {
    const starting = triggeredReadiers(state, { on: "startsToMove", by: f.actor });
    if (starting.length > 0) return { kind: "readied", candidates: starting };
  }
  if (f.walked > f.readiedAt) {
    const readiers = readiedAt(state, f, f.walked);
    if (readiers.length > 0) return { kind: "readied", candidates: readiers };
  }
  if (f.walked >= f.path.length) return undefined;
  const leaving = opportunitiesAt(state, f, f.walked);
  if (leaving.length > 0) return { kind: "opportunity", candidates: leaving };
  let k = f.walked + 1;
  while (
    k < f.path.length &&
    readiedAt(state, f, k).length === 0 &&
    opportunitiesAt(state, f, k).length === 0
  )
    k++;
  return { kind: "walk", to: k };
}

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
  const skip = (id: string) =>
    f.provoked.includes(id) || (visibleExempt && canSee(state, f.actor, id));
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
  if (f.minimum) return MINIMUM_MOVE_FT;
  const grid = terrainGrid(state.map);
  const me = state.combatants[f.actor]!;
  const n = spaceSquares(me.spec.size);
  const hampered = moverDoublings(me);
  const upTo = (k: number) => {
    const c = pathCost(grid, f.from, f.path.slice(0, k), n, hampered);
    if (isViolation(c)) throw new Error(`invariant: a checked path: ${c.message}`);
    return c.feet;
  };
  return upTo(to) - (f.walked === 0 ? 0 : upTo(f.walked));
}
