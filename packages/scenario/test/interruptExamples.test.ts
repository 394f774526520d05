import { join } from "node:path";
import type {
  ThreeXEvent as FightEvent,
  ThreeXEventMap as FightEventMap,
  ThreeXEventType as FightEventType,
} from "@d20/core";
import { describe, expect, it } from "vitest";
import { loadScenarioFile, playScenario } from "../src/index.ts";

const dir = join(import.meta.dirname, "../../../examples/scenarios");

/** Plays an example to its end. */
function play(name: string) {
  const run = playScenario(loadScenarioFile(join(dir, name)));
  expect(run.timedOut).toBe(false);
  expect(run.state.winner).toBeDefined();
  return run;
}

/** The events of one type, with their seq. */
function all<T extends FightEventType>(events: readonly FightEvent[], type: T) {
  return events.flatMap((e) =>
    e.type === type ? [{ seq: e.seq, ...(e.data as FightEventMap[T]) }] : [],
  );
}

/** The events of `round`: from its `RoundStarted` to the next one. */
function inRound(events: readonly FightEvent[], round: number): FightEvent[] {
  const starts = (r: number) =>
    events.findIndex((e) => e.type === "RoundStarted" && e.data.round === r);
  const end = starts(round + 1);
  return events.slice(starts(round), end < 0 ? undefined : end);
}

/** The actors of the turns started in `round`, in order. */
function turnsIn(events: readonly FightEvent[], round: number): string[] {
  return all(events, "TurnStarted")
    .filter((t) => t.round === round)
    .map((t) => t.actor);
}

describe("readied-vs-caster.json (dnd35 准备READY, 专注Concentration)", () => {
  const { events } = play("readied-vs-caster.json");

  it("given Bram readied 'attack if Ysolde casts', when she casts on the defensive, then his attack resolves before her spell, and the wound's concentration check is rolled as it lands", () => {
    const [fired] = all(events, "ReadiedActionFired");
    expect(fired).toMatchObject({ by: "Bram", triggeredBy: "Ysolde" });
    const attack = all(events, "AttackResolved").find((a) => a.seq > fired!.seq)!;
    expect(attack).toMatchObject({ attacker: "Bram", target: "Ysolde", hit: true });
    const [check] = all(events, "ConcentrationRolled");
    expect(check).toMatchObject({ rule: "dnd35.concentration" });
    const closed = all(events, "WindowClosed").find((w) => w.seq > attack.seq)!;
    expect(attack.seq).toBeLessThan(check!.seq);
    expect(check!.seq).toBeLessThan(closed.seq);
  });

  it("given the wound, then the check is DC 10 + damage + spell level, it fails and the spell is lost with no check for casting on the defensive", () => {
    // The scripted rounds; from round 3 the tactician plays Ysolde, and casts again.
    const scripted = [...inRound(events, 1), ...inRound(events, 2)];
    const wound = all(scripted, "DamageDealt").find((d) => d.target === "Ysolde")!;
    const checks = all(scripted, "ConcentrationRolled");
    expect(checks[0]).toMatchObject({ dc: 10 + wound.amount + 1, success: false });
    expect(
      checks.filter((c) => c.rule === "dnd35.castDefensively" && c.spell === "magic-missile"),
    ).toEqual([]);
    expect(all(scripted, "SpellLost")).toMatchObject([
      {
        caster: "Ysolde",
        spell: "magic-missile",
        reason: "a failed concentration check after a hit while casting",
      },
    ]);
    expect(all(scripted, "SpellCast").map((s) => s.spell)).toEqual(["ray-of-frost"]);
  });

  it("given the readied attack fired in round 2, then Bram has no regular turn that round and acts just before Ysolde from round 3", () => {
    expect(turnsIn(events, 1)).toEqual(["Ysolde", "Bram"]);
    expect(turnsIn(events, 2)).toEqual(["Ysolde"]);
    expect(turnsIn(events, 3)[0]).toBe("Bram");
  });
});

describe("delay-flank.json (dnd35 延迟DELAY, 夹击FLANKING)", () => {
  const { events } = play("delay-flank.json");

  it("given Kael delays until after Lira, then Lira moves first and Kael steps in after her turn", () => {
    expect(all(events, "Delayed")).toMatchObject([{ actor: "Kael", after: "Lira", round: 1 }]);
    expect(turnsIn(events, 1)).toEqual(["Kael", "Lira", "Kael", "Grul"]);
    expect(all(events, "DelayEnded")).toMatchObject([{ actor: "Kael", lapsed: false }]);
  });

  it("given Lira stands on the orc's far side, when Kael attacks, then his bonus includes +2 for flanking", () => {
    const stepIn = all(events, "DelayEnded")[0]!;
    const attack = all(events, "AttackResolved").find((a) => a.seq > stepIn.seq)!;
    expect(attack.attacker).toBe("Kael");
    expect(attack.bonus).toContainEqual({ label: "flanking", value: 2, rule: "dnd35.flanking" });
    expect(attack.total).toBe(attack.natural + attack.bonus.reduce((n, t) => n + t.value, 0));
  });
});

describe("set-spear.json (dnd35 准备武器对抗冲锋)", () => {
  const { events } = play("set-spear.json");

  it("given Hild readied her longspear against a charge, when Grosh charges, then the window opens as he enters her reach", () => {
    expect(all(events, "WindowOpened")).toMatchObject([
      { window: "readied", provoker: "Grosh", trigger: "charge", candidates: ["Hild"] },
    ]);
    expect(all(events, "AttackResolved").map((a) => a.attacker)).toEqual(["Hild"]);
  });

  it("given the set spear hits, then its damage is rolled twice", () => {
    const roll = all(events, "DiceRolled").find((d) => d.key === "Hild/damage/r1/#1")!;
    expect(roll).toMatchObject({ expr: "1d8+4", times: 2, faces: [5, 2] });
    const [damage] = all(events, "DamageDealt");
    expect(damage).toMatchObject({ target: "Grosh", amount: 5 + 4 + 2 + 4 });
    expect(all(events, "WindowClosed")).toMatchObject([{ outcome: "aborted" }]);
  });
});

describe("withdraw-vs-step.json and unarmed-vs-armed.json (dnd35 借机攻击ATTACKS OF OPPORTUNITY)", () => {
  it("given Dara withdraws past two orcs, then only leaving her second square provokes, and Evan's 5-foot step provokes nothing", () => {
    const { events } = play("withdraw-vs-step.json");
    const round1 = inRound(events, 1);
    expect(all(round1, "WindowOpened")).toMatchObject([
      { window: "opportunity", provoker: "Dara", trigger: "move", at: { x: 3, y: 2 } },
    ]);
    const step = all(round1, "Moved").find((m) => m.mode === "fiveFootStep")!;
    expect(step.actor).toBe("Evan");
    expect(all(round1, "WindowOpened").some((w) => w.provoker === "Evan")).toBe(false);
  });

  it("given the brawler strikes unarmed at an armed goblin, then the goblin gets an attack of opportunity; Mei, with the feat, provokes none", () => {
    const { events } = play("unarmed-vs-armed.json");
    const windows = all(events, "WindowOpened");
    expect(windows.length).toBeGreaterThan(0);
    expect(windows.every((w) => w.provoker === "brawler" && w.trigger === "unarmedAttack")).toBe(
      true,
    );
    expect(all(events, "AttackOfOpportunity")[0]).toMatchObject({ target: "brawler" });
  });
});
