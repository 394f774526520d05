import { harmFrame } from "../../../d20/harm/index.ts";
import { windowFrame } from "../../../d20/windows/index.ts";
import type { Transition } from "../../../engine/ruleset.ts";
import type { Frame } from "../../../engine/state.ts";
import { concentrate } from "../../3x/concentration/index.ts";
import type { Item } from "../../3x/model/item.ts";
import type { Spell } from "../../3x/model/spell.ts";
import { triggeredReadiers } from "../../3x/ready/index.ts";
import { heldComponents, type ThreeXFrameKind, type ThreeXState } from "../../3x/state/index.ts";
import { spellOf } from "../casterSpells.ts";
import { inGrapple } from "../checkComponents.ts";
import { CONDITION } from "../conditions.ts";
import { DND35_3X } from "../edition3x.ts";
import { isDown } from "../injury/index.ts";
import { opportunityCandidates } from "../interrupts/opportunity.ts";
import { castingMotion } from "../mounted/carried.ts";
import { breakTurning, brokenByAttack } from "../special/turningBroken.ts";
import { saveBonus } from "../stats/index.ts";
import { spellEffect, touchAttack } from "./spellEffect.ts";
import { stunDropFrame } from "./stunDrop.ts";

/**
 * Casting a spell (seed 000 施法Cast a Spell), as the combat rules see it: a readied action
 * whose trigger is "begins casting" goes first; then the attacks of opportunity casting provokes
 * (none when casting on the defensive, which calls for concentration DC 15 + level instead);
 * each hit taken meanwhile calls for concentration DC 10 + its damage + level, rolled as it lands
 * (the harm frame, see `spellInterruptedBy`); a failed check loses the spell. Then the spell takes effect: a touch or ranged touch attack where it needs one, the save,
 * and the effect. A touch spell cast with no target is held (暂不散发).
 */
export interface CastFrame extends Frame {
  readonly kind: "cast";
  readonly caster: string;
  readonly spell: string;
  readonly target: string | undefined;
  readonly defensively: boolean;
  /** Discharging a held touch spell (no casting now: the touch, the save, the effect). */
  readonly discharging: boolean;
  /**
   * Completing a spell begun last round, just before the caster's turn (seed 000 施法Cast a
   * Spell, the full-round one).
   */
  readonly completing: boolean;
  /** The save succeeded (half damage, or no effect). */
  saved?: boolean;
  /** The touch attack was a confirmed critical: the damage is doubled (seed 000 法术和重击). */
  critical?: boolean;
  /** Its own check, for casting on the defensive, failed (else a hit's check lost it). */
  failedDefensive?: boolean;
  /** Its own check, for casting in a grapple (DC 20 + level), failed. */
  failedGrappled?: boolean;
  /** Its check for casting on a moving mount failed (seed 000 乘骑中的施法). */
  failedMotion?: boolean;
  /**
   * The item the spell comes from, when it is not one of the caster's own: a potion drunk or an
   * oil applied, a scroll read, a wand or staff used (seed 000 表：战斗中的动作; SRD magic items).
   */
  readonly item?: string;
}

/** Builds the frame for casting `spell`. */
export function castFrame(
  state: ThreeXState,
  c: {
    readonly caster: string;
    readonly spell: string;
    readonly target: string | undefined;
    readonly defensively: boolean;
    readonly cause: number;
    readonly discharging?: boolean;
    /** Another ally touched in the same full-round touch: the effect only. */
    readonly alsoTouched?: boolean;
    /** A spell begun last round, completing now. */
    readonly completing?: boolean;
    /** The item the spell comes from (see `CastFrame.item`). */
    readonly item?: string;
  },
): CastFrame {
  // A spell of personal range affects its caster alone, named or not (SRD "Magic Overview:
  // Range — Personal", outside the seeds), a readied one too.
  const personal = castSpellOf(state, c)?.range === "personal";
  const f: CastFrame = {
    kind: "cast",
    phase: "readied",
    cause: c.cause,
    caster: c.caster,
    spell: c.spell,
    target: personal ? c.caster : c.target,
    defensively: c.defensively,
    discharging: c.discharging === true,
    completing: c.completing === true,
    ...(c.item === undefined ? {} : { item: c.item }),
  };
  f.phase = f.discharging
    ? "discharge"
    : c.alsoTouched === true
      ? firstPhase(state, f, ["touch", "save", "effect"])
      : firstPhase(
          state,
          f,
          f.completing ? ["material", "cast"] : itemAtOnce(state, f) ? ["cast"] : CASTING,
        );
  return f;
}

