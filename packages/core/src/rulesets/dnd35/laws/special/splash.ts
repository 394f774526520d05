import type { CombatantDeclaration } from "../../../3x/log/declarations.ts";
import { splashWeapon } from "../../../3x/special/splash.ts";
import type { SpecialCandidates } from "../randomSpecial.ts";

/**
 * The random policy's splash-weapon throws (seed 000 投掷泼溅武器THROW SPLASH WEAPON): each splash
 * weapon it carries at each foe (the rules refuse one not in hand or out of range).
 */
export const splashCandidates: SpecialCandidates = ({ me, foes }) => {
  const flasks = me.spec.weapons.filter((w) => splashWeapon(w.id) !== undefined).map((w) => w.id);
  return flasks.flatMap((item) =>
    foes.map(
      (target): CombatantDeclaration => ({
        kind: "SpecialAttack",
        attack: "ThrowSplash",
        item,
        target,
      }),
    ),
  );
};
