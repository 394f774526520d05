import type { CombatantDeclaration } from "../../../3x/log/declarations.ts";
import type { SpecialCandidates } from "../randomSpecial.ts";

const TURN = { kind: "SpecialAttack", attack: "TurnUndead" } as const;

/**
 * The random policy's turnings: each mode, when the actor can channel (seed 000 驱散或斥喝不死生物),
 * and a rebuker's commands (命令): stand, attack each foe, let go.
 */
export const turningCandidates: SpecialCandidates = ({ me, foes }) =>
  me.spec.turning === undefined
    ? []
    : [
        ...(["turn", "rebuke", "bolster", "dispel"] as const).map(
          (mode): CombatantDeclaration => ({ ...TURN, mode }),
        ),
        { ...TURN, mode: "command" },
        { ...TURN, mode: "command", release: true },
        ...foes.map((target): CombatantDeclaration => ({ ...TURN, mode: "command", target })),
      ];
