import { overlaps, spaceAt, spaceOf } from "../../../d20/grid/index.ts";
import { harmFrame } from "../../../d20/harm/index.ts";
import type { Frame } from "../../../engine/state.ts";
import type { Square } from "../../../model/ids.ts";
import type { GrappleOption, SpecialAttackOf } from "../../3x/log/specialAttacks.ts";
import { holdFailsAutomatically } from "../../3x/special/grapple.ts";
import { grappleGroup, opponentsOf, pinnerOf } from "../../3x/special/grappleRelation.ts";
import { grapplesOf } from "../../3x/state/applyGrapple.ts";
import type { ThreeXFrameKind, ThreeXState } from "../../3x/state/index.ts";
import { checkSquare } from "../checkGm.ts";
import { CONDITION, isHelpless } from "../conditions.ts";
import type { AttackFrame } from "../frames/attack.ts";
import { plainAttack } from "../frames/attackStart.ts";
import { into } from "../frames/gearChange.ts";
import { moveFrame } from "../frames/move.ts";
import { opportunityCandidates } from "../interrupts/opportunity.ts";
import { grappleSide } from "./grappleCheck.ts";
import { grappleComponentsFrameKind, retrieveComponentsFrame } from "./grappleComponents.ts";
import {
  checkGrapple,
  type Mode,
  modeOf,
  OPTIONS,
  opponentsWeapon,
  RULE,
} from "./grappleDeclaration.ts";
import { draggedBy, draggedTo, movingPinnedAlone } from "./grappleMove.ts";
import { damageKind, escapeArtistSide, stepped, unarmedDamage } from "./grappleRolls.ts";
import type { SpecialAttackModule } from "./module.ts";
import { rollOpposed } from "./rollOpposed.ts";
import { rollHit, specialAttackRoll } from "./specialRoll.ts";

// The grapple (seed 000 擒抱GRAPPLE): starting one (发动擒抱 — the target's attack of opportunity,
// which spoils it if it deals damage; a melee touch attack; the opposed grapple check to hold,
// failed outright against a creature two sizes larger; unarmed damage; moving into its square),
// joining one (加入擒抱 — no AoO, the grab automatic, the check against one grappler), and what
// a grappler does (当你处于擒抱状态时): damage its opponent, pin it, escape (against every
// grappler) or slip free with Escape Artist, break another's pin, release a pinned foe.

type Grapple = SpecialAttackOf<"Grapple">;

interface GrappleFrame extends Frame {
  readonly kind: "grapple";
  readonly actor: string;
  readonly decl: Grapple;
  readonly mode: Mode;
  /** The grapplers an escape (or a move) must beat, one by one, with one check of its own. */
  readonly against: readonly string[];
  /** Which of `against` the next check is against. */
  next: number;
  /** The actor's natural d20 of that one check, once rolled against the first of `against`. */
  mine?: number;
  /** A move: where the mover stood before it walked (the dragged keep their place beside it). */
  readonly from?: Square;
  /** A move: how many of `against` have been dragged after the mover. */
  dragged?: number;
  /** The iterative step of the full attack's slot it takes (0: made on its own). */
  readonly step: number;
}

/**
 * phases: `spoiled` | `hold` (the opposed check, after the grab's touch attack) → `grappled`
 * (GrappleChanged start/join) → `damage` (DamageDealt, then harm) → `moveIn` (PositionSet) →
 * done; `check` (damage, pin, escape, breakPin: an opposed check; an escape is one d20 of the
 * escaper set against each grappler's own, one fact each, 多人擒抱) →
 * its `GrappleChanged` or `damage`; `release` → GrappleChanged.
 */
