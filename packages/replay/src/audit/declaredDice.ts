import { type DiceRolledData, rollSeeded, type UnseededDice } from "@d20/events";
import type { DieProblem } from "./checkDie.ts";

/**
 * What is wrong with a die of a root log against the dice its header declares unseeded
 * (issue "Trust", point 1): a die the header declares scripted must be forced with the declared
 * faces; a forced die the header does not declare, or a table die in a log not declared a table's,
 * is undeclared — a seeded die relabelled — and the finding gives the faces its seed gives there.
 */
export function declaredDieProblem(
  die: DiceRolledData,
  unseeded: UnseededDice,
  seed: string | undefined,
): DieProblem | undefined {
  const declared = unseeded.scripted?.[die.key];
  if (declared !== undefined) {
    const same =
      declared.length === die.faces.length && declared.every((f, i) => f === die.faces[i]);
    if (die.origin === "forced" && same) return undefined;
    return {
      check: "declared",
      expected: { origin: "forced", faces: declared },
      recorded: { origin: die.origin, faces: die.faces },
    };
  }
  if (die.origin === "seeded" || (die.origin === "table" && unseeded.table === true))
    return undefined;
  return {
    check: "undeclared",
    expected: seededFaces(die, seed) ?? "a seeded die",
    recorded: { origin: die.origin, faces: die.faces },
  };
}

/** The faces the seed gives for a die's key and expression, or undefined without the seed. */
export function seededFaces(
  die: DiceRolledData,
  seed: string | undefined,
): readonly number[] | undefined {
  if (seed === undefined) return undefined;
  try {
    return rollSeeded(seed, die.key, die.expr, die.times ?? 1).faces;
  } catch {
    return undefined;
  }
}