/**
 * The phases of casting proper, before the spell takes effect: in a grapple its concentration
 * check (当你处于擒抱状态时 施法: DC 20 + level) after any on the defensive, on a moving mount its
 * (乘骑中的施法); a material component held in hand is used up as the spell is cast (SRD 3.5
 * "Components": a focus is not).
 */
const CASTING = [
  "readied",
  "provoke",
  "defensive",
  "grappled",
  "motion",
  "begin",
  "material",
  "cast",
] as const;

/**
 * A potion, an oil, a wand or a staff: its spell takes effect at once, with no casting of its
 * own to provoke or to be interrupted (the action that uses it is the row of 表：战斗中的动作; a
 * scroll's spell is cast, 阅读卷轴 and SRD Scrolls).
 */
function itemAtOnce(state: ThreeXState, f: Pick<CastFrame, "caster" | "item">): boolean {
  if (f.item === undefined) return false;
  return itemOf(state, f.caster, f.item)?.kind !== "scroll";
}

/** `caster`'s item `id` (a potion, oil, scroll, wand or staff). */
export function itemOf(state: ThreeXState, caster: string, id: string): Item | undefined {
  return state.combatants[caster]?.spec.items?.find((i) => i.id === id);
}

/** The spell a cast frame casts: the item's when it comes from one, else the caster's own. */
export function castSpellOf(
  state: ThreeXState,
  f: { readonly caster: string; readonly spell: string; readonly item?: string | undefined },
): Spell | undefined {
  if (f.item !== undefined) return itemOf(state, f.caster, f.item)?.spell;
  return spellOf(state, f.caster, f.spell);
}

/** The rule the `SpellCast` of a frame cites: casting, or the row of the item used. */
function castRule(state: ThreeXState, f: CastFrame): string {
  if (f.item === undefined) return "dnd35.castSpell";
  const kind = itemOf(state, f.caster, f.item)?.kind;
  return kind === "scroll"
    ? "dnd35.readScroll"
    : kind === "wand" || kind === "staff"
      ? "dnd35.useMagicItem"
      : "dnd35.drinkPotion";
}

/** Each phase, and whether it has anything to do now (else it is passed over). */
const PHASES: readonly string[] = [
  "readied",
  "provoke",
  "defensive",
  "grappled",
  "motion",
  "begin",
  "material",
  "cast",
  "discharge",
  "unturn",
  "touch",
  "save",
  "effect",
];

function due(state: ThreeXState, f: CastFrame, phase: string): boolean {
  const spell = castSpellOf(state, f)!;
  switch (phase) {
    case "readied":
      return triggeredReadiers(state, { on: "casts", by: f.caster }).length > 0;
    case "provoke":
      return (
        !f.defensively &&
        opportunityCandidates(state, f.caster, state.combatants[f.caster]!.position).length > 0
      );
    case "defensive":
      return f.defensively;
    case "grappled":
      return f.item === undefined && inGrapple(state.combatants[f.caster]!);
    case "motion":
      // 乘骑中的施法: a rider casting while its mount double-moves or runs (a spell of its own or
      // a scroll's; a potion or wand takes effect with no casting to shake).
      return (
        !f.completing &&
        !f.discharging &&
        !itemAtOnce(state, f) &&
        castingMotion(state, f.caster) !== undefined
      );
    case "begin":
      return !f.completing && f.item === undefined && spell.castingTime !== "standard";
    case "material":
      return (
        f.item === undefined &&
        (f.completing || spell.castingTime === "standard") &&
        materialHeld(state, f)
      );
    case "cast":
      return (
        !f.discharging && (f.completing || f.item !== undefined || spell.castingTime === "standard")
      );
    case "discharge":
      return f.discharging;
    case "unturn":
      return f.target !== undefined && turningTouched(state, f, spell) !== undefined;
    case "touch":
      return f.target !== undefined && needsTouchAttack(state, f, spell);
    case "save":
      return (
        f.target !== undefined && spell.effect.kind !== "healing" && spell.effect.save !== undefined
      );
    case "effect":
      return f.target !== undefined && f.saved !== true
        ? true
        : f.saved === true && halfOnSave(spell);
  }
  return false;
}

