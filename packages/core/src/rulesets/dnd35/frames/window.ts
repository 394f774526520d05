import { askAfter, type WindowHooks, windowFrameKindOf } from "../../../d20/windows/index.ts";
import type { ThreeXWindowKind } from "../../3x/log/facts.ts";
import type { ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { canAct, isDown } from "../injury/index.ts";
import { noOpportunity } from "../interrupts/opportunity.ts";
import type { Dnd35RuleId } from "../rulesIndex.ts";

/**
 * dnd35's windows for the shared window frame (d20/windows): who may still answer each kind when
 * its turn to be asked comes, and which kinds stop once the provoker fell. An attack of
 * opportunity needs the allowance and the target in reach (seed 000 借机攻击); a readied action
 * must still be readied (seed 000 准备READY); a creature stepping in from a delay must be able to
 * act (seed 000 延迟DELAY), and a delay window does not depend on the creature whose turn ended.
 */
const HOOKS: WindowHooks<ThreeXState, ThreeXWindowKind> = {
  kinds: {
    opportunity: {
      rule: "dnd35.aoo" satisfies Dnd35RuleId,
      provokerMatters: true,
      mayAnswer: (state, f, id) =>
        noOpportunity(state, id, state.combatants[f.provoker]!) === undefined,
      afterAnswer: askAfter,
    },
    readied: {
      rule: "dnd35.ready" satisfies Dnd35RuleId,
      provokerMatters: true,
      mayAnswer: (_state, _f, _id, c) => c.readied !== undefined,
      afterAnswer: askAfter,
    },
    delay: {
      rule: "dnd35.delay" satisfies Dnd35RuleId,
      provokerMatters: false,
      mayAnswer: (_state, _f, _id, c) => c.delaying !== undefined && canAct(c.vitals),
      // One creature steps in from a delay per window: the others are asked after its turn.
      afterAnswer: (f, answer) => (answer.take ? f.candidates.length : askAfter(f, answer)),
    },
  },
  fallen: (c) => isDown(c.vitals),
};

/** The window frame kind of dnd35: the shared frame over its three kinds of window. */
export const windowFrameKind: ThreeXFrameKind = windowFrameKindOf(HOOKS);
