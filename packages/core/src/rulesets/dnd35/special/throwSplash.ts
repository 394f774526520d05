import {
  creatureGapFt,
  gapFt,
  intersectionGapFt,
  spaceAt,
  spaceOf,
} from "../../../d20/grid/index.ts";
import { harmFrame } from "../../../d20/harm/index.ts";
import type { Frame } from "../../../engine/state.ts";
import { type RuleViolation, violation } from "../../../engine/violation.ts";
import type { Square } from "../../../model/ids.ts";
import type { SpecialAttackOf } from "../../3x/log/specialAttacks.ts";
import {
  coversIntersection,
  rangeIncrementOf,
  scatterFromIntersection,
  scatterLanding,
  splashHarms,
  splashWeapon,
  touchesIntersection,
} from "../../3x/special/splash.ts";
import type { ThreeXContext, ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { checkRangedAtIntersection } from "../checkAtIntersection.ts";
import { checkAttack } from "../checkAttack.ts";
import { opportunityCandidates } from "../interrupts/opportunity.ts";
import { weaponOf } from "../roster.ts";
import { says } from "../violationSays.ts";
import type { SpecialAttackModule } from "./module.ts";
import { rollHit, specialAttackRoll } from "./specialRoll.ts";

// Throwing a splash weapon (seed 000 投掷泼溅武器THROW SPLASH WEAPON). At a creature: a ranged
// touch attack with no nonproficiency penalty; a hit deals direct-hit damage to the target and
// splash damage to every creature within 5 ft of it; a miss scatters (1d8 direction, a square per
// range increment) and splashes around the square where it lands. At a grid intersection (`at`,
// the top-left corner of that square; not one inside a creature's body): a ranged attack against
// AC 5 that hurts no one directly; a hit splashes every creature in the four squares touching the
// point, a miss scatters from the point to another intersection and splashes the squares touching
// that one (where an intersection "lands", its adjacent squares are those around it). Hit or miss,
// the flask is used up.

const RULE = "dnd35.throwSplash";

/** A grid intersection's AC (将这种情况视为进行目标AC=5的远程攻击). */
const AC_5 = { value: 5, label: "grid intersection", rule: RULE };

type ThrowSplash = SpecialAttackOf<"ThrowSplash">;

interface SplashFrame extends Frame {
  readonly kind: "throwSplash";
  readonly actor: string;
  readonly decl: ThrowSplash;
  /** The creatures still to splash, in roster order. */
  readonly splashed: readonly string[];
  /** Whether the throw hit its target (set once rolled). */
  readonly hit?: boolean;
}

function check(state: ThreeXState, actor: string, d: ThrowSplash): RuleViolation | undefined {
  if (d.target !== undefined && d.at !== undefined)
    return violation(
      "splashTargetAndIntersection",
      RULE,
      says("dnd35:violation.splash.both", { item: d.item }),
    );
  if (d.target === undefined && d.at === undefined)
    return violation(
      "splashNoTarget",
      RULE,
      says("dnd35:violation.splash.noTarget", { item: d.item }),
    );
  const w = weaponOf(state.combatants[actor]!, d.item);
  // An unknown item is checkAttack's (or the intersection check's) to refuse.
  if (w !== undefined && splashWeapon(w.id) === undefined)
    return violation(
      "notSplashWeapon",
      RULE,
      says("dnd35:violation.splash.notSplash", { item: d.item }),
    );
  if (d.at !== undefined) {
    const ranged = checkRangedAtIntersection(state, actor, d.item, d.at);
    if (ranged !== undefined) return ranged;
    const point = d.at;
    const cover = Object.keys(state.combatants).find((id) => {
      const c = state.combatants[id]!;
      return coversIntersection(c.position, spaceOf(c).n, point);
    });
    return cover === undefined
      ? undefined
      : violation(
          "splashCoveredIntersection",
          RULE,
          says("dnd35:violation.splash.covered", { target: cover }),
        );
  }
  return checkAttack(
    state,
    actor,
    { target: d.target!, weapon: d.item },
    state.combatants[actor]!.position,
  );
}

/**
 * Every creature, not dead, within 5 ft of the square where it lands (目标周围5英尺以内的所有生物;
 * 该武器即对相邻方格内所有的生物都造成泼溅伤害), but `except` (the target of a direct hit).
 */
export function splashedAround(state: ThreeXState, at: Square, except?: string): string[] {
  const here = spaceAt(at, "medium");
  return Object.keys(state.combatants).filter((id) => {
    const c = state.combatants[id]!;
    return id !== except && c.vitals.state !== "dead" && gapFt(here, spaceOf(c)) <= 5;
  });
}

/**
 * Every creature, not dead, with a square touching the grid intersection at the top-left corner
 * of `point` (和该点相接的所有方格里的生物都会受到泼溅伤害): one of the four squares around it.
 */
export function splashedAtIntersection(state: ThreeXState, point: Square): string[] {
  return Object.keys(state.combatants).filter((id) => {
    const c = state.combatants[id]!;
    return c.vitals.state !== "dead" && touchesIntersection(c.position, spaceOf(c).n, point);
  });
}

/** Whether this weapon harms that creature (holy water: undead only). */
function harms(state: ThreeXState, f: SplashFrame, who: string): boolean {
  const w = splashWeapon(weaponOf(state.combatants[f.actor]!, f.decl.item)?.id ?? f.decl.item);
  return w !== undefined && splashHarms(w, state.combatants[who]!.spec.creatureType);
}

/**
 * phases: the ranged touch attack, or the roll against an intersection's AC 5 (a child) → on a
 * hit at a creature `direct` (DamageDealt, harm child) → `landed` (SplashLanded: at the target or
 * the intersection, or where a miss scattered) → `splash` (DamageDealt to the next creature
 * splashed, harm child; repeated) → `used` (GearChanged useUp) → done.
 */
const splashFrameKind: ThreeXFrameKind = {
  step(ctx, frame) {
    const f = frame as SplashFrame;
    const { state } = ctx;
    const me = state.combatants[f.actor]!;
    if (f.phase === "direct") {
      const w = weaponOf(me, f.decl.item)!;
      const harmed = harms(state, f, f.decl.target!);
      const amount = harmed ? ctx.roll(f.actor, "damage", w.damage, 1, f.cause).total : 0;
      ctx.emit(
        "DamageDealt",
        {
          target: f.decl.target!,
          source: f.actor,
          amount,
          nonlethal: false,
          breakdown: [{ label: `${w.name} direct hit (${w.damage})`, value: amount, rule: RULE }],
          rule: RULE,
        },
        f.cause,
      );
      return;
    }
    if (f.phase === "splash") {
      const who = f.splashed[0]!;
      const w = weaponOf(me, f.decl.item)!;
      const amount = harms(state, f, who) ? (splashWeapon(w.id)?.splash ?? 0) : 0;
      ctx.emit(
        "DamageDealt",
        {
          target: who,
          source: f.actor,
          amount,
          nonlethal: false,
          breakdown: [{ label: `${w.name} splash`, value: amount, rule: RULE }],
          rule: RULE,
        },
        f.cause,
      );
      return;
    }
    if (f.phase === "landed" && f.decl.at !== undefined) {
      land(ctx, f, f.decl.at);
      return;
    }
    if (f.phase === "landed") {
      const target = state.combatants[f.decl.target!]!;
      if (f.hit === true) {
        const at = target.position;
        const hit = splashedAround(state, at, f.decl.target);
        ctx.emit(
          "SplashLanded",
          { thrower: f.actor, item: f.decl.item, at, hit, rule: RULE },
          f.cause,
        );
        return;
      }
      // A miss scatters: 1d8 for the direction, as many squares as the throw's range increment.
      const w = weaponOf(me, f.decl.item)!;
      const squares = rangeIncrementOf(creatureGapFt(me, target), w.ranged?.increment ?? 10);
      const roll = ctx.roll(f.actor, "scatter", "1d8", 1, f.cause).total;
      const at = scatterLanding(me.position, target.position, roll, squares);
      ctx.emit(
        "SplashLanded",
        {
          thrower: f.actor,
          item: f.decl.item,
          at,
          scatter: { roll, squares },
          hit: splashedAround(state, at),
          rule: RULE,
        },
        f.cause,
      );
      return;
    }
    ctx.emit(
      "GearChanged",
      { actor: f.actor, change: "useUp", item: f.decl.item, rule: RULE },
      f.cause,
    );
  },
  on(frame, event) {
    const f = frame as SplashFrame;
    if (f.phase === "landed" && event.type === "SplashLanded") {
      (f as { splashed: readonly string[] }).splashed = event.data.hit;
      return event.data.hit.length > 0 ? { phase: "splash" } : { phase: "used" };
    }
    if ((f.phase === "direct" || f.phase === "splash") && event.type === "DamageDealt") {
      if (f.phase === "splash")
        (f as { splashed: readonly string[] }).splashed = f.splashed.slice(1);
      return {
        phase: f.phase === "direct" ? "directHarmed" : "splashHarmed",
        push: harmFrame(event.data.target, event.data.amount, false, f.cause),
      };
    }
    if (f.phase === "used" && event.type === "GearChanged") return { done: true };
    throw new Error(`invariant: throwSplash frame in ${f.phase} got ${event.type}`);
  },
  onChildDone(frame, child) {
    const f = frame as SplashFrame;
    if (f.phase === "rolling") {
      (f as { hit?: boolean }).hit = rollHit(child);
      // At an intersection, no creature takes a direct hit (但是就不会有生物受到直接命中伤害).
      return f.hit === true && f.decl.target !== undefined
        ? { phase: "direct" }
        : { phase: "landed" };
    }
    if (f.phase === "directHarmed") return { phase: "landed" };
    return f.splashed.length > 0 ? { phase: "splash" } : { phase: "used" };
  },
};

/**
 * The landing of a throw at the grid intersection `point`: there on a hit; on a miss scattered
 * (1d8, a square per range increment by the distance to the point) to another intersection. The
 * creatures touching where it lands are splashed.
 */
function land(ctx: ThreeXContext, f: SplashFrame, point: Square): void {
  const me = ctx.state.combatants[f.actor]!;
  const base = { thrower: f.actor, item: f.decl.item, intersection: point };
  if (f.hit === true) {
    const hit = splashedAtIntersection(ctx.state, point);
    ctx.emit("SplashLanded", { ...base, at: point, hit, rule: RULE }, f.cause);
    return;
  }
  const w = weaponOf(me, f.decl.item)!;
  const n = spaceOf(me).n;
  const ft = intersectionGapFt(spaceOf(me), point);
  const squares = rangeIncrementOf(ft, w.ranged?.increment ?? 10);
  const roll = ctx.roll(f.actor, "scatter", "1d8", 1, f.cause).total;
  const at = scatterFromIntersection(me.position, n, point, roll, squares);
  const hit = splashedAtIntersection(ctx.state, at);
  ctx.emit("SplashLanded", { ...base, at, scatter: { roll, squares }, hit, rule: RULE }, f.cause);
}

/** Throwing a splash weapon, of 表：特殊攻击动作 (seed 000 投掷泼溅武器THROW SPLASH WEAPON). */
export const throwSplash: SpecialAttackModule<"ThrowSplash"> = {
  attack: "ThrowSplash",
  rule: RULE,
  isAttack: true,
  slot: () => "standard",
  check,
  // A ranged attack, at a creature or at an intersection: it provokes as ranged attacks do (seed
  // 000 借机攻击; 表：战斗中的动作, 攻击（远程）).
  provocation(state, actor) {
    const me = state.combatants[actor]!;
    const candidates = opportunityCandidates(state, actor, me.position);
    return { candidates, trigger: "ThrowSplash", rule: RULE };
  },
  start(state, actor, d, cause) {
    const frame: SplashFrame = {
      kind: "throwSplash",
      phase: "rolling",
      cause,
      actor,
      decl: d,
      splashed: [],
    };
    const weaponId = weaponOf(state.combatants[actor]!, d.item)!.id;
    // A thrown weapon: ranged (a thrown attack, not a swing of the flask).
    const roll =
      d.at === undefined
        ? specialAttackRoll({
            attacker: actor,
            target: d.target!,
            weaponId,
            rule: RULE,
            touch: true,
            cause,
          })
        : specialAttackRoll({
            attacker: actor,
            at: d.at,
            weaponId,
            rule: RULE,
            againstAc: AC_5,
            cause,
          });
    return [frame, { ...roll, thrown: true }];
  },
  frames: { throwSplash: splashFrameKind },
};
