import type { Transition } from "../../../engine/ruleset.ts";
import type { Frame } from "../../../engine/state.ts";
import type { Square } from "../../../model/ids.ts";
import type { ReadiedAction } from "../../3x/log/declarations.ts";
import type { ThreeXContext, ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { isDown, strenuousActionWhileDisabled } from "../injury/index.ts";
import { opportunityCandidates, opportunityWeapon } from "../interrupts/opportunity.ts";
import { weaponOf } from "../roster.ts";
import { abilityModifier, isRangedAttack } from "../stats/index.ts";
import { attackFrame } from "./attack.ts";
import { type CastFrame, castFrame, heldSpell, spellOf } from "./cast.ts";
import { moveFrame } from "./move.ts";
import { firedActionFrame } from "./turnAction.ts";
import { type WindowFrame, windowFrame } from "./window.ts";

/**
 * One answer in an interrupt window: an attack of opportunity taken or declined, or a readied
 * action fired or held. It sits above its window; when it is done the window asks the next.
 * Its events name the provoking action as their `cause`.
 */
export interface ResponseFrame extends Frame {
  readonly kind: "response";
  readonly by: string;
  readonly take: boolean;
  readonly weapon: string | undefined;
  readonly window: "opportunity" | "readied" | "delay";
  readonly opened: number;
  readonly provoker: string;
  readonly trigger: string;
  /** The readied action being fired (copied before the fact clears it from the readier). */
  readonly readied: ReadiedAction | undefined;
}

/** The frame for a `Respond` by `by`, answering the window on top of the stack. */
export function responseFrame(
  state: ThreeXState,
  by: string,
  take: boolean,
  weapon: string | undefined,
): ResponseFrame {
  const w = state.frames[state.frames.length - 1] as WindowFrame;
  return {
    kind: "response",
    phase: "answer",
    cause: w.cause,
    by,
    take,
    weapon,
    window: w.window,
    opened: w.opened,
    provoker: w.provoker,
    trigger: w.trigger,
    readied: state.combatants[by]!.readied?.action,
  };
}

/**
 * phases: `answer` (AttackOfOpportunity / OpportunityDeclined / ReadiedActionFired) → for an
 * AoO, the attack at the full normal bonus (seed 000 借机攻击: 使用的是你正常的命中奖励), and for
 * an AoO by a disabled creature `strenuous` after it (1 damage, house option `disabledAoO`) → for
 * a readied action: `step` (its 5-foot step), `provoke` (a readied ranged attack provokes, seed 000
 * 准备READY), then the action itself.
 */
export const responseFrameKind: ThreeXFrameKind = {
  step(ctx, frame) {
    const f = frame as ResponseFrame;
    const { state } = ctx;
    switch (f.phase) {
      case "answer": {
        if (f.window === "delay") {
          if (f.take)
            ctx.emit(
              "DelayEnded",
              {
                actor: f.by,
                count: countOf(state, f.provoker),
                lapsed: false,
                rule: "dnd35.delay",
              },
              f.cause,
            );
          else
            ctx.emit(
              "OpportunityDeclined",
              { by: f.by, window: f.opened, rule: "dnd35.delay" },
              f.cause,
            );
          return;
        }
        if (!f.take) {
          const rule = f.window === "opportunity" ? "dnd35.aoo" : "dnd35.ready";
          ctx.emit("OpportunityDeclined", { by: f.by, window: f.opened, rule }, f.cause);
          return;
        }
        if (f.window === "opportunity") {
          const w = opportunityWeapon(state, f.by, f.provoker, f.weapon)!;
          ctx.emit(
            "AttackOfOpportunity",
            {
              attacker: f.by,
              target: f.provoker,
              window: f.opened,
              weapon: w.id,
              rule: "dnd35.aoo",
            },
            f.cause,
          );
          return;
        }
        ctx.emit(
          "ReadiedActionFired",
          {
            by: f.by,
            triggeredBy: f.provoker,
            window: f.opened,
            count: countOf(state, f.provoker),
            rule: "dnd35.readyInitiative",
          },
          f.cause,
        );
        return;
      }
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
    if (f.phase === "strenuous" && event.type === "VitalsChanged") return { done: true };
    if (
      event.type === "OpportunityDeclined" ||
      event.type === "CounterspellAttempted" ||
      event.type === "DelayEnded"
    )
      return { done: true };
    if (event.type === "AttackOfOpportunity") {
      const w = weaponOf(state.combatants[f.by]!.spec, event.data.weapon)!;
      return {
        phase: "attacking",
        push: attackFrame({
          cause: f.cause,
          attacker: f.by,
          target: f.provoker,
          weaponId: w.id,
          hand: "main",
          index: 0,
          twoWeapon: false,
          twoHanded: w.handedness === "two-handed",
          lethal: false,
          thrown: false,
          nonlethal: false,
          charge: false,
        }),
      };
    }
    if (event.type === "ReadiedActionFired" || event.type === "Moved")
      return afterFired(state, f, event.type);
    if (event.type === "WindowOpened")
      return { phase: "provoked", push: windowFrame(event.seq, event.data, f.cause) };
    throw new Error(`invariant: response frame in ${f.phase} got ${event.type}`);
  },
  onChildDone(frame, child, state) {
    const f = frame as ResponseFrame;
    // A disabled creature's attack of opportunity is strenuous (house option `disabledAoO`):
    // 1 damage after it, as after a standard action (seed 000 瘫痪DISABLED).
    if (f.phase === "attacking" && disabledPays(state, f.by)) return { phase: "strenuous" };
    if (f.phase === "provoked") {
      const me = state.combatants[f.by]!;
      return isDown(me.vitals) ? { done: true } : readiedAction(state, f);
    }
    void child;
    return { done: true };
  },
};

/** Whether `id`, disabled, pays 1 hp for the attack of opportunity it just made. */
function disabledPays(state: ThreeXState, id: string): boolean {
  const v = state.combatants[id]!.vitals;
  return v.state === "disabled" && state.options.disabledAoO !== "none";
}

/** After the readied action fired (or its 5-foot step): the step, the AoO it provokes, or it. */
function afterFired(state: ThreeXState, f: ResponseFrame, after: "ReadiedActionFired" | "Moved") {
  const a = f.readied!;
  if (after === "ReadiedActionFired" && readiedStep(a) !== undefined) return { phase: "step" };
  if (a.kind === "Attack" && provokesAsRanged(state, f)) return { phase: "provoke" };
  if (a.kind === "Cast" && a.counter === true) return { phase: "counter" };
  return readiedAction(state, f);
}

function provokesAsRanged(state: ThreeXState, f: ResponseFrame): boolean {
  const a = f.readied as Extract<ReadiedAction, { kind: "Attack" }>;
  const me = state.combatants[f.by]!;
  const w = weaponOf(me.spec, a.weapon);
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
      const w = weaponOf(state.combatants[f.by]!.spec, a.weapon)!;
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
      return child === undefined ? { done: true } : { phase: "acting", push: child };
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
  const spell = spellOf(state, f.provoker, casting.spell)!;
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
