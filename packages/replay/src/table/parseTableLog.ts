import type { Input, TableVocabulary } from "@d20/core";
import type { HeaderData } from "@d20/events";
import type { TableStep } from "./lines.ts";
import { parseClaim } from "./parseClaim.ts";
import {
  addedCombatant,
  type CombatantReader,
  finishHeader,
  type HeaderLines,
  headerDraft,
  readCombatantJson,
  readHeaderLine,
  readScenarioLine,
} from "./parseHeader.ts";
import { parseDeclare, parseEndTurn, parseGm } from "./parseInput.ts";
import { parseRoll } from "./parseRoll.ts";
import { type LineAt, lineError } from "./tableLogError.ts";
import { tokenize } from "./tokenize.ts";
import { vocabularyOf } from "./vocabularyOf.ts";

/** A table log as written: its header and its inputs, each with its dice and claims. */
export interface ParsedTableLog {
  readonly header: HeaderData;
  readonly steps: readonly TableStep[];
  /** Where the `ruleset` line is. */
  readonly rulesetAt: LineAt;
  /** Where the map, terrain and combatant lines are. */
  readonly headerLines: HeaderLines;
  /** The ruleset's table-log vocabulary the log was read with. */
  readonly vocabulary: TableVocabulary;
}

const FIGHT_WORDS = "declare, end-turn, gm, roll, claim";

// `gm add …` carries a combatant written as a short `combatant` line; the other GM words are the
// ruleset's vocabulary's.
function gmInput(
  draft: ReturnType<typeof headerDraft>,
  at: LineAt,
  words: readonly string[],
  vocabulary: TableVocabulary,
  header: HeaderData,
): Input {
  if (words[1] !== "add" || vocabulary.gm.add !== undefined) return parseGm(at, words, vocabulary);
  if (words.length < 7)
    throw lineError(
      at,
      "gm.add",
      'expected gm add ID TEMPLATE SIDE X,Y [WEAPON] [unaware] "reason"',
    );
  const spec = addedCombatant(draft, at, words.slice(2, -1), header.ruleset.id);
  const reason = words[words.length - 1]!;
  return { by: "gm", decl: { kind: "AddCombatant", spec, reason } };
}

/**
 * Parses a table log (FORMAT.md): header lines, then fight lines, whose declaration and GM
 * words, claimed states and combatant templates are the vocabulary of the ruleset the
 * `ruleset` line names. Throws a `TableLogError` naming `file`, the line and the field on
 * anything it cannot read.
 */
export function parseTableLog(
  text: string,
  file: string,
  reader?: CombatantReader,
): ParsedTableLog {
  const draft = headerDraft(reader);
  const steps: TableStep[] = [];
  let header: HeaderData | undefined;
  let vocabulary: TableVocabulary | undefined;
  const lines = text.split(/\r?\n/u);
  lines.forEach((raw, i) => {
    const at: LineAt = { file, line: i + 1 };
    const trimmed = raw.trim();
    if (header === undefined && trimmed.startsWith("combatant-json")) {
      readCombatantJson(draft, at, trimmed.slice("combatant-json".length));
      return;
    }
    if (header === undefined && /^combatant\s+\{/u.test(trimmed)) {
      readScenarioLine(draft, at, trimmed.slice("combatant".length));
      return;
    }
    const words = tokenize(raw, at);
    const first = words[0];
    if (first === undefined) return;
    if (header === undefined) {
      if (readHeaderLine(draft, at, words)) return;
      if (!["declare", "end-turn", "gm", "roll", "claim"].includes(first))
        throw lineError(at, "line", `unknown line "${first}"`);
      header = finishHeader(draft, at);
      vocabulary = vocabularyOf(header.ruleset.id, draft.rulesetAt!);
    }
    const vocab = vocabulary!;
    switch (first) {
      case "declare":
        steps.push({ at, input: parseDeclare(at, words, vocab), rolls: [], claims: [] });
        return;
      case "end-turn":
        steps.push({ at, input: parseEndTurn(at, words, vocab), rolls: [], claims: [] });
        return;
      case "gm":
        steps.push({ at, input: gmInput(draft, at, words, vocab, header), rolls: [], claims: [] });
        return;
      case "roll":
      case "claim": {
        const step = steps[steps.length - 1];
        if (step === undefined)
          throw lineError(at, first, "comes before any declare, end-turn or gm line");
        if (first === "roll") step.rolls.push(parseRoll(at, words));
        else step.claims.push(parseClaim(at, words, vocab));
        return;
      }
      default:
        throw lineError(at, "line", `unknown line "${first}" in the fight (${FIGHT_WORDS})`);
    }
  });
  if (header === undefined)
    throw lineError({ file, line: lines.length }, "line", "the log has no fight lines");
  return {
    header,
    steps,
    rulesetAt: draft.rulesetAt!,
    headerLines: draft.lines,
    vocabulary: vocabulary!,
  };
}
