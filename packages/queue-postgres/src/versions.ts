import { ENGINE_VERSION, rulesets } from "@d20/core";

/** The code a job set was built by, which the worker that plays it must match. */
export interface CodeVersions {
  readonly engine: string;
  readonly ruleset: string;
  readonly rulesetVersion: string;
}

/** This machine's engine and its version of `ruleset` (undefined: it does not have that ruleset). */
export function codeVersions(ruleset: string): CodeVersions | undefined {
  const r = Object.hasOwn(rulesets, ruleset) ? rulesets[ruleset] : undefined;
  return r === undefined
    ? undefined
    : { engine: ENGINE_VERSION, ruleset, rulesetVersion: r.version };
}

/**
 * Why this machine may not play a job set built by `built`, or undefined: another engine or
 * ruleset version would not play the same fights, so its results could not be pooled.
 */
export function versionRefusal(built: CodeVersions): string | undefined {
  const own = codeVersions(built.ruleset);
  if (own === undefined)
    return `this worker has no ruleset ${built.ruleset} (the job set was built with ${built.ruleset} ${built.rulesetVersion})`;
  const differ: string[] = [];
  if (own.engine !== built.engine)
    differ.push(`engine ${built.engine} built it, this worker runs engine ${own.engine}`);
  if (own.rulesetVersion !== built.rulesetVersion)
    differ.push(
      `${built.ruleset} ${built.rulesetVersion} built it, this worker runs ${built.ruleset} ${own.rulesetVersion}`,
    );
  return differ.length === 0 ? undefined : differ.join("; ");
}
