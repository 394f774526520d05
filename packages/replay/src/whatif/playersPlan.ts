import { findPolicy, type Ruleset } from "@d20/core";
import type { HeaderData, Player } from "@d20/events";
import type { PolicyPlan } from "./policies.ts";

/** Who plays each combatant on after a fork point, and why, in words for the report. */
export interface PlayersPlan {
  readonly plan: PolicyPlan;
  /**
   * Who plays whom in words, combatants played alike on one line: `tactician (as in the fight):
   * Bram, Ysolde`, or `everyone: tactician (as in the fight)` when all are.
   */
  readonly lines: readonly string[];
}

/**
 * The policies that play a fight on after a fork point: `override` (a `--policy`) for everyone
 * when given; else each combatant as its header's `players` says — its own policy, its script's
 * `afterScript` policy — and the ruleset's default for a person's combatant, a script with no
 * policy after it, or a log that does not record who played (v1 headers, table logs).
 */
export function playersPlan(header: HeaderData, ruleset: Ruleset, override?: string): PlayersPlan {
  const fallback = ruleset.policies.default;
  if (override !== undefined) {
    return { plan: { default: override }, lines: [`everyone: ${override} (--policy)`] };
  }
  const players = header.players;
  if (players === undefined) {
    return {
      plan: { default: fallback },
      lines: [`everyone: ${fallback}, the default (the log does not say who played whom)`],
    };
  }
  const byCombatant: Record<string, string> = {};
  const alike = new Map<string, string[]>();
  for (const [id, player] of Object.entries(players)) {
    const { name, why } = playedBy(player, ruleset, fallback);
    byCombatant[id] = name;
    const said = `${name} (${why})`;
    alike.set(said, [...(alike.get(said) ?? []), id]);
  }
  const lines =
    alike.size === 1
      ? [`everyone: ${[...alike.keys()][0]}`]
      : [...alike].map(([said, ids]) => `${said}: ${ids.join(", ")}`);
  return { plan: { default: fallback, byCombatant }, lines };
}

function playedBy(
  player: Player,
  ruleset: Ruleset,
  fallback: string,
): { name: string; why: string } {
  const ref =
    player.by === "policy" ? player.policy : player.by === "script" ? player.after : undefined;
  if (ref === undefined) {
    const who = player.by === "person" ? "played by a person" : "a script with no policy after it";
    return { name: fallback, why: `${who}: the default` };
  }
  if (findPolicy(ruleset, ref.name) === undefined) {
    return {
      name: fallback,
      why: `${ref.name} is no policy of ${ruleset.id} ${ruleset.version}: the default`,
    };
  }
  const as = player.by === "script" ? "its script's afterScript" : "as in the fight";
  const version =
    ref.version === ruleset.version
      ? ""
      : `; written by ${ref.version}, played by ${ruleset.version}`;
  return { name: ref.name, why: `${as}${version}` };
}
