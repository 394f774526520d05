import { creatureGapFt, gapFt, spaceAt } from "../../../d20/grid/index.ts";
import { harmFrame } from "../../../d20/harm/index.ts";
import type { Frame } from "../../../engine/state.ts";
import { type RuleViolation, violation } from "../../../engine/violation.ts";
import type { Square } from "../../../model/ids.ts";
import type { SpecialAttackOf } from "../../3x/log/specialAttacks.ts";
import {
  coversIntersection,
  rangeIncrementOf,
  scatterLanding,
  splashHarms,
  splashWeapon,
} from "../../3x/special/splash.ts";
import type { ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { checkAttack } from "../checkAttack.ts";
import { provocation } from "../interrupts/provocation.ts";
import { weaponOf } from "../roster.ts";
import { says } from "../violationSays.ts";
import type { SpecialAttackModule } from "./module.ts";
import { rollHit, specialAttackRoll } from "./specialRoll.ts";

// Throwing a splash weapon at a creature (seed 000 投掷泼溅武器THROW SPLASH WEAPON): a ranged
// touch attack with no nonproficiency penalty; a hit deals direct-hit damage to the target and
// splash damage to every creature within 5 ft of it; a miss scatters (1d8 direction, a square per
// range increment) and splashes around where it lands; hit or miss, the flask is used up.
// Not yet: the grid-intersection throw (AC 5).

const RULE = "dnd35.throwSplash";

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
  if (d.target === undefined && d.at !== undefined) {
    const point = d.at;
    const cover = Object.keys(state.combatants).find((id) => {
      const c = state.combatants[id]!;
      return coversIntersection(c.position, spaceAt(c.position, c.spec.size).n, point);
    });
    if (cover !== undefined)
      return violation(
        "splashCoveredIntersection",
        RULE,
        says("dnd35:violation.splash.covered", { target: cover }),
      );
  }
  if (d.target === undefined)
    return violation(
      "splashNoTarget",
      RULE,
      says("dnd35:violation.splash.noTarget", { item: d.item }),
    );
  const w = weaponOf(state.combatants[actor]!, d.item);
  // An unknown item is checkAttack's to refuse.
  if (w !== undefined && splashWeapon(w.id) === undefined)
    return violation(
      "notSplashWeapon",
      RULE,
      says("dnd35:violation.splash.notSplash", { item: d.item }),
    );
  const attack = checkAttack(
    state,
    actor,
    { target: d.target, weapon: d.item },
    state.combatants[actor]!.position,
  );
  if (attack !== undefined) return attack;
  return undefined;
}

/**
 * Every creature, not dead, within 5 ft of the square where it lands (目标周围5英尺以内的所有生物;
 * 该武器即对相邻方格内所有的生物都造成泼溅伤害), but `except` (the target of a direct hit).
 */
export function splashedAround(state: ThreeXState, at: Square, except?: string): string[] {
  const here = spaceAt(at, "medium");
  return Object.keys(state.combatants).filter((id) => {
    const c = state.combatants[id]!;
    return (
      id !== except &&
      c.vitals.state !== "dead" &&
      gapFt(here, spaceAt(c.position, c.spec.size)) <= 5
    );
  });
}

/** Whether this weapon harms that creature (holy water: undead only). */
function harms(state: ThreeXState, f: SplashFrame, who: string): boolean {
  const w = splashWeapon(weaponOf(state.combatants[f.actor]!, f.decl.item)?.id ?? f.decl.item);
  return w !== undefined && splashHarms(w, state.combatants[who]!.spec.creatureType);
}

/**
 * phases: the ranged touch attack (a child) → on a hit `direct` (DamageDealt, harm child) →
 * `landed` (SplashLanded: at the target, or where a miss scattered) → `splash` (DamageDealt to
 * the next creature splashed, harm child; repeated) → `used` (GearChanged useUp) → done.
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
      return f.hit === true ? { phase: "direct" } : { phase: "landed" };
    }
    if (f.phase === "directHarmed") return { phase: "landed" };
    return f.splashed.length > 0 ? { phase: "splash" } : { phase: "used" };
  },
};

/** Throwing a splash weapon, of 表：特殊攻击动作 (seed 000 投掷泼溅武器THROW SPLASH WEAPON). */
export const throwSplash: SpecialAttackModule<"ThrowSplash"> = {
  attack: "ThrowSplash",
  rule: RULE,
  isAttack: true,
  slot: () => "standard",
  check,
  // A ranged attack: it provokes as ranged attacks do (seed 000 借机攻击).
  provocation(state, actor, d) {
    if (d.target === undefined) return undefined;
    const p = provocation(state, actor, { kind: "Attack", target: d.target, weapon: d.item });
    return p === undefined ? undefined : { ...p, trigger: "ThrowSplash", rule: RULE };
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
    // A thrown weapon: ranged (a thrown attack, not a swing of the flask).
    return [
      frame,
      {
        ...specialAttackRoll({
          attacker: actor,
          target: d.target!,
          weaponId: weaponOf(state.combatants[actor]!, d.item)!.id,
          rule: RULE,
          touch: true,
          cause,
        }),
        thrown: true,
      },
    ];
  },
  frames: { throwSplash: splashFrameKind },
};
