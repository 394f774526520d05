import type { Mutable } from "../../../model/mutable.ts";
import { heldWeapons } from "../../3x/gear/index.ts";
import type { CombatantDeclaration } from "../../3x/log/declarations.ts";
import type { Weapon } from "../../3x/model/combatant.ts";
import type { Stray } from "../../3x/special/stray.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import { weaponOf } from "../roster.ts";
import { type AttackSlot, fullAttackSlots, isDoubleAsTwo } from "../stats/index.ts";
import { type AttackFields, type AttackFrame, attackFrame } from "./attack.ts";

// The attack frames a turn's declarations start: the first attack of an attack, full attack or
// charge, each later attack of a full attack, and a coup de grace (seed 000 攻击Attack, 全攻击,
// 冲锋CHARGE, 无助的防御者 致命一击). Optional fields are set one by one (hot: see `Mutable`).

/** The first attack of an attack, full attack or charge declaration. */
export function firstAttack(
  state: ThreeXState,
  actor: string,
  decl: CombatantDeclaration,
  cause: number,
): AttackFrame {
  const d = decl as Extract<CombatantDeclaration, { kind: "Attack" | "FullAttack" | "Charge" }>;
  const c = state.combatants[actor]!;
  const spec = c.spec;
  // A full attack starts with its first slot (checked against a declared weapon); the first slot
  // need not be the first weapon listed (a bite listed before the sword: SRD natural weapons).
  const slots = d.kind === "FullAttack" ? fullAttackSlots(spec, heldWeapons(c)) : undefined;
  const first = slots?.[0];
  const w = weaponOf(c, first?.weaponId ?? d.weapon)!;
  // Two-weapon fighting only when the off-hand weapon is in hand and gives its attack (seed 000
  // 双武器战斗, 拔出或者收回武器): a sheathed off-hand blade costs no penalty.
  const twoWeapon = slots !== undefined && hasOffHandSlot(slots) && first?.natural === undefined;
  const fields: Mutable<AttackFields> = {
    cause,
    attacker: actor,
    target: d.target,
    weaponId: w.id,
    hand: d.hand ?? "main",
    index: 0,
    twoWeapon,
    twoHanded: twoHands(w, d.twoHanded, twoWeapon && isDoubleAsTwo(w, spec.offHand)),
    lethal: d.lethal === true,
    thrown: d.thrown === true,
    nonlethal: d.nonlethal === true,
    charge: d.kind === "Charge",
  };
  // Optional fields set one by one, not spread (hot: see `Mutable`).
  if (d.kind === "FullAttack") fields.slot = 0;
  if (first?.natural !== undefined) fields.natural = first.natural;
  if (d.kind === "Attack" && d.guessSquare !== undefined) fields.guessSquare = d.guessSquare;
  return attackFrame(fields);
}

/**
 * Wielded in two hands: a two-handed weapon always, a one-handed one when declared so — except
 * a double weapon fought with as two weapons, each end one-handed (SRD "Double weapons").
 */
function twoHands(w: Weapon, declared: boolean | undefined, doubleAsTwo: boolean): boolean {
  if (doubleAsTwo) return false;
  return declared === true || w.handedness === "two-handed";
}

/** The automatic critical hit of a coup de grace (seed 000 无助的防御者 致命一击). */
export function coupDeGraceAttack(
  state: ThreeXState,
  actor: string,
  decl: CombatantDeclaration,
  cause: number,
): AttackFrame {
  const d = decl as Extract<CombatantDeclaration, { kind: "CoupDeGrace" }>;
  const w = weaponOf(state.combatants[actor]!, d.weapon)!;
  return attackFrame({
    cause,
    attacker: actor,
    target: d.target,
    weaponId: w.id,
    hand: "main",
    index: 0,
    twoWeapon: false,
    twoHanded: w.handedness === "two-handed",
    // A blow meant to kill: an unarmed one deals lethal damage.
    lethal: true,
    thrown: false,
    nonlethal: false,
    charge: false,
    coupDeGrace: true,
  });
}

/** The next attack of a full attack in progress, from the attacker's full-attack slots. */
export function nextAttack(
  state: ThreeXState,
  actor: string,
  decl: Extract<CombatantDeclaration, { kind: "Attack" }>,
  slot: number,
  cause: number,
): AttackFrame {
  const c = state.combatants[actor]!;
  const spec = c.spec;
  const slots = fullAttackSlots(spec, heldWeapons(c));
  const s = slots[slot]!;
  const w = weaponOf(c, s.weaponId)!;
  const fields: Mutable<AttackFields> = {
    cause,
    attacker: actor,
    target: decl.target,
    weaponId: w.id,
    hand: s.hand,
    index: s.index,
    // A natural attack takes no two-weapon penalty beside two weapons (SRD natural weapons).
    twoWeapon: hasOffHandSlot(slots) && s.natural === undefined,
    twoHanded: twoHands(w, decl.twoHanded, isDoubleAsTwo(w, spec.offHand)),
    lethal: decl.lethal === true,
    thrown: decl.thrown === true,
    nonlethal: decl.nonlethal === true,
    charge: false,
    slot,
  };
  if (decl.guessSquare !== undefined) fields.guessSquare = decl.guessSquare;
  if (s.natural !== undefined) fields.natural = s.natural;
  return attackFrame(fields);
}

/** A full attack that fights with two weapons: one of its slots is the off hand's. */
function hasOffHandSlot(slots: readonly AttackSlot[]): boolean {
  for (let i = 0; i < slots.length; i++) if (slots[i]!.hand === "off") return true;
  return false;
}

/**
 * One plain attack out of the turn's sequence of attacks — no full attack's slot, no two-weapon
 * fighting, no throw, no charge, neither lethal nor nonlethal declared: an attack of opportunity,
 * Improved Trip's free attack, an opponent's weapon turned on it in a grapple.
 */
export function plainAttack(p: {
  readonly cause: number;
  readonly attacker: string;
  readonly target: string;
  readonly weaponId: string;
  readonly twoHanded: boolean;
  readonly index?: number;
  readonly weaponOwner?: string;
  readonly stray?: Stray;
}): AttackFrame {
  const fields: Mutable<AttackFields> = {
    cause: p.cause,
    attacker: p.attacker,
    target: p.target,
    weaponId: p.weaponId,
    hand: "main",
    index: p.index ?? 0,
    twoWeapon: false,
    twoHanded: p.twoHanded,
    lethal: false,
    thrown: false,
    nonlethal: false,
    charge: false,
  };
  // Optional fields set one by one, not spread (hot: see `Mutable`).
  if (p.weaponOwner !== undefined) fields.weaponOwner = p.weaponOwner;
  if (p.stray !== undefined) fields.stray = p.stray;
  return attackFrame(fields);
}