const grappleFrameKind: ThreeXFrameKind = {
  step(ctx, frame) {
    const f = frame as GrappleFrame;
    const { state } = ctx;
    const t = f.decl.target!;
    switch (f.phase) {
      case "spoiled":
        ctx.emit(
          "SpecialAttackSpoiled",
          {
            actor: f.actor,
            attack: "Grapple",
            target: t,
            reason: "the attack of opportunity dealt damage",
            rule: RULE,
          },
          f.cause,
        );
        return;
      case "hold": {
        const me = state.combatants[f.actor]!;
        const foe = state.combatants[t]!;
        const auto = holdFailsAutomatically(me.spec.size, foe.spec.size);
        rollOpposed(
          ctx,
          [stepped(grappleSide(state, f.actor), f.step), grappleSide(state, t)],
          {
            attack: "Grapple",
            purpose: f.mode === "join" ? "join" : "hold",
            rule: "dnd35.grappleCheck",
            ...(auto ? { automatic: { winner: 1, why: `${t} is two or more sizes larger` } } : {}),
          },
          f.cause,
        );
        return;
      }
      case "check": {
        const other = f.against[f.next]!;
        const what =
          f.mode === "move"
            ? movingPinnedAlone(state, f.actor)
              ? { movingPinnedAlone: true }
              : {}
            : damageKind(state, f.actor, f.mode, f.decl.lethal).penalty
              ? { lethal: true }
              : {};
        const mine =
          f.mode === "escapeArtist"
            ? escapeArtistSide(state, f.actor)
            : stepped(grappleSide(state, f.actor, what), f.step);
        // 多人擒抱: 你这一次的擒抱检定结果就必须胜过他们每一个人的 — the actor's one d20, each
        // grappler's own against it.
        rollOpposed(
          ctx,
          [mine, grappleSide(state, other)],
          { attack: "Grapple", purpose: f.mode, rule: "dnd35.grappleCheck" },
          f.cause,
          f.next === 0 ? undefined : f.mine,
        );
        return;
      }
      case "damage": {
        const { dice, str } = unarmedDamage(state, f.actor);
        const rolled = dice.includes("d")
          ? ctx.roll(f.actor, "grapple-damage", dice, 1, f.cause).total
          : Number(dice);
        const amount = Math.max(1, rolled + str);
        const { lethal } = damageKind(state, f.actor, f.mode, f.decl.lethal);
        ctx.emit(
          "DamageDealt",
          {
            target: t,
            source: f.actor,
            amount,
            nonlethal: !lethal,
            breakdown: [
              { label: `unarmed ${dice}`, value: rolled, rule: "dnd35.grappleConsequences" },
              { label: "Str", value: amount - rolled, rule: "dnd35.grappleConsequences" },
            ],
            rule: "dnd35.grappleConsequences",
          },
          f.cause,
        );
        return;
      }
      case "letGo":
        // 如果你无法移进目标所在的位置，你就无法保持住擒抱状态，而且还必须马上放开该目标.
        ctx.emit("GrappleChanged", { change: "release", a: f.actor, b: t, rule: RULE }, f.cause);
        return;
      case "moveIn":
        // 步骤 4：保持擒抱: into the target's square (not part of its movement).
        ctx.emit(
          "PositionSet",
          { target: f.actor, to: state.combatants[t]!.position, rule: RULE },
          f.cause,
        );
        return;
      case "dragged": {
        // 拖着所有和你进行擒抱的对手一起移动: each of the others after the mover, in turn.
        const who = f.against[f.dragged ?? 0]!;
        const to = draggedTo(
          state.combatants[who]!.position,
          f.from!,
          state.combatants[f.actor]!.position,
        );
        ctx.emit("PositionSet", { target: who, to, rule: OPTIONS }, f.cause);
        return;
      }
      case "drawn":
        // 抽出轻型武器: 通过一次成功的擒抱检定，你就可以用一个移动动作抽出一把轻型武器.
        ctx.emit(
          "GearChanged",
          { ...into(state.combatants[f.actor]!, "draw", f.decl.weapon!, OPTIONS) },
          f.cause,
        );
        return;
      case "moveOut":
        // 如果你脱离成功，那么你就可以移动到和你的擒抱对手（们）相邻的任何一个方格里.
        ctx.emit("PositionSet", { target: f.actor, to: f.decl.to!, rule: OPTIONS }, f.cause);
        return;
      case "silence":
        // 当你压制住擒抱对手的时候: 你还可以阻止被你压制住的对手说话 — until the pin ends.
        ctx.emit(
          "ConditionAdded",
          {
            target: t,
            condition: `${CONDITION.silencedBy}:${f.actor}`,
            rule: "dnd35.grappleSilence",
          },
          f.cause,
        );
        return;
      default:
        ctx.emit("GrappleChanged", grappleChange(state, f), f.cause);
    }
  },
  on(frame, event, state) {
    const f = frame as GrappleFrame;
    switch (f.phase) {
      case "hold":
        return event.type === "OpposedCheckRolled" && event.data.winner === f.actor
          ? { phase: "grappled" }
          : { done: true };
      case "check":
        if (event.type !== "OpposedCheckRolled" || event.data.winner !== f.actor)
          return { done: true };
        // 脱离擒抱: the check must beat every grappler's; the first fact holds its d20.
        if (f.next === 0) f.mine = event.data.rolls[0]!.naturals[0]!;
        if (f.next + 1 < f.against.length) {
          f.next++;
          return { phase: "check" };
        }
        if (f.mode === "move")
          return {
            phase: "walked",
            push: moveFrame(state, {
              actor: f.actor,
              path: f.decl.path!,
              mode: "walk",
              rule: OPTIONS,
              cause: f.cause,
            }),
          };
        if (f.mode === "drawLight") return { phase: "drawn" };
        // Won: an attack at −4 (the grapple's) with the opponent's weapon, no further action.
        if (f.mode === "useOpponentWeapon")
          return { phase: "struck", push: opponentsWeaponAttack(state, f) };
        return f.mode === "damage" ? { phase: "damage" } : { phase: "grappled" };
      case "grappled":
        if (f.mode === "start") return { phase: "damage" };
        if (f.mode === "join") return moveInOrLetGo(state, f);
        if ((f.mode === "escape" || f.mode === "escapeArtist") && f.decl.to !== undefined)
          return event.type === "GrappleChanged" && event.data.change === "escape"
            ? { phase: "moveOut" }
            : { done: true };
        if (f.mode === "pin" && f.decl.silence === true) return { phase: "silence" };
        return { done: true };
      case "damage":
        if (event.type === "DamageDealt")
          return {
            phase: f.mode === "start" ? "moveIn" : "harmed",
            push: harmFrame(event.data.target, event.data.amount, event.data.nonlethal, f.cause),
          };
        return { done: true };
      case "dragged":
        f.dragged = (f.dragged ?? 0) + 1;
        return f.dragged < f.against.length ? { phase: "dragged" } : { done: true };
      default:
        void state;
        return { done: true };
    }
  },
  onChildDone(frame, _child, state) {
    const f = frame as GrappleFrame;
    if (f.phase === "rolling") return rollHit(_child) ? { phase: "hold" } : { done: true };
    if (f.phase === "walked") {
      // The mover's walk is over (or cut short): the grapple comes along, if it still holds.
      const me = state.combatants[f.actor]!;
      const went = me.position.x !== f.from!.x || me.position.y !== f.from!.y;
      const group = draggedBy(state, f.actor);
      const still = f.against.every((o) => group.includes(o));
      return went && still && f.against.length > 0 ? { phase: "dragged" } : { done: true };
    }
    // After the hold's damage: into the target's square, if it still stands there to hold.
    if (f.phase === "moveIn") {
      const t = state.combatants[f.decl.target!]!;
      return t.vitals.state === "dead" ? { done: true } : moveInOrLetGo(state, f);
    }
    return { done: true };
  },
};

