import type { AwaitedWindow, CombatantState, CombatState } from "../../engine/state.ts";
import { isViolation, type RuleViolation, violation } from "../../engine/violation.ts";
import type { AttackChoice, CombatantDeclaration } from "../../log/declarations.ts";
import type { Weapon } from "../../model/combatant.ts";
import type { Square } from "../../model/ids.ts";
import { checkBudget, turnRestriction } from "./actionEconomy.ts";
import { checkPath, slowedAt } from "./battlefield/checkPath.ts";
import { meleeCover, rangedCover } from "./battlefield/cover.ts";
import { distanceFt } from "./battlefield/distance.ts";
import { checkFiveFootStep } from "./battlefield/fiveFootStep.ts";
import { checkMinimumMove } from "./battlefield/minimumMove.ts";
import { meleeReach } from "./battlefield/reach.ts";
import { checkRun } from "./battlefield/run.ts";
import {
  creatureGapFt,
  gapFt,
  isSubSquare,
  overlaps,
  type Space,
  spaceAt,
} from "./battlefield/space.ts";
import { checkWithdraw } from "./battlefield/withdraw.ts";
import {
  checkActivity,
  checkCast,
  checkDelay,
  checkReady,
  checkTouch,
} from "./checkOtherActions.ts";
import { grapplingEachOther, proneCanShoot } from "./combatModifiers.ts";
import { CONDITION, has, isHelpless, noActions, startedFullRound } from "./conditions.ts";
import { isDeclarationKind } from "./frames/turnAction.ts";
import { canAct } from "./injury/index.ts";
import { opportunityWeapon } from "./interrupts/opportunity.ts";
import { weaponOf } from "./roster.ts";
import { isRangedAttack } from "./stats/attackBonus.ts";
import { fullAttackSlots } from "./stats/fullAttack.ts";
import { isRangeViolation, rangePenalty } from "./stats/range.ts";
import { speedFt } from "./stats/speed.ts";

/** Checks a combatant's declaration on its own turn: budget first, then the action's own rules. */
export function checkDeclaration(
  state: CombatState,
  actor: string,
  decl: CombatantDeclaration,
): RuleViolation | undefined {
  // Inputs come from outside (a CLI, a table log, a script): an unknown kind is a violation,
  // not a crash deep in the engine.
  if (!isDeclarationKind((decl as { kind?: unknown } | null)?.kind)) {
    return violation(
      "unknownDeclaration",
      "dnd35.actionTypes",
      `no declaration "${String((decl as { kind?: unknown } | null)?.kind)}"`,
    );
  }
  const me = state.combatants[actor]!;
  const asked = state.awaiting.kind === "declaration" ? state.awaiting.window : undefined;
  const dazed = noActions(me);
  if (dazed !== undefined && !isNoAction(decl, asked)) {
    return violation(
      "noActions",
      "dnd35.noActions",
      `${actor} is ${dazed}: it can take no actions (it may end its turn or decline)`,
    );
  }
  if (asked !== undefined) return checkResponse(state, actor, decl, asked);
  if (decl.kind === "Respond")
    return violation("notAsked", "dnd35.aoo", `${actor} is not being asked in a window`);
  const turn = state.turn!;
  if (!canAct(me.vitals)) return violation("cannotAct", "dnd35.injury", `${actor} cannot act`);
  if (decl.kind === "Delay") return checkDelay(state, actor, decl);
  const budget = checkBudget(state, turn, decl);
  if (budget !== undefined) return budget;
  switch (decl.kind) {
    case "Attack":
    case "FullAttack": {
      const next = decl.kind === "FullAttack" ? 0 : turn.fullAttackNext;
      if (decl.kind === "Attack" && decl.guessSquare !== undefined) {
        const guess = checkGuess(state, decl.target, decl.guessSquare);
        if (guess !== undefined) return guess;
      }
      return next === undefined
        ? checkAttack(state, actor, decl, me.position)
        : checkFullAttackSlot(state, actor, decl, next);
    }
    case "Charge":
      return checkCharge(state, actor, decl);
    case "CoupDeGrace":
      return checkCoupDeGrace(state, actor, decl);
    case "Move":
      // Footnote 4 of 表：战斗中的动作: a draw merges into a move with base attack +1 or more.
      if (decl.drawWeapon === true && me.spec.bab < 1)
        return violation(
          "drawNeedsBab",
          "dnd35.actionsTable",
          "drawing a weapon during a move needs a base attack bonus of +1 or more",
        );
      return walked(
        checkPath(state, actor, decl.path, {
          budgetFt: speedFt(me.spec),
          rule: "dnd35.move",
        }),
      );
    case "Run":
      return checkRun(state, actor, decl.path);
    case "Withdraw":
      if (has(me, CONDITION.blinded))
        return violation("blindWithdraw", "dnd35.withdraw", "a blinded creature cannot withdraw");
      return checkWithdraw(state, actor, decl.path);
    case "MinimumMove":
      return checkMinimumMove(state, actor, decl.to);
    case "FiveFootStep":
      return checkFiveFootStep(state, actor, decl.to);
    case "Crawl":
      if (!has(me, CONDITION.prone))
        return violation("notProne", "dnd35.crawl", `${actor} crawls only while prone`);
      return walked(checkPath(state, actor, [decl.to], { budgetFt: 5, rule: "dnd35.crawl" }));
    case "CompleteFullRound":
      return has(me, startedFullRound(decl.action))
        ? undefined
        : violation(
            "notStarted",
            "dnd35.startCompleteFullRound",
            "no full-round action was started last turn",
          );
    case "StartFullRound":
      return ["FullAttack", "Charge", "Run", "Withdraw"].includes(decl.action)
        ? violation(
            "cannotStart",
            "dnd35.startCompleteFullRound",
            `${decl.action} cannot be started as a standard action`,
          )
        : undefined;
    case "Activity":
      return checkActivity(me, decl);
    case "Cast":
      return checkCast(state, actor, decl);
    case "Touch":
      return checkTouch(state, actor, decl);
    case "Ready":
      return checkReady(state, actor, decl);
    case "TotalDefense":
    case "FreeAction":
    case "EndTurn":
      return undefined;
  }
}

