import { type Grapples, grappleGroup } from "./grappleRelation.ts";

// An attack that may strike another creature than the one it was aimed at: the attack is rolled,
// then a die says whom it strikes, and the roll is set against that creature's AC.
// - A bull rush (seed 000 冲撞BULL RUSH): 除防御者以外的任何人对你作出的借机攻击都有25%的几率误中
//   防御者 … 要先进行攻击检定，然后再投骰决定这次攻击是否打错了目标 — a d% of 25 or less strikes the
//   other of the two.
// - A ranged attack into a grapple (seed 000 表：防御等级修正, footnote 3: 掷随机骰来决定究竟击中了哪个
//   擒抱中的战斗者) — a die as large as the grapple picks the grappler struck.

/** How an attack may stray: a chance of striking `other`, or a random one `among` a grapple. */
export type Stray =
  | {
      readonly kind: "chance";
      readonly other: string;
      readonly percent: number;
      readonly rule: string;
    }
  | { readonly kind: "random"; readonly among: readonly string[]; readonly rule: string };

/** The chance that an attack of opportunity made during a bull rush strikes the other of the two. */
export const BULL_RUSH_STRAY_PERCENT = 25;

/** The die a stray is decided by: d% for a chance, a die as large as the grapple otherwise. */
export function strayDie(s: Stray): string {
  return s.kind === "chance" ? "1d100" : `1d${s.among.length}`;
}

/** Whom the attack aimed at `aimed` strikes on that die's `roll`. */
export function struckOn(s: Stray, aimed: string, roll: number): string {
  if (s.kind === "chance") return roll <= s.percent ? s.other : aimed;
  return s.among[roll - 1]!;
}

/**
 * A ranged attack by `attacker` at a grappling `target` it is not grappling with: which grappler
 * it strikes is random (footnote 3). The grapple in roster order (the die's faces read in it);
 * undefined for a melee attack, a target not grappling, or an attacker in that grapple.
 */
export function intoGrapple(
  g: Grapples,
  attacker: string,
  target: string,
  ranged: boolean,
  roster: readonly string[],
  rule: string,
): Stray | undefined {
  if (!ranged) return undefined;
  const group = grappleGroup(g, target);
  if (group.length === 0 || group.includes(attacker)) return undefined;
  return { kind: "random", among: roster.filter((id) => group.includes(id)), rule };
}