/** The caster holds the material component of the spell in hand (取出施法材料). */
function materialHeld(state: ThreeXState, f: CastFrame): boolean {
  const held = heldComponents(state.combatants[f.caster]!);
  return held.some((h) => h.spell === f.spell && h.component === "M");
}

function firstPhase(state: ThreeXState, f: CastFrame, from: readonly string[]): string {
  for (const p of from) if (due(state, f, p)) return p;
  return "done";
}

/** The phases after `phase`, passing over those with nothing to do. */
function after(state: ThreeXState, f: CastFrame, phase: string): Transition {
  const casting = PHASES.indexOf(phase) < PHASES.indexOf("begin");
  const c = state.combatants[f.caster]!;
  if (casting && (isDown(c.vitals) || c.countered || c.lostConcentration)) return { phase: "lost" };
  const next = firstPhase(state, f, PHASES.slice(PHASES.indexOf(phase) + 1));
  return next === "done" ? { done: true } : { phase: next };
}

function halfOnSave(spell: Spell): boolean {
  return spell.effect.kind === "damage" && spell.effect.save?.onSuccess === "half";
}

/**
 * A harmful spell on a creature the caster turned breaks the turning before it lands, as a
 * weapon's attack would: a touch is a melee attack; a ray, or a spell with no attack roll
 * (magic missile, a save), from closer than 10 ft (seed 000 驱散效果与持续时间: 你可以对它们进行远程
 * 攻击（至少要从10英尺以外）). Healing is no attack.
 */
function turningTouched(state: ThreeXState, f: CastFrame, spell: Spell) {
  if (spell.effect.kind === "healing") return undefined;
  const target = state.combatants[f.target!]!;
  const caster = state.combatants[f.caster]!;
  if (target.spec.side === caster.spec.side) return undefined;
  return brokenByAttack(caster, target, spell.range !== "touch");
}

/** A touch on a willing ally lands by itself; a foe takes a touch attack (seed 000 触摸攻击). */
function needsTouchAttack(state: ThreeXState, f: CastFrame, spell: Spell): boolean {
  if (spell.range !== "touch" && spell.range !== "rangedTouch") return false;
  const t = state.combatants[f.target!]!;
  return t.spec.side !== state.combatants[f.caster]!.spec.side;
}

