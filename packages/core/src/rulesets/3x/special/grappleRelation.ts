// Who grapples whom (seed 000 擒抱GRAPPLE, 加入擒抱, 多人擒抱): a symmetric relation of pairs —
// a grapple is a group of creatures linked by them — and who pins whom (当你压制住擒抱对手的时候).
// Pure: each change returns a new relation; the state part that holds it applies the changes a
// GrappleChanged fact records.

/** The relation: pairs as sorted `[a, b]` (a < b), and pinned creature → its pinner. */
export interface Grapples {
  readonly pairs: readonly (readonly [string, string])[];
  readonly pins: Readonly<Record<string, string>>;
}

/** A change to the relation, as a fact records it. */
export type GrappleChange = "start" | "join" | "escape" | "release" | "pin" | "breakPin" | "end";

export const NO_GRAPPLES: Grapples = { pairs: [], pins: {} };

function pair(a: string, b: string): readonly [string, string] {
  return a < b ? [a, b] : [b, a];
}

/** Whom `who` grapples (both directions: the relation is symmetric). */
export function opponentsOf(g: Grapples, who: string): string[] {
  const out: string[] = [];
  for (const [a, b] of g.pairs) {
    if (a === who) out.push(b);
    else if (b === who) out.push(a);
  }
  return out;
}

/** Whether `who` is in a grapple. */
export function isGrappling(g: Grapples, who: string): boolean {
  return g.pairs.some(([a, b]) => a === who || b === who);
}

/** Whether `a` and `b` grapple each other. */
export function grapplesWith(g: Grapples, a: string, b: string): boolean {
  const [x, y] = pair(a, b);
  return g.pairs.some(([p, q]) => p === x && q === y);
}

/** Everyone in `who`'s grapple (its group, linked by pairs), `who` first; [] when not grappling. */
export function grappleGroup(g: Grapples, who: string): string[] {
  if (!isGrappling(g, who)) return [];
  const seen = [who];
  for (let i = 0; i < seen.length; i++)
    for (const o of opponentsOf(g, seen[i]!)) if (!seen.includes(o)) seen.push(o);
  return seen;
}

/** Whoever pins `who`, if anyone. */
export function pinnerOf(g: Grapples, who: string): string | undefined {
  return g.pins[who];
}

/** Whether `who` pins anyone (a pinner cannot pin another, escape a third party, …). */
export function isPinning(g: Grapples, who: string): boolean {
  return Object.values(g.pins).includes(who);
}

function withoutPins(
  pins: Readonly<Record<string, string>>,
  drop: (k: string, v: string) => boolean,
) {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(pins)) if (!drop(k, v)) out[k] = v;
  return out;
}

/**
 * Applies one change between `a` (who acts) and `b`:
 * start/join add the pair; release drops the pair (and a pin between them); escape drops every
 * pair of `a` (it leaves the grapple) and the pins it was in; pin records `b` pinned by `a`;
 * breakPin frees `b`; end takes `a` out of everything (dead, removed, moved away).
 */
export function applyGrappleChange(
  g: Grapples,
  change: GrappleChange,
  a: string,
  b: string,
): Grapples {
  switch (change) {
    case "start":
    case "join":
      if (a === b || grapplesWith(g, a, b)) return g;
      return { pairs: [...g.pairs, pair(a, b)], pins: g.pins };
    case "release": {
      const [x, y] = pair(a, b);
      return {
        pairs: g.pairs.filter(([p, q]) => !(p === x && q === y)),
        pins: withoutPins(g.pins, (k, v) => (k === a && v === b) || (k === b && v === a)),
      };
    }
    case "pin":
      if (!grapplesWith(g, a, b)) return g;
      return { pairs: g.pairs, pins: { ...g.pins, [b]: a } };
    case "breakPin":
      return { pairs: g.pairs, pins: withoutPins(g.pins, (k) => k === b) };
    case "escape":
    case "end":
      return {
        pairs: g.pairs.filter(([p, q]) => p !== a && q !== a),
        pins: withoutPins(g.pins, (k, v) => k === a || v === a),
      };
  }
}

/** The law: every pinned creature grapples its pinner, and no creature grapples itself. */
export function grapplesConsistent(g: Grapples): boolean {
  if (g.pairs.some(([a, b]) => a >= b)) return false;
  return Object.entries(g.pins).every(([k, v]) => grapplesWith(g, k, v));
}

/**
 * Whether a grappler keeps its Dex bonus to AC against `attacker` (seed 000 擒抱结果 没有敏捷加值:
 * lost against those not grappling it, kept against those who are); true when not grappling.
 */
export function keepsDexAgainst(g: Grapples, defender: string, attacker: string): boolean {
  return !isGrappling(g, defender) || grapplesWith(g, defender, attacker);
}

/** Whether `who` threatens any square (seed 000 擒抱结果 没有威胁区域: not while grappling). */
export function threatensWhileGrappling(g: Grapples, who: string): boolean {
  return !isGrappling(g, who);
}

/**
 * The pinned creature's AC penalty against `attacker` (seed 000 当你被擒抱对手压制住的时候: −4
 * against others than its pinner), 0 when not pinned or against the pinner.
 */
export function pinnedAcPenalty(g: Grapples, defender: string, attacker: string): number {
  const pinner = pinnerOf(g, defender);
  return pinner !== undefined && pinner !== attacker ? -4 : 0;
}
