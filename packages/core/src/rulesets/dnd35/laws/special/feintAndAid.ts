import type { CombatantDeclaration } from "../../../3x/log/declarations.ts";
import type { SpecialCandidates } from "../randomSpecial.ts";

/**
 * The random policy's feints on each foe and aids of each ally against each (seed 000 特殊攻击).
 * A feint is legal almost always: offered one turn in four, so it does not crowd out the rest.
 */
export const feintAndAidCandidates: SpecialCandidates = ({ foes, allies, pick }) =>
  foes.flatMap((target): CombatantDeclaration[] => [
    ...(pick(4, "feint") === 0
      ? [{ kind: "SpecialAttack", attack: "Feint", target } as const]
      : []),
    ...allies.flatMap((ally): CombatantDeclaration[] => [
      { kind: "SpecialAttack", attack: "AidAnother", target, ally, aid: "attack" },
      { kind: "SpecialAttack", attack: "AidAnother", target, ally, aid: "ac" },
    ]),
  ]);
