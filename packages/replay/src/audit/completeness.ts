import type { CombatState } from "@d20/core";
import type { DiceRolledData, UnsealedEvent } from "@d20/events";
import { seededFaces } from "./declaredDice.ts";
import type { IncompleteFinding, UnvouchedDie } from "./finding.ts";

/**
 * The finding for a log that stops before its fight ended (issue "Trust", point 2): the seq of
 * its last event and what the fight awaits there, from the state the audit reached. A fight
 * whose state has ended (a GM's `EndFight` folded) is complete.
 */
export function incomplete(lastSeq: number, state: CombatState): IncompleteFinding | undefined {
  const a = state.awaiting;
  let awaiting: string;
  // The state awaits what the next input would be, so the log stops at an input boundary.
  switch (a.kind) {
    case "ended":
      return undefined;
    case "begin":
      awaiting = "the fight to begin (a BeginCombat declaration)";
      break;
    case "declaration":
      awaiting =
        a.window === undefined
          ? `a declaration from ${a.actor}`
          : `${a.actor}'s answer in the ${a.window.kind} window opened at seq ${a.window.seq}`;
      break;
    case "choice":
      awaiting = `${a.actor}'s choice (${a.question}: ${a.options.join(" / ")})`;
      break;
    case "engine":
      // Cut inside an input's resolution, not at a boundary: re-deriving that input gives the
      // events the log lacks, each a fact finding already (see `rederive`).
      return undefined;
    default: {
      const never: never = a;
      awaiting = `an input (${JSON.stringify(never)})`;
    }
  }
  return { kind: "incomplete", seq: lastSeq, awaiting };
}

/** The forced and table dice of a log whose header declares none, with their seeded faces. */
export function unvouchedDice(
  events: readonly UnsealedEvent[],
  seed: string | undefined,
): UnvouchedDie[] {
  const out: UnvouchedDie[] = [];
  for (const e of events) {
    if (e.type !== "DiceRolled") continue;
    const die = e.data as DiceRolledData;
    if (die.origin === "seeded") continue;
    const seeded = seededFaces(die, seed);
    out.push({
      seq: e.seq,
      key: die.key,
      origin: die.origin,
      faces: die.faces,
      ...(seeded === undefined ? {} : { seeded }),
    });
  }
  return out;
}
