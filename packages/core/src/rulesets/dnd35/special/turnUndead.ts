import { beforeCountOf } from "../../../d20/durations/index.ts";
import { creatureGapFt } from "../../../d20/grid/index.ts";
import type { Frame } from "../../../engine/state.ts";
import { type RuleViolation, violation } from "../../../engine/violation.ts";
import type { Term } from "../../../model/breakdown.ts";
import { rangedCover } from "../../3x/cover/index.ts";
import type { ThreeXFactDataMap } from "../../3x/log/facts.ts";
import type { SpecialAttackOf } from "../../3x/log/specialAttacks.ts";
import {
  affectedByTurning,
  maxHitDice,
  type TurnCandidate,
  turningLevel,
  turningOutcome,
} from "../../3x/special/turning.ts";
import type { ThreeXCombatant, ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { abilityModifier } from "../stats/index.ts";
import { says } from "../violationSays.ts";
import { checkCommand, commandFrame, commandFrameKind } from "./commandUndead.ts";
import type { SpecialAttackModule } from "./module.ts";

// Turning or rebuking undead (seed 000 驱散或斥喝不死生物TURN OR REBUKE UNDEAD): a standard action
// that does not provoke; the turning check against 表：驱散不死生物, then turning damage, nearest
// first within 60 ft; the turned flee 10 rounds, destroyed at twice their Hit Dice; an evil
// cleric's rebuked cower and the overwhelmed are commanded; an evil cleric may dispel a turning
// or bolster undead (解除驱散, 鼓舞不死生物).

const RULE = "dnd35.turnUndead";
const RANGE_FT = 60;
/** 被驱散的不死生物……会持续逃跑10轮 (and rebuking, bolstering: 10 rounds). */
const ROUNDS = 10;

type Turn = SpecialAttackOf<"TurnUndead">;
type Mode = "turn" | "rebuke" | "bolster" | "dispel";
type Affected = ThreeXFactDataMap["TurningDamageRolled"]["affected"][number];

interface TurnFrame extends Frame {
  readonly kind: "turnUndead";
  readonly actor: string;
  readonly mode: Mode;
  /** The turning check's result, once rolled (a dispel compares it; a turning records it). */
  check?: number;
  maxHd?: number;
  affected?: readonly Affected[];
}

/** The condition a turned creature carries: who turned it, and the check (a dispel reads it). */
export function turnedBy(turner: string, check: number): string {
  return `turned:${turner}:${check}`;
}

/** The condition of an undead commanded by an evil cleric (命令). */
export function commandedBy(turner: string): string {
  return `commanded:${turner}`;
}

const BOLSTERED = "bolstered:";

function modeOf(c: ThreeXCombatant, d: Turn): Mode | "command" {
  return d.mode ?? c.spec.turning?.kind ?? "turn";
}

function chaTerm(c: ThreeXCombatant): Term {
  const cha = c.spec.abilities.cha;
  return { label: `Cha ${cha}`, value: abilityModifier(cha), rule: RULE };
}

/** Uses per day: 3 + Cha modifier unless the sheet says (每日驱散次数). */
function perDay(c: ThreeXCombatant): number {
  return c.spec.turning?.perDay ?? 3 + abilityModifier(c.spec.abilities.cha);
}

function check(state: ThreeXState, actor: string, d: Turn): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  const t = me.spec.turning;
  if (t === undefined)
    return violation("cannotTurn", RULE, says("dnd35:violation.turning.cannot", { actor }));
  if (turningLevel(t) < 1)
    return violation(
      "cannotTurn",
      "dnd35.paladinTurning",
      says("dnd35:violation.turning.paladinLevel", { actor, level: t.level }),
    );
  const mode = modeOf(me, d);
  // 命令: a rebuker's orders to the undead it commands (no turning attempt is spent).
  if (mode === "command")
    return t.kind === "rebuke"
      ? checkCommand(state, actor, d)
      : violation(
          "turningMode",
          RULE,
          says("dnd35:violation.turning.mode", { actor, mode, kind: t.kind }),
        );
  if (d.undead !== undefined || d.target !== undefined || d.release !== undefined)
    return violation(
      "turningMode",
      RULE,
      says("dnd35:violation.turning.orderFields", { actor, mode }),
    );
  // 中立阵营的牧师: one who turns cannot rebuke, and one who rebukes cannot turn; dispelling and
  // bolstering are a rebuker's (邪恶阵营的牧师和不死生物).
  const needs = mode === "turn" ? "turn" : "rebuke";
  if (t.kind !== needs)
    return violation(
      "turningMode",
      RULE,
      says("dnd35:violation.turning.mode", { actor, mode, kind: t.kind }),
    );
  if (me.turnsUsed >= perDay(me))
    return violation(
      "noTurningLeft",
      RULE,
      says("dnd35:violation.turning.spent", { actor, perDay: perDay(me) }),
    );
  return undefined;
}

