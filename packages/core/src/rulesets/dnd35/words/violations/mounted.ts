import type { Square } from "../../../../model/ids.ts";
import { formatSquare as sq } from "../../../../words/format.ts";
import type { Texts } from "../teller.ts";

/**
 * The English of dnd35's refusals in mounted combat (seed 000 骑乘战斗MOUNTED COMBAT, 上下坐骑):
 * riders who would walk, mounts that cannot be mounted, dismounts to nowhere, a roster's riders.
 */
export const mountedViolationTexts = {
  "dnd35:violation.mounted.riderMoves": (p: { rider: string; mount: string }) =>
    `${p.rider} rides ${p.mount}: a rider moves with its mount, on the mount's own actions (move ${p.mount}, or dismount first)`,
  "dnd35:violation.mounted.singleAttack": (p: { mount: string; feet: number }) =>
    `${p.mount} moved ${p.feet} ft this turn: its rider makes only a single melee attack`,
  "dnd35:violation.mounted.targetRider": (p: { rider: string; mount: string; attack: string }) =>
    `${p.rider} rides ${p.mount} and fills its space: a ${p.attack} goes against ${p.mount}`,
  "dnd35:violation.mounted.grappleMovesRider": (p: { rider: string; mount: string }) =>
    `${p.rider} rides ${p.mount}: the grapple cannot move it off its mount`,
  "dnd35:violation.mounted.riderOwnMove": (p: { rider: string; mount: string; attack: string }) =>
    `${p.rider} rides ${p.mount}: a ${p.attack} moves the one who makes it, and a rider moves only with its mount (a mounted overrun is ${p.mount}'s; dismount first for the rest)`,
  "dnd35:violation.mounted.riderProne": (p: { rider: string }) =>
    `${p.rider} is in the saddle: it does not drop prone there (dismount first)`,
  "dnd35:violation.mount.alreadyRiding": (p: { mount: string }) => `already rides ${p.mount}`,
  "dnd35:violation.mount.self": () => "cannot mount itself",
  "dnd35:violation.mount.notAdjacent": (p: { mount: string }) =>
    `${p.mount} is not beside it: a rider mounts a steed next to it`,
  "dnd35:violation.mount.notAlly": (p: { mount: string }) =>
    `${p.mount} is not on its side: only a willing steed is mounted`,
  "dnd35:violation.mount.tooSmall": (p: { mount: string; size: string; rider: string }) =>
    `${p.mount} (${p.size}) is not larger than its rider (${p.rider}): a steed is at least one size larger`,
  "dnd35:violation.mount.ridden": (p: { mount: string; rider: string }) =>
    `${p.mount} already carries ${p.rider}`,
  "dnd35:violation.mount.isRider": (p: { mount: string }) =>
    `${p.mount} rides a mount itself: it carries no rider`,
  "dnd35:violation.mount.carries": (p: { rider: string }) =>
    `it carries ${p.rider}: a mount does not mount another`,
  "dnd35:violation.mount.cannotCarry": (p: { mount: string }) =>
    `${p.mount} is down, helpless or grappling: it carries no rider now`,
  "dnd35:violation.mount.grappling": () => "it is grappling: no mounting or dismounting",
  "dnd35:violation.mount.fastNeedsMove": () =>
    "a fast mount or dismount needs the turn's move action still free (seed: 在你该轮内不能以移动动作上下坐骑的时候你不能快速上下坐骑)",
  "dnd35:violation.mount.notFrightened": (p: { mount: string }) =>
    `${p.mount} is trained for war: it needs no Ride check to control it`,
  "dnd35:violation.mount.controlledAlready": (p: { mount: string }) =>
    `${p.mount} is already under control this round`,
  "dnd35:violation.dismount.notRiding": () => "it rides nothing",
  "dnd35:violation.dismount.square": (p: { square: Square; mount: string }) =>
    `${sq(p.square)} is not a square beside ${p.mount}'s space`,
  "dnd35:violation.roster.rides.unknown": (p: { mount: string }) =>
    `names "${p.mount}", who is not in the roster`,
  "dnd35:violation.roster.rides.self": () => "a combatant cannot ride itself",
  "dnd35:violation.roster.rides.chain": (p: { mount: string }) =>
    `"${p.mount}" rides a mount itself: it carries no rider`,
  "dnd35:violation.roster.rides.twice": (p: { mount: string; other: string }) =>
    `"${p.mount}" already carries "${p.other}": one rider a mount`,
  "dnd35:violation.roster.rides.size": (p: { mount: string }) =>
    `"${p.mount}" is not larger than its rider: a steed is at least one size larger`,
  "dnd35:violation.roster.rides.side": (p: { mount: string }) =>
    `"${p.mount}" is on another side: a rider's mount is its ally`,
  "dnd35:violation.roster.rides.down": (p: { mount: string }) =>
    `"${p.mount}" starts below 0 hp: a mount that is down carries no rider`,
  "dnd35:violation.roster.rides.position": (p: { mount: string; square: Square }) =>
    `a rider stands on its mount's square: must be ${sq(p.square)}, where "${p.mount}" stands`,
} satisfies Texts;
