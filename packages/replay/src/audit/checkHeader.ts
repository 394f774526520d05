import {
  type CombatState,
  compareVersions,
  ENGINE_VERSION,
  fightState,
  type Language,
  type Ruleset,
  rulesets,
  violationText,
} from "@d20/core";
import {
  DICE_SCHEME,
  DICE_SCHEME_VERSION,
  type DiceRolledData,
  type HeaderData,
  type UnsealedEvent,
} from "@d20/events";
import type { DieProblem } from "./checkDie.ts";
import { cite } from "./citation.ts";
import { declaredDieProblem } from "./declaredDice.ts";
import type { Finding } from "./finding.ts";

/** What the header gives an audit: the starting state and ruleset (when a fight can be built). */
export interface HeaderCheck {
  readonly findings: Finding[];
  /** The master seed, when the header names this engine's dice scheme. */
  readonly seed?: string;
  readonly ruleset?: Ruleset;
  /** The fight's initial state; absent when re-derivation is impossible. */
  readonly state?: CombatState;
  /** What is wrong with a die against the dice the log declares unseeded (`declaredDieProblem`). */
  readonly checkForced?: (die: DiceRolledData) => DieProblem | undefined;
  /** The header declares no dice (version 1, before `unseeded`): its unseeded dice are listed. */
  readonly undeclared?: true;
}

/**
 * Checks the first event: a `Header` written by this engine or an older one (its `engine`
 * field), of a ruleset this engine knows (another version of it is a
 * "ruleset changed" finding, not a violation — the log is still re-derived under the current
 * rules), this engine's dice scheme (else seeded dice are not regenerated), and a roster the
 * ruleset accepts. A branch's `ForkHeader` is checked against its parent by `checkFork`.
 */
export function checkHeader(first: UnsealedEvent | undefined, lang: Language = "en"): HeaderCheck {
  if (first?.type !== "Header") {
    const reason = "the log does not start with a Header";
    return { findings: [{ kind: "header", seq: first?.seq ?? 0, reason }] };
  }
  const header = first.data as HeaderData;
  const findings: Finding[] = [];
  // The engine that wrote the log: a version this engine can vouch for (issue "Trust", 9).
  const engine = compareVersions(header.engine, ENGINE_VERSION);
  if (engine === undefined || engine > 0) {
    const named = JSON.stringify(header.engine);
    const reason =
      engine === undefined
        ? `engine ${named} is not a version (major.minor.patch)`
        : `engine ${named} is newer than this engine (${ENGINE_VERSION}): its log cannot be vouched for`;
    findings.push({ kind: "header", seq: 0, reason });
  }
  const sameScheme =
    header.dice?.scheme === DICE_SCHEME && header.dice.version === DICE_SCHEME_VERSION;
  if (!sameScheme) {
    const named = `${String(header.dice?.scheme)} v${String(header.dice?.version)}`;
    const reason = `dice scheme ${named} is not ${DICE_SCHEME} v${DICE_SCHEME_VERSION}: seeded dice are not regenerated`;
    findings.push({ kind: "header", seq: 0, reason });
  }
  const seed = sameScheme ? { seed: header.dice.seed } : {};
  const dice = diceAccount(header, sameScheme ? header.dice.seed : undefined);
  const ruleset = rulesets[header.ruleset?.id];
  if (ruleset === undefined) {
    const reason = `unknown ruleset "${String(header.ruleset?.id)}": the log cannot be re-derived`;
    return { findings: [...findings, { kind: "header", seq: 0, reason }], ...seed, ...dice };
  }
  if (header.ruleset.version !== ruleset.version) {
    findings.push({
      kind: "rulesetChanged",
      seq: 0,
      ruleset: ruleset.id,
      recorded: header.ruleset.version,
      current: ruleset.version,
    });
  }
  const refused = ruleset.checkHeader(header);
  if (refused !== undefined) {
    const rule = cite(ruleset.rules, refused.rule);
    findings.push({
      kind: "header",
      seq: 0,
      reason: violationText(refused, ruleset.words, lang),
      rule,
    });
    return { findings, ...seed, ...dice, ruleset };
  }
  try {
    return { findings, ...seed, ...dice, ruleset, state: fightState(header) };
  } catch (e) {
    findings.push({ kind: "header", seq: 0, reason: (e as Error).message });
    return { findings, ...seed, ...dice, ruleset };
  }
}

// The header's account of its unseeded dice (issue "Trust", point 1): each die checked against
// it, or — a header of version 1, which has none — the log's unseeded dice listed as unvouched.
function diceAccount(
  header: HeaderData,
  seed: string | undefined,
): Pick<HeaderCheck, "checkForced" | "undeclared"> {
  const { unseeded } = header;
  if (unseeded === undefined) return { undeclared: true };
  return { checkForced: (die) => declaredDieProblem(die, unseeded, seed) };
}
