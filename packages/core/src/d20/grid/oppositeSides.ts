import { type Placed, sideOf } from "./space.ts";

// The flanking line (seed 000 夹击FLANKING: a line between the centres of the two flankers'
// squares that passes through opposite borders of the defender's space, corners included), as
// grid geometry; who may flank is the ruleset's.

/** Some square-centre to square-centre line between `a` and `b` crosses opposite sides of `d`. */
export function oppositeSides(a: Placed, b: Placed, d: Placed): boolean {
  const an = sideOf(a);
  const bn = sideOf(b);
  const dn = sideOf(d);
  // Doubled coordinates keep every centre and edge a whole number.
  const loX = 2 * d.position.x;
  const loY = 2 * d.position.y;
  const hiX = loX + 2 * dn;
  const hiY = loY + 2 * dn;
  for (let ai = 0; ai < an * an; ai++) {
    const ax = 2 * (a.position.x + (ai % an)) + 1;
    const ay = 2 * (a.position.y + Math.floor(ai / an)) + 1;
    for (let bi = 0; bi < bn * bn; bi++) {
      const bx = 2 * (b.position.x + (bi % bn)) + 1;
      const by = 2 * (b.position.y + Math.floor(bi / bn)) + 1;
      const leftRight =
        crosses(ax, ay, bx, by, loX, loY, hiY) && crosses(ax, ay, bx, by, hiX, loY, hiY);
      const topBottom =
        crosses(ay, ax, by, bx, loY, loX, hiX) && crosses(ay, ax, by, bx, hiY, loX, hiX);
      if (leftRight || topBottom) return true;
    }
  }
  return false;
}

/**
 * True when the segment (u1,v1)–(u2,v2) meets the line u = `at` at some v in [vLo, vHi].
 * Whole-number arithmetic: v = v1 + (at − u1)(v2 − v1)/(u2 − u1), compared after multiplying out.
 */
function crosses(
  u1: number,
  v1: number,
  u2: number,
  v2: number,
  at: number,
  vLo: number,
  vHi: number,
): boolean {
  const du = u2 - u1;
  if (du === 0) return false;
  if (at < Math.min(u1, u2) || at > Math.max(u1, u2)) return false;
  const s = du > 0 ? 1 : -1;
  const num = (v1 * du + (at - u1) * (v2 - v1)) * s; // v · |du|
  const d = du * s;
  return num >= vLo * d && num <= vHi * d;
}
