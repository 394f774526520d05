import type { CatalogueLike } from "../../../../../words/catalogue.ts";
import type { windowChoiceTexts as english } from "../../menu/interruptChoices.ts";

/**
 * dnd35's Chinese texts of the answers offered in windows (the English:
 * ../../menu/interruptChoices.ts).
 */
export const windowChoiceTexts = {
  "dnd35:choice.fire": () => "执行准备好的动作",
  "dnd35:choice.hold": () => "按兵不动（放过这一时机）",
  "dnd35:choice.stepIn": (p: { provoker: string }) => `现在行动，接在${p.provoker}之后`,
  "dnd35:choice.wait": () => "等待（继续延迟）",
  "dnd35:choice.takeAoO": (p: { provoker: string; weapon: string }) =>
    `用${p.weapon}对${p.provoker}进行借机攻击`,
  "dnd35:choice.decline": () => "放弃",
} satisfies CatalogueLike<typeof english>;
