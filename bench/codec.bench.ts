import { parseLog, seededDice, serializeLog } from "@d20/events";
import { runFight } from "../packages/core/src/driver/runFight.ts";
import { attackNearest } from "../packages/core/src/rulesets/dnd35/policies/attackNearest.ts";
import { fullAttackOrCharge } from "../packages/core/src/rulesets/dnd35/policies/fullAttackOrCharge.ts";
import { fourVsFour } from "../packages/core/src/rulesets/dnd35/samples/scenarios.ts";
import { measurePair, report } from "./measure.ts";

/** JSONL parse + chain verification of a real fight log, against plain JSON.parse of its lines. */
export function benchCodec(): void {
  const header = fourVsFour("bench-codec");
  const run = runFight(
    header,
    (id) => (id.startsWith("战士") ? fullAttackOrCharge : attackNearest),
    seededDice("bench-codec"),
  );
  // Forty fights in one log, so the figure is about the steady state, not a warm-up.
  const events = [{ seq: 0, type: "Header" as const, v: 1, data: header }];
  for (let k = 0; k < 40; k++) {
    for (const e of run.events) events.push({ ...e, seq: events.length } as never);
  }
  const text = serializeLog(events).text;
  const lines = text.split("\n");
  lines.pop();
  const [ours, baseline] = measurePair(
    () => parseLog(text),
    () => {
      for (const l of lines) JSON.parse(l);
    },
  );
  report(
    `codec: parse + verify chain (${lines.length} lines)`,
    ours,
    baseline,
    3,
    "lines",
    lines.length,
  );
}
