import {
  type CombatantId,
  type CombatState,
  type Declaration,
  type Input,
  policyNamed,
  rulesetOf,
} from "@d20/core";
import type { LoadedScenario } from "@d20/scenario";
import { CliError } from "../cli/cliError.ts";

/**
 * Answers for a scenario's combatants that no person plays, as `playScenario` does: a scripted
 * combatant makes its declarations in order, then its `afterScript` policy takes over (a script
 * that runs short with none is an error); the others ask their policy.
 */
export class ScenarioAnswers {
  private readonly used = new Map<CombatantId, number>();

  constructor(private readonly scenario: LoadedScenario) {}

  /**
   * Takes up the scripts after a saved fight's `inputs`: each scripted combatant has made as
   * many of its declarations as it has inputs there (at most its script's length; after that its
   * afterScript policy played).
   */
  resumeAfter(inputs: readonly Input[]): void {
    for (const [id, script] of this.scenario.scripted) {
      const made = inputs.filter((i) => i.by === id).length;
      this.used.set(id, Math.min(made, script.length));
    }
  }

  /** The next declaration of `actor`, who is not played by a person. */
  answer(state: CombatState, actor: CombatantId): Declaration {
    const s = this.scenario;
    if (s.control.get(actor) === "scripted") {
      const n = this.used.get(actor) ?? 0;
      const decl = s.scripted.get(actor)?.[n];
      if (decl !== undefined) {
        this.used.set(actor, n + 1);
        return decl;
      }
      const after = s.afterScript.get(actor);
      if (after === undefined) {
        throw new CliError(`${s.file}: the script of ${actor} ran out in round ${state.round}`);
      }
      // The scenario's validator has checked the name; the fight's ruleset has the policy.
      return policyNamed(rulesetOf(state), after, "afterScript")(state, actor);
    }
    const policy = s.policyFor(actor);
    if (policy === undefined) throw new CliError(`${s.file}: nobody plays ${actor}`);
    return policy(state, actor);
  }
}
