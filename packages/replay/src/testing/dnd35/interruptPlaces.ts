import type { UnsealedEvent } from "@d20/events";

/** An answer in an opportunity window that a creature the window did not ask could forge. */
export interface SecondOpportunity {
  /** The `Declared` `Respond` of a creature the window asked. */
  readonly answer: UnsealedEvent;
  /** Its `AttackOfOpportunity`, when it took one. */
  readonly attack?: UnsealedEvent;
  /**
   * Enemies of the provoker without Combat Reflexes, not asked by this window, that have
   * already made an attack of opportunity this round.
   */
  readonly unasked: readonly string[];
}

interface Roster {
  readonly roster: readonly { id: string; side: string; feats: readonly string[] }[];
}

const cache = new WeakMap<readonly UnsealedEvent[], SecondOpportunity[]>();

/** The answers in opportunity windows where a second AoO can be forged (see `secondAoO`). */
export function secondOpportunities(log: readonly UnsealedEvent[]): SecondOpportunity[] {
  const hit = cache.get(log);
  if (hit !== undefined) return hit;
  const { roster } = log[0]!.data as Roster;
  const sideOf = new Map(roster.map((c) => [c.id, c.side]));
  const single = new Set(
    roster.filter((c) => !c.feats.includes("CombatReflexes")).map((c) => c.id),
  );
  const out: SecondOpportunity[] = [];
  // Who has an AoO spent: the allowance refreshes when the creature's own turn starts at its
  // count (not when it steps in from a delay), as the engine counts it — not at the round's top.
  const usedThisRound = new Set<string>();
  // Windows nest (an AoO window inside a readied action's, which asks on once it closes): an
  // answer belongs to the innermost window still open.
  const open: { seq: number; provoker: string; candidates: readonly string[] | undefined }[] = [];
  log.forEach((e, i) => {
    const d = e.data as Record<string, unknown>;
    const window = open[open.length - 1];
    if (e.type === "TurnStarted" && d.resumed === undefined)
      usedThisRound.delete(d.actor as string);
    else if (e.type === "WindowOpened")
      open.push({
        seq: e.seq,
        provoker: d.provoker as string,
        candidates: d.window === "opportunity" ? (d.candidates as string[]) : undefined,
      });
    else if (e.type === "WindowClosed") open.pop();
    else if (e.type === "AttackOfOpportunity") usedThisRound.add(d.attacker as string);
    else if (
      e.type === "Declared" &&
      (d.decl as { kind: string }).kind === "Respond" &&
      window?.candidates !== undefined
    ) {
      const w = { ...window, candidates: window.candidates };
      const unasked = [...usedThisRound].filter(
        (id) =>
          single.has(id) && !w.candidates.includes(id) && sideOf.get(id) !== sideOf.get(w.provoker),
      );
      const attack = log
        .slice(i + 1)
        .find((a) => a.type === "Declared" || a.type === "AttackOfOpportunity");
      if (unasked.length > 0)
        out.push({
          answer: e,
          ...(attack?.type === "AttackOfOpportunity" ? { attack } : {}),
          unasked,
        });
    }
  });
  cache.set(log, out);
  return out;
}

/** Turns skipped because the creature is down but alive (unconscious, stable): no `dead`. */
export function downSkips(log: readonly UnsealedEvent[]): UnsealedEvent[] {
  return log.filter(
    (e) => e.type === "TurnSkipped" && (e.data as { reason: string }).reason !== "dead",
  );
}
