import { afterTurnOf } from "../../../d20/durations/index.ts";
import { CONDITION_3X } from "../conditions/names.ts";
import { opponentsIn } from "../modifiers/rows.ts";
import {
  applyGrappleChange,
  type GrappleChange,
  type Grapples,
} from "../special/grappleRelation.ts";
import type { ThreeXState } from "./state.ts";

// Who grapples whom in the state (seed 000 擒抱GRAPPLE): each combatant's `grappling` and
// `pinnedBy`, read as one relation and written back from it, so the pairs stay symmetric.

/** The state's grapples as one relation. */
export function grapplesOf(state: ThreeXState): Grapples {
  const pairs: [string, string][] = [];
  const pins: Record<string, string> = {};
  for (const [id, c] of Object.entries(state.combatants)) {
    for (const o of opponentsIn(c)) if (id < o) pairs.push([id, o]);
    if (c.pinnedBy !== undefined) pins[id] = c.pinnedBy;
  }
  return { pairs, pins };
}

/** Applies a `GrappleChanged` fact: the change on the relation, written back to every combatant. */
export function applyGrappleChanged(
  state: ThreeXState,
  change: GrappleChange,
  a: string,
  b: string,
  /** The rule the change cites: a pin's round cites the pin's (the edition's id). */
  rule = "",
): void {
  const g = applyGrappleChange(grapplesOf(state), change, a, b);
  for (const c of Object.values(state.combatants)) {
    c.grappling = [];
    c.pinnedBy = undefined;
  }
  for (const [p, q] of g.pairs) {
    state.combatants[p]?.grappling.push(q);
    state.combatants[q]?.grappling.push(p);
  }
  for (const [k, v] of Object.entries(g.pins)) {
    const c = state.combatants[k];
    if (c !== undefined) c.pinnedBy = v;
  }
  endSilenceOfTheFreed(state);
  // 压制对手: 定住对手达一轮之久 — a pin (again) holds until just after its pinner's next turn.
  if (change === "pin" && state.combatants[b]?.pinnedBy === a) {
    const c = state.combatants[b]!;
    const name = `${PIN_HELD}${a}`;
    c.conditions = c.conditions.filter((x) => !x.name.startsWith(PIN_HELD));
    c.conditions.push({ name, until: afterTurnOf(state, a, 1), rule });
  }
}

const PIN_HELD = `${CONDITION_3X.pinHeld}:`;

/**
 * The reducer's part of a `ConditionRemoved` of a pin's round (`pinHeld:<pinner>`, lapsed just
 * after the pinner's next turn): the pin ends with it, the two still grappling.
 */
export function pinRoundOver(state: ThreeXState, target: string, condition: string): void {
  if (!condition.startsWith(PIN_HELD)) return;
  const pinner = condition.slice(PIN_HELD.length);
  if (state.combatants[target]?.pinnedBy === pinner)
    applyGrappleChanged(state, "breakPin", pinner, target);
}

const SILENCED_BY = `${CONDITION_3X.silencedBy}:`;
const HELD_OR_SILENCED = [SILENCED_BY, `${CONDITION_3X.pinHeld}:`];

/**
 * A pinner's silence, and the round a pin holds, last as long as its pin (seed 000 当你被擒抱对手压制住的时候: 他也可以让你说不出
 * 话来 — while it pins you): a `silencedBy:<pinner>` goes when that creature no longer pins it.
 */
function endSilenceOfTheFreed(state: ThreeXState): void {
  for (const id in state.combatants) {
    const c = state.combatants[id]!;
    if (c.conditions.length === 0) continue;
    const kept = c.conditions.filter((x) => {
      const p = HELD_OR_SILENCED.find((q) => x.name.startsWith(q));
      return p === undefined || x.name.slice(p.length) === c.pinnedBy;
    });
    if (kept.length !== c.conditions.length) c.conditions = kept;
  }
}

/**
 * Ends the grapple for the dead and the removed (seed 000 擒抱GRAPPLE: nobody holds what is not
 * there): after every death or removal (`VitalsChanged`, `CombatantRemoved`), each combatant's `grappling` and `pinnedBy` drop a creature that is
 * dead or no longer in the fight, and a dead creature holds nobody.
 */
export function endGrapplesOfTheGone(state: ThreeXState): void {
  const gone = (id: string) => {
    const c = state.combatants[id];
    return c === undefined || c.vitals.state === "dead";
  };
  let unpinned = false;
  // A loop over the keys, no entries array: asked after every death, in play and in replay.
  for (const id in state.combatants) {
    const c = state.combatants[id]!;
    if (opponentsIn(c).length === 0 && c.pinnedBy === undefined) continue;
    if (gone(id)) {
      unpinned ||= c.pinnedBy !== undefined;
      c.grappling = [];
      c.pinnedBy = undefined;
      continue;
    }
    c.grappling = c.grappling.filter((o) => !gone(o));
    if (c.pinnedBy !== undefined && gone(c.pinnedBy)) {
      c.pinnedBy = undefined;
      unpinned = true;
    }
  }
  if (unpinned) endSilenceOfTheFreed(state);
}
