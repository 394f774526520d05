import type { Term } from "../../../model/breakdown.ts";
import { aidSkillTerms } from "../../3x/special/feintAndAid.ts";
import type { OpposedSide } from "../../3x/special/opposed.ts";
import type { ThreeXState } from "../../3x/state/index.ts";
import { DND35_3X } from "../edition3x.ts";
import { abilityModifier, unarmedDamage as unarmedDice } from "../stats/index.ts";
import { OPTIONS } from "./grappleDeclaration.ts";
import { stepTerms } from "./iterativeStep.ts";

// What a grapple's checks and damage are made of (seed 000 擒抱GRAPPLE): the Escape Artist side
// of an escape, the unarmed damage of a hold or a damage option and whether it is lethal, a check
// made at a full attack's lower step. The grapple frame (`grappleAttack.ts`) rolls them.

/** Escape Artist: its skill modifier, else its Dex modifier (SRD skills, outside the seeds). */
export function escapeArtistSide(state: ThreeXState, who: string): OpposedSide {
  const spec = state.combatants[who]!.spec;
  const term: Term =
    spec.escapeArtist !== undefined
      ? { label: "Escape Artist", value: spec.escapeArtist, rule: OPTIONS }
      : {
          label: `Dex ${spec.abilities.dex}`,
          value: abilityModifier(spec.abilities.dex),
          rule: OPTIONS,
        };
  // 协助他人: an aid on its Escape Artist gives +2 (spent by this check).
  const aids = aidSkillTerms(DND35_3X, state.combatants[who]!, "EscapeArtist");
  return { who, check: "Escape Artist", bonus: [term, ...aids] };
}

/**
 * The unarmed damage of a hold or a damage option: the dice by size plus Str (擒抱结果); a monk's
 * own unarmed damage (伤害对手 例外：武僧在做徒手攻击时可以比其他人造成更多伤害).
 */
export function unarmedDamage(state: ThreeXState, who: string) {
  const spec = state.combatants[who]!.spec;
  // 中等体型的攻击者造成1d3点伤害，小型的攻击者造成1d2点伤害: an unarmed strike's dice by size.
  const dice = spec.monkUnarmed ?? unarmedDice(spec.size);
  return { dice, str: abilityModifier(spec.abilities.str) };
}

/**
 * Whether a damage option deals lethal damage, and whether that costs the −4 (伤害对手): others
 * deal nonlethal unless they take −4 for lethal; a monk's is normal damage, and nonlethal at its
 * choice (`lethal: false`), with no −4 either way (例外).
 */
export function damageKind(
  state: ThreeXState,
  actor: string,
  mode: string,
  declared: boolean | undefined,
): { lethal: boolean; penalty: boolean } {
  const monk = state.combatants[actor]!.spec.monkUnarmed !== undefined;
  if (mode !== "damage") return { lethal: monk, penalty: false };
  if (monk) return { lethal: declared !== false, penalty: false };
  const lethal = declared === true;
  return { lethal, penalty: lethal };
}

/** `side` with the iterative step of the full attack's slot its check is made in. */
export function stepped(side: OpposedSide, step: number): OpposedSide {
  return step === 0
    ? side
    : { ...side, bonus: [...side.bonus, ...stepTerms(step, "dnd35.fullAttack")] };
}
