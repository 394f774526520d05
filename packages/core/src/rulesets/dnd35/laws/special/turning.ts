import type { CombatantDeclaration } from "../../../3x/log/declarations.ts";
import type { SpecialCandidates } from "../randomSpecial.ts";

/** The random policy's turnings: each mode, when the actor can channel (seed 000 驱散或斥喝不死生物). */
export const turningCandidates: SpecialCandidates = ({ me }) =>
  me.spec.turning === undefined
    ? []
    : (["turn", "rebuke", "bolster", "dispel"] as const).map(
        (mode): CombatantDeclaration => ({ kind: "SpecialAttack", attack: "TurnUndead", mode }),
      );
