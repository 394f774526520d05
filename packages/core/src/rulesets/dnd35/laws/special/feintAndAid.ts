import type { CombatantDeclaration } from "../../../3x/log/declarations.ts";
import type { SpecialCandidates } from "../randomSpecial.ts";

/** The random policy's feints on each foe and aids of each ally against each (seed 000 特殊攻击). */
export const feintAndAidCandidates: SpecialCandidates = ({ foes, allies }) =>
  foes.flatMap((target): CombatantDeclaration[] => [
    { kind: "SpecialAttack", attack: "Feint", target },
    ...allies.flatMap((ally): CombatantDeclaration[] => [
      { kind: "SpecialAttack", attack: "AidAnother", target, ally, aid: "attack" },
      { kind: "SpecialAttack", attack: "AidAnother", target, ally, aid: "ac" },
    ]),
  ]);
