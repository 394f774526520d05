import {
  type DiceNotation,
  type DiceRequest,
  type DiceSource,
  faceCount,
  findBadFace,
  formatNotation,
  parseDieKey,
  parseNotation,
  rolledData,
} from "@d20/events";
import type { RollLine, TableStep } from "./lines.ts";
import { lineError } from "./tableLogError.ts";
import { facesOfTotal, rollsTheSame } from "./writtenRoll.ts";

/** The dice of one step, answered from its `roll` lines; `rest` says which were not asked for. */
export interface TableDice extends DiceSource {
  /** The written dice the engine has not asked for. */
  rest(): readonly RollLine[];
}

/**
 * Answers the engine's dice requests for one step from its `roll` lines, in order, each as a
 * die of origin `table`. Each request is checked against the next written die: same actor (the
 * key's combatant), same purpose, same expression and repetitions, the right number of faces,
 * each in range. Any difference, or a request with no die left, is a `TableLogError` that says
 * what the rules asked for.
 */
export function tableDice(step: TableStep): TableDice {
  let next = 0;
  return {
    roll(req: DiceRequest) {
      const { combatant, purpose } = parseDieKey(req.key);
      const times = req.times ?? 1;
      const wanted = `roll ${combatant} ${purpose} ${req.expr}${times > 1 ? ` x${times}` : ""} = …`;
      const die = step.rolls[next++];
      if (die === undefined)
        throw lineError(step.at, "roll", `the rules ask for a die that is not written: ${wanted}`);
      const differs = (field: string, written: string) =>
        lineError(die.at, field, `written ${written}, but the rules ask for ${wanted}`);
      if (die.actor !== combatant) throw differs("roll.actor", `"${die.actor}"`);
      if (die.purpose !== purpose) throw differs("roll.purpose", `"${die.purpose}"`);
      const notation = parseNotation(req.expr);
      if (!rollsTheSame(die.parsed, notation)) throw differs("roll.expr", `"${die.expr}"`);
      if (die.times !== times) throw differs("roll.times", `x${die.times}`);
      const faces = die.totals ? splitTotals(die, notation) : die.faces;
      const count = faceCount(notation) * times;
      if (faces.length !== count)
        throw differs("roll.faces", `${faces.length} face(s) where ${count} are rolled`);
      const bad = findBadFace(notation, faces, times);
      if (bad !== undefined)
        throw lineError(
          die.at,
          "roll.faces",
          `face ${bad.index + 1} is ${bad.face}, not from 1 to ${bad.sides}`,
        );
      return rolledData(req.key, notation, times, faces, "table");
    },
    rest: () => step.rolls.slice(next),
  };
}

// `= total N …`: each repetition's faces split the one way the format fixes (`facesOfTotal`).
function splitTotals(die: RollLine, notation: DiceNotation): number[] {
  return die.faces.flatMap((total) => {
    const faces = facesOfTotal(notation, total);
    if (faces === undefined)
      throw lineError(
        die.at,
        "roll.total",
        `no faces of ${formatNotation(notation)} give ${total}${notation.terms.some((t) => t.kind === "dice" && t.sign === -1) ? " (a die that subtracts: write its faces)" : ""}`,
      );
    return faces;
  });
}
