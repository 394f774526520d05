import type { engineViolationTexts as english } from "../../../../../engine/violationTexts.ts";
import type { CatalogueLike } from "../../../../../words/catalogue.ts";

/** The Chinese of the turn machine's own refusals (the English: engine/violationTexts.ts). */
export const engineViolationTexts = {
  "engine:violation.fightOver": () => "战斗已经结束",
  "engine:violation.notBegun": () => "战斗尚未开始：请先 BeginCombat",
  "engine:violation.begun": () => "战斗已经开始",
  "engine:violation.notAwaited": (p) =>
    `${p.by}现在不能行动：正在等待${
      p.awaiting === "declaration"
        ? `${p.actor}的宣告`
        : p.awaiting === "choice"
          ? `${p.actor}的选择（${p.question}）`
          : p.awaiting
    }`,
} satisfies CatalogueLike<typeof english>;
