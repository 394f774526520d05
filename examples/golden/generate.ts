/**
 * (Re)generates the golden logs: `battlefield-4v4.jsonl`, and one log per example scenario in
 * `scenarios/<name>.jsonl` (below).
 *
 * `battlefield-4v4.jsonl` is one full battlefield 4-vs-4 fight
 * (`battlefieldFourVsFour`, the tactician on both sides) written by `serializeLog` with the header
 * as seq 0. `packages/replay/test/golden.test.ts` checks in CI that the engine still produces this
 * file byte for byte from its recorded declarations and that `verify` finds nothing in it.
 *
 * Regenerating is a deliberate act: run `pnpm tsx examples/golden/generate.ts` only when a rule
 * change is meant to change the fight, read the diff, and commit the new file with that change.
 *
 * The seed was picked among `golden-0`…`golden-399` as the shortest fight that uses every action
 * of the bench fight: run, withdraw, coup de grace, 5-foot step, charge, full attack with the off
 * hand, bow shots, longspear attacks at reach, attacks of opportunity (since ruleset 1.1.0), and
 * creatures disabled, dying, stable and dead. Re-picked for ruleset 1.3.0 (`golden-344`, 411 events
 * after the header): under the charge's clear-lane rule the old seed's fight had no charge left.
 * Re-picked for ruleset 1.4.0 (`golden-246`, 399 events after the header): with only the weapon in
 * hand attacking, the old seed's fight had no withdraw left.
 */
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { battlefieldFourVsFour, runFight, tactician } from "@d20/core";
import { type HeaderData, type NewEvent, seededDice, serializeLog } from "@d20/events";
import { loadScenarioFile, playScenario, scenarioToLog } from "@d20/scenario";

export const GOLDEN_SEED = "golden-246";

const bench = battlefieldFourVsFour(GOLDEN_SEED);
// The tactician plays everyone, and the header says so (v2's `players`).
const tacticianRef = { name: "tactician", version: bench.ruleset.version };
const header: HeaderData = {
  ...bench,
  players: Object.fromEntries(
    (bench.roster as readonly { readonly id: string }[]).map((c) => [
      c.id,
      { by: "policy", policy: tacticianRef },
    ]),
  ),
};
const run = runFight(header, () => tactician, seededDice(GOLDEN_SEED));
if (run.timedOut) throw new Error(`${GOLDEN_SEED}: the fight did not end`);
const events = [{ seq: 0, type: "Header", v: 1, data: header }, ...run.events] as NewEvent[];
const file = join(import.meta.dirname, "battlefield-4v4.jsonl");
writeFileSync(file, serializeLog(events).text);
console.log(`${file}: ${events.length} events, winner ${run.state.winner ?? "none"}`);

// Every example scenario (examples/scenarios/*.json) played with its own seed and forced dice,
// written by `scenarioToLog`. `examples/golden/golden.test.ts` re-plays each scenario in CI and
// checks its log is this file byte for byte and that `verify` finds nothing in it. The same
// rule holds: regenerate only when a rule or scenario change is meant to change a fight, read
// the diff (which events moved, and why), and commit the new logs with that change.
const scenarios = join(import.meta.dirname, "../scenarios");
const out = join(import.meta.dirname, "scenarios");
mkdirSync(out, { recursive: true });
for (const name of readdirSync(scenarios)
  .filter((f) => f.endsWith(".json"))
  .sort()) {
  const s = loadScenarioFile(join(scenarios, name));
  const run = playScenario(s);
  if (run.timedOut) throw new Error(`${name}: the fight did not end`);
  const target = join(out, `${basename(name, ".json")}.jsonl`);
  writeFileSync(target, scenarioToLog(run, s.header));
  console.log(`${target}: ${run.events.length + 1} events, winner ${run.state.winner ?? "none"}`);
}
