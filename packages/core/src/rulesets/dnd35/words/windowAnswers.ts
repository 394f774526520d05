import type { WindowAnswers } from "../../../engine/windowAnswers.ts";
import type { CombatantDeclaration } from "../../3x/log/declarations.ts";
import { answerIfAsked } from "../policies/firstLegal.ts";

/**
 * How dnd35 answers an interrupt window (seed 000 借机攻击, 准备READY, 延迟DELAY): a `Respond`,
 * taking the attack of opportunity or firing the readied action — or, declining, letting it pass.
 */
export const dnd35WindowAnswers: WindowAnswers = {
  decline: { kind: "Respond", take: false } as CombatantDeclaration,
  take: answerIfAsked,
};
