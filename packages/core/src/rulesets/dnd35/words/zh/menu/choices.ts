import type { Square } from "../../../../../model/ids.ts";
import type { CatalogueLike } from "../../../../../words/catalogue.ts";
import { formatSquare } from "../../../../../words/format.ts";
import type { turnChoiceTexts as english } from "../../menu/choices.ts";

/**
 * dnd35's Chinese texts of the turn's menu entries that are not a declaration's own words (the
 * English: ../../menu/choices.ts).
 */
export const turnChoiceTexts = {
  "dnd35:choice.charge": (p: { target: string; end: Square }) =>
    `冲锋 → ${p.target}（至${formatSquare(p.end)}）`,
} satisfies CatalogueLike<typeof english>;
