import { indexInOrder } from "../../../engine/applyFact.ts";
import type { FightEvent } from "../../../log/fightEvent.ts";
import { applyGearChange, fired } from "../gear/applyGearChange.ts";
import { takeInto } from "../gear/takenItem.ts";
import { isDown } from "../injury/index.ts";
import type { ThreeXEvent } from "../log/fightEvent.ts";
import { applyMountChanged, carryRider, riderOf, seatRiders } from "../mounted/riding.ts";
import { type AidedSkill, spendSkillAids } from "../special/feintAndAid.ts";
import { applyGrappleChanged, pinRoundOver } from "./applyGrapple.ts";
import { heldComponents } from "./combatant.ts";
import type { ThreeXState } from "./state.ts";

/**
 * The 3.x part of the reducer (`Ruleset.state.apply`): the 3.x facts — actions spent, attacks
 * of opportunity, readied actions, delay, casting — and the 3.x side of the engine's facts
 * (a turn's start ends flat-footedness and refreshes the AoO allowance). The engine's reducer
 * has already kept its part of the fact.
 */
/** The aided skills by the name an opposed check's side gives its check. */
const SKILL_OF_CHECK: Readonly<Record<string, AidedSkill>> = {
  "Escape Artist": "EscapeArtist",
  Bluff: "Bluff",
};

