import { dnd35 } from "@d20/core";
import {
  type DiceRolledData,
  evaluate,
  faceRanges,
  parseNotation,
  serializeLog,
  type UnsealedEvent,
} from "@d20/events";
import { ruleField } from "../../audit/citation.ts";
import type { Finding } from "../../audit/finding.ts";
import { downSkips, secondOpportunities } from "./interruptPlaces.ts";

/** The kinds of corruption the audit must catch. */
export const corruptionKinds = [
  "flippedHit",
  "wrongDamage",
  "forgedDie",
  "outOfTurn",
  "wrongInitiative",
  "secondAoO",
  "delayByDying",
] as const;

/** One kind of corruption. */
export type CorruptionKind = (typeof corruptionKinds)[number];

/** A corrupted and re-sealed log, with the finding the audit must report for it. */
export interface Corruption {
  readonly kind: CorruptionKind;
  /** The seq that was edited. */
  readonly seq: number;
  /** The finding expected at `seq`: its kind and rule (and, for a die, its check). */
  readonly expect: { readonly finding: Finding["kind"]; readonly rule: string };
  /** The edited log, its chain recomputed so that only re-derivation can tell. */
  readonly text: string;
}

/** The edited event, or the edited events (the first at the place, the others matched by seq). */
type Edit = (
  e: UnsealedEvent,
  variant: number,
  log: readonly UnsealedEvent[],
) => UnsealedEvent | readonly UnsealedEvent[];

interface KindSpec {
  readonly finding: Finding["kind"];
  /** The places for this kind in a log: an event test, or the whole list. */
  readonly candidate?: (e: UnsealedEvent) => boolean;
  readonly places?: (log: readonly UnsealedEvent[]) => readonly UnsealedEvent[];
  readonly edit: Edit;
  readonly rule: (e: UnsealedEvent, log: readonly UnsealedEvent[]) => string;
}

const data = <T>(e: UnsealedEvent) => e.data as T;
const withData = (e: UnsealedEvent, d: object): UnsealedEvent => ({
  ...e,
  data: { ...(e.data as object), ...d },
});

const kinds: Record<CorruptionKind, KindSpec> = {
  // A hit written down as a miss or a miss as a hit; the rest of the log as it was.
  flippedHit: {
    finding: "fact",
    candidate: (e) => e.type === "AttackResolved",
    edit: (e) => withData(e, { hit: !data<{ hit: boolean }>(e).hit }),
    rule: (e) => ruleField(e.data)!,
  },
  // A weapon's damage written down 1 to 3 points off.
  wrongDamage: {
    finding: "fact",
    candidate: (e) => e.type === "DamageDealt" && data<{ source?: string }>(e).source !== undefined,
    edit: (e, v) => {
      const amount = data<{ amount: number }>(e).amount;
      const off = 1 + (v % 3);
      return withData(e, { amount: amount > off ? amount - off : amount + off });
    },
    rule: (e) => ruleField(e.data)!,
  },
  // A seeded die's face changed to another in range, its total kept consistent.
  forgedDie: {
    finding: "die",
    candidate: (e) => e.type === "DiceRolled" && data<DiceRolledData>(e).origin === "seeded",
    edit: (e, v) => {
      const d = data<DiceRolledData>(e);
      const notation = parseNotation(d.expr);
      const times = d.times ?? 1;
      const j = v % d.faces.length;
      const sides = faceRanges(notation, times)[j]!;
      const faces = [...d.faces];
      faces[j] = ((faces[j]! - 1 + 1 + (Math.floor(v / d.faces.length) % (sides - 1))) % sides) + 1;
      return withData(e, { faces, total: evaluate(notation, faces, times) });
    },
    rule: (e, log) => {
      for (const later of log.slice(log.indexOf(e) + 1)) {
        const rule = later.type === "DiceRolled" ? undefined : ruleField(later.data);
        if (rule !== undefined) return rule;
      }
      throw new Error("a die with no fact after it");
    },
  },
  // A declaration signed by a combatant whose turn it is not.
  outOfTurn: {
    finding: "violation",
    candidate: (e) => e.type === "Declared" && data<{ by: string }>(e).by !== "gm",
    edit: (e, v, log) => {
      const by = data<{ by: string }>(e).by;
      const ids = (log[0]!.data as { roster: { id: string }[] }).roster.map((c) => c.id);
      const others = ids.filter((id) => id !== by);
      return withData(e, { by: others[v % others.length]! });
    },
    // An answer in a window by a creature not asked breaks the window's rule, not the turn's
    // (dnd35 cites its attack of opportunity rule for any answer not asked for).
    rule: (e) =>
      data<{ decl: { kind: string } }>(e).decl.kind === "Respond" ? "dnd35.aoo" : dnd35.roundRule,
  },
  // Two neighbours in the initiative order swapped.
  wrongInitiative: {
    finding: "fact",
    candidate: (e) =>
      e.type === "InitiativeRolled" && data<{ order: string[] }>(e).order.length >= 2,
    edit: (e, v) => {
      const order = [...data<{ order: string[] }>(e).order];
      const j = v % (order.length - 1);
      [order[j], order[j + 1]] = [order[j + 1]!, order[j]!];
      return withData(e, { order });
    },
    rule: (e) => ruleField(e.data)!,
  },
  // A creature without Combat Reflexes that made its attack of opportunity this round answers a
  // later window that did not ask it (its `Respond`, and the AoO's attacker, rewritten).
  secondAoO: {
    finding: "violation",
    places: (log) => secondOpportunities(log).map((p) => p.answer),
    edit: (e, v, log) => {
      const place = secondOpportunities(log).find((p) => p.answer === e)!;
      const by = place.unasked[v % place.unasked.length]!;
      const answer = withData(e, { by, decl: { kind: "Respond", take: true } });
      return place.attack === undefined
        ? answer
        : [answer, withData(place.attack, { attacker: by })];
    },
    rule: () => "dnd35.aoo",
  },
  // A creature down (unconscious, stable) delays on the turn it could not act: its skipped turn
  // written down as a `Delayed`.
  delayByDying: {
    finding: "fact",
    places: downSkips,
    edit: (e) => {
      const { actor, round } = data<{ actor: string; round: number }>(e);
      return { ...e, type: "Delayed", data: { actor, round, rule: "dnd35.delay" } };
    },
    rule: (e) => ruleField(e.data)!,
  },
};

/**
 * Corrupts a log: picks a place for `kind` by `pick` (any natural number: it chooses the event
 * and the variant), edits it, and re-seals the whole log with `serializeLog`. Undefined when the
 * log has no place for that kind.
 */
export function corrupt(
  log: readonly UnsealedEvent[],
  kind: CorruptionKind,
  pick: number,
): Corruption | undefined {
  const spec = kinds[kind];
  const places = spec.places?.(log) ?? log.filter(spec.candidate!);
  if (places.length === 0) return undefined;
  const target = places[pick % places.length]!;
  const variant = Math.floor(pick / places.length);
  const out = spec.edit(target, variant, log);
  const bySeq = new Map((Array.isArray(out) ? out : [out]).map((e) => [e.seq, e]));
  const edited = log.map((e) => bySeq.get(e.seq) ?? e);
  return {
    kind,
    seq: target.seq,
    expect: { finding: spec.finding, rule: spec.rule(target, log) },
    text: serializeLog(edited).text,
  };
}
