import { createHash } from "node:crypto";
import type { Square } from "../../../model/ids.ts";
import type { Policy } from "../../../policies/policy.ts";
import { rulesetOf } from "../../../registry/engine.ts";
import { SHIELD_ID } from "../../3x/gear/index.ts";
import type { CombatantDeclaration } from "../../3x/log/declarations.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import { SPECIAL_CANDIDATES } from "./randomSpecial.ts";
import { grappleCastingCandidates } from "./special/grappleCasting.ts";
import { fleeing } from "./special/mounted.ts";

/**
 * A policy that picks at random among legal declarations, for the law suite: it moves, takes
 * 5-foot steps, withdraws, delays (to a creature, a count this round or next, or waiting — a
 * waiting delayer that declines every window waits out the round and lapses), readies, casts
 * (also on the defensive), shoots and throws in melee, stands up and drops prone, slaps sleeping
 * allies awake, draws, sheathes, drops, picks up and loads, retrieves spell components and
 * silences the pinned in a grapple, and answers windows at random. "Random" is a hash of the
 * seed and the state's next seq, so a fight replays exactly.
 */
export function randomPolicy(seed: string): Policy {
  return (state: ThreeXState, actor) => {
    const pick = (n: number, salt: string) => {
      const h = createHash("sha256").update(`${seed}|${state.nextSeq}|${salt}`).digest();
      return h.readUInt32BE(0) % n;
    };
    const a = state.awaiting;
    if (a.kind === "choice")
      return { kind: "Choose", answer: a.options[pick(a.options.length, "choose")]! };
    if (a.kind === "declaration" && a.window !== undefined) {
      const take: CombatantDeclaration = { kind: "Respond", take: true };
      const can = rulesetOf(state).checkDeclaration(state, actor, take) === undefined;
      // Three times in four an AoO or readied action is taken, but a delayer steps in only one
      // time in four: asked after every turn, it then often waits out the round and lapses.
      const yes = a.window.kind === "delay" ? pick(4, "respond") === 0 : pick(4, "respond") !== 0;
      return can && yes ? take : { kind: "Respond", take: false };
    }
    // A frightened steed nobody controls flees (seed 000 骑乘战斗), by its first legal way off.
    const flight = fleeing(state, actor).find(
      (d) => rulesetOf(state).checkDeclaration(state, actor, d) === undefined,
    );
    if (flight !== undefined) return flight;
    // A kind of action first, then one of its legal declarations: every kind gets its turn.
    const groups = candidates(state, actor, pick)
      .map((g) => g.filter((d) => rulesetOf(state).checkDeclaration(state, actor, d) === undefined))
      .filter((g) => g.length > 0);
    // Ending the turn is always legal, but only picked when nothing else is (or one time in 8).
    if (groups.length === 0 || pick(8, "end") === 0) return { kind: "EndTurn" };
    // A sleeping ally beside it is rare: when there is one, slap it awake one time in 2, so the
    // laws meet waking sleepers often enough.
    const wake = groups.find((g) => g[0]!.kind === "WakeSleeper");
    if (wake !== undefined && pick(2, "wake") === 0) return wake[0]!;
    const group = groups[pick(groups.length, "group")]!;
    return group[pick(group.length, "decl")]!;
  };
}