/**
 * An answer in a window: only `Respond`, only by the creature asked; an attack of opportunity
 * with a weapon that threatens the provoker; a readied action that can still be carried out.
 */
/**
 * Declarations that are no action at all, which a dazed or stunned creature may still make:
 * ending its turn, declining what it is asked, and stepping in from a delay (choosing when to
 * act is not an action, seed 000 延迟DELAY; the turn it steps into can only end).
 */
function isNoAction(decl: CombatantDeclaration, asked: AwaitedWindow | undefined): boolean {
  if (decl.kind === "EndTurn") return true;
  return decl.kind === "Respond" && (!decl.take || asked?.kind === "delay");
}

function checkResponse(
  state: CombatState,
  actor: string,
  decl: CombatantDeclaration,
  asked: AwaitedWindow,
): RuleViolation | undefined {
  if (decl.kind !== "Respond")
    return violation(
      "mustRespond",
      asked.kind === "opportunity"
        ? "dnd35.aoo"
        : asked.kind === "readied"
          ? "dnd35.ready"
          : "dnd35.delay",
      `${actor} is asked in a window: take or decline with Respond`,
    );
  if (!decl.take || asked.kind === "delay") return undefined;
  if (asked.kind === "opportunity") {
    return opportunityWeapon(state, actor, asked.provoker, decl.weapon) === undefined
      ? violation(
          "noThreat",
          "dnd35.aoo",
          `${decl.weapon ?? "no weapon"} does not threaten ${asked.provoker}`,
        )
      : undefined;
  }
  const me = state.combatants[actor]!;
  const action = me.readied!.action;
  if (action.kind !== "Attack") return undefined;
  const target = action.target ?? asked.provoker;
  return checkAttack(state, actor, { ...action, target }, action.step ?? me.position);
}

