/**
 * Who played a combatant, as a log's header records it (engine 0.3.0 on): a person at the keyboard, a
 * policy of the fight's ruleset by name and version, or a scenario's script (and the policy
 * that took over when it ran out, if any). A branch or a what-if continues a combatant with the
 * same policy, so this is what makes "what if" answer for the fight that was played.
 */
export type Player =
  | { readonly by: "person" }
  | { readonly by: "policy"; readonly policy: PolicyRef }
  | { readonly by: "script"; readonly after?: PolicyRef };

/**
 * A policy by name among its ruleset's (`Ruleset.policies`), and the version of the code that
 * played it: the policies ship with their ruleset, so the ruleset's version pins them.
 */
export interface PolicyRef {
  readonly name: string;
  readonly version: string;
}

/** Who played each combatant, by id (header v2's `players`). */
export type Players = Readonly<Record<string, Player>>;