/**
 * 步骤 4：保持擒抱: into the target's square, if the grappler fits there — on the map, no wall,
 * nobody outside the grapple in the way (a Large grappler's 2×2 space, say) — else it lets go.
 */
function moveInOrLetGo(state: ThreeXState, f: GrappleFrame) {
  const me = state.combatants[f.actor]!;
  const to = state.combatants[f.decl.target!]!.position;
  const terrain = checkSquare(state, to, f.actor, me.spec.size);
  if (terrain !== undefined && terrain.code !== "occupied") return { phase: "letGo" };
  const mine = spaceAt(to, me.spec.size);
  const group = grappleGroup(grapplesOf(state), f.actor);
  for (const id of state.roster) {
    if (id === f.actor || group.includes(id)) continue;
    const c = state.combatants[id]!;
    if (c.vitals.state !== "dead" && !isHelpless(c) && overlaps(mine, spaceOf(c)))
      return { phase: "letGo" };
  }
  return { phase: "moveIn" };
}

/** The change a won grapple option makes (who holds, pins or lets go of whom). */
function grappleChange(state: ThreeXState, f: GrappleFrame) {
  const g = grapplesOf(state);
  const t = f.decl.target ?? f.actor;
  switch (f.mode) {
    case "start":
    case "join":
      return {
        change: f.mode,
        a: f.actor,
        b: t,
        rule: f.mode === "join" ? "dnd35.grappleJoin" : RULE,
      };
    case "pin":
    case "release":
      return { change: f.mode, a: f.actor, b: t, rule: "dnd35.grapplePinning" };
    case "breakPin": {
      // 破除他人的压制: the one the target pins goes free (still in the grapple).
      const pinned = Object.entries(g.pins).find(([, by]) => by === t)![0];
      return { change: "breakPin" as const, a: f.actor, b: pinned, rule: OPTIONS };
    }
    default:
      // A pinned creature escapes the pin and stays in the grapple (当你被擒抱对手压制住的时候);
      // any other leaves the grapple (脱离擒抱).
      return pinnerOf(g, f.actor) !== undefined
        ? { change: "breakPin" as const, a: f.actor, b: f.actor, rule: "dnd35.grapplePinned" }
        : { change: "escape" as const, a: f.actor, b: f.actor, rule: OPTIONS };
  }
}

