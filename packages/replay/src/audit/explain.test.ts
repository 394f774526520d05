import type { ThreeXEvent } from "@d20/core";
import { describe, expect, it } from "vitest";
import { lawFight } from "../testing/dnd35/fights.ts";
import { explain } from "./explain.ts";
import { formatExplanation } from "./formatExplanation.ts";

const fight = lawFight(1);
const hit = (fight.events as readonly ThreeXEvent[]).find(
  (e) => e.type === "AttackResolved" && e.data.hit,
)!;

describe("explain", () => {
  it("an attack lists its roll and attack bonus terms and the target's AC terms, each cited", () => {
    const x = explain(fight.log, hit.seq);
    expect(x.type).toBe("AttackResolved");
    expect(x.rule?.rule).toMatch(/^dnd35\.(attackRoll|critical)$/);
    const [roll, ac] = x.breakdowns;
    expect(roll?.name).toBe("attack roll");
    expect(roll?.terms.map((t) => t.label)).toEqual(
      expect.arrayContaining(["d20 (natural)", "base attack bonus"]),
    );
    expect(ac?.name).toBe("armor class");
    expect(ac?.terms.map((t) => t.label)).toContain("base");
    for (const b of x.breakdowns) {
      expect(b.terms.reduce((sum, t) => sum + t.value, 0)).toBe(b.total);
      for (const t of b.terms) {
        expect(t.citation, `${t.label} [${t.rule}]`).toBeDefined();
      }
    }
    const bab = roll!.terms.find((t) => t.label === "base attack bonus")!;
    expect(bab.citation?.source).toEqual({
      kind: "seed",
      file: "000_a8a34ede289908ea.txt",
      heading: "命中奖励ATTACK BONUS",
      quote: expect.stringContaining("基础命中奖励+强壮修正+体型修正"),
    });
  });

  it("shows the dice the attack used and its causes back to the declaration", () => {
    const x = explain(fight.log, hit.seq);
    expect(x.dice[0]).toMatchObject({
      key: expect.stringMatching(/\/attack\/r\d+\/#\d+$/),
      expr: "1d20",
    });
    expect(x.dice.every((d) => d.seq < hit.seq)).toBe(true);
    const last = x.causes[x.causes.length - 1]!;
    expect(last.type).toBe("Declared");
    expect(last.seq).toBe(hit.cause);
  });

  it("damage explains itself term by term and reaches its declaration through `cause`", () => {
    const dmg = (fight.events as readonly ThreeXEvent[]).find((e) => e.type === "DamageDealt")!;
    const x = explain(fight.log, dmg.seq);
    expect(x.breakdowns).toHaveLength(1);
    expect(x.breakdowns[0]!.total).toBe(dmg.data.amount);
    expect(x.causes).toEqual([expect.objectContaining({ seq: dmg.cause, relation: "cause" })]);
  });

  it("an event without a cause field is traced to the input whose decision produced it", () => {
    const turn = (fight.events as readonly ThreeXEvent[]).find(
      (e) => e.type === "TurnStarted" && e.seq > 20,
    )!;
    const x = explain(fight.log, turn.seq);
    expect(x.causes).toEqual([
      expect.objectContaining({ type: "Declared", relation: "declaration" }),
    ]);
    expect(x.causes[0]!.seq).toBeLessThan(turn.seq);
  });

  it("initiative explains every creature's count", () => {
    const init = (fight.events as readonly ThreeXEvent[]).find(
      (e) => e.type === "InitiativeRolled",
    )!;
    const x = explain(fight.log, init.seq);
    expect(x.breakdowns.map((b) => b.name)).toHaveLength(init.data.entries.length);
    expect(x.dice.length).toBeGreaterThanOrEqual(init.data.entries.length);
  });

  it("renders as text with the citations", () => {
    const text = formatExplanation(explain(fight.log, hit.seq));
    expect(text).toContain(`seq ${hit.seq} AttackResolved`);
    expect(text).toContain("attack roll =");
    expect(text).toContain("armor class =");
    expect(text).toContain("000_a8a34ede289908ea.txt § 命中奖励ATTACK BONUS");
    expect(text).toMatch(/^ {2}rule: dnd35\.attackRoll — .*\n {4}「当作攻击检定时，.*」$/mu);
    expect(text).toContain("caused by:");
  });

  it("reads the log as JSONL too", () => {
    expect(explain(fight.text, hit.seq)).toEqual(explain(fight.log, hit.seq));
  });

  it("refuses a seq the log does not hold", () => {
    expect(() => explain(fight.log, 0)).toThrow(RangeError);
    expect(() => explain(fight.log, fight.log.length)).toThrow(RangeError);
  });
});