/** Its Hit Dice as turning counts them: a bolstered undead's are at least the bolstering's. */
function turningHd(c: ThreeXCombatant): number {
  let hd = c.spec.hd ?? c.spec.level;
  for (const x of c.conditions)
    if (x.name.startsWith(BOLSTERED)) hd = Math.max(hd, Number(x.name.slice(BOLSTERED.length)));
  return hd;
}

/**
 * The creatures a turning may reach (驱散距离): of the turned types, living, within 60 ft, not
 * behind total cover; for a turning, those already turned are passed over (你可以跳过……已经被
 * 驱散过的不死生物); for a dispel, only those turned by a check no higher than this one.
 */
function inReach(state: ThreeXState, f: TurnFrame): TurnCandidate[] {
  const me = state.combatants[f.actor]!;
  const types = me.spec.turning?.types ?? ["undead"];
  const out: TurnCandidate[] = [];
  for (const id of state.roster) {
    const c = state.combatants[id]!;
    if (id === f.actor || c.vitals.state === "dead") continue;
    if (!types.includes(c.spec.creatureType ?? "humanoid")) continue;
    const distanceFt = creatureGapFt(me, c);
    if (distanceFt > RANGE_FT || rangedCover(state.map, me, c) === "total") continue;
    const turned = c.conditions.find((x) => x.name.startsWith("turned:"));
    if (f.mode === "turn" && turned !== undefined) continue;
    if (f.mode === "dispel") {
      const by = turned === undefined ? undefined : Number(turned.name.split(":")[2]);
      if (by === undefined || by > f.check!) continue;
    }
    out.push({ id, hd: turningHd(c), distanceFt });
  }
  return out;
}

function outcomeOf(state: ThreeXState, f: TurnFrame, hd: number, commanded: number): string {
  const level = turningLevel(state.combatants[f.actor]!.spec.turning!);
  if (f.mode === "dispel") return "released";
  if (f.mode === "bolster") return "bolstered";
  const o = turningOutcome(f.mode === "turn" ? "turn" : "rebuke", level, hd);
  // 该牧师都可以同时控制住HD总数不超过其等级的不死生物: beyond that, rebuked instead.
  return o === "commanded" && commanded + hd > level ? "rebuked" : o;
}

/**
 * phases: `check` (the turning check → TurnUndeadRolled) → `damage` (2d6 + level + Cha →
 * TurningDamageRolled, who is affected) → `effect:N`, one fact per creature affected → done.
 */
