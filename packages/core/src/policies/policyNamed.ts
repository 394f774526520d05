import type { Ruleset } from "../engine/ruleset.ts";
import { closeTo } from "../words/suggest.ts";
import type { Policy } from "./policy.ts";

/** The names of a ruleset's policies, in the order it lists them. */
export function policyNames(ruleset: Pick<Ruleset, "policies">): readonly string[] {
  return Object.keys(ruleset.policies.byName);
}

/**
 * The ruleset's policy called `name`, or undefined (an own key only: `constructor` or
 * `toString` is no policy).
 */
export function findPolicy(ruleset: Pick<Ruleset, "policies">, name: string): Policy | undefined {
  const { byName } = ruleset.policies;
  return Object.hasOwn(byName, name) ? byName[name] : undefined;
}

/**
 * The ruleset's policy called `name`; throws a `RangeError` that names `field` (where the name
 * came from: a flag, a scenario path) and lists the ruleset's policies when there is none.
 */
export function policyNamed(
  ruleset: Pick<Ruleset, "id" | "policies">,
  name: string,
  field: string,
): Policy {
  const policy = findPolicy(ruleset, name);
  if (policy !== undefined) return policy;
  const names = policyNames(ruleset);
  const close = closeTo(name, names)[0];
  const hint = close === undefined ? "" : `; did you mean ${close}?`;
  throw new RangeError(
    `${field}: unknown policy ${JSON.stringify(name)}${hint} (known: ${names.join(", ")} — the policies of ${ruleset.id})`,
  );
}