export const castFrameKind: ThreeXFrameKind = {
  step(ctx, frame) {
    const f = frame as CastFrame;
    const { state } = ctx;
    const me = state.combatants[f.caster]!;
    const spell = castSpellOf(state, f)!;
    switch (f.phase) {
      case "readied":
      case "provoke": {
        const readied = f.phase === "readied";
        ctx.emit(
          "WindowOpened",
          {
            window: readied ? "readied" : "opportunity",
            provoker: f.caster,
            trigger: readied ? "casts" : "Cast",
            at: me.position,
            candidates: readied
              ? triggeredReadiers(state, { on: "casts", by: f.caster })
              : opportunityCandidates(state, f.caster, me.position),
            rule: readied ? "dnd35.ready" : "dnd35.castAoo",
          },
          f.cause,
        );
        return;
      }
      case "defensive":
      case "grappled":
        concentrate(ctx, DND35_3X, f.caster, spell, f.phase, f.cause);
        return;
      case "material":
        ctx.emit(
          "ComponentsChanged",
          {
            caster: f.caster,
            spell: f.spell,
            change: "used",
            components: ["M"],
            rule: "dnd35.componentsUsed",
          },
          f.cause,
        );
        return;
      case "motion":
        concentrate(ctx, DND35_3X, f.caster, spell, castingMotion(state, f.caster)!, f.cause);
        return;
      case "lost":
        ctx.emit(
          "SpellLost",
          {
            caster: f.caster,
            spell: f.spell,
            reason: me.countered
              ? "countered by a readied counterspell"
              : isDown(me.vitals)
                ? "the caster fell before the spell was cast"
                : f.failedMotion === true
                  ? "a failed concentration check while its mount moved"
                  : f.failedDefensive === true
                    ? "a failed concentration check while casting on the defensive"
                    : f.failedGrappled === true
                      ? "a failed concentration check while casting in a grapple"
                      : "a failed concentration check after a hit while casting",
            rule:
              f.failedMotion === true
                ? "dnd35.mountedCasting"
                : f.failedGrappled === true
                  ? "dnd35.grappleConcentration"
                  : "dnd35.concentration",
          },
          f.cause,
        );
        return;
      case "begin":
        ctx.emit(
          "CastingStarted",
          {
            caster: f.caster,
            spell: f.spell,
            ...(f.target === undefined ? {} : { target: f.target }),
            rule: "dnd35.castingTime",
          },
          f.cause,
        );
        return;
      case "cast":
        ctx.emit(
          "SpellCast",
          {
            caster: f.caster,
            spell: f.spell,
            targets: f.target === undefined ? [] : [f.target],
            rule: castRule(state, f),
          },
          f.cause,
        );
        return;
      case "discharge":
        ctx.emit(
          "ConditionRemoved",
          {
            target: f.caster,
            condition: `${CONDITION.holdingCharge}:${f.spell}`,
            rule: "dnd35.holdingCharge",
          },
          f.cause,
        );
        return;
      case "hold":
        ctx.emit(
          "ConditionAdded",
          {
            target: f.caster,
            condition: `${CONDITION.holdingCharge}:${f.spell}`,
            rule: "dnd35.holdingCharge",
          },
          f.cause,
        );
        return;
      case "unturn":
        breakTurning(ctx, f.target!, f.caster, turningTouched(state, f, spell)!, f.cause);
        return;
      case "touch":
        touchAttack(ctx, f, spell);
        return;
      case "save": {
        const save = (
          spell.effect as {
            save: NonNullable<Extract<Spell["effect"], { kind: "damage" }>["save"]>;
          }
        ).save;
        const target = state.combatants[f.target!]!;
        const bonus = saveBonus(target.spec, save.save);
        const natural = ctx.roll(f.target!, `save-${save.save}`, "1d20", 1, f.cause).total;
        const total = natural + bonus.value;
        ctx.emit(
          "SaveRolled",
          {
            target: f.target!,
            save: save.save,
            natural,
            bonus: bonus.breakdown,
            total,
            dc: save.dc,
            success: natural === 20 || (natural !== 1 && total >= save.dc),
            rule: "dnd35.castSpell",
          },
          f.cause,
        );
        return;
      }
      case "effect":
        spellEffect(ctx, f, spell);
        return;
    }
    throw new Error(`invariant: cast frame in phase ${f.phase}`);
  },
  on(frame, event, state) {
    const f = frame as CastFrame;
    switch (event.type) {
      case "WindowOpened":
        return { phase: f.phase, push: windowFrame(event.seq, event.data, f.cause) };
      case "ConcentrationRolled":
        if (event.data.success) return after(state, f, f.phase);
        if (f.phase === "grappled") f.failedGrappled = true;
        if (f.phase === "motion") f.failedMotion = true;
        else f.failedDefensive = true;
        return { phase: "lost" };
      case "ComponentsChanged":
        return after(state, f, "material");
      case "SpellLost":
        return { done: true };
      case "SpellCast": {
        const spell = castSpellOf(state, f)!;
        if (f.target === undefined && spell.range === "touch") return { phase: "hold" };
        return after(state, f, "cast");
      }
      case "ConditionAdded": {
        // A spell that stuns makes its target drop what it holds (SRD Stunned).
        const d = event.data;
        const drop = stunDropFrame(state, d.target, d.condition, f.cause);
        return drop === undefined ? { done: true } : { phase: "dropping", push: drop };
      }
      case "CastingStarted":
        return { done: true };
      case "ConditionRemoved":
        // A held charge discharged, or a turning the touch breaks.
        return after(state, f, f.phase);
      case "AttackResolved":
        f.critical = event.data.critical;
        return event.data.hit ? after(state, f, "touch") : { done: true };
      case "SaveRolled": {
        f.saved = event.data.success;
        return after(state, f, "save");
      }
      case "DamageDealt":
        return {
          phase: "harmed",
          push: harmFrame(event.data.target, event.data.amount, event.data.nonlethal, f.cause),
        };
      case "VitalsChanged":
        return { done: true };
    }
    throw new Error(`invariant: cast frame in ${f.phase} got ${event.type}`);
  },
  onChildDone(frame, _child, state) {
    const f = frame as CastFrame;
    if (f.phase === "harmed" || f.phase === "dropping") return { done: true };
    // A window closed: the caster fell, or goes on (concentration if it was hurt).
    return after(state, f, f.phase);
  },
};
