import type { CombatantDeclaration } from "../../../3x/log/declarations.ts";
import type { SpecialCandidates } from "../randomSpecial.ts";

/**
 * The random policy's grapple options for casters and pinners (seed 000 当你处于擒抱状态时 取出施
 * 法材料, 当你压制住擒抱对手的时候): retrieving each of its spells' material or focus, and a pin on
 * each foe that silences it. Casting in a grapple is the spells' group (the rules sort out which
 * spells a grappler can cast).
 */
export const grappleCastingCandidates: SpecialCandidates = ({ me, foes }) => [
  ...(me.spec.spells ?? [])
    .filter((s) => s.components.includes("M") || s.components.includes("F"))
    .map(
      (s): CombatantDeclaration => ({
        kind: "SpecialAttack",
        attack: "Grapple",
        option: "retrieveComponent",
        spell: s.id,
      }),
    ),
  ...foes.map(
    (target): CombatantDeclaration => ({
      kind: "SpecialAttack",
      attack: "Grapple",
      target,
      option: "pin",
      silence: true,
    }),
  ),
];
