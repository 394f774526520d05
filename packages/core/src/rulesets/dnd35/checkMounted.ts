import { type RuleViolation, violation } from "../../engine/violation.ts";
import type { CombatantDeclaration, ReadiedAction } from "../3x/log/declarations.ts";
import type { ThreeXState } from "../3x/state/index.ts";
import { mountMovedFeet } from "./mounted/mountedAttack.ts";
import { weaponOf } from "./roster.ts";
import { isRangedAttack } from "./stats/index.ts";
import { says } from "./violationSays.ts";

/** What moves a creature on its own feet: a rider declares none of them (nor readies one). */
const OWN_MOVEMENT: ReadonlySet<string> = new Set([
  "Move",
  "Run",
  "Withdraw",
  "MinimumMove",
  "FiveFootStep",
  "Crawl",
  "Charge",
]);

/** A readied action that moves its maker: movement, or a 5-foot step taken with it. */
function readiedMoves(action: ReadiedAction): boolean {
  return OWN_MOVEMENT.has(action.kind) || ("step" in action && action.step !== undefined);
}

/**
 * A grapple moved (擒抱 option `move`) with a rider in it is refused: the rider moves only with its
 * mount (seed 000 骑乘战斗), and the grapple would carry it off.
 */
export function grappleMovesRider(
  state: ThreeXState,
  actor: string,
  decl: CombatantDeclaration,
): RuleViolation | undefined {
  if (decl.kind !== "SpecialAttack" || decl.attack !== "Grapple" || decl.option !== "move")
    return undefined;
  for (const id of state.combatants[actor]!.grappling) {
    const mount = state.combatants[id]?.riding;
    if (mount !== undefined)
      return violation(
        "riderMoves",
        "dnd35.mountedCombat",
        says("dnd35:violation.mounted.grappleMovesRider", { rider: id, mount }),
      );
  }
  return undefined;
}

/**
 * A rider firing a readied action that would move it — readied before it mounted — is refused:
 * it may still hold it (seed 000 骑乘战斗: a rider moves only with its mount).
 */
export function riderFiringProblem(state: ThreeXState, actor: string): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  const readied = me.readied?.action;
  if (me.riding === undefined || readied === undefined || !readiedMoves(readied)) return undefined;
  return violation(
    "riderMoves",
    "dnd35.mountedCombat",
    says("dnd35:violation.mounted.riderMoves", { rider: actor, mount: me.riding }),
  );
}

/**
 * The special attacks that move the one who makes them (seed 000 冲撞, 闯越, and a grapple
 * started, joined or moved in; a rider someone grapples may still try to escape).
 */
function movesItsMaker(d: Extract<CombatantDeclaration, { kind: "SpecialAttack" }>): boolean {
  if (d.attack === "BullRush" || d.attack === "Overrun") return true;
  if (d.attack !== "Grapple") return false;
  return (
    d.option === undefined || d.option === "start" || d.option === "join" || d.option === "move"
  );
}

/**
 * What a rider may not declare (seed 000 骑乘战斗MOUNTED COMBAT): movement of its own — it moves
 * with its mount, on the mount's actions (你可以用它的速度来移动，但坐骑本身则是用它自己的动作来进行
 * 移动), so a charge is the mount's too, the rider's attack after it sharing its bonus; and a
 * full attack in melee once its mount has moved more than 5 ft this turn (如果你的坐骑移动超过5英
 * 尺，那么你就只能进行一次近战攻击; a ranged full attack stays allowed). Undefined for anyone else.
 */
export function riderProblem(
  state: ThreeXState,
  actor: string,
  decl: CombatantDeclaration,
): RuleViolation | undefined {
  const me = state.combatants[actor]!;
  const mount = me.riding;
  if (mount === undefined) return undefined;
  if (decl.kind === "Ready" ? readiedMoves(decl.action) : OWN_MOVEMENT.has(decl.kind))
    return violation(
      "riderMoves",
      "dnd35.mountedCombat",
      says("dnd35:violation.mounted.riderMoves", { rider: actor, mount }),
    );
  // A bull rush, an overrun or a grapple moves its maker into the defender's space or after it.
  if (decl.kind === "SpecialAttack" && movesItsMaker(decl))
    return violation(
      "riderMoves",
      "dnd35.mountedCombat",
      says("dnd35:violation.mounted.riderOwnMove", { rider: actor, mount, attack: decl.attack }),
    );
  if (decl.kind === "Activity" && decl.activity === "DropProne")
    return violation(
      "riderProne",
      "dnd35.mountedCombat",
      says("dnd35:violation.mounted.riderProne", { rider: actor }),
    );
  if (decl.kind !== "FullAttack") return undefined;
  const w = weaponOf(me, decl.weapon);
  if (w !== undefined && isRangedAttack(w, decl.thrown === true ? { thrown: true } : {}))
    return undefined;
  const feet = mountMovedFeet(state, actor);
  return feet > 5
    ? violation(
        "singleAttack",
        "dnd35.mountedSingleAttack",
        says("dnd35:violation.mounted.singleAttack", { mount, feet }),
      )
    : undefined;
}
