import type { DiceRolledData } from "@d20/events";
import { fact, type Tellers, type Texts } from "./teller.ts";

/** A die told under the step that rolled it. */
export const diceTellers: Tellers = { DiceRolled: (d) => fact("DiceRolled", d) };

/** A die as `roll 1d20 = 11  key` (faces shown when there are several, origin when not seeded). */
export function rollWords(d: DiceRolledData): string {
  const faces = d.faces.length > 1 ? ` [${d.faces.join(",")}]` : "";
  const times = (d.times ?? 1) > 1 ? ` ×${d.times}` : "";
  const origin = d.origin === "seeded" ? "" : ` (${d.origin})`;
  return `roll ${d.expr}${times}${faces} = ${d.total}  ${d.key}${origin}`;
}

/** The English text of a die. */
export const diceTexts = { "dnd35:event.DiceRolled": rollWords } satisfies Texts;