function checkAttack(
  state: CombatState,
  actor: string,
  choice: AttackChoice,
  from: Square,
  // The weapon and hand actually used, when a full attack's slot decides them.
  weaponId: string | undefined = choice.weapon,
  hand: AttackChoice["hand"] = choice.hand,
  guessSquare: Square | undefined = (choice as { guessSquare?: Square }).guessSquare,
): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  const target = state.combatants[choice.target];
  if (target === undefined)
    return violation("noTarget", "dnd35.attackAction", `no combatant "${choice.target}"`);
  if (choice.target === actor)
    return violation("selfTarget", "dnd35.attackAction", "a creature does not attack itself");
  if (target.vitals.state === "dead")
    return violation("deadTarget", "dnd35.dead", `${choice.target} is dead`);
  const w = weaponOf(me.spec, weaponId);
  if (w === undefined)
    return violation("noWeapon", "dnd35.weapons", `${actor} carries no weapon "${weaponId}"`);
  // Seed 000 擒抱GRAPPLE 攻击对手: in a grapple, only an unarmed strike or a light weapon.
  if (grapplingEachOther(me, target) && w.handedness !== "light")
    return violation(
      "grappleWeapon",
      "dnd35.grapple",
      `${w.id} cannot be used in a grapple: an unarmed strike or a light weapon only`,
    );
  if (hand === "off" && me.spec.offHand !== w.id) {
    return violation(
      "noOffHand",
      "dnd35.twoWeaponFighting",
      `${w.id} is not in ${actor}'s off hand`,
    );
  }
  if (choice.twoHanded === true && (hand === "off" || w.handedness === "light")) {
    return violation(
      "notTwoHanded",
      "dnd35.damage",
      `${w.id} cannot be wielded two-handed that way`,
    );
  }
  // Against a guessed square, reach, range and cover are the square's (seed 000 全隐蔽: 你可以对
  // 你认为他所占据的方格进行攻击).
  const aim = guessSquare === undefined ? target : { position: guessSquare, spec: MEDIUM };
  const dist = creatureGapFt({ position: from, spec: me.spec }, aim);
  if (choice.thrown === true && w.ranged?.kind !== "thrown") {
    return violation("notThrowable", "dnd35.weapons", `${w.id} is not a thrown weapon`);
  }
  if (isRangedAttack(w, choice.thrown === true ? { thrown: true } : {})) {
    if (has(me, "prone") && !proneCanShoot(w)) {
      return violation(
        "proneRanged",
        "dnd35.combatModifiers",
        `${w.id} cannot be used while prone (only a crossbow or shuriken)`,
      );
    }
    const r = rangePenalty(w.ranged!, dist);
    if (isRangeViolation(r))
      return violation(
        "outOfRange",
        "dnd35.rangePenalty",
        `${choice.target} is beyond ${r.maxFt} ft`,
      );
    // No line of effect: total cover, no attack (seed 000 掩蔽COVER 全掩蔽).
    return rangedCover(state.map, { position: from, spec: me.spec }, aim) === "total"
      ? violation("totalCover", "dnd35.cover", `${choice.target} has total cover`)
      : undefined;
  }
  // Reach by size and weapon (seed 000 战斗中大型和小型生物), measured between the closest squares.
  const reach = meleeReach(me.spec.size, w);
  if (dist > reach.maxFt)
    return violation(
      "outOfReach",
      reach.maxFt === 0 ? "dnd35.bigAndLittle" : "dnd35.attackAction",
      `${choice.target} is ${dist} ft away; reach is ${reach.maxFt} ft`,
    );
  if (dist <= reach.minFt) {
    return violation(
      "tooClose",
      "dnd35.attackAction",
      `a reach weapon cannot attack an adjacent foe`,
    );
  }
  // A reach weapon's target behind a solid wall: no line of effect (seed 000 掩蔽COVER 全掩蔽).
  return meleeCover(state.map, { position: from, spec: me.spec }, aim) === "total"
    ? violation("totalCover", "dnd35.cover", `${choice.target} has total cover`)
    : undefined;
}

/** A guessed square stands for a space one square wide, whatever the target's size. */
const MEDIUM = { size: "medium" } as const;

/**
 * An attack into a guessed square (seed 000 隐蔽CONCEALMENT 全隐蔽): only against a totally
 * concealed target (one the attacker sees is attacked where it is), at a square on the map.
 */
function checkGuess(
  state: CombatState,
  targetId: string,
  square: Square,
): RuleViolation | undefined {
  const target = state.combatants[targetId];
  if (target === undefined) return undefined;
  if (!has(target, CONDITION.totallyConcealed) && !has(target, CONDITION.invisible))
    return violation(
      "notTotallyConcealed",
      "dnd35.concealment",
      `${targetId} is not totally concealed: attack it where it stands`,
    );
  // Inputs come from outside: a square that is not two integers on the map is a violation.
  const { x, y } = (square ?? {}) as Partial<Square>;
  const onMap =
    Number.isInteger(x) &&
    Number.isInteger(y) &&
    (x as number) >= 0 &&
    (y as number) >= 0 &&
    (x as number) < state.map.width &&
    (y as number) < state.map.height;
  if (!onMap)
    return violation("badSquare", "dnd35.concealment", "the guessed square must be on the map");
  return undefined;
}

