import type { CombatantDeclaration } from "../../3x/log/declarations.ts";
import type { ActionSlot } from "../../3x/log/facts.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import { ACTIVITIES } from "../activities.ts";
import { spellOf } from "../casterSpells.ts";
import { specialAttack } from "../special/index.ts";
import { attackSlotTaken } from "../special/inFullAttack.ts";

// What each declaration spends of the turn's budget and the rule its action cites (seed 000
// 表：战斗中的动作Table: Actions in Combat): the table the turn-action frame and the checks read.

/** The declarations a combatant can make under dnd35 (inputs from outside are checked against it). */
export function isDeclarationKind(kind: unknown): kind is CombatantDeclaration["kind"] {
  return typeof kind === "string" && Object.hasOwn(SLOT, kind);
}

const SLOT: Record<CombatantDeclaration["kind"], ActionSlot | undefined> = {
  Attack: "standard",
  FullAttack: "fullRound",
  Move: "move",
  FiveFootStep: "fiveFootStep",
  Crawl: "move",
  Charge: "fullRound",
  CoupDeGrace: "fullRound",
  Run: "fullRound",
  Withdraw: "fullRound",
  MinimumMove: "fullRound",
  TotalDefense: "standard",
  StartFullRound: "standard",
  CompleteFullRound: "standard",
  FreeAction: "free",
  WakeSleeper: "standard",
  Activity: "standard",
  Cast: "standard",
  Touch: "standard",
  SpecialAttack: "standard",
  Delay: undefined,
  Ready: "standard",
  Respond: undefined,
  Choose: undefined,
  EndTurn: undefined,
};

/** The rule each declaration's `ActionTaken` cites. */
export const ACTION_RULE: Record<CombatantDeclaration["kind"], string> = {
  Attack: "dnd35.attackAction",
  FullAttack: "dnd35.fullAttack",
  Move: "dnd35.move",
  FiveFootStep: "dnd35.fiveFootStep",
  Crawl: "dnd35.crawl",
  Charge: "dnd35.charge",
  CoupDeGrace: "dnd35.coupDeGrace",
  Run: "dnd35.run",
  Withdraw: "dnd35.withdraw",
  MinimumMove: "dnd35.minimumMove",
  TotalDefense: "dnd35.totalDefense",
  StartFullRound: "dnd35.startCompleteFullRound",
  CompleteFullRound: "dnd35.startCompleteFullRound",
  FreeAction: "dnd35.freeActions",
  WakeSleeper: "dnd35.sleepWakes",
  Activity: "dnd35.actionsTable",
  Cast: "dnd35.castSpell",
  Touch: "dnd35.holdingCharge",
  SpecialAttack: "dnd35.specialAttacks",
  Delay: "dnd35.delay",
  Ready: "dnd35.ready",
  Respond: "dnd35.aoo",
  Choose: "dnd35.specialAttacks",
  EndTurn: "dnd35.actionTypes",
};

/** The action-economy slot a declaration spends (activities and spells by their own table). */
export function slotOf(
  state: ThreeXState,
  actor: string,
  d: CombatantDeclaration,
): ActionSlot | undefined {
  if (d.kind === "Activity") {
    // Rapid Reload (SRD feat, outside the seeds): a light crossbow free, a heavy one a move.
    if (state.combatants[actor]?.spec.feats.includes("RapidReload") === true) {
      if (d.activity === "LoadLightCrossbow") return "free";
      if (d.activity === "LoadHeavyCrossbow") return "move";
    }
    // Unknown activities are refused by the checks; the slot is asked of known ones only.
    return ACTIVITIES[d.activity]?.slot;
  }
  if (d.kind === "SpecialAttack") {
    const m = specialAttack(d.attack);
    if (m === undefined) return undefined;
    // One attack of a full attack: the first is the full-round action, a later one its slot.
    const taken = attackSlotTaken(state, actor, d);
    if (taken !== undefined)
      return state.turn!.fullAttackNext === undefined ? "fullRound" : "attack";
    return m.slot(state, actor, d as never);
  }
  if (d.kind === "Touch") return (d.also?.length ?? 0) > 0 ? "fullRound" : "standard";
  if (d.kind === "Cast") {
    const spell = spellOf(state, actor, d.spell);
    return spell !== undefined && spell.castingTime !== "standard" ? "fullRound" : "standard";
  }
  return SLOT[d.kind];
}
