import type { ClaimedFact, FightEvent, TableClaimFacts } from "@d20/core";
import type { ClaimLine } from "./lines.ts";
import { agrees, factKey, type RulingClaim, rulingKey, toldOf } from "./rulings.ts";
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

/**
 * Puts the table's claims into one input's derived events (FORMAT.md, "Claims"), in the facts
 * the ruleset says they land in (`facts`; for dnd35 `AttackResolved`, `DamageDealt`,
 * `VitalsChanged`):
 * - a check's outcome (`hit`, `save failed`) and the initiative order must agree with the next
 *   such fact: `decideStep` has already written the table's ruling there (what follows depends
 *   on it), so a disagreement is a place it could not be adopted (the written dice strayed);
 * - `damage N` sets the next damage fact's amount and moves the hit points (nonlethal damage:
 *   the nonlethal total) of the hit-point fact that follows for the same target by the
 *   difference; the injury state stays the rules' unless a `state` claim says otherwise;
 * - `hp T N` and `state T S` set the hit points / state of the last hit-point fact of `T`.
 * Returns the events (new objects where patched) and each place the claim changed.
 */
export function applyClaims(
  derived: readonly FightEvent[],
  claims: readonly ClaimLine[],
  facts: TableClaimFacts,
): { events: FightEvent[]; overruled: OverruledFact[] } {
  const events = [...derived];
  const overruled: OverruledFact[] = [];
  let cursor = 0;
  const put = (i: number, line: number, claimed: ClaimedFact) => {
    for (const { path, rules, table } of claimed.changed)
      overruled.push({ line, seq: events[i]!.seq, type: events[i]!.type, path, rules, table });
    events[i] = claimed.event;
  };
  const vitalsOf = (e: FightEvent, target: string) => facts.vitals(e)?.target === target;

  for (const c of claims) {
    const { at, claim } = c;
    if (claim.kind === "call" || claim.kind === "order") {
      const r = c as RulingClaim;
      const key = rulingKey(r);
      const i = findFrom(events, cursor, (e) => factKey(e, facts) === key);
      if (i < 0) throw lineError(at, "claim", `the rules make no ${key} roll here`);
      cursor = i + 1;
      if (agrees(events[i]!, r, facts)) continue;
      throw lineError(
        at,
        "claim.kind",
        `the rules make this ${key} ${toldOf(events[i]!, r, facts)}; the claimed ${claim.kind === "order" ? "order" : claim.word} changes what follows, which cannot be imported`,
      );
    }
    if (claim.kind === "damage") {
      const i = findFrom(events, cursor, (e) => facts.damage(e) !== undefined);
      if (i < 0) throw lineError(at, "claim", "the rules deal no damage here");
      const dealt = facts.damage(events[i]!)!;
      cursor = i + 1;
      const diff = claim.amount - dealt.amount;
      if (diff === 0) continue;
      put(i, at.line, facts.withDamage(events[i]!, claim.amount));
      const v = findFrom(events, i + 1, (x) => vitalsOf(x, dealt.target));
      if (v < 0) continue;
      const old = facts.vitals(events[v]!)!;
      const change = dealt.nonlethal ? { nonlethal: old.nonlethal + diff } : { hp: old.hp - diff };
      put(v, at.line, facts.withVitals(events[v]!, change));
      continue;
    }
    let v = -1;
    for (let k = events.length - 1; k >= 0 && v < 0; k--)
      if (vitalsOf(events[k]!, claim.target)) v = k;
    if (v < 0)
      throw lineError(at, "claim.target", `the rules change no hit points of ${claim.target} here`);
    const change = claim.kind === "hp" ? { hp: claim.hp } : { state: claim.state };
    put(v, at.line, facts.withVitals(events[v]!, change));
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
