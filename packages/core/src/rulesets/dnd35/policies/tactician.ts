import type { Square } from "../../../model/ids.ts";
import type { CombatantDeclaration } from "../../3x/log/declarations.ts";
import type { Weapon } from "../../3x/model/combatant.ts";
import type { ThreeXCombatant, ThreeXState } from "../../3x/state/index.ts";
import { meleeReach } from "../../3x/threat/index.ts";
import { isStraightLine } from "../battlefield/costModel.ts";
import { helplessBy, isHelpless } from "../conditions.ts";
import { canAct } from "../injury/index.ts";
import { fleeingMount } from "../mounted/control.ts";
import { commanderOf, orderOf } from "../special/commandUndead.ts";
import { turnerOf } from "../special/turnedFlight.ts";
import { speedFt } from "../stats/index.ts";
import { closestGap, gapFrom, nearestFoe, pathAway, pathToward, standingFoes } from "./approach.ts";
import { attackSpellCandidates } from "./attackSpells.ts";
import { answerIfAsked, because, type Candidate, firstLegal, type Policy } from "./firstLegal.ts";
import { flankCandidates } from "./flank.ts";
import {
  armSelf,
  drinkWhenLow,
  dropBowForMelee,
  heldWeapon,
  reloadHeld,
  stabilizeAlly,
} from "./gearUp.ts";
import { healingCandidates } from "./healing.ts";
import { heldChargeCandidates } from "./heldCharge.ts";
import { readyAgainstCaster } from "./readyAgainstCaster.ts";
import { grappleMoves, specialMoves } from "./specialMoves.ts";
import { turnOptions } from "./turnOptions.ts";

/**
 * A policy that uses the whole battlefield repertoire, by what the creature carries:
 * - an archer (a bow or crossbow in hand) shoots the nearest foe; a foe next to it, it lets the
 *   bow fall and draws its melee weapon if it has one, else takes
 *   a 5-foot step away when a foe stands next to it, or walking into its first range increment
 *   when the foe is farther; it walks closer, too, when it has no shot;
 * - a reach weapon (a longspear) attacks at reach, stepping back 5 ft from an adjacent foe and
 *   stopping its approach 10 ft short;
 * - other melee fighters full attack (an off-hand weapon adds its attack), charge, or close in;
 * - with no foe awake in reach, a helpless foe next to it (down, asleep, paralyzed) gets a coup
 *   de grace;
 * - badly hurt (a third of its hit points or less) with a foe next to it, it withdraws — or,
 *   carrying a healing potion, takes it out and drinks it;
 * - a caster heals with its spells — a dying ally first, walking up to one out of reach or
 *   holding the charge for it (`healing.ts`) — discharges a touch spell it holds (`heldCharge.ts`),
 *   and casts an attack spell at the foe it is worth most against when that beats its weapon
 *   (`attackSpells.ts`), stepping out of reach or casting on the defensive when a foe threatens
 *   it (`castSafely.ts`);
 * - a melee fighter flanks: a 5-foot step or a move to a square opposite an ally beside the foe,
 *   or a delay until an ally later in the order has closed on it (`flank.ts`);
 * - a melee creature next to a caster it cannot usefully hit readies an attack for its casting
 *   (`readyAgainstCaster.ts`);
 * - a healer (a `heal` modifier) stabilizes a dying ally next to it;
 * - a foe beyond a charge's reach is closed on at a run, in a straight line, when the way is
 *   clear;
 * - a cleric turns undead, a four-legged biter trips, a strong creature grapples a caster, a wand
 *   in a foe's hand is sundered, alchemist's fire goes at a group (`specialMoves`); in a grapple
 *   it escapes a pin, or deals damage when its weapon cannot strike there (`grappleMoves`).
 * A pure function of the state; every candidate is checked by the rules (`firstLegal`). Its
 * notable choices carry their reason in a few words (`because`), which the log records with the
 * declaration and the narration shows.
 */