/**
 * The grapple's moves made in place of an attack (seed 000 发动擒抱, 加入擒抱 通过一个攻击动作,
 * 当你处于擒抱状态时: 伤害对手 以对抗擒抱检定来代替正常的攻击动作, 脱离擒抱 将一次攻击动作置换, 压制对手,
 * 破除他人的压制): not the Escape Artist escape (a standard action) nor a release (free).
 */
const IN_PLACE_OF_AN_ATTACK: ReadonlySet<GrappleOption> = new Set([
  "start",
  "join",
  "damage",
  "escape",
  "pin",
  "breakPin",
  "useOpponentWeapon",
]);

/**
 * The attack with the opponent's own light weapon once the check is won (利用擒抱对手的武器: 就可以
 * 使用该武器来进行一次攻击检定，但是会受到-4的减值): at the grapple's −4 on attacking its opponent,
 * at the step of the attack it replaced; the weapon stays the opponent's.
 */
function opponentsWeaponAttack(state: ThreeXState, f: GrappleFrame): AttackFrame {
  const w = opponentsWeapon(state, f.decl)!;
  return plainAttack({
    cause: f.cause,
    attacker: f.actor,
    target: f.decl.target!,
    weaponId: w.id,
    weaponOwner: f.decl.target!,
    twoHanded: false,
    index: f.step,
  });
}

/**
 * A grapple started straight at its hold (步骤 3：定身): an improved grab's, which needs neither the
 * attack of opportunity nor the touch attack (SRD improved grab, outside the seeds).
 */
export function holdFrame(actor: string, target: string, cause: number): Frame {
  const frame: GrappleFrame = {
    kind: "grapple",
    phase: "hold",
    cause,
    actor,
    decl: { attack: "Grapple", target },
    mode: "start",
    against: [target],
    next: 0,
    step: 0,
  };
  return frame;
}

/** The grapple of 表：特殊攻击动作 (seed 000 擒抱GRAPPLE and its sub-headings). */
export const grapple: SpecialAttackModule<"Grapple"> = {
  attack: "Grapple",
  rule: RULE,
  isAttack: true,
  slot: (state, _actor, d) => {
    const mode = modeOf(state, d);
    // 取出施法材料: 通过一个整轮动作.
    return mode === "release"
      ? "free"
      : mode === "drawLight"
        ? "move"
        : mode === "retrieveComponent"
          ? "fullRound"
          : "standard";
  },
  // 发动擒抱: 如果你有能力在一轮中进行多次攻击，那么你也可以多次进行擒抱尝试; 当你处于擒抱状态时: the
  // options that take an attack's place, one by one, at a lower base attack each.
  inFullAttack: (state, d) => IN_PLACE_OF_AN_ATTACK.has(modeOf(state, d)),
  check: checkGrapple,
  // 步骤 1：借机攻击 from the target, unless Improved Grapple; joining provokes nothing (加入擒抱).
  provocation(state, actor, d) {
    if (modeOf(state, d) !== "start") return undefined;
    if (state.combatants[actor]!.spec.feats.includes("ImprovedGrapple")) return undefined;
    const at = state.combatants[actor]!.position;
    const candidates = opportunityCandidates(state, actor, at).filter((id) => id === d.target);
    return { candidates, trigger: "Grapple", rule: RULE };
  },
  start(state, actor, d, cause, hurt, step) {
    const mode = modeOf(state, d) as Mode;
    if (mode === "retrieveComponent") return retrieveComponentsFrame(actor, d.spell!, cause);
    const g = grapplesOf(state);
    const against =
      mode === "escape" || mode === "escapeArtist"
        ? pinnerOf(g, actor) !== undefined
          ? [pinnerOf(g, actor)!]
          : opponentsOf(g, actor)
        : mode === "move"
          ? draggedBy(state, actor)
          : [d.target ?? opponentsOf(g, actor)[0]!];
    const base: GrappleFrame = {
      kind: "grapple",
      phase: "check",
      cause,
      actor,
      decl: d,
      mode,
      against,
      next: 0,
      step,
      ...(mode === "move" ? { from: state.combatants[actor]!.position } : {}),
    };
    if (mode === "start") {
      // 如果这次借机攻击造成了伤害，那么这次擒抱尝试即宣告失败.
      if (hurt) return { ...base, phase: "spoiled" };
      return [
        { ...base, phase: "rolling" },
        specialAttackRoll({
          attacker: actor,
          target: d.target!,
          weaponId: "unarmed-strike",
          rule: RULE,
          touch: true,
          cause,
          index: step,
        }),
      ];
    }
    // 加入擒抱: the grab succeeds automatically; the check is still needed.
    if (mode === "join") return { ...base, phase: "hold" };
    if (mode === "release") return { ...base, phase: "grappled" };
    return base;
  },
  frames: { grapple: grappleFrameKind, grappleComponents: grappleComponentsFrameKind },
};
