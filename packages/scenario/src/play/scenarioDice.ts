import { type DiceSource, forcedDice, parseDieKey, seededDice } from "@d20/events";
import type { LoadedScenario } from "../loadedScenario.ts";
import { ScenarioError } from "../scenarioError.ts";
import { child } from "../validate/issues.ts";

/** The dice of a played scenario, and a check that every forced die was rolled. */
export interface ScenarioDice extends DiceSource {
  /**
   * Throws a `ScenarioError` listing the forced dice of rounds up to `lastRound` that the fight
   * never rolled: a misspelt key would otherwise be ignored in silence, and the fight would not be
   * the one the table played.
   */
  checkAllUsed(lastRound: number): void;
}

/** Forced dice by key (`forcedDice` of @d20/events) over the seeded dice of the header's seed. */
export function scenarioDice(s: LoadedScenario): ScenarioDice {
  const forced = forcedDice({ byKey: s.forcedDice }, seededDice(s.header.dice.seed));
  const rolled = new Set<string>();
  return {
    roll(req) {
      try {
        const die = forced.roll(req);
        rolled.add(req.key);
        return die;
      } catch (e) {
        if (!(e instanceof RangeError)) throw e;
        const path = child("$.dice", req.key);
        throw new ScenarioError(s.file, [
          { path, expected: `faces that fit ${req.expr}`, message: e.message },
        ]);
      }
    },
    checkAllUsed(lastRound) {
      const unused = Object.keys(s.forcedDice).filter(
        (k) => !rolled.has(k) && parseDieKey(k).round <= lastRound,
      );
      if (unused.length === 0) return;
      const expected = "a die the fight rolls (check the combatant, purpose, round and ordinal)";
      throw new ScenarioError(
        s.file,
        unused.map((k) => ({
          path: child("$.dice", k),
          expected,
          message: `the fight never rolled this die; expected ${expected}`,
        })),
      );
    },
  };
}
