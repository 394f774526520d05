import type { DiceRolledData } from "@d20/events";
import type { CatalogueLike } from "../../../../words/catalogue.ts";
import type { diceTexts as english } from "../dice.ts";

const ORIGINS: Readonly<Record<string, string>> = {
  forced: "指定",
  table: "实体骰",
};

/** A die as `掷骰 1d20 = 11  key` (faces shown when there are several, origin when not seeded). */
function rollWords(d: DiceRolledData): string {
  const faces = d.faces.length > 1 ? ` [${d.faces.join(",")}]` : "";
  const times = (d.times ?? 1) > 1 ? ` ×${d.times}` : "";
  const origin = d.origin === "seeded" ? "" : `（${ORIGINS[d.origin] ?? d.origin}）`;
  return `掷骰 ${d.expr}${times}${faces} = ${d.total}  ${d.key}${origin}`;
}

/** dnd35's Chinese text of a die (the English: ../dice.ts). */
export const diceTexts = { "dnd35:event.DiceRolled": rollWords } satisfies CatalogueLike<
  typeof english
>;
