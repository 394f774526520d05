import type { CombatantDeclaration } from "../../../3x/log/declarations.ts";
import type { SpecialCandidates } from "../randomSpecial.ts";

/**
 * The random policy's trips (seed 000 拌摔TRIP): unarmed, and with each trip weapon it carries,
 * letting it go or not.
 */
export const tripCandidates: SpecialCandidates = ({ me, foes }) => {
  const weapons = me.spec.weapons.filter((w) => w.trip === true).map((w) => w.id);
  return foes.flatMap((target): CombatantDeclaration[] => [
    { kind: "SpecialAttack", attack: "Trip", target },
    ...weapons.flatMap((weapon): CombatantDeclaration[] => [
      { kind: "SpecialAttack", attack: "Trip", target, weapon },
      { kind: "SpecialAttack", attack: "Trip", target, weapon, dropWeapon: true },
    ]),
  ]);
};
