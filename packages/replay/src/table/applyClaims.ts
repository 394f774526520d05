import type { FightEvent, ThreeXEvent, Vitals as ThreeXVitals } from "@d20/core";
import type { ClaimLine } from "./lines.ts";
import { lineError } from "./tableLogError.ts";

/** A place where the table's claim differs from what the rules derive: the log holds the claim. */
export interface OverruledFact {
  /** The claim's line in the table log. */
  readonly line: number;
  readonly seq: number;
  readonly type: string;
  /** The field the claim replaced (`data.amount`, `data.vitals.hp`, `data.vitals.state`). */
  readonly path: string;
  readonly rules: unknown;
  readonly table: unknown;
}

type Of<T extends ThreeXEvent["type"]> = Extract<ThreeXEvent, { type: T }>;
type Vitals = ThreeXVitals;

/**
 * Puts the table's claims into one input's derived events (FORMAT.md, "Claims"):
 * - `hit` / `miss` must agree with the next attack roll: `decideStep` has already written the
 *   table's ruling there (the dice that follow depend on it), so a disagreement here is a bug;
 * - `damage N` sets the next `DamageDealt.amount` and moves the hit points (nonlethal damage:
 *   the nonlethal total) of the `VitalsChanged` that follows for the same target by the
 *   difference; the injury state stays the rules' unless a `state` claim says otherwise;
 * - `hp T N` and `state T S` set `vitals.hp` / `vitals.state` of the last `VitalsChanged` of `T`.
 * Returns the events (new objects where patched) and each place the claim changed.
 */
export function applyClaims(
  derived: readonly FightEvent[],
  claims: readonly ClaimLine[],
): { events: FightEvent[]; overruled: OverruledFact[] } {
  const events = [...derived];
  const overruled: OverruledFact[] = [];
  let cursor = 0;
  const setAt = (i: number, line: number, path: string, rules: unknown, table: unknown) => {
    overruled.push({ line, seq: events[i]!.seq, type: events[i]!.type, path, rules, table });
  };
  const patchVitals = (i: number, line: number, change: Partial<Vitals>) => {
    const e = events[i] as Of<"VitalsChanged">;
    for (const [k, v] of Object.entries(change)) {
      const was = (e.data.vitals as Vitals)[k as keyof Vitals];
      if (was !== v) setAt(i, line, `data.vitals.${k}`, was, v);
    }
    const vitals = { ...e.data.vitals, ...change };
    events[i] = { ...e, data: { ...e.data, vitals } } as FightEvent;
  };

  for (const { at, claim } of claims) {
    if (claim.kind === "hit" || claim.kind === "miss") {
      const i = findFrom(events, cursor, (e) => (e as ThreeXEvent).type === "AttackResolved");
      if (i < 0) throw lineError(at, "claim", "the rules roll no attack here");
      const d = (events[i] as unknown as Of<"AttackResolved">).data;
      cursor = i + 1;
      if (d.hit === (claim.kind === "hit")) continue;
      const rules = `${d.hit ? "a hit" : "a miss"} (${d.total} vs AC ${d.acTotal})`;
      throw lineError(
        at,
        "claim.kind",
        `the rules make this attack ${rules}; a claimed ${claim.kind} changes which dice follow, which cannot be imported`,
      );
    }
    if (claim.kind === "damage") {
      const i = findFrom(events, cursor, (e) => (e as ThreeXEvent).type === "DamageDealt");
      if (i < 0) throw lineError(at, "claim", "the rules deal no damage here");
      const e = events[i] as unknown as Of<"DamageDealt">;
      cursor = i + 1;
      const diff = claim.amount - e.data.amount;
      if (diff === 0) continue;
      setAt(i, at.line, "data.amount", e.data.amount, claim.amount);
      events[i] = { ...e, data: { ...e.data, amount: claim.amount } } as unknown as FightEvent;
      const target = e.data.target;
      const v = findFrom(events, i + 1, (x) => vitalsOf(x, target));
      if (v < 0) continue;
      const old = (events[v] as Of<"VitalsChanged">).data.vitals as Vitals;
      patchVitals(
        v,
        at.line,
        e.data.nonlethal ? { nonlethal: old.nonlethal + diff } : { hp: old.hp - diff },
      );
      continue;
    }
    let v = -1;
    for (let k = events.length - 1; k >= 0 && v < 0; k--)
      if (vitalsOf(events[k]!, claim.target)) v = k;
    if (v < 0)
      throw lineError(at, "claim.target", `the rules change no hit points of ${claim.target} here`);
    patchVitals(v, at.line, claim.kind === "hp" ? { hp: claim.hp } : { state: claim.state });
  }
  return { events, overruled };
}

function findFrom(
  events: readonly FightEvent[],
  from: number,
  test: (e: FightEvent) => boolean,
): number {
  for (let i = from; i < events.length; i++) if (test(events[i]!)) return i;
  return -1;
}

function vitalsOf(e: FightEvent, target: string): boolean {
  return e.type === "VitalsChanged" && e.data.target === target;
}