export function applyThreeXFact(state: ThreeXState, fact: FightEvent): void {
  const event = fact as ThreeXEvent;
  switch (event.type) {
    case "TurnStarted": {
      const { actor, round, resumed } = event.data;
      const c = state.combatants[actor]!;
      c.flatFooted = false;
      // The allowance refreshes at the creature's count, not when it steps in from a delay.
      if (resumed === undefined) {
        c.aooUsed = 0;
        const rider = riderOf(state, actor);
        c.turnMovement = { round, rider, feet: 0, moves: 0, ran: false, charged: false };
      }
      c.steppedIn = false;
      return;
    }
    case "CombatBegan":
    case "CombatantAdded":
      seatRiders(state);
      return;
    case "PositionSet":
      carryRider(state, event.data.target);
      return;
    case "MountChanged": {
      const { rider, mount, change, at } = event.data;
      applyMountChanged(state, rider, mount, change, at);
      state.combatants[rider]!.keptSaddle = false;
      return;
    }
    case "RideChecked": {
      const { rider, purpose, success } = event.data;
      const mount = state.combatants[rider]!.riding;
      if (purpose === "control" && success && mount !== undefined)
        state.combatants[mount]!.controlledRound = state.round;
      return;
    }
    case "SaddleRolled":
      state.combatants[event.data.rider]!.keptSaddle = event.data.stays;
      return;
    case "VitalsChanged": {
      // Back on its feet, a rider kept in the saddle may be knocked out of it again.
      const c = state.combatants[event.data.target]!;
      if (c.keptSaddle && !isDown(c.vitals)) c.keptSaddle = false;
      return;
    }
    case "TurnSkipped":
      // A delayer that stepped in and is skipped (fallen dying meanwhile) has used that turn:
      // its next turn is a regular one, not a resumed delay (seed 000 延迟DELAY).
      state.combatants[event.data.actor]!.steppedIn = false;
      markDelayersDue(state, event.data.actor);
      return;
    case "TurnEnded":
      markDelayersDue(state, event.data.actor);
      return;
    case "Moved": {
      const { actor, mode } = event.data;
      // Only the turn's own actor's movement counts for its turn: a readied action or an AoO's
      // mover acts out of turn (seed 000 准备READY).
      if (mode !== "fiveFootStep" && state.turn?.actor === actor) {
        state.turn.moved = true;
        const tm = state.combatants[actor]!.turnMovement;
        if (tm !== undefined) tm.feet += event.data.feet;
      }
      // A rider moves with its mount (seed 000 骑乘战斗: 你可以用它的速度来移动).
      carryRider(state, actor);
      return;
    }
    case "ActionTaken": {
      const t = state.turn!;
      countMovement(state, event.data.actor, event.data.action);
      // A special attack made as an attack of a full attack moves it on to the next slot, as an
      // attack's roll does (`AttackResolved.fullAttack`).
      const fa = event.data.fullAttack;
      if (fa !== undefined) t.fullAttackNext = fa.slot + 1 < fa.of ? fa.slot + 1 : undefined;
      switch (event.data.slot) {
        case "standard":
          t.standardUsed = true;
          t.actionsTaken++;
          return;
        case "move":
          // A second move action is taken in place of the standard action (seed 000 动作类型).
          if (t.moveUsed) t.standardUsed = true;
          t.moveUsed = true;
          t.actionsTaken++;
          return;
        case "fullRound":
          t.fullRoundUsed = t.standardUsed = t.moveUsed = true;
          t.actionsTaken++;
          return;
        case "fiveFootStep":
          t.fiveFootStepUsed = true;
          return;
        case "free":
        case "attack":
          return;
      }
      return;
    }
    case "AttackResolved": {
      fired(
        state.combatants[event.data.weaponOwner ?? event.data.attacker]!.gear,
        event.data.weapon,
      );
      const spent = event.data.spent;
      if (spent !== undefined)
        for (const s of spent) {
          const c = state.combatants[s.target]!;
          c.conditions = c.conditions.filter((x) => x.name !== s.condition);
        }
      const fa = event.data.fullAttack;
      if (fa !== undefined && state.turn !== undefined) {
        if (fa.slot + 1 < fa.of) state.turn.fullAttackNext = fa.slot + 1;
        else state.turn.fullAttackNext = undefined;
      }
      return;
    }
    case "ObjectDamaged": {
      const g = state.combatants[event.data.owner]!.gear;
      g.damage[event.data.item] = event.data.hp - event.data.hpLeft;
      return;
    }
    case "GrappleChanged":
      applyGrappleChanged(state, event.data.change, event.data.a, event.data.b, event.data.rule);
      return;
    case "ConditionRemoved":
      pinRoundOver(state, event.data.target, event.data.condition);
      return;
    // A check of a skill spends the aids on it (协助他人: 协助同伴的其他技能检定, the next check).
    case "HealCheckRolled":
      spendSkillAids(state.combatants[event.data.healer]!, "Heal");
      return;
    case "OpposedCheckRolled":
      for (const side of event.data.sides) {
        const skill = SKILL_OF_CHECK[side.check];
        if (skill !== undefined) spendSkillAids(state.combatants[side.who]!, skill);
      }
      return;
    case "ComponentsChanged": {
      const { caster, spell, change, components } = event.data;
      const c = state.combatants[caster]!;
      // Held once per spell and component: retrieving again changes nothing; using drops them.
      const rest = heldComponents(c).filter(
        (h) => h.spell !== spell || !components.includes(h.component),
      );
      c.componentsHeld =
        change === "used"
          ? rest
          : [...rest, ...components.map((component) => ({ spell, component }))];
      return;
    }
    case "TurnUndeadRolled":
      state.combatants[event.data.turner]!.turnsUsed++;
      return;
    case "DamageDealt":
      state.combatants[event.data.target]!.damageTaken += event.data.amount;
      return;
    case "AttackOfOpportunity":
      state.combatants[event.data.attacker]!.aooUsed++;
      return;
    case "ActionReadied": {
      const { actor, action, trigger } = event.data;
      state.combatants[actor]!.readied = { action, trigger, round: state.round };
      return;
    }
    case "ReadiedActionFired": {
      const { by, triggeredBy, count } = event.data;
      state.combatants[by]!.readied = undefined;
      moveAhead(state, by, triggeredBy, count);
      return;
    }
    case "ReadiedActionLost":
      state.combatants[event.data.actor]!.readied = undefined;
      return;
    case "Delayed": {
      const { actor, round, after, count, nextRound } = event.data;
      const at = indexInOrder(state, actor);
      const entry = state.order[at]!;
      state.order.splice(at, 1);
      if (at <= state.turnIndex) state.turnIndex--;
      state.turn = undefined;
      state.combatants[actor]!.delaying = {
        entry,
        round,
        ...(after === undefined ? {} : { after }),
        ...(count === undefined ? {} : { count }),
        ...(nextRound === true ? { nextRound } : {}),
        due: false,
        // Not asked about stepping in until a later turn ends.
        asked: true,
      };
      return;
    }
    case "DelayEnded": {
      const { actor, count, lapsed } = event.data;
      const c = state.combatants[actor]!;
      const entry = c.delaying!.entry;
      c.delaying = undefined;
      c.steppedIn = !lapsed;
      // Back in the order right after the turn that just ended, at its new count.
      state.order.splice(state.turnIndex + 1, 0, { ...entry, count });
      return;
    }
    case "GearChanged": {
      const owner = state.combatants[event.data.actor]!;
      applyGearChange(owner.gear, event.data);
      // 卸除武器 unarmed, 夺取物品: what is taken is the taker's to hold and use.
      if (event.data.change === "taken" && event.data.by !== undefined)
        takeInto(state.combatants[event.data.by]!, owner, event.data);
      return;
    }
    case "CastingStarted": {
      const { caster, spell, target } = event.data;
      const c = state.combatants[caster]!;
      c.casting = {
        spell,
        ...(target === undefined ? {} : { target }),
        round: state.round,
        damageAtStart: c.damageTaken,
      };
      return;
    }
    case "CastingCompleted":
      state.combatants[event.data.caster]!.casting = undefined;
      return;
    case "SpellLost": {
      const c = state.combatants[event.data.caster];
      if (c !== undefined) {
        c.casting = undefined;
        c.countered = false;
        c.lostConcentration = false;
      }
      return;
    }
    case "CounterspellAttempted":
      if (event.data.countered) state.combatants[event.data.caster]!.countered = true;
      return;
    case "WindowOpened":
      if (event.data.window === "delay")
        for (const id of event.data.candidates) state.combatants[id]!.delaying!.asked = true;
      return;
    case "ConcentrationRolled":
      // A failed check loses the spell: its cast frame, or the harm frame, says so next.
      if (!event.data.success) state.combatants[event.data.caster]!.lostConcentration = true;
      return;
    default:
      return;
  }
}

