import { type DiceNotation, formatNotation, type RollExpression } from "@d20/events";

/**
 * The written expression as the engine's notation when it is a plain sum of dice and numbers
 * (`1d8+3`, `d8+1+2`; dice in their written order), or undefined when it uses what the rules'
 * keyed dice never do (keep/drop, rerolls, minimum or maximum, `*` or `/`).
 */
export function asRulesNotation(e: RollExpression): DiceNotation | undefined {
  const terms: DiceNotation["terms"][number][] = [];
  const walk = (x: RollExpression, sign: 1 | -1): boolean => {
    switch (x.kind) {
      case "number":
        terms.push({ kind: "const", sign, value: x.value });
        return true;
      case "dice": {
        const plain =
          x.reroll.length === 0 &&
          x.min === undefined &&
          x.max === undefined &&
          x.select === undefined;
        if (plain) terms.push({ kind: "dice", sign, count: x.count, sides: x.sides });
        return plain;
      }
      case "negate":
        return walk(x.operand, sign === 1 ? -1 : 1);
      case "operation":
        if (x.op === "*" || x.op === "/") return false;
        return walk(x.left, sign) && walk(x.right, x.op === "+" ? sign : sign === 1 ? -1 : 1);
      default: {
        const never: never = x;
        return never;
      }
    }
  };
  if (!walk(e, 1) || terms.length === 0) return undefined;
  return { terms: terms as unknown as DiceNotation["terms"] };
}

/**
 * Whether a written expression rolls what the rules roll: the same dice in the same order (the
 * order fixes which face is whose) and numbers that add up to the rules' constant — `1d8+1+2`
 * and `2+1d8+1` roll what `1d8+3` rolls.
 */
export function rollsTheSame(written: RollExpression, rules: DiceNotation): boolean {
  const mine = asRulesNotation(written);
  if (mine === undefined) return false;
  const dice = (n: DiceNotation) =>
    n.terms.filter((t) => t.kind === "dice").map((t) => formatNotation({ terms: [t] }));
  const constant = (n: DiceNotation) =>
    n.terms.reduce((a, t) => (t.kind === "const" ? a + t.sign * t.value : a), 0);
  const a = dice(mine);
  const b = dice(rules);
  return (
    a.length === b.length && a.every((d, i) => d === b[i]) && constant(mine) === constant(rules)
  );
}

/**
 * The faces a die given only by its total showed, split the one way the format fixes: every
 * die from 1, the rest given to the dice in order, each up to its sides (`2d6 = total 9` is
 * 6 3). Undefined when no faces give the total, or when a die subtracts (its face is unknown).
 */
export function facesOfTotal(rules: DiceNotation, total: number): number[] | undefined {
  let rest = total;
  const sides: number[] = [];
  for (const t of rules.terms) {
    if (t.kind === "const") rest -= t.sign * t.value;
    else if (t.sign === -1) return undefined;
    else for (let i = 0; i < t.count; i++) sides.push(t.sides);
  }
  rest -= sides.length;
  if (rest < 0) return undefined;
  const faces = sides.map((s) => {
    const extra = Math.min(rest, s - 1);
    rest -= extra;
    return 1 + extra;
  });
  return rest === 0 ? faces : undefined;
}