export const tactician: Policy = (state: ThreeXState, actor) => {
  const answer = answerIfAsked(state, actor);
  if (answer !== undefined) return answer;
  // A foe asleep or held is out of the fight for now: the nearest one awake is the foe to fight,
  // the helpless one next to it gets a coup de grace when no such foe is in reach.
  const me = state.combatants[actor]!;
  // A commanded creature fights whom its order names, or stands (seed 000 邪恶阵营的牧师和不死生物 命令).
  const ordered = commanderOf(me) === undefined ? undefined : orderedFoe(state, me);
  if (ordered === null) return { kind: "EndTurn" };
  const foe =
    ordered ?? nearestFoe(state, actor, (c) => !isHelpless(c)) ?? nearestFoe(state, actor);
  if (foe === undefined) return { kind: "EndTurn" };
  const speed = speedFt(me.spec);
  const can = turnOptions(state.turn);
  const gap = gapFrom(me, me.position, foe);
  const main = heldWeapon(me);
  const archer = main?.ranged?.kind === "projectile";
  const melee = me.spec.weapons.find((w) => w.reach > 0 && w.ranged?.kind !== "projectile");
  const reachWeapon = melee?.reachOnly === true;
  // The farthest a foe may stand for this creature to hit it where it is.
  const hitsAt = archer ? Number.POSITIVE_INFINITY : reachWeapon ? 10 : 5;
  const hurt = me.vitals.hp * 3 <= me.vitals.maxHp;
  const weaponOpt = archer && main !== undefined ? { weapon: main.id } : {};

  const candidates: Candidate[] = [];
  // Turned undead flee their turner by the quickest way they have (seed 000 驱散效果与持续时间), and
  // a steed not trained for war that nobody controls flees the fight (seed 000 骑乘战斗: 你的坐骑
  // 就会自行逃离战斗).
  const turner = turnerOf(me);
  const fleeFrom =
    turner !== undefined
      ? [state.combatants[turner]!]
      : fleeingMount(state, actor)
        ? standingFoes(state, actor)
        : undefined;
  if (fleeFrom !== undefined) {
    if (can.move)
      candidates.push(
        () =>
          can.fullRound
            ? withPath("Run", pathAway(state, actor, speed * 4, 64, fleeFrom))
            : undefined,
        () => withPath("Move", pathAway(state, actor, speed, 64, fleeFrom)),
      );
    return firstLegal(state, actor, candidates);
  }
  // An archer a foe has closed on lets the bow fall to draw its melee weapon; an empty crossbow
  // is loaded; empty hands draw a weapon (seed 000 拔出或者收回武器).
  // A rider on a steed not trained for war controls it first, each round (seed 000 骑乘战斗 战斗用马).
  if (can.move && me.riding !== undefined && state.combatants[me.riding]!.spec.warTrained === false)
    candidates.push(
      because({ kind: "SpecialAttack", attack: "ControlMount" }, `${me.riding} is frightened`),
    );
  if (archer && gap <= 5) candidates.push(dropBowForMelee(me));
  if (can.move) candidates.push(reloadHeld(me), armSelf(me));
  // A held touch spell is delivered; the dying and the badly hurt are healed by spell, else a
  // dying ally beside a healer is stabilized; badly hurt, a potion is drunk (SRD items).
  candidates.push(...heldChargeCandidates(state, me, can), ...healingCandidates(state, me, can));
  if (can.attack) candidates.push(stabilizeAlly(state, me));
  candidates.push(drinkWhenLow(me));
  // A badly hurt creature with a foe next to it falls back.
  if (hurt && gap <= 5 && can.fullRound) {
    const why = `at ${me.vitals.hp} of ${me.vitals.maxHp} hp, ${foe.spec.id} beside it`;
    candidates.push(() => withPath("Withdraw", pathAway(state, actor, speed * 2), why));
  }
  // Finish a helpless foe when no foe awake is in reach to fight instead.
  const awake = !isHelpless(foe);
  if (can.fullRound && (!awake || gap > hitsAt) && melee !== undefined) {
    for (const down of helplessFoes(state, actor)) {
      if (gapFrom(me, me.position, down) <= 5)
        candidates.push(
          because(
            { kind: "CoupDeGrace", target: down.spec.id, weapon: melee.id },
            `${down.spec.id} helpless (${helplessWhy(down)}), no foe awake in reach`,
          ),
        );
    }
  }
  // A reach weapon out of its band (too close, or a diagonal too far) takes a 5-foot step to a
  // square from which it reaches the foe, then attacks (seed 000 五尺快步, 攻击Attack 近战攻击).
  if (
    reachWeapon &&
    melee !== undefined &&
    main?.id === melee.id &&
    !reachesFrom(me, me.position, foe, melee)
  )
    candidates.push(() => {
      const to = neighbourSquares(me.position).find((sq) => reachesFrom(me, sq, foe, melee));
      return to === undefined ? undefined : { kind: "FiveFootStep", to };
    });
  // Keep the distance: an archer, or a reach weapon, steps back from an adjacent foe.
  if ((archer || reachWeapon) && gap <= 5 && can.move) {
    candidates.push(() => {
      const step = pathAway(state, actor, 5, 1)[0];
      return step === undefined ? undefined : { kind: "FiveFootStep", to: step };
    });
  }
  // An archer beyond its first range increment walks into it, then shoots.
  const increment = archer ? (main?.ranged?.increment ?? 0) : 0;
  // The first increment is free of penalty only below its length (SRD "Range Penalty").
  if (archer && gap >= increment && can.move) {
    candidates.push(() => approach(state, me, foe, speed, increment - 5));
  }
  // A melee fighter sets up a flank: a step or a move to a square opposite an ally, or a delay
  // until an ally has closed on the foe (seed 000 夹击FLANKING, 延迟DELAY: policies/flank.ts).
  const flanks = !archer && !reachWeapon && melee !== undefined && awake && !hurt;
  if (flanks) candidates.push(...flankCandidates(state, me, foe, can, "step"));
  // Special attacks the creature is made for (seed 000 特殊攻击: policies/specialMoves.ts); a
  // spell worth more than a blow; a readied blow against a caster it cannot usefully hit now.
  candidates.push(...specialMoves(state, me, foe, can));
  candidates.push(...attackSpellCandidates(state, me, can));
  candidates.push(readyAgainstCaster(state, me, can));
  // A foe asleep or held is not struck but walked up to for a coup de grace (a blow would wake a
  // sleeper, SRD Sleep) — unless the creature has no melee weapon to give one with.
  const strikes = awake || melee === undefined;
  if (strikes)
    candidates.push(
      can.fullRound ? { kind: "FullAttack", target: foe.spec.id, ...weaponOpt } : undefined,
      can.attack ? { kind: "Attack", target: foe.spec.id, ...weaponOpt } : undefined,
    );
  candidates.push(...grappleMoves(me, can));
  if (!archer && strikes) {
    candidates.push(
      () => {
        if (!can.charge) return undefined;
        const d = gap;
        if (d > speed * 2 + 10 || d < 15) return undefined;
        const path = pathToward(state, actor, foe, speed * 2, true);
        return path.length > 0 ? { kind: "Charge", target: foe.spec.id, path } : undefined;
      },
      () => {
        if (!can.fullRound || gap <= speed * 2 + hitsAt) return undefined;
        return withPath("Run", straightPrefix(me.position, runPath(state, me, foe, speed * 4)));
      },
    );
  }
  if (flanks) candidates.push(...flankCandidates(state, me, foe, can, "move"));
  const closeTo = strikes ? hitsAt : 5;
  candidates.push(() => (can.move ? approach(state, me, foe, speed, closeTo) : undefined));
  return firstLegal(state, actor, candidates);
};