/**
 * An attack of a full attack is made from its slot (`fullAttackSlots`: the main-hand iteratives
 * from the highest, then the off hand — seed 000 全攻击Full Attack), so a declared weapon or hand
 * must be the slot's, and reach and range are checked for the weapon the attack will use.
 */
function checkFullAttackSlot(
  state: CombatState,
  actor: string,
  decl: AttackChoice,
  index: number,
): RuleViolation | undefined {
  const slot = fullAttackSlots(state.combatants[actor]!.spec)[index]!;
  if ((decl.weapon ?? slot.weaponId) !== slot.weaponId || (decl.hand ?? slot.hand) !== slot.hand) {
    return violation(
      "notThisSlot",
      "dnd35.fullAttack",
      `attack ${index + 1} of this full attack is the ${slot.hand}-hand ${slot.weaponId}`,
    );
  }
  const me = state.combatants[actor]!;
  return checkAttack(state, actor, decl, me.position, slot.weaponId, slot.hand);
}

/**
 * Coup de grace (seed 000 无助的防御者 致命一击): only against a helpless foe, with a melee weapon
 * that reaches it, or a bow or crossbow from an adjacent square; never a thrown weapon.
 */
function checkCoupDeGrace(
  state: CombatState,
  actor: string,
  decl: Extract<CombatantDeclaration, { kind: "CoupDeGrace" }>,
): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  const target = state.combatants[decl.target];
  const w = weaponOf(me.spec, decl.weapon);
  if (target === undefined || w === undefined || decl.target === actor)
    return checkAttack(state, actor, decl, me.position);
  if (target.vitals.state === "dead")
    return violation("deadTarget", "dnd35.dead", `${decl.target} is dead`);
  if (!isHelpless(target))
    return violation("notHelpless", "dnd35.coupDeGrace", `${decl.target} is not helpless`);
  // 你无法对免疫重击的敌人进行致命一击 (seed 000 无助的防御者 致命一击).
  if (target.spec.immuneToCriticals === true)
    return violation(
      "immuneToCriticals",
      "dnd35.coupDeGrace",
      `${decl.target} is immune to critical hits: no coup de grace`,
    );
  if (w.ranged?.kind === "projectile") {
    return creatureGapFt(me, target) > 5
      ? violation(
          "notAdjacent",
          "dnd35.coupDeGrace",
          "a coup de grace with a bow or crossbow needs the target adjacent",
        )
      : undefined;
  }
  if (w.reach === 0)
    return violation("notMelee", "dnd35.coupDeGrace", `${w.id} cannot deliver a coup de grace`);
  return checkAttack(state, actor, decl, me.position);
}

