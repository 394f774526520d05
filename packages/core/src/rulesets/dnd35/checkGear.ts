import { creatureGapFt } from "../../d20/grid/index.ts";
import { type RuleViolation, violation } from "../../engine/violation.ts";
import type { Square } from "../../model/ids.ts";
import { fillsBothHands, handFree, isLoaded, SHIELD_ID, whereIs } from "../3x/gear/index.ts";
import type { ActivityName, CombatantDeclaration, MergedWithMove } from "../3x/log/declarations.ts";
import type { Weapon } from "../3x/model/combatant.ts";
import type { ThreeXCombatant, ThreeXState } from "../3x/state/index.ts";
import { says } from "./violationSays.ts";

// The checks of what a creature does with its gear (seed 000 拔出或者收回武器, 装备或者卸下盾牌,
// 操作一个物品, 丢掉物品, and the loading rows of 表：战斗中的动作): the item is its own and where
// the action needs it, and a hand is free for what comes into one.

const refuse = violation;

/** The activities that change what a creature holds. */
export const GEAR_ACTIVITIES: ReadonlySet<ActivityName> = new Set<ActivityName>([
  "DrawWeapon",
  "SheatheWeapon",
  "StowItem",
  "RetrieveStoredItem",
  "PickUpItem",
  "ReadyShield",
  "LooseShield",
  "LoadLightCrossbow",
  "LoadHeavyCrossbow",
]);

type ActivityDecl = Extract<CombatantDeclaration, { kind: "Activity" }>;

/** A gear activity's check; undefined when it may be done. */
export function checkGearActivity(
  state: ThreeXState,
  me: ThreeXCombatant,
  d: ActivityDecl,
): RuleViolation | undefined {
  switch (d.activity) {
    case "DrawWeapon":
      return checkDraw(me, d.item, d.also, "DrawWeapon");
    case "SheatheWeapon":
    case "StowItem": {
      const item = d.item;
      if (item === undefined) return whichItem(d.activity);
      const held = inHand(me, item);
      if (held !== undefined) return held;
      if (d.activity === "SheatheWeapon" && !drawable(me, item))
        return refuse(
          "notAWeapon",
          "dnd35.drawSheathe",
          says("dnd35:violation.gear.notAWeapon", { item }),
        );
      return undefined;
    }
    case "RetrieveStoredItem": {
      const item = d.item;
      if (item === undefined) return whichItem(d.activity);
      const place = whereIs(me, item);
      if (place === "none" || place === "usedUp" || place === "gone")
        return missing(me, item, place);
      if (place !== "stowed")
        return refuse(
          "notStowed",
          "dnd35.manipulateItem",
          says("dnd35:violation.gear.notStowed", { item }),
        );
      return freeHands(me, item, 1, "dnd35.manipulateItem");
    }
    case "PickUpItem":
      return checkPickUp(state, me, d.item);
    case "ReadyShield":
      return checkReadyShield(me);
    case "LooseShield":
      return whereIs(me, SHIELD_ID) === "strapped"
        ? undefined
        : refuse(
            "shieldNotReady",
            "dnd35.readyShield",
            says("dnd35:violation.gear.shieldNotReady", { actor: me.spec.id }),
          );
    case "LoadLightCrossbow":
    case "LoadHeavyCrossbow":
      return checkLoad(me, d.item, d.activity);
    case "TowerShieldCover":
      // SRD Tower Shield: only a tower shield, strapped on, is total cover.
      return me.spec.shield?.kind === "tower" && whereIs(me, SHIELD_ID) === "strapped"
        ? undefined
        : refuse(
            "noTowerShield",
            "dnd35.towerShieldCover",
            says("dnd35:violation.gear.noTowerShield", { actor: me.spec.id }),
          );
    default:
      return undefined;
  }
}

/** Drawing `item` (and `also`, with Two-Weapon Fighting) into free hands. */
export function checkDraw(
  me: ThreeXCombatant,
  item: string | undefined,
  also: string | undefined,
  action: string,
): RuleViolation | undefined {
  if (item === undefined) return whichItem(action);
  const bad = drawableNow(me, item);
  if (bad !== undefined) return bad;
  if (also === undefined) {
    const w = weaponNamed(me, item);
    return freeHands(me, item, w !== undefined && fillsBothHands(w) ? 2 : 1, "dnd35.drawSheathe");
  }
  // 如果你有双武器战斗专长，你可以在通常拔出一把武器的时间内同时拔出两把轻武器或单手武器.
  const a = weaponNamed(me, item);
  const b = weaponNamed(me, also);
  if (
    !me.spec.feats.includes("TwoWeaponFighting") ||
    a === undefined ||
    b === undefined ||
    also === item ||
    fillsBothHands(a) ||
    fillsBothHands(b)
  )
    return refuse("twoAtOnce", "dnd35.drawSheathe", says("dnd35:violation.gear.twoAtOnce"));
  return drawableNow(me, also) ?? freeHands(me, `${item} and ${also}`, 2, "dnd35.drawSheathe");
}

