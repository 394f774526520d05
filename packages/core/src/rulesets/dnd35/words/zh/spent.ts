import type { CatalogueLike } from "../../../../words/catalogue.ts";
import type { spentTexts as english } from "../spent.ts";

const SLOT_WORDS: Readonly<Record<string, string>> = {
  standard: "标准动作",
  move: "移动动作",
  fullRound: "整轮动作",
  fiveFootStep: "五尺快步",
};

/** dnd35's Chinese text of the actions spent (the English: ../spent.ts). */
export const spentTexts = {
  "dnd35:spent": (p: { spent: readonly string[] }) =>
    p.spent.map((s) => SLOT_WORDS[s] ?? s).join("、"),
} satisfies CatalogueLike<typeof english>;
