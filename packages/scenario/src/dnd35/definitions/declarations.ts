import { ACTIVITY_NAMES, GRAPPLE_OPTIONS, READY_TRIGGERS, SPECIAL_ATTACK_NAMES } from "@d20/core";
import {
  bool,
  type Definitions,
  int,
  type KindsSpec,
  kinds,
  list,
  type ObjectSpec,
  object,
  oneOfValues,
  ref,
  type Spec,
  str,
} from "../../definitions/spec.ts";

// A scripted combatant's declarations, as core's `CombatantDeclaration` with squares `[x, y]`
// (seed 000 战斗中的动作, 准备一个动作, 延迟): their kinds, fields and required fields.

/** The free actions a `FreeAction` may name. */
export const FREE_ACTIONS = ["DropItem", "Speak", "CeaseConcentration"] as const;

const target = str();
const weapon = str();
const path = list(ref("square"), { minItems: 1 });
const to = ref("square");
const step = ref("square");
const activity = oneOfValues(ACTIVITY_NAMES);
const attack = {
  target,
  weapon,
  hand: oneOfValues(["main", "off"]),
  twoHanded: bool(),
  lethal: bool(),
  nonlethal: bool(),
  thrown: bool(),
};
const activityFields = {
  activity,
  aiding: activity,
  heldByOther: bool(),
  item: str({
    description:
      "the item drawn, sheathed, stowed, retrieved, picked up, loaded or used (a weapon id, an item id, or shield)",
  }),
  also: str({ description: "a second weapon drawn at once (Two-Weapon Fighting)" }),
  target: str({
    description: "the creature it is used on (a dying ally to stabilize, a wand's target)",
  }),
};

/** A move's merged draw or shield (footnote 4 of the actions table: base attack +1 or more). */
const merged = {
  drawWeapon: bool({
    description: "draw the weapon named by draw as part of the move (base attack +1 or more)",
  }),
  draw: str({ description: "the weapon (or wand) drawn during the move" }),
  readyShield: bool({
    description: "strap on the shield as part of the move (base attack +1 or more)",
  }),
};

/** A dropped item and where it falls (丢掉物品: one's space or an adjacent square). */
const dropped = {
  item: str({ description: "DropItem: the item dropped (a weapon id, an item id, or shield)" }),
  to: ref("square"),
};

/** An object definition with `required` fields and a description. */
const kind = (
  fields: Readonly<Record<string, Spec>>,
  required: readonly string[] = [],
  description?: string,
): ObjectSpec =>
  object(fields, {
    ...(required.length === 0 ? {} : { required }),
    ...(description === undefined ? {} : { description }),
  });

/** The declaration kinds, in the order error messages list them. */
export const DECLARATION_KINDS = [
  "Attack",
  "FullAttack",
  "Charge",
  "Move",
  "Run",
  "Withdraw",
  "FiveFootStep",
  "MinimumMove",
  "TotalDefense",
  "CoupDeGrace",
  "FreeAction",
  "StartFullRound",
  "CompleteFullRound",
  "Crawl",
  "Activity",
  "Cast",
  "Touch",
  "SpecialAttack",
  "WakeSleeper",
  "Delay",
  "Ready",
  "Respond",
  "Choose",
  "EndTurn",
] as const;

/** The declaration kinds a "uses" trigger may name: every one that is an action. */
export const USED_KINDS = DECLARATION_KINDS.filter(
  (k) => k !== "Delay" && k !== "Respond" && k !== "Choose" && k !== "EndTurn",
);

/**
 * `Ready`'s `action`: any standard, move or free action (seed 000 准备一个动作) with the kind's
 * fields; whether it is one of those action types is the engine's to say.
 */
export const READIED: KindsSpec = kinds(
  {
    Attack: kind(
      { ...attack, step },
      [],
      "an attack, at the triggering creature unless target says otherwise; step: a 5-foot step first",
    ),
    Cast: kind(
      { spell: str(), target, defensively: bool(), counter: bool(), step },
      ["spell"],
      "a spell, at the triggering creature unless target says otherwise; counter: a counterspell; step: a 5-foot step first",
    ),
    Move: kind({ path, ...merged }, ["path"]),
    Crawl: kind({ to }, ["to"], "crawl 5 ft while prone (a move action)"),
    TotalDefense: kind(
      { step },
      [],
      "total defense (a standard action); step: a 5-foot step first",
    ),
    FreeAction: kind(
      { action: oneOfValues(FREE_ACTIONS), ...dropped, step },
      ["action"],
      "a free action; step: a 5-foot step first",
    ),
    Activity: kind(
      { ...activityFields, step },
      ["activity"],
      "a standard, move or free action of the actions table (a full-round one is refused by the rules); step: a 5-foot step first",
    ),
    Touch: kind(
      { target, step },
      [],
      "touch with the held charge, the triggering creature unless target says otherwise; step: a 5-foot step first",
    ),
  },
  "any standard, move or free action (seed 000 准备一个动作); a full-round action cannot be readied",
);

/**
 * `Ready`'s `trigger`: `square` only with `"on": "entersSquare"`; `action` (and `activity`, for
 * an `Activity`) only with `"on": "uses"`.
 */