function checkCharge(
  state: CombatState,
  actor: string,
  decl: Extract<CombatantDeclaration, { kind: "Charge" }>,
): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  const target = state.combatants[decl.target];
  if (target === undefined)
    return violation("noTarget", "dnd35.charge", `no combatant "${decl.target}"`);
  const w = weaponOf(me.spec, decl.weapon);
  if (w === undefined || isRangedAttack(w))
    return violation("noMeleeWeapon", "dnd35.charge", "a charge ends in a melee attack");
  // 如果在你的回合开始的时候，你和目标之间不存在视线相连，那么你就无法对该目标进行冲锋 (seed 000
  // 冲锋CHARGE). A charge is the turn's first movement, so where the charger stands is where its
  // turn began. Walls on every line block sight; a totally concealed target is not seen either
  // (隐蔽CONCEALMENT 全隐蔽: line of effect but no line of sight).
  const sight = lineOfSight(state, me, target);
  if (sight !== undefined)
    return violation(
      "noLineOfSight",
      "dnd35.charge",
      `${actor} has no line of sight to ${decl.target} (${sight}): no charge`,
    );
  // Nothing on the way may slow the charger: no difficult terrain, no obstacle (seed 000 冲锋时
  // 的移动: 不能有任何东西对你的移动形成阻碍（比如艰难地形或是障碍物）).
  const rough = slowedAt(state, actor, decl.path);
  if (rough !== undefined) {
    return violation(
      "chargeHampered",
      "dnd35.charge",
      `difficult terrain or an obstacle at (${rough.x},${rough.y}) is in the charge's way`,
    );
  }
  const speed = speedFt(me.spec);
  // Up to double speed; only up to speed on a restricted turn (seed 000 冲锋CHARGE).
  const budgetFt = turnRestriction(state, state.turn!) === undefined ? speed * 2 : speed;
  const priced = checkPath(state, actor, decl.path, {
    budgetFt,
    rule: "dnd35.charge",
    charging: true,
  });
  if (isViolation(priced)) return priced;
  const cost = priced.feet;
  if (cost < 10)
    return violation("chargeTooShort", "dnd35.charge", "a charge moves at least 10 ft");
  // Straight at the foe: every square brings the charger closer (seed 000 冲锋时的移动).
  const foe = spaceAt(target.position, target.spec.size);
  let at = me.position;
  for (const sq of decl.path) {
    if (gapFt(spaceAt(sq, me.spec.size), foe) >= gapFt(spaceAt(at, me.spec.size), foe)) {
      return violation(
        "chargeNotDirect",
        "dnd35.charge",
        "a charge moves directly toward the target",
      );
    }
    at = sq;
  }
  const attack = checkAttack(state, actor, decl, at);
  if (attack !== undefined) return attack;
  // No detour (a path longer than the distance it covers zigzags), and the charge stops at the
  // closest square from which the charger can attack: if that square is taken, no charge
  // (seed 000 冲锋时的移动: 你必须能够移动到你正好可以对目标作出攻击的，离你目前位置最近的那个方格).
  const covered = distanceFt(me.position, at);
  if (cost !== covered) {
    return violation(
      "chargeNotDirect",
      "dnd35.charge",
      `a charge goes straight: the path costs ${cost} ft to cover ${covered} ft`,
    );
  }
  const nearest = nearestAttackSquareFt(state, actor, foe, w);
  if (covered > nearest) {
    return violation(
      "chargeNotNearest",
      "dnd35.charge",
      `a charge stops at the nearest square from which it can attack (${nearest} ft away, not ${covered} ft)`,
    );
  }
  return undefined;
}

/** Why the charger cannot see the target, or undefined if it can. */
function lineOfSight(
  state: CombatState,
  me: CombatantState,
  target: CombatantState,
): string | undefined {
  if (rangedCover(state.map, me, target) === "total") return "walls block every line";
  if (has(target, CONDITION.totallyConcealed) || has(target, CONDITION.invisible))
    return "it is totally concealed";
  return undefined;
}

/**
 * How far the nearest place on the map is from which the actor's `weapon` reaches the foe's
 * space: the actor's whole space on the map, outside the foe's unless the actor is smaller than
 * a square (seed 000 战斗中大型和小型生物: it must enter the foe's square to attack).
 */
function nearestAttackSquareFt(
  state: CombatState,
  actor: string,
  foe: Space,
  weapon: Weapon,
): number {
  const me = state.combatants[actor]!;
  const reach = meleeReach(me.spec.size, weapon);
  const span = reach.maxFt / 5 + spaceAt(me.position, me.spec.size).n;
  const mayShare = isSubSquare(me.spec.size);
  let best = Number.POSITIVE_INFINITY;
  for (
    let x = Math.max(0, foe.x - span);
    x <= Math.min(state.map.width - 1, foe.x + foe.n + span);
    x++
  ) {
    for (
      let y = Math.max(0, foe.y - span);
      y <= Math.min(state.map.height - 1, foe.y + foe.n + span);
      y++
    ) {
      const mine = spaceAt({ x, y }, me.spec.size);
      if (x + mine.n > state.map.width || y + mine.n > state.map.height) continue;
      if (!mayShare && overlaps(mine, foe)) continue;
      const d = gapFt(mine, foe);
      if (d > reach.maxFt || d <= reach.minFt) continue;
      best = Math.min(best, distanceFt(me.position, { x, y }));
    }
  }
  return best;
}

/** A walk's cost is only needed by the charge; everyone else needs just a yes or no. */
function walked(result: { feet: number } | RuleViolation): RuleViolation | undefined {
  return isViolation(result) ? result : undefined;
}