/**
 * A readied action fired: the readier's place in the order is now just ahead of the creature
 * whose action triggered it, at that count (seed 000 准备的先攻结果). The index of the turn being
 * played follows its creature.
 */
function moveAhead(state: ThreeXState, id: string, ahead: string, count: number): void {
  const from = indexInOrder(state, id);
  if (from < 0 || indexInOrder(state, ahead) < 0) return;
  const current = state.order[state.turnIndex]?.id;
  const [entry] = state.order.splice(from, 1);
  state.order.splice(indexInOrder(state, ahead), 0, { ...entry!, count });
  if (current !== undefined) state.turnIndex = indexInOrder(state, current);
}

/** A delayer waiting for `actor`'s turn to end may step in now (seed 000 延迟DELAY). */
function markDelayersDue(state: ThreeXState, actor: string): void {
  for (const id of state.roster) {
    const d = state.combatants[id]!.delaying;
    if (d === undefined) continue;
    if (d.after === actor) d.due = true;
    d.asked = false;
  }
}

/** A turn's movement actions, for its rider (`TurnMovement`): moves, a withdraw, a run, a charge. */
function countMovement(state: ThreeXState, actor: string, action: string): void {
  const tm = state.turn?.actor === actor ? state.combatants[actor]!.turnMovement : undefined;
  if (tm === undefined) return;
  if (action === "Move") tm.moves++;
  else if (action === "Withdraw") tm.moves += 2;
  else if (action === "Run") tm.ran = true;
  else if (action === "Charge") tm.charged = true;
}
