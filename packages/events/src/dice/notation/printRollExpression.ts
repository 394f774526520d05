import type { RollDice, RollExpression } from "./rollExpression.ts";

/**
 * The canonical spelling of an expression: no spaces, lower-case `d`, the count always
 * written, modifiers in the order they apply (`r`, `mi`, `ma`, then the selection), and only the
 * parentheses the precedence needs. `parseRollExpression(printRollExpression(e))` equals `e`.
 */
export function printRollExpression(e: RollExpression): string {
  switch (e.kind) {
    case "number":
      return String(e.value);
    case "dice":
      return dice(e);
    case "negate":
      return `-${e.operand.kind === "operation" ? `(${printRollExpression(e.operand)})` : printRollExpression(e.operand)}`;
    case "operation": {
      const rank = RANK[e.op];
      const left = printRollExpression(e.left);
      const right = printRollExpression(e.right);
      // Operators are left-associative: a right operand of the same rank needs its parentheses.
      const l = e.left.kind === "operation" && RANK[e.left.op] < rank ? `(${left})` : left;
      const r = e.right.kind === "operation" && RANK[e.right.op] <= rank ? `(${right})` : right;
      return `${l}${e.op}${r}`;
    }
    default: {
      const never: never = e;
      return never;
    }
  }
}

const RANK = { "+": 1, "-": 1, "*": 2, "/": 2 } as const;

function dice(d: RollDice): string {
  const r = d.reroll.map((f) => `${d.rerollOnce ? "ro" : "r"}${f}`).join("");
  const min = d.min === undefined ? "" : `mi${d.min}`;
  const max = d.max === undefined ? "" : `ma${d.max}`;
  const s = d.select;
  const select = s === undefined ? "" : `${s.keep ? "k" : "d"}${s.highest ? "h" : "l"}${s.count}`;
  return `${d.count}d${d.sides}${r}${min}${max}${select}`;
}
