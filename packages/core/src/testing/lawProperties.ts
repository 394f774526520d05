import fc from "fast-check";
import { it } from "vitest";
import type { Law, LawKind } from "./law.ts";
import type { LawSuite } from "./lawSuite.ts";
import type { ArbitraryFights } from "./rulesetLaws.ts";

/** How many random fights each kind of law is checked on. */
export interface LawPlan {
  /** Fights every `trace` law reads. */
  readonly trace: number;
  /** Fights the `replay` laws run on, and the `cut` laws at one random seq of each. */
  readonly replay: number;
  /** Fights the `cut` laws run on at every `every`-th seq from seq 1. */
  readonly cuts: { readonly fights: number; readonly every: number };
  /** Only these laws (by id): a package above core runs its own, core having run the rest. */
  readonly only?: readonly string[];
}

/**
 * Registers the suite's laws as fast-check properties over a ruleset's random fights, in the
 * caller's `describe`: the same three tests for every ruleset, each named with its laws.
 */
export function lawProperties(
  suite: LawSuite,
  fights: ArbitraryFights<unknown>,
  plan: LawPlan,
): void {
  const of = (...kinds: LawKind[]) =>
    suite
      .pick(plan.only === undefined ? { kinds } : { only: plan.only })
      .filter((l) => kinds.includes(l.kind));
  const play = (p: unknown) => fights.generator.play(p);
  const trace = of("trace");
  if (trace.length > 0)
    it(`the trace laws (${named(trace)}) on ${plan.trace} random fights${cited(trace)}`, () => {
      fc.assert(
        fc.property(fights.arbitrary, (p) => suite.check(play(p), { only: ids(trace) })),
        { numRuns: plan.trace },
      );
    });
  const replay = of("replay", "cut");
  if (replay.length > 0)
    it(`the replay laws (${named(replay)}) on ${plan.replay} random fights, cut at a random seq`, () => {
      fc.assert(
        fc.property(fights.arbitrary, fc.nat(), (p, pick) => {
          const fight = play(p);
          suite.check(fight, { only: ids(replay), at: [pick % (fight.run.events.length + 1)] });
        }),
        { numRuns: plan.replay },
      );
    });
  const cut = of("cut");
  if (cut.length > 0)
    it(`the cut laws (${named(cut)}) at every ${plan.cuts.every}th seq of ${plan.cuts.fights} random fights`, () => {
      fc.assert(
        fc.property(fights.arbitrary, (p) => {
          const fight = play(p);
          const at: number[] = [];
          for (let seq = 1; seq <= fight.run.events.length; seq += plan.cuts.every) at.push(seq);
          suite.check(fight, { only: ids(cut), at });
        }),
        { numRuns: plan.cuts.fights },
      );
    });
}

const ids = (laws: readonly Law[]) => laws.map((l) => l.id);
const named = (laws: readonly Law[]) => laws.map((l) => l.id).join(", ");
function cited(laws: readonly Law[]): string {
  const cites = new Set(laws.flatMap((l) => (l.cites === undefined ? [] : [l.cites])));
  return cites.size === 0 ? "" : ` (${[...cites].join("; ")})`;
}
