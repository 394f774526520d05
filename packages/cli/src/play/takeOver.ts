import { type CombatantId, type CombatantSpecCore, policyNamed, rulesets } from "@d20/core";
import type { HeaderData } from "@d20/events";
import { DEFAULT_MAX_ROUNDS, type LoadedScenario } from "@d20/scenario";
import { CliError } from "../cli/cliError.ts";

/** The ids `--as ID,…` names: comma-separated, each once. */
export function asIds(value: string | undefined): readonly CombatantId[] {
  if (value === undefined) return [];
  const ids = value.split(",").map((s) => s.trim());
  if (ids.some((id) => id === "")) throw new CliError(`--as: "${value}" names an empty id`);
  return [...new Set(ids)] as CombatantId[];
}

/**
 * The scenario with the combatants `ids` played by the person at the keyboard, whoever played
 * them before (a policy, a script). An id the fight does not hold is refused, naming its ids.
 */
export function takeOver(scenario: LoadedScenario, ids: readonly CombatantId[]): LoadedScenario {
  if (ids.length === 0) return scenario;
  const known = [...scenario.control.keys()];
  for (const id of ids) {
    if (!scenario.control.has(id))
      throw new CliError(
        `--as: no combatant "${id}" in ${scenario.file} (its combatants: ${known.join(", ")})`,
      );
  }
  const control = new Map(scenario.control);
  for (const id of ids) control.set(id, "human");
  // The header says who played: a person now, whatever the scenario chose.
  const players = scenario.header.players;
  if (players === undefined) return { ...scenario, control };
  const person = { by: "person" } as const;
  const header = {
    ...scenario.header,
    players: { ...players, ...Object.fromEntries(ids.map((id) => [id, person])) },
  };
  return { ...scenario, control, header };
}

/**
 * A fight to play on from its log alone, without the scenario it came from: `ids` are played
 * by the person, every other combatant by the ruleset's default policy, up to a scenario's default round limit; the
 * forced dice are those its header declares. `notice` says so, since the scenario may have
 * chosen otherwise.
 */
export function scenarioOfLog(
  header: HeaderData,
  file: string,
  ids: readonly CombatantId[],
): { readonly scenario: LoadedScenario; readonly notice: string } {
  const ruleset = rulesets[header.ruleset.id];
  if (ruleset === undefined)
    throw new CliError(`${file}: ruleset ${header.ruleset.id} is not one this engine plays`);
  if (ids.length === 0)
    throw new CliError(
      `play --resume ${file}: without its scenario, name who you play with --as ID,… (or give the scenario)`,
    );
  const roster = (header.roster as readonly CombatantSpecCore[]).map((c) => c.id);
  const policy = ruleset.policies.default;
  const scenario = takeOver(
    {
      file,
      name: file,
      header,
      control: new Map(roster.map((id) => [id, "policy" as const])),
      policyFor: (id) => (roster.includes(id) ? policyNamed(ruleset, policy, "--as") : undefined),
      scripted: new Map(),
      afterScript: new Map(),
      windows: new Map(),
      forcedDice: { ...(header.unseeded?.scripted ?? {}) } as Record<string, number[]>,
      maxRounds: DEFAULT_MAX_ROUNDS,
    },
    ids,
  );
  const others = roster.filter((id) => !ids.includes(id));
  const notice =
    others.length === 0
      ? ""
      : `${others.join(", ")} play on with ${policy} (${ruleset.id}'s default policy), up to round ${DEFAULT_MAX_ROUNDS}: give the scenario to play on as it chose`;
  return { scenario, notice };
}