export const TRIGGER: ObjectSpec = object(
  {
    on: oneOfValues(READY_TRIGGERS),
    by: str(),
    square: ref("square"),
    action: oneOfValues(USED_KINDS),
    activity,
  },
  {
    required: ["on"],
    description:
      "when it fires; by: only this creature (else any enemy); square: for entersSquare; action (and activity, for an Activity): for uses; startsToMove: before the first step",
  },
);

/** Each declaration kind a script may give. */
export const DECLARATION: KindsSpec = kinds({
  Attack: kind({ ...attack, fightingDefensively: bool() }, ["target"]),
  FullAttack: kind({ ...attack, fightingDefensively: bool() }, ["target"]),
  Charge: kind({ path, ...attack }, ["path", "target"]),
  Move: kind({ path, ...merged }, ["path"]),
  Run: kind({ path }, ["path"]),
  Withdraw: kind({ path }, ["path"]),
  FiveFootStep: kind({ to }, ["to"]),
  MinimumMove: kind({ to }, ["to"]),
  TotalDefense: kind({}),
  CoupDeGrace: kind({ target, weapon }, ["target"]),
  FreeAction: kind({ action: oneOfValues(FREE_ACTIONS), ...dropped }, ["action"]),
  StartFullRound: kind({ action: str() }, ["action"]),
  CompleteFullRound: kind({ action: str() }, ["action"]),
  Crawl: kind({ to }, ["to"], "crawl 5 ft while prone (a move action that provokes)"),
  Activity: kind(activityFields, ["activity"], "another action of the table 战斗中的动作"),
  Cast: kind(
    { spell: str(), target, defensively: bool() },
    ["spell"],
    "cast one of its spells; defensively: concentration DC 15 + level instead of provoking",
  ),
  Touch: kind({ target }, ["target"], "touch a target with the touch spell it holds"),
  SpecialAttack: kind(
    {
      attack: oneOfValues(SPECIAL_ATTACK_NAMES),
      target,
      ally: str({ description: "AidAnother: the ally aided" }),
      aid: oneOfValues(["attack", "ac", "skill"], {
        description: "AidAnother: +2 on attack or to AC, or on the ally's next check of skill",
      }),
      skill: oneOfValues(["Heal", "EscapeArtist", "Bluff"], {
        description: "AidAnother with aid skill: the skill aided (the aider's check against DC 10)",
      }),
      weapon,
      item: str({
        description: "the defender's item (Disarm, Sunder) or one's flask (ThrowSplash)",
      }),
      follow: bool({ description: "BullRush: move with the defender" }),
      charge: bool({ description: "Overrun: as part of a charge (house option overrunOnCharge)" }),
      grab: bool({ description: "Disarm: grab the item (夺取物品)" }),
      path: list(ref("square"), { minItems: 1 }),
      at: ref("square"),
      to: ref("square"),
      option: oneOfValues(GRAPPLE_OPTIONS, { description: "Grapple: what the grappler does" }),
      spell: str({
        description:
          "Grapple retrieveComponent: the spell whose material and focus it takes in hand",
      }),
      silence: bool({ description: "Grapple pin: keep the pinned foe from speaking while pinned" }),
      lethal: bool(),
      dropWeapon: bool({ description: "Trip: drop the weapon rather than be tripped back" }),
      fullAttack: bool({
        description:
          "Disarm, Grapple, Sunder, Trip: the first attack of a full attack (the rest follow one by one)",
      }),
      mode: oneOfValues(["turn", "rebuke", "command", "bolster", "dispel"], {
        description: "TurnUndead: what the channelled energy does (default: the turner's kind)",
      }),
      undead: list(str(), {
        description: "TurnUndead command: the commanded undead given the order (default: all)",
      }),
      release: bool({ description: "TurnUndead command: release the undead from command" }),
      fast: bool({
        description:
          "MountSteed, DismountSteed: a fast mount or dismount, a free action with a DC 20 Ride check (上下坐骑)",
      }),
    },
    ["attack"],
    "a special attack of 表：特殊攻击动作: aid another, bull rush, disarm, feint, grapple, overrun, sunder, throw a splash weapon, trip, turn or rebuke undead; and mounting (MountSteed: target), dismounting (DismountSteed: to) and controlling a frightened mount (ControlMount, 骑乘战斗)",
  ),
  WakeSleeper: kind(
    { target },
    ["target"],
    "slap an adjacent sleeping ally awake (a standard action, SRD Sleep)",
  ),
  Delay: kind(
    { after: str(), count: int(), nextRound: bool() },
    [],
    "step in after another's turn (after) or at an initiative count (below one's own this round; with nextRound, above one's own next round); neither: when one chooses, asked after each later turn",
  ),
  Ready: kind(
    { action: READIED, trigger: TRIGGER },
    ["action", "trigger"],
    "ready an action against a trigger",
  ),
  Respond: kind(
    { take: bool(), weapon },
    ["take"],
    'answer an interrupt window (needs "windows": "script")',
  ),
  Choose: kind(
    {
      answer: str({
        description: "one of the options asked (an overrun's defender: avoid or block)",
      }),
    },
    ["answer"],
    "answer a choice the rules ask mid-resolution",
  ),
  EndTurn: kind({}),
} satisfies Record<(typeof DECLARATION_KINDS)[number], ObjectSpec>);

/** The declarations' named definitions. */
export const DECLARATION_DEFINITIONS: Definitions = { declaration: DECLARATION };
