import type { Square } from "../../../../model/ids.ts";
import type { Render } from "../../../../words/catalogue.ts";
import { formatSquare } from "../../../../words/format.ts";
import type { Message } from "../../../../words/message.ts";
import type { Texts } from "../teller.ts";

/**
 * The English of dnd35's refusals by the action economy and the turn: the actions left, who may
 * act, windows.
 */
export const turnViolationTexts = {
  // A window's answer from a creature it does not ask: the rules' own refusal, then the window
  // and whom it asks, and (outside readied and delay windows) the AoOs the creature has made.
  "dnd35:violation.notAskedHere": (
    p: {
      own: Message;
      window?: string;
      seq?: number;
      asks?: string;
      by?: string;
      aooUsed?: number;
    },
    render: Render,
  ) =>
    `${render(p.own)}${
      p.window === undefined
        ? "; no window is open"
        : `; the ${p.window} window opened at seq ${p.seq} asks ${p.asks}`
    }${
      p.aooUsed === undefined
        ? ""
        : `; ${p.by} has made ${p.aooUsed} attack(s) of opportunity this round`
    }`,
  "dnd35:violation.notProne.crawl": (p: { actor: string }) => `${p.actor} crawls only while prone`,
  "dnd35:violation.unknownDeclaration.combatant": (p: { kind: string }) =>
    `no declaration "${p.kind}"`,
  "dnd35:violation.unknownSpecialAttack": (p: { attack: string }) =>
    `no special attack "${p.attack}" (表：特殊攻击动作)`,
  "dnd35:violation.feint.mindless": (p: { target: string }) =>
    `${p.target} is mindless (no Int score): it cannot be feinted`,
  "dnd35:violation.aid.noTarget": () =>
    "an aid on an attack or AC names its target, the foe, and no skill (aid skill names a skill and no target)",
  "dnd35:violation.aid.skill": (p: { skill: string; skills: string }) =>
    `no aid on the skill "${p.skill}": a fight's aided skills are ${p.skills}`,
  "dnd35:violation.aid.skillFields": () =>
    "an aid on a skill names the ally and the skill, no target or weapon",
  "dnd35:violation.aid.notBeside": (p: { ally: string }) =>
    `aiding ${p.ally}'s skill takes standing beside it (within 5 ft)`,
  "dnd35:violation.aid.notMelee": (p: { actor: string }) =>
    `${p.actor} aids another with a melee attack, not a ranged one`,
  "dnd35:violation.turning.cannot": (p: { actor: string }) =>
    `${p.actor} cannot turn or rebuke undead (no turning on its sheet)`,
  "dnd35:violation.turning.paladinLevel": (p: { actor: string; level: number }) =>
    `${p.actor} turns as a cleric three levels lower: a level-${p.level} paladin cannot yet (from level 4)`,
  "dnd35:violation.turning.orderFields": (p: { actor: string; mode: string }) =>
    `${p.actor} names undead, a target or a release only to command (mode "command"), not to ${p.mode}`,
  "dnd35:violation.command.notCommanded": (p: { actor: string; undead: string }) =>
    p.undead === ""
      ? `${p.actor} commands no undead (命令: only undead it rebuked past twice their Hit Dice)`
      : `${p.undead} is not commanded by ${p.actor}`,
  "dnd35:violation.command.badTarget": (p: { actor: string; target: string }) =>
    `${p.actor} cannot order its undead to attack ${p.target}: a creature alive on the field and not one of them, and no target with a release`,
  "dnd35:violation.command.obeys": (p: {
    actor: string;
    by: string;
    order: string;
    kind: string;
  }) => `${p.actor} is commanded by ${p.by} and obeys its order ${p.order}: not ${p.kind}`,
  "dnd35:violation.turning.mode": (p: { actor: string; mode: string; kind: string }) =>
    `${p.actor} channels to ${p.kind}: it cannot ${p.mode} (a turner cannot rebuke, dispel or bolster, a rebuker cannot turn)`,
  "dnd35:violation.turning.flees": (p: { actor: string; turner: string; kind: string }) =>
    `${p.actor} is turned by ${p.turner} and flees: it may only move away from ${p.turner}, stand up or end its turn, not ${p.kind}`,
  "dnd35:violation.turning.spent": (p: { actor: string; perDay: number }) =>
    `${p.actor} has used all ${p.perDay} of its turning attempts today`,
  "dnd35:violation.trip.weapon": (p: { weapon: string }) =>
    `${p.weapon} is not a trip weapon: trip unarmed, or with a flail, halberd, guisarme or whip`,
  "dnd35:violation.trip.noWeaponToDrop": () =>
    "only a trip made with a weapon can let the weapon go to avoid being tripped back",
  "dnd35:violation.trip.prone": (p: { target: string }) => `${p.target} is already prone`,
  "dnd35:violation.splash.covered": (p: { target: string }) =>
    `${p.target}'s body covers that grid intersection: throw at ${p.target} instead`,
  "dnd35:violation.splash.noTarget": (p: { item: string }) =>
    `name what ${p.item} is thrown at: a creature (target) or a grid intersection (at)`,
  "dnd35:violation.splash.both": (p: { item: string }) =>
    `${p.item} is thrown at a creature (target) or at a grid intersection (at), not both`,
  "dnd35:violation.splash.offGrid": (p: { width: number; height: number }) =>
    `a grid intersection is the top-left corner of a square, x from 0 to ${p.width} and y from 0 to ${p.height} on this map`,
  "dnd35:violation.splash.outOfRange": (p: { at: Square; ft: number; maxFt: number }) =>
    `the grid intersection ${formatSquare(p.at)} is ${p.ft} ft away: beyond ${p.maxFt} ft`,
  "dnd35:violation.splash.walled": (p: { at: Square }) =>
    `walls stand between the thrower and the grid intersection ${formatSquare(p.at)}: no line of effect`,
  "dnd35:violation.splash.notSplash": (p: { item: string }) =>
    `${p.item} is not a splash weapon (alchemist's fire, acid flask, holy water)`,
  "dnd35:violation.special.notInFullAttack": (p: { attack: string }) =>
    `a ${p.attack} is an action of its own, not an attack of a full attack: only a disarm, a grapple's attempt or option made in place of an attack, a sunder or a trip may be`,
  "dnd35:violation.special.fullAttackUnderWay": (p: { attack: string }) =>
    `a full attack is already under way: declare the ${p.attack} without fullAttack, as its next attack`,
  "dnd35:violation.overrun.charge": () =>
    "no overrun as part of a charge: the errata the seed's translator notes forbids it (冲锋时无法进行闯越); the house option overrunOnCharge allows it",
  "dnd35:violation.overrun.straight": () =>
    "an overrun as part of a charge goes straight on: every step of its path the same way",
  "dnd35:violation.special.tooLarge": (p: { attack: string; target: string }) =>
    `${p.target} is two or more sizes larger: no ${p.attack} against it (at most one size larger)`,
  "dnd35:violation.disarm.ranged": () => "a disarm is a melee attack: not with a ranged weapon",
  "dnd35:violation.disarm.nothing": (p: { target: string }) =>
    `${p.target} holds nothing to disarm: name the item`,
  "dnd35:violation.disarm.body": (p: { item: string }) =>
    `${p.item} is a weapon of the body: it cannot be disarmed`,
  "dnd35:violation.disarm.spikedGauntlet": (p: { item: string }) =>
    `${p.item} is a spiked gauntlet worn on the hand: it cannot be disarmed`,
  "dnd35:violation.disarm.noHand": (p: { actor: string }) =>
    `${p.actor} needs a free hand to take an item (a grab, or an unarmed disarm)`,
  "dnd35:violation.disarm.firm": (p: { item: string }) =>
    `${p.item} is firmly attached: it can be grabbed only from a pinned foe`,
  "dnd35:violation.disarm.notHeld": (p: { target: string; item: string }) =>
    `${p.target} does not hold ${p.item} (a disarm strikes an item in hand; a grab also one worn)`,
  "dnd35:violation.sunder.weapon": (p: { weapon: string }) =>
    `${p.weapon} cannot sunder: a slashing or bludgeoning melee weapon does`,
  "dnd35:violation.sunder.armor": (p: { target: string; object: string }) =>
    `${p.target}'s armor is worn: armor worn by another creature cannot be sundered (击破携带或穿戴中的物品; its row of the table: ${p.object})`,
  "dnd35:violation.sunder.item": (p: { target: string; item: string }) =>
    `${p.target} has no weapon or shield ${p.item} to strike (a weapon of its body is no object)`,
  "dnd35:violation.sunder.notCarried": (p: { target: string; item: string }) =>
    `${p.target} no longer carries ${p.item}`,
  "dnd35:violation.bullRush.adjacent": (p: { target: string }) =>
    `a bull rush moves into ${p.target}'s space from beside it: charge to it (path) from farther off`,
  "dnd35:violation.mustChoose": (p: { actor: string; options: string }) =>
    `${p.actor} is asked to choose: answer Choose with one of ${p.options}`,
  "dnd35:violation.overrun.through": (p: { target: string }) =>
    `an overrun's path goes through ${p.target}'s space and on beyond it`,
  "dnd35:violation.grapple.pinned": (p: { actor: string; by: string }) =>
    `${p.actor} is pinned by ${p.by}: it can only try to escape (Grapple option escape or escapeArtist)`,
  "dnd35:violation.grapple.option": (p: { option: string; why: string }) =>
    `grapple (${p.option}): ${p.why}`,
  "dnd35:violation.aid.noAlly": (p: { ally: string }) => `${p.ally} is not an ally to aid`,
  "dnd35:violation.aid.notInMelee": (p: { ally: string; foe: string }) =>
    `${p.foe} is not in melee with ${p.ally} (neither threatens the other)`,
  "dnd35:violation.noStandardAction.givenUp": () =>
    "the remaining attacks were given up for a move action",
  "dnd35:violation.noStandardAction.spent": () => "the standard action of this turn is spent",
  "dnd35:violation.restrictedTurn.noFullRound": (p: { limit: string }) =>
    `a restricted turn (${p.limit}) allows no full-round action`,
  "dnd35:violation.restrictedTurn.single": (p: { limit: string }) =>
    `a restricted turn (${p.limit}) allows a single standard or move action`,
  "dnd35:violation.noFullRoundAction.restrictedCharge": () =>
    "a charge needs the whole turn: the restricted charge (a standard action at speed) cannot be chosen on an unrestricted turn",
  "dnd35:violation.noFullRoundAction.wholeTurn": () => "a full-round action needs the whole turn",
  "dnd35:violation.noFullRoundAction.chargeAfterStep": () =>
    "no charge after a 5-foot step: the charge is the turn's movement",
  "dnd35:violation.noMoveAction": () => "no move action is left this turn",
  "dnd35:violation.moveAfterFiveFootStep.moveAction": () =>
    "no movement by a move action after a 5-foot step this round",
  "dnd35:violation.moveAfterFiveFootStep.movement": (p: { kind: string }) =>
    `no ${p.kind === "MinimumMove" ? "minimum move" : p.kind.toLowerCase()} after a 5-foot step this round`,
  "dnd35:violation.secondFiveFootStep": () => "only one 5-foot step a round",
  "dnd35:violation.fiveFootStepAfterMove": () => "no 5-foot step in a round with other movement",
  "dnd35:violation.fiveFootStepInSurprise": () =>
    "no 5-foot step in the surprise round (house option surpriseFiveFootStep is off)",
  "dnd35:violation.notRestricted": () => "start a full-round action only on a restricted turn",
  "dnd35:violation.noActions": (p: { actor: string; dazed: string }) =>
    `${p.actor} is ${p.dazed}: it can take no actions (it may end its turn or decline)`,
  "dnd35:violation.notAsked": (p: { actor: string }) => `${p.actor} is not being asked in a window`,
  "dnd35:violation.cannotAct": (p: { actor: string }) => `${p.actor} cannot act`,
  "dnd35:violation.drawNeedsBab": () =>
    "drawing a weapon during a move needs a base attack bonus of +1 or more",
  "dnd35:violation.blindWithdraw": () => "a blinded creature cannot withdraw",
  "dnd35:violation.notStarted": () => "no full-round action was started last turn",
  "dnd35:violation.cannotStart": (p: { action: string }) =>
    `${p.action} cannot be started as a standard action`,
  "dnd35:violation.mustRespond": (p: { actor: string }) =>
    `${p.actor} is asked in a window: take or decline with Respond`,
  "dnd35:violation.noThreat": (p: { weapon: string | undefined; provoker: string }) =>
    `${p.weapon ?? "no weapon"} does not threaten ${p.provoker}`,
} satisfies Texts;
