import { type NewEvent, seededDice, serializeLog } from "@d20/events";
import { runFight } from "../packages/core/src/driver/runFight.ts";
import { attackNearest } from "../packages/core/src/rulesets/dnd35/policies/attackNearest.ts";
import { fullAttackOrCharge } from "../packages/core/src/rulesets/dnd35/policies/fullAttackOrCharge.ts";
import { fourVsFour } from "../packages/core/src/rulesets/dnd35/samples/scenarios.ts";
import { measureRatio } from "./measure.ts";

const policy = (id: string) => (id.startsWith("战士") ? fullAttackOrCharge : attackNearest);

/**
 * A fight with its sealed log (canonical JSONL and the SHA-256 chain, every line as a store
 * writes it) against the same fight in memory, side by side: the ratio is what sealing costs.
 */
export function benchSealed(): void {
  const seeds = Array.from({ length: 200 }, (_, i) => `bench-${i}`);
  const sealedLog = (seed: string) => {
    const header = fourVsFour(seed);
    const run = runFight(header, policy, seededDice(seed));
    return serializeLog([
      { seq: 0, type: "Header", v: 1, data: header },
      ...run.events,
    ] as NewEvent[]);
  };
  const bytes = seeds.reduce((n, seed) => n + Buffer.byteLength(sealedLog(seed).text), 0);
  let i = 0;
  let j = 0;
  const m = measureRatio(
    () => void sealedLog(seeds[i++ % seeds.length]!),
    () => {
      const seed = seeds[j++ % seeds.length]!;
      runFight(fourVsFour(seed), policy, seededDice(seed));
    },
  );
  const rate = (ms: number) => (1000 / ms).toFixed(0).padStart(10);
  console.log(
    `${`sealed: fight + canonical JSONL + SHA-256 chain (${Math.round(bytes / seeds.length / 1024)} KB)`.padEnd(58)} ${rate(m.ours)} fights/s  in memory ${rate(m.baseline)} fights/s  ratio ${m.ratio.toFixed(2)}x (median of adjacent rounds; goal ≤ 2x: ${m.ratio <= 2 ? "meets" : "MISSES"})`,
  );
}
