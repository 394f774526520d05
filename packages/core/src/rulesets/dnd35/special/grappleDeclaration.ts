import { type RuleViolation, violation } from "../../../engine/violation.ts";
import type { GrappleOption, SpecialAttackOf } from "../../3x/log/specialAttacks.ts";
import type { Weapon } from "../../3x/model/combatant.ts";
import { roomToGrapple } from "../../3x/special/grapple.ts";
import {
  grapplesWith,
  isGrappling,
  isPinning,
  opponentsOf,
  pinnerOf,
} from "../../3x/special/grappleRelation.ts";
import { grapplesOf } from "../../3x/state/applyGrapple.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import { checkAttack } from "../checkAttack.ts";
import { checkDraw } from "../checkGear.ts";
import { says } from "../violationSays.ts";
import { checkRetrieveComponents } from "./grappleComponents.ts";
import { checkGrappleMove } from "./grappleMove.ts";

// The grapple's declarations (seed 000 擒抱GRAPPLE and its sub-headings): what a Grapple asks
// — its option, or starting or joining one — and why it may not be made now; the resolution is
// grappleAttack.ts's.

export const RULE = "dnd35.grappleStart";
export const OPTIONS = "dnd35.grappleOptions";

type Grapple = SpecialAttackOf<"Grapple">;
export type Mode =
  | "start"
  | "join"
  | "damage"
  | "pin"
  | "escape"
  | "escapeArtist"
  | "move"
  | "drawLight"
  | "breakPin"
  | "useOpponentWeapon"
  | "release"
  | "retrieveComponent";
const MODES: readonly string[] = [
  "start",
  "join",
  "damage",
  "pin",
  "escape",
  "escapeArtist",
  "move",
  "drawLight",
  "breakPin",
  "useOpponentWeapon",
  "release",
  "retrieveComponent",
];

/** What the declaration asks: its option, or — none given — to start or join a grapple. */
export function modeOf(state: ThreeXState, d: Grapple): GrappleOption {
  if (d.option !== undefined) return d.option;
  const g = grapplesOf(state);
  return d.target !== undefined && isGrappling(g, d.target) ? "join" : "start";
}

function refuse(rule: string, option: string, why: string): RuleViolation {
  return violation("grappleOption", rule, says("dnd35:violation.grapple.option", { option, why }));
}