const turnFrameKind: ThreeXFrameKind = {
  step(ctx, frame) {
    const f = frame as TurnFrame;
    const { state } = ctx;
    const me = state.combatants[f.actor]!;
    const level = turningLevel(me.spec.turning!);
    if (f.phase === "check") {
      const bonus = [chaTerm(me)];
      const natural = ctx.roll(f.actor, "turn-check", "1d20", 1, f.cause).total;
      const total = natural + bonus[0]!.value;
      ctx.emit(
        "TurnUndeadRolled",
        {
          turner: f.actor,
          mode: f.mode,
          natural,
          bonus,
          total,
          level,
          maxHd: maxHitDice(total, level),
          rule: RULE,
        },
        f.cause,
      );
      return;
    }
    if (f.phase === "damage") {
      const bonus: Term[] = [{ label: `level ${level}`, value: level, rule: RULE }, chaTerm(me)];
      const dice = ctx.roll(f.actor, "turn-damage", "2d6", 1, f.cause).total;
      const total = dice + bonus.reduce((a, t) => a + t.value, 0);
      const chosen = affectedByTurning(inReach(state, f), f.maxHd!, total);
      const affected: Affected[] = [];
      let commanded = commandedHd(state, f.actor);
      for (const c of chosen) {
        const outcome = outcomeOf(state, f, c.hd, commanded);
        if (outcome === "commanded") commanded += c.hd;
        affected.push({ target: c.id, hd: c.hd, outcome });
      }
      ctx.emit(
        "TurningDamageRolled",
        { turner: f.actor, dice, bonus, total, affected, rule: RULE },
        f.cause,
      );
      return;
    }
    const a = f.affected![Number(f.phase.slice("effect:".length))]!;
    const until = beforeCountOf(state, f.actor, ROUNDS);
    const target = state.combatants[a.target]!;
    switch (a.outcome) {
      case "destroyed":
        ctx.emit(
          "VitalsChanged",
          {
            target: a.target,
            vitals: { ...target.vitals, state: "dead" },
            rule: "dnd35.destroyUndead",
            why: `destroyed by ${f.actor}'s turning (level ${level} ≥ twice its ${a.hd} HD)`,
          },
          f.cause,
        );
        return;
      case "turned":
        ctx.emit(
          "ConditionAdded",
          { target: a.target, condition: turnedBy(f.actor, f.check!), until, rule: RULE },
          f.cause,
        );
        return;
      case "rebuked":
        // 遭到斥喝的不死生物会处于畏缩状态 (cowering: attacks on it gain, its Dex is lost).
        ctx.emit(
          "ConditionAdded",
          { target: a.target, condition: "cowering", until, rule: "dnd35.rebukeUndead" },
          f.cause,
        );
        return;
      case "commanded":
        ctx.emit(
          "ConditionAdded",
          { target: a.target, condition: commandedBy(f.actor), rule: "dnd35.rebukeUndead" },
          f.cause,
        );
        return;
      case "bolstered":
        ctx.emit(
          "ConditionAdded",
          {
            target: a.target,
            condition: `${BOLSTERED}${f.maxHd!}`,
            until,
            rule: "dnd35.rebukeUndead",
          },
          f.cause,
        );
        return;
      default: {
        const turned = target.conditions.find((x) => x.name.startsWith("turned:"))!;
        ctx.emit(
          "ConditionRemoved",
          { target: a.target, condition: turned.name, rule: "dnd35.rebukeUndead" },
          f.cause,
        );
      }
    }
  },
  on(frame, event, state) {
    const f = frame as TurnFrame;
    if (f.phase === "check" && event.type === "TurnUndeadRolled") {
      f.check = event.data.total;
      f.maxHd = event.data.maxHd;
      // Turning damage only when the check reaches some creature in range (驱散伤害: 如果……足够
      // 使你驱散至少一部分距离你60英尺以内的不死生物).
      const reach = inReach(state, f);
      return reach.some((c) => c.hd <= f.maxHd!) ? { phase: "damage" } : { done: true };
    }
    if (f.phase === "damage" && event.type === "TurningDamageRolled") {
      f.affected = event.data.affected;
      return f.affected.length > 0 ? { phase: "effect:0" } : { done: true };
    }
    if (f.phase.startsWith("effect:")) {
      const next = Number(f.phase.slice("effect:".length)) + 1;
      return next < f.affected!.length ? { phase: `effect:${next}` } : { done: true };
    }
    throw new Error(`invariant: turn undead frame in ${f.phase} got ${event.type}`);
  },
};

/** The Hit Dice of undead `turner` already commands. */
function commandedHd(state: ThreeXState, turner: string): number {
  let hd = 0;
  const name = commandedBy(turner);
  for (const id of state.roster) {
    const c = state.combatants[id]!;
    if (c.vitals.state !== "dead" && c.conditions.some((x) => x.name === name))
      hd += c.spec.hd ?? c.spec.level;
  }
  return hd;
}

/** Turning or rebuking undead of 表：特殊攻击动作 (seed 000 驱散或斥喝不死生物TURN OR REBUKE UNDEAD). */
export const turnUndead: SpecialAttackModule<"TurnUndead"> = {
  attack: "TurnUndead",
  rule: RULE,
  isAttack: false,
  slot: () => "standard",
  check,
  // 进行驱散不会引发借机攻击.
  provocation: () => undefined,
  start(state, actor, d, cause) {
    if (modeOf(state.combatants[actor]!, d) === "command")
      return commandFrame(state, actor, d, cause);
    const mode = modeOf(state.combatants[actor]!, d) as Mode;
    const frame: TurnFrame = { kind: "turnUndead", phase: "check", cause, actor, mode };
    return frame;
  },
  frames: { turnUndead: turnFrameKind, turnUndeadCommand: commandFrameKind },
};
