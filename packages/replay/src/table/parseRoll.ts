import { parseRollExpression, type RollExpression } from "@d20/events";
import { intField, wordField } from "./fields.ts";
import type { RollLine } from "./lines.ts";
import { type LineAt, lineError } from "./tableLogError.ts";

/**
 * A `roll ACTOR PURPOSE EXPR [xTIMES] = FACE FACE …` line. The numbers after `=` are the faces
 * the dice showed, one per die, in order (not the total: `roll 战士-1 damage 1d8+3 = 5` is a 5
 * on the d8, 8 in all), or after `= total` the totals, one per repetition, when the faces are not
 * known. `xTIMES` repeats the expression (a critical's damage: `1d8+3 x2 = 5 2`). EXPR is a
 * table's notation (`parseRollExpression`); whether it is what the rules roll is `tableDice`'s.
 */
export function parseRoll(at: LineAt, words: readonly string[]): RollLine {
  const actor = wordField(at, "roll.actor", words[1]);
  const purpose = wordField(at, "roll.purpose", words[2]);
  const expr = wordField(at, "roll.expr", words[3]);
  let parsed: RollExpression;
  try {
    parsed = parseRollExpression(expr);
  } catch (e) {
    throw lineError(at, "roll.expr", `"${expr}" is not dice notation (${(e as Error).message})`);
  }
  let i = 4;
  let times = 1;
  const rep = /^x(\d+)$/u.exec(words[i] ?? "");
  if (rep !== null) {
    times = Number(rep[1]);
    if (times < 1) throw lineError(at, "roll.times", "must be at least 1");
    i++;
  }
  if (words[i] !== "=") throw lineError(at, "roll.faces", 'expected "=" and the faces rolled');
  const totals = words[i + 1] === "total";
  const field = totals ? "roll.total" : "roll.faces";
  const numbers = words.slice(i + (totals ? 2 : 1));
  const faces = numbers.map((w) => intField(at, field, w.replace(/,$/u, "")));
  if (faces.length === 0) throw lineError(at, field, `no ${totals ? "total" : "faces"} after =`);
  if (totals && faces.length !== times)
    throw lineError(at, field, `${faces.length} totals for ${times} repetition(s): one each`);
  return { at, actor, purpose, expr, parsed, times, faces, totals };
}