/** Candidate declarations grouped by kind of action. */
function candidates(
  state: ThreeXState,
  actor: string,
  pick: (n: number, salt: string) => number,
): CombatantDeclaration[][] {
  const me = state.combatants[actor]!;
  const foes = state.roster.filter(
    (id) =>
      state.combatants[id]!.spec.side !== me.spec.side &&
      state.combatants[id]!.vitals.state !== "dead",
  );
  const others = state.roster.filter((id) => id !== actor);
  const allies = others.filter((id) => state.combatants[id]!.spec.side === me.spec.side);
  const own = state.order.find((e) => e.id === actor)?.count ?? 0;
  const spells = me.spec.spells ?? [];
  const near = neighbours(me.position);
  const away = (sq: Square) => ({ x: 2 * sq.x - me.position.x, y: 2 * sq.y - me.position.y });
  return [
    foes.flatMap((foe): CombatantDeclaration[] => [
      { kind: "Attack", target: foe },
      { kind: "FullAttack", target: foe },
    ]),
    foes.map((foe): CombatantDeclaration => ({ kind: "Attack", target: foe, weapon: "javelin" })),
    foes.flatMap((foe) =>
      spells.flatMap((s): CombatantDeclaration[] => [
        { kind: "Cast", spell: s.id, target: foe },
        { kind: "Cast", spell: s.id, target: foe, defensively: true },
      ]),
    ),
    near.map((sq): CombatantDeclaration => ({ kind: "FiveFootStep", to: sq })),
    near.flatMap((sq): CombatantDeclaration[] => [
      { kind: "Move", path: [sq] },
      { kind: "Move", path: [sq, away(sq)] },
    ]),
    near.map((sq): CombatantDeclaration => ({ kind: "Withdraw", path: [sq, away(sq)] })),
    [
      ...others.map((id): CombatantDeclaration => ({ kind: "Delay", after: id })),
      { kind: "Delay", count: 1 },
      { kind: "Delay", count: own + 3, nextRound: true },
      { kind: "Delay" },
    ],
    [
      { kind: "Ready", action: { kind: "Attack" }, trigger: { on: "movesIntoReach" } },
      { kind: "Ready", action: { kind: "Attack" }, trigger: { on: "attacks" } },
      { kind: "Ready", action: { kind: "Attack" }, trigger: { on: "casts" } },
      ...spells.map(
        (s): CombatantDeclaration => ({
          kind: "Ready",
          action: { kind: "Cast", spell: s.id, counter: true },
          trigger: { on: "casts" },
        }),
      ),
      // Any standard, move or free action readied, against the newer triggers too (seed 000 准备
      // 一个动作), one of them a turn so the older readies keep their share: the firing checks
      // decide whether each can still be taken when its moment comes.
      oneOf(newerReadies(near, pick), pick(8, "newerReady")),
    ],
    [
      { kind: "Activity", activity: "StandUp" },
      { kind: "Activity", activity: "DropProne" },
      ...near.map((sq): CombatantDeclaration => ({ kind: "Crawl", to: sq })),
    ],
    [{ kind: "TotalDefense" }],
    allies.map((id): CombatantDeclaration => ({ kind: "WakeSleeper", target: id })),
    // Gear one time in 4: a creature that drops or sheathes its weapon often fights little.
    pick(4, "gear") === 0 ? gearDeclarations(me, near) : [],
    // Loading is an action like any other: its own group, so an empty crossbow gets loaded.
    me.spec.weapons
      .filter((w) => w.reload !== undefined)
      .flatMap((w): CombatantDeclaration[] => [
        { kind: "Activity", activity: "LoadLightCrossbow", item: w.id },
        { kind: "Activity", activity: "LoadHeavyCrossbow", item: w.id },
      ]),
    // A grappler's retrieving of components and silencing pin (seed 000 当你处于擒抱状态时 取出施
    // 法材料, 当你压制住擒抱对手的时候): every turn, legal only in a grapple, so a grappled caster
    // meets them though grapples are rare.
    grappleCastingCandidates({ state, me, foes, allies, near, pick }),
    // The special attacks (seed 000 特殊攻击), each its own group — one turn in three, so that
    // full attacks (natural weapons beside weapons, iteratives) keep their share.
    ...(pick(3, "special") === 0
      ? SPECIAL_CANDIDATES.map((c) => c({ state, me, foes, allies, near, pick }))
      : []),
  ];
}

/**
 * What it may do with its gear (seed 000 拔出或者收回武器, 装备或者卸下盾牌, 操作一个物品, 丢掉物品,
 * the loading rows): draw, sheathe, stow, retrieve, pick up and drop each of its items, strap on
 * and loose its shield, draw during a move. The rules sort out which apply.
 */
function gearDeclarations(me: ThreeXState["combatants"][string], near: readonly Square[]) {
  const items = [...me.spec.weapons.map((w) => w.id), SHIELD_ID];
  const out: CombatantDeclaration[] = [];
  for (const item of items) {
    for (const activity of GEAR_ROWS) out.push({ kind: "Activity", activity, item });
    out.push({ kind: "FreeAction", action: "DropItem", item });
    out.push({ kind: "FreeAction", action: "DropItem", item, to: near[0]! });
    out.push({ kind: "Move", path: [near[1]!], drawWeapon: true, draw: item });
  }
  out.push(
    { kind: "Activity", activity: "ReadyShield" },
    { kind: "Activity", activity: "LooseShield" },
  );
  return out;
}

const GEAR_ROWS = [
  "DrawWeapon",
  "SheatheWeapon",
  "StowItem",
  "RetrieveStoredItem",
  "PickUpItem",
] as const;

/** Readied actions beyond attack and cast, each against a trigger (seed 000 准备一个动作). */
function newerReadies(
  near: readonly Square[],
  pick: (n: number, salt: string) => number,
): CombatantDeclaration[] {
  const sq = near[pick(near.length, "readySquare")]!;
  return [
    { kind: "Ready", action: { kind: "Attack" }, trigger: { on: "startsToMove" } },
    { kind: "Ready", action: { kind: "TotalDefense" }, trigger: { on: "attacks" } },
    {
      kind: "Ready",
      action: { kind: "TotalDefense", step: sq },
      trigger: { on: "uses", action: "Move" },
    },
    {
      kind: "Ready",
      action: { kind: "Activity", activity: "DropProne" },
      trigger: { on: "uses", action: "Attack" },
    },
    {
      kind: "Ready",
      action: { kind: "Activity", activity: "StandUp" },
      trigger: { on: "startsToMove" },
    },
    {
      kind: "Ready",
      action: { kind: "FreeAction", action: "Speak" },
      trigger: { on: "uses", action: "Activity", activity: "StandUp" },
    },
    { kind: "Ready", action: { kind: "Move", path: [sq] }, trigger: { on: "startsToMove" } },
    {
      kind: "Ready",
      action: { kind: "Crawl", to: sq },
      trigger: { on: "uses", action: "FiveFootStep" },
    },
  ];
}

function oneOf<T>(xs: readonly T[], i: number): T {
  return xs[i % xs.length]!;
}

function neighbours(at: Square): Square[] {
  const out: Square[] = [];
  for (let dx = -1; dx <= 1; dx++)
    for (let dy = -1; dy <= 1; dy++)
      if (dx !== 0 || dy !== 0) out.push({ x: at.x + dx, y: at.y + dy });
  return out;
}
