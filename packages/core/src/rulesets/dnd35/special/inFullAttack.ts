import { heldWeapons } from "../../3x/gear/index.ts";
import type { CombatantDeclaration } from "../../3x/log/declarations.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import { fullAttackSlots } from "../stats/index.ts";
import { specialAttack } from "./index.ts";

// A special attack in place of one attack of a full attack: a disarm, a sunder, a trip — each
// made as a melee attack (seed 000 卸除武器 你可以尝试通过一个近战攻击动作; 击破武器SUNDER 一次近战攻击;
// 拌摔TRIP 一次徒手近战攻击) — and a grapple's attempts and its options that take an attack's place
// (发动擒抱: 你也可以多次进行擒抱尝试（基本攻击加值依次递减计算）; 当你处于擒抱状态时: 将这些攻击一个个
// 地置换成进行那些动作的机会，但是基本攻击加值还是要依次递减计算). The first attack of a full attack is
// declared so (`fullAttack`: a full-round action); a later one is simply declared while the
// full attack is under way. Each is made at its slot's iterative step.

type Special = Extract<CombatantDeclaration, { kind: "SpecialAttack" }>;

/** The slot of the full attack a special attack takes: its number, of how many, and its step. */
export interface AttackSlotTaken {
  readonly slot: number;
  readonly of: number;
  /** The iterative step (0: full base attack bonus; each step −5). */
  readonly index: number;
}

/** Whether the declaration names itself the first attack of a full attack. */
export function declaresFullAttack(d: Special): boolean {
  return (d as { fullAttack?: boolean }).fullAttack === true;
}

/**
 * The full attack's slot `d` takes, if it is made as one of a full attack's attacks: the next
 * slot of the full attack under way on `actor`'s turn, or the first when it declares one.
 */
export function attackSlotTaken(
  state: ThreeXState,
  actor: string,
  d: Special,
): AttackSlotTaken | undefined {
  const m = specialAttack(d.attack);
  if (m?.inFullAttack?.(state, d as never) !== true) return undefined;
  const turn = state.turn;
  if (turn === undefined || turn.actor !== actor) return undefined;
  const slot = turn.fullAttackNext ?? (declaresFullAttack(d) ? 0 : undefined);
  if (slot === undefined) return undefined;
  const c = state.combatants[actor]!;
  const slots = fullAttackSlots(c.spec, heldWeapons(c));
  return { slot, of: slots.length, index: slots[slot]?.index ?? 0 };
}
