import type { CombatantDeclaration } from "../../../3x/log/declarations.ts";
import { AIDED_SKILLS } from "../../../3x/special/feintAndAid.ts";
import type { SpecialCandidates } from "../randomSpecial.ts";

/**
 * The random policy's feints on each foe and aids of each ally against each (seed 000 特殊攻击),
 * and its aids on an ally's skill (协助同伴的其他技能检定). A feint is legal almost always:
 * offered one turn in four, so it does not crowd out the rest.
 */
export const feintAndAidCandidates: SpecialCandidates = ({ foes, allies, pick }) => [
  ...foes.flatMap((target): CombatantDeclaration[] => [
    ...(pick(4, "feint") === 0
      ? [{ kind: "SpecialAttack", attack: "Feint", target } as const]
      : []),
    ...allies.flatMap((ally): CombatantDeclaration[] => [
      { kind: "SpecialAttack", attack: "AidAnother", target, ally, aid: "attack" },
      { kind: "SpecialAttack", attack: "AidAnother", target, ally, aid: "ac" },
    ]),
  ]),
  ...allies.flatMap((ally) =>
    AIDED_SKILLS.map(
      (skill): CombatantDeclaration => ({
        kind: "SpecialAttack",
        attack: "AidAnother",
        ally,
        aid: "skill",
        skill,
      }),
    ),
  ),
];