/** A move's merged draw or shield (footnote 4: base attack +1 or more). */
export function checkMerged(me: ThreeXCombatant, d: MergedWithMove): RuleViolation | undefined {
  if (d.drawWeapon === true) {
    if (me.spec.bab < 1)
      return violation("drawNeedsBab", "dnd35.actionsTable", says("dnd35:violation.drawNeedsBab"));
    const bad = checkDraw(me, d.draw, undefined, "Move drawWeapon");
    if (bad !== undefined) return bad;
  }
  if (d.readyShield === true) {
    if (me.spec.bab < 1)
      return refuse(
        "mergeNeedsBab",
        "dnd35.readyShield",
        says("dnd35:violation.gear.mergeNeedsBab", { what: "readying a shield" }),
      );
    return checkReadyShield(me);
  }
  return undefined;
}

/** Dropping an item (丢掉物品): one in hand, or a shield carried but not strapped on. */
export function checkDrop(
  state: ThreeXState,
  me: ThreeXCombatant,
  item: string | undefined,
  to: Square | undefined,
): RuleViolation | undefined {
  if (item === undefined) return whichItem("DropItem");
  if (to !== undefined && !nearSquare(state, me, to))
    return refuse("dropSquare", "dnd35.dropItem", says("dnd35:violation.gear.dropSquare"));
  if (item === SHIELD_ID) {
    const place = whereIs(me, item);
    if (place === "slung") return undefined;
    if (place === "strapped")
      return refuse(
        "shieldStrapped",
        "dnd35.readyShield",
        says("dnd35:violation.gear.shieldStrapped"),
      );
    return refuse(
      "noShield",
      "dnd35.readyShield",
      says("dnd35:violation.gear.noShield", { actor: me.spec.id }),
    );
  }
  return inHand(me, item);
}

function checkPickUp(
  state: ThreeXState,
  me: ThreeXCombatant,
  item: string | undefined,
): RuleViolation | undefined {
  if (item === undefined) return whichItem("PickUpItem");
  const place = whereIs(me, item);
  if (place === "none" || place === "usedUp" || place === "gone") return missing(me, item, place);
  if (place !== "ground")
    return refuse(
      "notOnGround",
      "dnd35.manipulateItem",
      says("dnd35:violation.gear.notOnGround", { item }),
    );
  const lying = me.gear.ground.find((g) => g.item === item)!;
  if (!nearSquare(state, me, lying.square))
    return refuse(
      "outOfReach",
      "dnd35.manipulateItem",
      says("dnd35:violation.gear.outOfReach", { item }),
    );
  if (item === SHIELD_ID) return undefined;
  const w = weaponNamed(me, item);
  return freeHands(me, item, w !== undefined && fillsBothHands(w) ? 2 : 1, "dnd35.manipulateItem");
}

function checkReadyShield(me: ThreeXCombatant): RuleViolation | undefined {
  const place = whereIs(me, SHIELD_ID);
  if (place === "strapped")
    return refuse(
      "shieldReady",
      "dnd35.readyShield",
      says("dnd35:violation.gear.shieldReady", { actor: me.spec.id }),
    );
  if (place !== "slung")
    return refuse(
      "noShield",
      "dnd35.readyShield",
      says("dnd35:violation.gear.noShield", { actor: me.spec.id }),
    );
  // A shield other than a buckler fills the off hand (SRD shields).
  if (me.spec.shield?.kind !== "buckler" && me.gear.off !== undefined)
    return refuse(
      "handsFull",
      "dnd35.readyShield",
      says("dnd35:violation.gear.handsFull", { actor: me.spec.id, item: "its shield", hands: 1 }),
    );
  return undefined;
}

/** Loading (the actions table's rows): a crossbow held, of the row's kind, not loaded yet. */
function checkLoad(
  me: ThreeXCombatant,
  item: string | undefined,
  activity: "LoadLightCrossbow" | "LoadHeavyCrossbow",
): RuleViolation | undefined {
  const id = item ?? heldCrossbow(me);
  if (id === undefined) return whichItem(activity);
  const held = inHand(me, id);
  if (held !== undefined) return held;
  const w = weaponNamed(me, id);
  const kind = activity === "LoadLightCrossbow" ? "move" : "fullRound";
  if (w?.reload !== kind)
    return refuse(
      "notCrossbow",
      "dnd35.loading",
      says("dnd35:violation.gear.notCrossbow", { item: id, activity }),
    );
  if (isLoaded(me, w))
    return refuse(
      "alreadyLoaded",
      "dnd35.loading",
      says("dnd35:violation.gear.alreadyLoaded", { item: id }),
    );
  return undefined;
}

