import {
  type AnswerFrame,
  type AnswerHooks,
  answerFrameKindOf,
  answerTo,
  windowFrame,
} from "../../../d20/windows/index.ts";
import type { Transition } from "../../../engine/ruleset.ts";
import type { Square } from "../../../model/ids.ts";
import type { ReadiedAction } from "../../3x/log/declarations.ts";
import type { ThreeXWindowKind } from "../../3x/log/facts.ts";
import type { ThreeXEvent } from "../../3x/log/fightEvent.ts";
import type { ThreeXContext, ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { heldSpell } from "../casterSpells.ts";
import { ITEM_ACTIVITIES } from "../checkItems.ts";
import { isDown, strenuousActionWhileDisabled } from "../injury/index.ts";
import { opportunityCandidates, opportunityWeapon } from "../interrupts/opportunity.ts";
import { weaponOf } from "../roster.ts";
import type { Dnd35RuleId } from "../rulesIndex.ts";
import { bullRushStray } from "../special/bullRush.ts";
import { breakTurning, brokenByStep } from "../special/turningBroken.ts";
import { abilityModifier, isRangedAttack } from "../stats/index.ts";
import { attackFrame } from "./attack.ts";
import { plainAttack } from "./attackStart.ts";
import { type CastFrame, castFrame, castSpellOf } from "./cast.ts";
import { itemCastFrame } from "./itemUse.ts";
import { mountFallFrame } from "./mountFall.ts";
import { moveFrame } from "./move.ts";
import { firedActionFrame, firedItemUsed } from "./turnActionSequence.ts";

/**
 * One answer in an interrupt window: an attack of opportunity taken or declined, a readied
 * action fired or held, or a step in from a delay. The shared part (who answered, take or
 * decline, the window answered) is d20/windows' `AnswerFrame`; dnd35's adds the weapon of an AoO
 * and the readied action. Its events name the provoking action as their `cause`.
 */
export interface ResponseFrame extends AnswerFrame<ThreeXWindowKind> {
  readonly weapon: string | undefined;
  /** The readied action being fired (copied before the fact clears it from the readier). */
  readonly readied: ReadiedAction | undefined;
  /** Where the readied action's 5-foot step starts, once it fires (for a turning it breaks). */
  stepFrom?: Square;
}

/** The frame for a `Respond` by `by`, answering the window on top of the stack. */
export function responseFrame(
  state: ThreeXState,
  by: string,
  take: boolean,
  weapon: string | undefined,
): ResponseFrame {
  // dnd35's terms added in place, not spread into a copy (see `moveFrame`: frames built by a
  // spread cost the engine's hot loop).
  return Object.assign(answerTo<ThreeXWindowKind>(state, by, take), {
    weapon,
    readied: state.combatants[by]!.readied?.action,
  });
}

/** The rule a declined answer cites: the window's own. */
const DECLINED = {
  opportunity: "dnd35.aoo",
  readied: "dnd35.ready",
  delay: "dnd35.delay",
} as const satisfies Record<ThreeXWindowKind, Dnd35RuleId>;

/** Declining any window: the creature lets the chance pass. */
function declined(ctx: ThreeXContext, f: ResponseFrame): void {
  ctx.emit(
    "OpportunityDeclined",
    { by: f.by, window: f.opened, rule: DECLINED[f.window] },
    f.cause,
  );
}

/**
 * The first fact of each kind of answer: an AoO at the full normal bonus (seed 000 借机攻击:
 * 使用的是你正常的命中奖励), a readied action fired at the trigger's count (seed 000 准备READY),
 * a delaying creature stepping in at the count of the creature whose turn ended (seed 000 延迟DELAY).
 */
const ANSWERS: AnswerHooks<
  ThreeXState,
  ThreeXContext,
  ThreeXEvent,
  ThreeXWindowKind,
  ResponseFrame
>["kinds"] = {
  opportunity: {
    take(ctx, f) {
      const w = opportunityWeapon(ctx.state, f.by, f.provoker, f.weapon)!;
      ctx.emit(
        "AttackOfOpportunity",
        { attacker: f.by, target: f.provoker, window: f.opened, weapon: w.id, rule: "dnd35.aoo" },
        f.cause,
      );
    },
    decline: declined,
  },
  readied: {
    take(ctx, f) {
      ctx.emit(
        "ReadiedActionFired",
        {
          by: f.by,
          triggeredBy: f.provoker,
          window: f.opened,
          count: countOf(ctx.state, f.provoker),
          rule: "dnd35.readyInitiative",
        },
        f.cause,
      );
    },
    decline: declined,
  },
  delay: {
    take(ctx, f) {
      ctx.emit(
        "DelayEnded",
        { actor: f.by, count: countOf(ctx.state, f.provoker), lapsed: false, rule: "dnd35.delay" },
        f.cause,
      );
    },
    decline: declined,
  },
};

/**
 * What follows the first fact: for an AoO, the attack, and for an AoO by a disabled creature
 * `strenuous` after it (1 damage, house option `disabledAoO`) → for a readied action: `step` (its
 * 5-foot step), `unturn` (a turning the step broke, seed 000 驱散效果与持续时间), `provoke` (a
 * readied ranged attack provokes, seed 000 准备READY), then the action itself.
 */
const AFTER: ThreeXFrameKind = {
  step(ctx, frame) {
    const f = frame as ResponseFrame;
    const { state } = ctx;
    switch (f.phase) {
      case "step": {
        ctx.emit(
          "Moved",
          {
            actor: f.by,
            mode: "fiveFootStep",
            path: [readiedStep(f.readied!)!],
            feet: 5,
            rule: "dnd35.ready",
          },
          f.cause,
        );
        return;
      }
      case "counter":
        counterspell(ctx, f);
        return;
      case "unturn":
        breakTurning(ctx, stepBreaks(state, f)!, f.by, "approach", f.cause);
        return;
      case "strenuous": {
        const r = strenuousActionWhileDisabled(state.combatants[f.by]!.vitals, state.round);
        ctx.emit(
          "VitalsChanged",
          {
            target: f.by,
            vitals: r.vitals,
            rule: "dnd35.disabled",
            why: "an attack of opportunity while disabled (house option disabledAoO: strenuous)",
          },
          f.cause,
        );
        return;
      }
      case "provoke": {
        const me = state.combatants[f.by]!;
        ctx.emit(
          "WindowOpened",
          {
            window: "opportunity",
            provoker: f.by,
            trigger: "rangedAttack",
            at: me.position,
            candidates: opportunityCandidates(state, f.by, me.position),
            rule: "dnd35.aoo",
          },
          f.cause,
        );
        return;
      }
    }
    throw new Error(`invariant: response frame in phase ${f.phase}`);
  },
  on(frame, event, state) {
    const f = frame as ResponseFrame;
    if (f.phase === "strenuous" && event.type === "VitalsChanged") {
      // Dropped by its own effort, a rider comes off, or a mount throws its rider (骑乘战斗).
      const fall = mountFallFrame(state, f.by, f.cause);
      return fall === undefined ? { done: true } : { phase: "falling", push: fall };
    }
    if (
      event.type === "OpportunityDeclined" ||
      event.type === "CounterspellAttempted" ||
      event.type === "DelayEnded"
    )
      return { done: true };
    if (event.type === "AttackOfOpportunity") {
      const w = weaponOf(state.combatants[f.by]!, event.data.weapon)!;
      // During a bull rush, an attack on either of the two may strike the other (冲撞BULL RUSH).
      const stray = bullRushStray(state, f.by, f.provoker);
      return {
        phase: "attacking",
        push: plainAttack({
          cause: f.cause,
          attacker: f.by,
          target: f.provoker,
          weaponId: w.id,
          twoHanded: w.handedness === "two-handed",
          ...(stray === undefined ? {} : { stray }),
        }),
      };
    }
    if (event.type === "ReadiedActionFired" || event.type === "Moved")
      return afterFired(state, f, event.type);
    if (event.type === "ConditionRemoved") return afterFired(state, f, "Moved");
    if (event.type === "WindowOpened")
      return { phase: "provoked", push: windowFrame(event.seq, event.data, f.cause) };
    throw new Error(`invariant: response frame in ${f.phase} got ${event.type}`);
  },
  onChildDone(frame, child, state) {
    const f = frame as ResponseFrame;
    if (f.phase === "falling") return { done: true };
    // A disabled creature's attack of opportunity is strenuous (house option `disabledAoO`):
    // 1 damage after it, as after a standard action (seed 000 瘫痪DISABLED).
    if (f.phase === "attacking" && disabledPays(state, f.by)) return { phase: "strenuous" };
    if (f.phase === "provoked") {
      const me = state.combatants[f.by]!;
      return isDown(me.vitals) ? { done: true } : readiedAction(state, f);
    }
    if (f.phase === "firingItem" && f.readied?.kind === "Activity")
      return { phase: "acting", push: firedItemUsed(f.by, f.readied, f.cause) };
    void child;
    return { done: true };
  },
};

/** The response frame kind of dnd35: the shared answer frame over its answers. */
export const responseFrameKind: ThreeXFrameKind = answerFrameKindOf({
  kinds: ANSWERS,
  after: AFTER,
});

/** Whether `id`, disabled, pays 1 hp for the attack of opportunity it just made. */
function disabledPays(state: ThreeXState, id: string): boolean {
  const v = state.combatants[id]!.vitals;
  return v.state === "disabled" && state.options.disabledAoO !== "none";
}

/** After the readied action fired (or its 5-foot step): the step, the AoO it provokes, or it. */
function afterFired(state: ThreeXState, f: ResponseFrame, after: "ReadiedActionFired" | "Moved") {
  const a = f.readied!;
  if (after === "ReadiedActionFired" && readiedStep(a) !== undefined) {
    f.stepFrom = state.combatants[f.by]!.position;
    return { phase: "step" };
  }
  // A step that brings a turner within 10 ft of one it turned ends the turning (seed 000
  // 驱散效果与持续时间), one fact per creature, before the action.
  if (f.stepFrom !== undefined && stepBreaks(state, f) !== undefined) return { phase: "unturn" };
  if (a.kind === "Attack" && provokesAsRanged(state, f)) return { phase: "provoke" };
  if (a.kind === "Cast" && a.counter === true) return { phase: "counter" };
  return readiedAction(state, f);
}

/** The creature whose turning by the readier its 5-foot step broke, if any. */
function stepBreaks(state: ThreeXState, f: ResponseFrame): string | undefined {
  return brokenByStep(state, f.by, f.stepFrom!, state.combatants[f.by]!.position);
}

function provokesAsRanged(state: ThreeXState, f: ResponseFrame): boolean {
  const a = f.readied as Extract<ReadiedAction, { kind: "Attack" }>;
  const me = state.combatants[f.by]!;
  const w = weaponOf(me, a.weapon);
  if (w === undefined || !isRangedAttack(w, a.thrown === true ? { thrown: true } : {}))
    return false;
  return opportunityCandidates(state, f.by, me.position).length > 0;
}

/** The 5-foot step taken as part of a readied action (seed 000 准备READY), if any. */
export function readiedStep(a: ReadiedAction): Square | undefined {
  return a.kind === "Move" || a.kind === "Crawl" ? undefined : a.step;
}

/**
 * The readied action itself, as a child frame — it resolves as the declaration it names, the
 * triggering creature its target unless it names another (seed 000 准备一个动作).
 */
function readiedAction(state: ThreeXState, f: ResponseFrame): Transition {
  const a = f.readied!;
  switch (a.kind) {
    case "Attack": {
      const w = weaponOf(state.combatants[f.by]!, a.weapon)!;
      return {
        phase: "acting",
        push: attackFrame({
          cause: f.cause,
          attacker: f.by,
          target: a.target ?? f.provoker,
          weaponId: w.id,
          hand: a.hand ?? "main",
          index: 0,
          twoWeapon: false,
          twoHanded: a.twoHanded === true || w.handedness === "two-handed",
          lethal: a.lethal === true,
          thrown: a.thrown === true,
          nonlethal: a.nonlethal === true,
          charge: false,
          // A weapon set against a charge deals double damage (seed 000 准备武器对抗冲锋).
          ...(f.trigger === "charge" && w.setAgainstCharge === true ? { setVsCharge: true } : {}),
        }),
      };
    }
    case "Cast":
      return {
        phase: "acting",
        push: castFrame(state, {
          caster: f.by,
          spell: a.spell,
          target: a.target ?? f.provoker,
          defensively: a.defensively === true,
          cause: f.cause,
        }),
      };
    case "Move":
      return {
        phase: "acting",
        push: moveFrame(state, {
          actor: f.by,
          path: a.path,
          mode: "walk",
          rule: "dnd35.ready",
          cause: f.cause,
        }),
      };
    case "Crawl":
      return {
        phase: "acting",
        push: moveFrame(state, {
          actor: f.by,
          path: [a.to],
          mode: "walk",
          rule: "dnd35.crawl",
          cause: f.cause,
          exempt: "crawl",
        }),
      };
    case "Touch":
      return {
        phase: "acting",
        push: castFrame(state, {
          caster: f.by,
          spell: heldSpell(state, f.by)!,
          target: a.target ?? f.provoker,
          defensively: false,
          cause: f.cause,
          discharging: true,
        }),
      };
    case "TotalDefense":
    case "Activity": {
      const child = firedActionFrame(state, f.by, a, f.cause);
      if (child !== undefined) return { phase: "acting", push: child };
      // An item used with nobody to provoke: its spell first, then it is used up (SRD magic items).
      if (a.kind === "Activity" && ITEM_ACTIVITIES.has(a.activity))
        return { phase: "firingItem", push: itemCastFrame(state, f.by, a, f.cause) };
      return { done: true };
    }
    case "FreeAction":
      // Dropping an item, speaking, ceasing concentration: nothing the engine tracks beyond the
      // firing itself.
      return { done: true };
    default:
      return unknownReadied(a);
  }
}

function unknownReadied(a: never): never {
  throw new Error(`invariant: a readied ${(a as { kind: string }).kind}`);
}

/** The initiative count of a creature: its place in the order, or where it stood before a delay. */
export function countOf(state: ThreeXState, id: string): number {
  const e = state.order.find((x) => x.id === id);
  return e?.count ?? state.combatants[id]?.delaying?.entry.count ?? 0;
}

/**
 * A readied counterspell (seed 000 准备反制法术): Spellcraft (d20 + skill, Int by default) against
 * DC 15 + the level of the spell being cast identifies it; the same spell among the
 * counterspeller's counters it.
 */
function counterspell(ctx: ThreeXContext, f: ResponseFrame): void {
  const { state } = ctx;
  const casting = [...state.frames]
    .reverse()
    .find((x): x is CastFrame => x.kind === "cast" && (x as CastFrame).caster === f.provoker);
  if (casting === undefined) throw new Error("invariant: a counterspell with no spell being cast");
  const spell = castSpellOf(state, casting)!;
  const me = state.combatants[f.by]!.spec;
  const skill = me.spellcraft ?? abilityModifier(me.abilities.int);
  const natural = ctx.roll(f.by, "spellcraft", "1d20", 1, f.cause).total;
  const total = natural + skill;
  const dc = 15 + spell.level;
  const identified = total >= dc;
  ctx.emit(
    "CounterspellAttempted",
    {
      by: f.by,
      caster: f.provoker,
      spell: spell.id,
      natural,
      bonus: [{ label: "Spellcraft", value: skill, rule: "dnd35.counterspell" }],
      total,
      dc,
      identified,
      countered: identified && me.spells?.some((s) => s.id === spell.id) === true,
      rule: "dnd35.counterspell",
    },
    f.cause,
  );
}