/** Whether `w` in `me`'s hands reaches `foe` from square `at` (its reach band, by size). */
function reachesFrom(me: ThreeXCombatant, at: Square, foe: ThreeXCombatant, w: Weapon): boolean {
  const r = meleeReach(me.spec.size, w);
  const gap = gapFrom(me, at, foe);
  return gap <= r.maxFt && gap > r.minFt;
}

/** The eight squares around `at`. */
function neighbourSquares(at: Square): Square[] {
  const out: Square[] = [];
  for (let dx = -1; dx <= 1; dx++)
    for (let dy = -1; dy <= 1; dy++)
      if (dx !== 0 || dy !== 0) out.push({ x: at.x + dx, y: at.y + dy });
  return out;
}

/** A move toward `foe` that stops at the first square within `withinFt` of it. */
function approach(
  state: ThreeXState,
  me: ThreeXCombatant,
  foe: ThreeXCombatant,
  speed: number,
  withinFt: number,
): CombatantDeclaration | undefined {
  const walk = pathToward(state, me.spec.id, foe, speed);
  const stop = walk.findIndex((sq) => gapFrom(me, sq, foe) <= withinFt);
  return withPath("Move", stop < 0 ? walk : walk.slice(0, stop + 1));
}

function withPath(
  kind: "Move" | "Run" | "Withdraw",
  path: readonly Square[],
  why?: string,
): CombatantDeclaration | undefined {
  if (path.length === 0) return undefined;
  return why === undefined ? { kind, path } : because({ kind, path }, why);
}

/**
 * Foes who are helpless but not dead (seed 000 无助的防御者): down (dying, stable, unconscious)
 * or held by a condition (asleep, paralyzed).
 */
function helplessFoes(state: ThreeXState, actor: string): ThreeXCombatant[] {
  const me = state.combatants[actor]!;
  return state.roster
    .map((id) => state.combatants[id]!)
    .filter((c) => c.spec.side !== me.spec.side && c.vitals.state !== "dead" && isHelpless(c));
}

/** Why a helpless creature is helpless, in a word: its condition, or its vital state. */
function helplessWhy(c: ThreeXCombatant): string {
  if (canAct(c.vitals)) return helplessBy(c) ?? "helpless";
  // Knocked out by nonlethal damage, its hp untouched (seed 000 非致命伤).
  const { state } = c.vitals;
  return state === "ok" || state === "disabled" ? "unconscious" : state;
}

/** A direct run toward `foe` that stops as soon as some standing foe is within 10 ft. */
function runPath(
  state: ThreeXState,
  me: ThreeXCombatant,
  foe: ThreeXCombatant,
  budgetFt: number,
): Square[] {
  const path = pathToward(state, me.spec.id, foe, budgetFt, true);
  const foes = standingFoes(state, me.spec.id);
  const stop = path.findIndex((sq) => closestGap(me, sq, foes) <= 10);
  return stop < 0 ? path : path.slice(0, stop + 1);
}

/** The longest prefix of `path` that is a straight line from `from`. */
function straightPrefix(from: Square, path: readonly Square[]): Square[] {
  for (let n = path.length; n > 0; n--) {
    const prefix = path.slice(0, n);
    if (isStraightLine(from, prefix)) return prefix;
  }
  return [];
}

/** The living creature a commanded creature's order sends it at, or null: stand (命令). */
function orderedFoe(state: ThreeXState, me: ThreeXCombatant): ThreeXCombatant | null {
  const t = orderOf(me).target;
  const c = t === undefined ? undefined : state.combatants[t];
  return c === undefined || c.vitals.state === "dead" ? null : c;
}
