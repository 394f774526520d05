import type { FightRun } from "@d20/core";

/** One thing wrong with a scenario: where (a JSON path such as `$.combatants[1].weapons[0]`), what
 * was expected there, and a one-line message saying what was found. */
export interface ScenarioIssue {
  readonly path: string;
  readonly expected: string;
  readonly message: string;
}

/**
 * A scenario that cannot be loaded or played, with every issue found at once. The message has
 * one line per issue, `file: $.path: message`.
 */
export class ScenarioError extends Error {
  override readonly name = "ScenarioError";
  constructor(
    readonly file: string,
    readonly issues: readonly ScenarioIssue[],
    /**
     * The fight as far as it was played, when a script stopped it part way (a declaration the
     * rules refuse, a script that ran out): a driver can tell and keep it up to that point.
     */
    readonly partial?: FightRun,
  ) {
    super(issues.map((i) => `${file}: ${i.path}: ${i.message}`).join("\n"));
  }
}
