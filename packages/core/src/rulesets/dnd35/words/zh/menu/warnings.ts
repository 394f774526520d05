import type { CatalogueLike } from "../../../../../words/catalogue.ts";
import type { warningTexts as english } from "../../menu/warnings.ts";

/** dnd35's Chinese texts of the menu's warnings (the English: ../../menu/warnings.ts). */
export const warningTexts = {
  "dnd35:warning.opportunity": (p: { from: readonly string[] }) =>
    `会引发来自${p.from.join("、")}的借机攻击`,
  "dnd35:warning.readied": (p: { by: readonly string[] }) => `会触发${p.by.join("、")}准备好的动作`,
} satisfies CatalogueLike<typeof english>;