export function checkGrapple(
  state: ThreeXState,
  actor: string,
  d: Grapple,
): RuleViolation | undefined {
  const option = modeOf(state, d);
  if (!MODES.includes(option))
    return refuse(OPTIONS, option, "this grapple option is not played by the engine yet");
  // 当你压制住擒抱对手的时候: silencing goes with the pin that holds the foe.
  if (d.silence === true && option !== "pin")
    return refuse("dnd35.grappleSilence", option, "only a pin silences the one pinned");
  const g = grapplesOf(state);
  const me = state.combatants[actor]!;
  const pinned = pinnerOf(g, actor) !== undefined;
  if (option === "escapeArtist" || option === "escape") {
    if (!isGrappling(g, actor)) return refuse(OPTIONS, option, `${actor} is not grappling`);
    if (isPinning(g, actor))
      return refuse("dnd35.grapplePinning", option, "a pinner cannot escape a third party");
    return undefined;
  }
  // 当你被擒抱对手压制住的时候: a pinned creature only tries to escape the pin.
  if (pinned)
    return refuse("dnd35.grapplePinned", option, `${actor} is pinned: it can only escape`);
  if (option === "move") {
    if (!isGrappling(g, actor)) return refuse(OPTIONS, option, `${actor} is not grappling`);
    return checkGrappleMove(state, actor, d);
  }
  if (option === "retrieveComponent") return checkRetrieveComponents(state, actor, d);
  if (option === "drawLight") {
    // 抽出轻型武器: a light weapon, against the one opponent it names (or its only one).
    if (!isGrappling(g, actor)) return refuse(OPTIONS, option, `${actor} is not grappling`);
    // 当你压制住擒抱对手的时候: 你无法抽出或是使用武器.
    if (isPinning(g, actor))
      return refuse("dnd35.grapplePinning", option, "a pinner cannot draw a weapon");
    if (d.target !== undefined && !grapplesWith(g, actor, d.target))
      return refuse(OPTIONS, option, `${actor} does not grapple ${d.target}`);
    const w = me.spec.weapons.find((x) => x.id === d.weapon);
    if (w === undefined || w.handedness !== "light")
      return refuse(OPTIONS, option, `${String(d.weapon)} is not a light weapon of ${actor}`);
    return checkDraw(me, w.id, undefined, "drawLight");
  }
  const target = d.target === undefined ? undefined : state.combatants[d.target];
  if (target === undefined || d.target === actor)
    return violation(
      "noTarget",
      RULE,
      says("dnd35:violation.noTarget.none", { target: String(d.target) }),
    );
  if (target.vitals.state === "dead")
    return violation("deadTarget", RULE, says("dnd35:violation.deadTarget", { target: d.target! }));
  const t = d.target!;
  switch (option) {
    case "start":
    case "join": {
      if (grapplesWith(g, actor, t)) return refuse(RULE, option, `${actor} already grapples ${t}`);
      if (isGrappling(g, actor) && option === "start")
        return refuse(RULE, option, `${actor} is already in a grapple`);
      if (option === "join" && !isGrappling(g, t))
        return refuse("dnd35.grappleJoin", option, `${t} is in no grapple to join`);
      if (option === "start" && isGrappling(g, t))
        return refuse("dnd35.grappleJoin", option, `${t} is grappling: join its grapple`);
      // 多人擒抱: four places at most on one target.
      const holders = opponentsOf(g, t).map((id) => state.combatants[id]!.spec.size);
      if (option === "join" && !roomToGrapple(target.spec.size, holders, me.spec.size))
        return refuse("dnd35.grappleMultiple", option, `no room left to grapple ${t}`);
      return checkAttack(state, actor, { target: t, weapon: "unarmed-strike" }, me.position);
    }
    case "damage":
    case "pin":
    case "release":
      if (!grapplesWith(g, actor, t))
        return refuse(OPTIONS, option, `${actor} does not grapple ${t}`);
      if (option === "release" && pinnerOf(g, t) !== actor)
        return refuse("dnd35.grapplePinning", option, `${actor} does not pin ${t}`);
      // A pinner may pin its own foe again to hold it another round (压制对手: 一轮之久), no other.
      if (option === "pin" && isPinning(g, actor) && pinnerOf(g, t) !== actor)
        return refuse("dnd35.grapplePinning", option, `${actor} already pins a creature`);
      return undefined;
    case "useOpponentWeapon": {
      // 利用擒抱对手的武器: a light weapon in the opponent's hands (the one named, else its main
      // hand's); a pinner uses no weapon (当你压制住擒抱对手的时候).
      if (!grapplesWith(g, actor, t))
        return refuse(OPTIONS, option, `${actor} does not grapple ${t}`);
      if (isPinning(g, actor))
        return refuse("dnd35.grapplePinning", option, "a pinner cannot use a weapon");
      const w = opponentsWeapon(state, d);
      if (w === undefined)
        return refuse(OPTIONS, option, `${t} holds no light weapon in hand to turn on it`);
      return undefined;
    }
    case "breakPin":
      // 破除他人的压制: the target is the one in the grapple who pins another.
      if (!grapplesWith(g, actor, t) || !isPinning(g, t))
        return refuse(OPTIONS, option, `${t} grapples with ${actor} and pins nobody`);
      if (isPinning(g, actor))
        return refuse("dnd35.grapplePinning", option, "a pinner cannot break another's pin");
      return undefined;
    default:
      return refuse(OPTIONS, option, "this grapple option is not played by the engine yet");
  }
}

/**
 * The opponent's light weapon a grappler turns on it (利用擒抱对手的武器): the one named, else
 * what its main hand holds — in its hands, light, not a weapon of its body.
 */
export function opponentsWeapon(state: ThreeXState, d: Grapple): Weapon | undefined {
  const foe = state.combatants[d.target!]!;
  const id = d.weapon ?? foe.gear.main;
  if (id === undefined || (foe.gear.main !== id && foe.gear.off !== id)) return undefined;
  const w = foe.spec.weapons.find((x) => x.id === id);
  if (w === undefined || w.handedness !== "light" || w.unarmed === true) return undefined;
  return w.natural === undefined ? w : undefined;
}