/** The crossbow a loading names when it names none: the one in hand, if just one is. */
export function heldCrossbow(me: ThreeXCombatant): string | undefined {
  const ids = new Set([me.gear.main, me.gear.off]);
  const held = me.spec.weapons.filter((w) => w.reload !== undefined && ids.has(w.id));
  return held.length === 1 ? held[0]!.id : undefined;
}

/** An item that can be drawn now: its own, sheathed (not stowed, on the ground or in hand). */
function drawableNow(me: ThreeXCombatant, item: string): RuleViolation | undefined {
  const place = whereIs(me, item);
  switch (place) {
    case "sheathed":
      return drawable(me, item)
        ? undefined
        : refuse(
            "notAWeapon",
            "dnd35.drawSheathe",
            says("dnd35:violation.gear.notAWeapon", { item }),
          );
    case "hand":
      return refuse(
        "inHand",
        "dnd35.drawSheathe",
        says("dnd35:violation.gear.inHand", { actor: me.spec.id, item }),
      );
    case "body":
      return refuse("body", "dnd35.drawSheathe", says("dnd35:violation.gear.body", { item }));
    case "stowed":
      return refuse(
        "stowed",
        "dnd35.manipulateItem",
        says("dnd35:violation.gear.stowed", { item }),
      );
    case "ground":
      return refuse(
        "onGround",
        "dnd35.manipulateItem",
        says("dnd35:violation.gear.onGround", { item }),
      );
    case "strapped":
    case "slung":
      return refuse(
        "notAWeapon",
        "dnd35.drawSheathe",
        says("dnd35:violation.gear.notAWeapon", { item }),
      );
    case "usedUp":
    case "gone":
    case "none":
      return missing(me, item, place);
    default:
      return place satisfies never;
  }
}

/** A weapon, or a weapon-like item easy to reach — a wand or a staff (拔出或者收回武器). */
function drawable(me: ThreeXCombatant, item: string): boolean {
  if (weaponNamed(me, item) !== undefined) return true;
  const kind = me.spec.items?.find((i) => i.id === item)?.kind;
  return kind === "wand" || kind === "staff";
}

/** The item an activity uses must be named and in hand (seed 000 操作一个物品). */
export function checkHeld(
  me: ThreeXCombatant,
  item: string | undefined,
  action: string,
): RuleViolation | undefined {
  return item === undefined ? whichItem(action) : inHand(me, item);
}

function inHand(me: ThreeXCombatant, item: string): RuleViolation | undefined {
  const place = whereIs(me, item);
  if (place === "hand") return undefined;
  if (place === "none" || place === "usedUp" || place === "gone") return missing(me, item, place);
  return refuse(
    "notInHand",
    "dnd35.drawSheathe",
    says("dnd35:violation.gear.notInHand", { actor: me.spec.id, item }),
  );
}

function freeHands(
  me: ThreeXCombatant,
  item: string,
  hands: 1 | 2,
  rule: string,
): RuleViolation | undefined {
  const free = (handFree(me, "main") ? 1 : 0) + (handFree(me, "off") ? 1 : 0);
  return free >= hands
    ? undefined
    : refuse(
        "handsFull",
        rule,
        says("dnd35:violation.gear.handsFull", { actor: me.spec.id, item, hands }),
      );
}

function missing(
  me: ThreeXCombatant,
  item: string,
  place: "none" | "usedUp" | "gone",
): RuleViolation {
  if (place === "gone")
    return refuse(
      "itemGone",
      "dnd35.manipulateItem",
      says("dnd35:violation.gear.gone", { item, how: me.gear.gone[item]! }),
    );
  return place === "usedUp"
    ? refuse("usedUp", "dnd35.manipulateItem", says("dnd35:violation.gear.usedUp", { item }))
    : refuse(
        "noItem",
        "dnd35.manipulateItem",
        says("dnd35:violation.gear.noItem", { actor: me.spec.id, item }),
      );
}

function whichItem(action: string): RuleViolation {
  return refuse(
    "whichItem",
    "dnd35.manipulateItem",
    says("dnd35:violation.gear.whichItem", { action }),
  );
}

function weaponNamed(me: ThreeXCombatant, id: string): Weapon | undefined {
  return me.spec.weapons.find((w) => w.id === id);
}

/** A square of one's own space or adjacent to it, on the map. */
function nearSquare(state: ThreeXState, me: ThreeXCombatant, sq: Square): boolean {
  const onMap =
    Number.isInteger(sq?.x) &&
    Number.isInteger(sq?.y) &&
    sq.x >= 0 &&
    sq.y >= 0 &&
    sq.x < state.map.width &&
    sq.y < state.map.height;
  return onMap && creatureGapFt(me, { position: sq, spec: { size: "medium" } }) <= 5;
}
