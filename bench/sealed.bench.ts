import { type NewEvent, seededDice, serializeLog } from "@d20/events";
import { runFight } from "../packages/core/src/driver/runFight.ts";
import { attackNearest } from "../packages/core/src/rulesets/dnd35/policies/attackNearest.ts";
import { fullAttackOrCharge } from "../packages/core/src/rulesets/dnd35/policies/fullAttackOrCharge.ts";
import { fourVsFour } from "../packages/core/src/samples/scenarios.ts";
import { measurePair, report } from "./measure.ts";

const policy = (id: string) => (id.startsWith("战士") ? fullAttackOrCharge : attackNearest);

/**
 * A fight with its sealed log (canonical JSONL and the SHA-256 chain, every line as a store
 * writes it) against the same fight in memory, side by side: the ratio is what sealing costs.
 */
export function benchSealed(): void {
  const seeds = Array.from({ length: 200 }, (_, i) => `bench-${i}`);
  let i = 0;
  let j = 0;
  let bytes = 0;
  const [sealed, inMemory] = measurePair(
    () => {
      const seed = seeds[i++ % seeds.length]!;
      const header = fourVsFour(seed);
      const run = runFight(header, policy, seededDice(seed));
      const events = [{ seq: 0, type: "Header", v: 1, data: header }, ...run.events];
      bytes = serializeLog(events as NewEvent[]).text.length;
    },
    () => {
      const seed = seeds[j++ % seeds.length]!;
      runFight(fourVsFour(seed), policy, seededDice(seed));
    },
    1000,
  );
  report(
    `sealed: fight + canonical JSONL + SHA-256 chain (~${Math.round(bytes / 1024)} KB)`,
    sealed,
    inMemory,
    2,
    "fights",
    1,
  );
}
