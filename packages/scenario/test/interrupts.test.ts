import type { CombatantSpec, ThreeXEvent as FightEvent } from "@d20/core";
import { describe, expect, it } from "vitest";
import { parseScenario, playScenario, ScenarioError } from "../src/index.ts";
import { custom, duel, text } from "./fixture.ts";

const FILE = "windows.json";
const load = (o: unknown) => parseScenario(text(o), FILE);
const types = (events: readonly FightEvent[]) => events.map((e) => e.type);

/** The ScenarioError that `f` throws. */
function errorOf(f: () => unknown): ScenarioError {
  try {
    f();
  } catch (e) {
    if (e instanceof ScenarioError) return e;
    throw e;
  }
  throw new Error("expected a ScenarioError");
}

/**
 * g1 (scripted, acting first) stands next to f1; f1 walks away in round 1, leaving a square g1
 * threatens, so g1 is asked in an opportunity window.
 */
function walkAway(g1: Record<string, unknown>) {
  const s = duel();
  s.combatants[0] = {
    ...s.combatants[0],
    policy: "scripted",
    script: [{ kind: "Move", path: [[0, 1]] }, { kind: "EndTurn" }],
    afterScript: "attackNearest",
  };
  s.combatants[1] = {
    ...s.combatants[1],
    position: [2, 1],
    policy: "scripted",
    afterScript: "attackNearest",
    ...g1,
  };
  return { ...s, dice: { "g1/initiative/r0/#1": [20], "f1/initiative/r0/#1": [1] } };
}

describe("scripted combatants asked in interrupt windows (`windows`)", () => {
  it("given no windows setting, when f1 provokes, then g1 takes the attack of opportunity and its script is not consumed", () => {
    const run = playScenario(load(walkAway({ script: [{ kind: "EndTurn" }] })));
    const aoo = (run.events as readonly FightEvent[]).find((e) => e.type === "AttackOfOpportunity");
    expect(aoo?.data).toMatchObject({ attacker: "g1", target: "f1" });
  });

  it('given "windows": "decline", when f1 provokes, then g1 lets the chance go', () => {
    const script = [{ kind: "EndTurn" }, { kind: "EndTurn" }];
    const run = playScenario(load(walkAway({ windows: "decline", script })));
    expect(types(run.events)).toContain("OpportunityDeclined");
    expect(types(run.events)).not.toContain("AttackOfOpportunity");
  });

  it('given "windows": "script", when f1 provokes, then the next entry, a Respond, answers', () => {
    const script = [{ kind: "EndTurn" }, { kind: "Respond", take: false }];
    const run = playScenario(load(walkAway({ windows: "script", script })));
    expect(types(run.events)).toContain("OpportunityDeclined");
  });

  it('given "windows": "script" and a turn declaration where the window comes, then the error names the entry and the window', () => {
    const script = [{ kind: "EndTurn" }, { kind: "EndTurn" }];
    const e = errorOf(() => playScenario(load(walkAway({ windows: "script", script }))));
    expect(e.issues).toHaveLength(1);
    expect(e.issues[0]!.path).toBe("$.combatants[1].script[1]");
    expect(e.issues[0]!.message).toMatch(
      /g1 is asked for an answer in the opportunity window opened at seq \d+ by f1 in round 1, but the script has EndTurn; expected a Respond or Choose entry/,
    );
  });

  it("given a Respond where a turn declaration is asked for, then the error says so at that entry", () => {
    const script = [{ kind: "Respond", take: true }];
    const e = errorOf(() => playScenario(load(walkAway({ windows: "script", script }))));
    expect(e.issues[0]).toMatchObject({
      path: "$.combatants[1].script[0]",
      expected: "a turn declaration, not a Respond or Choose",
    });
  });

  it('given a Respond without "windows": "script", when parsed, then the entry is refused', () => {
    const script = [{ kind: "EndTurn" }, { kind: "Respond", take: false }];
    const e = errorOf(() => load(walkAway({ script })));
    expect(e.issues.map((i) => i.path)).toEqual(["$.combatants[1].script[1].kind"]);
  });

  it("given windows on a policy-played combatant, when parsed, then it is refused", () => {
    const s = duel();
    s.combatants[1]!.windows = "take";
    expect(errorOf(() => load(s)).issues.map((i) => i.path)).toEqual(["$.combatants[1].windows"]);
  });
});

/** The spec of a custom combatant `c1` with `more`, in a duel. */
function caster(more: Record<string, unknown>): CombatantSpec {
  const s = duel();
  s.combatants[1] = { ...custom("c1", [5, 5]), side: "goblins", ...more };
  return load(s).header.roster[1] as CombatantSpec;
}

describe("spells, concentration and spellcraft", () => {
  it("given catalogue spells, then dice follow the caster level and save DCs its Int", () => {
    const c = caster({
      level: 3,
      abilities: { str: 10, dex: 12, con: 12, int: 17, wis: 10, cha: 10 },
      spells: ["magic-missile", "burning-hands", "sleep"],
      concentration: 7,
      spellcraft: 8,
    });
    const [mm, bh, sleep] = c.spells!;
    expect(mm).toMatchObject({ id: "magic-missile", level: 1, effect: { dice: "2d4+2" } });
    expect(bh?.effect).toEqual({
      kind: "damage",
      dice: "3d4",
      save: { save: "ref", dc: 10 + 1 + 3, onSuccess: "half" },
    });
    expect(sleep).toMatchObject({ castingTime: "round", effect: { rounds: 30 } });
    expect(c).toMatchObject({ concentration: 7, spellcraft: 8 });
  });

  it("given a spell in full and one from a base, then both are as written", () => {
    const bolt = {
      id: "bolt",
      level: 2,
      castingTime: "standard",
      components: ["V"],
      range: "ranged",
      effect: { kind: "damage", dice: "2d6", save: { save: "ref", dc: 14, onSuccess: "half" } },
    };
    const c = caster({ spells: [bolt, { base: "magic-missile", id: "mm2", name: "missile" }] });
    expect(c.spells).toEqual([
      { name: "bolt", ...bolt },
      {
        id: "mm2",
        name: "missile",
        level: 1,
        castingTime: "standard",
        components: ["V", "S"],
        range: "ranged",
        effect: { kind: "damage", dice: "1d4+1" },
      },
    ]);
  });

  it("given several mistakes in spells, when parsed, then every one comes back with its path", () => {
    const s = duel();
    const healing = {
      kind: "healing",
      dice: "1d8",
      save: { save: "will", dc: 10, onSuccess: "half" },
    };
    s.combatants[1] = {
      ...custom("c1", [5, 5]),
      side: "goblins",
      spells: [
        "magic-misile",
        {
          id: "x",
          level: 1,
          castingTime: "soon",
          components: ["V"],
          range: "ranged",
          effect: healing,
        },
      ],
    };
    const e = errorOf(() => load(s));
    expect(e.issues.map((i) => i.path)).toEqual([
      "$.combatants[1].spells[0]",
      "$.combatants[1].spells[1].castingTime",
      "$.combatants[1].spells[1].effect.save",
    ]);
    expect(e.issues[0]!.message).toContain('(did you mean "magic-missile"?)');
  });

  it("given several mistakes in interrupt declarations, when parsed, then every one comes back with its path", () => {
    const s = duel();
    s.combatants[1] = {
      ...custom("c1", [5, 5]),
      side: "goblins",
      policy: "scripted",
      spells: ["magic-missile"],
      script: [
        { kind: "Cast", spell: "fireball" },
        { kind: "Delay", after: "f1", count: 10 },
        {
          kind: "Ready",
          action: { kind: "Attack", weapon: "axe" },
          trigger: { on: "casts", square: [1, 1] },
        },
        { kind: "Activity", activity: "DrinkPotoin" },
        { kind: "Crawl" },
      ],
    };
    const e = errorOf(() => load(s));
    expect(e.issues.map((i) => i.path)).toEqual([
      "$.combatants[1].script[0].spell",
      "$.combatants[1].script[1]",
      "$.combatants[1].script[2].action.weapon",
      "$.combatants[1].script[2].trigger.square",
      "$.combatants[1].script[3].activity",
      "$.combatants[1].script[4].to",
    ]);
    expect(e.issues[4]!.message).toContain('(did you mean "DrinkPotion"?)');
  });

  it("given the stock wizard, then it carries its spells, Concentration +6 and Spellcraft +7", () => {
    const s = duel();
    s.combatants[1] = { stock: "human-wizard", id: "w", side: "goblins", position: [5, 5] };
    const w = load(s).header.roster[1] as CombatantSpec;
    expect(w.spells?.map((sp) => sp.id)).toEqual([
      "magic-missile",
      "sleep",
      "ray-of-frost",
      "daze",
    ]);
    expect(w.spells?.[1]?.effect).toMatchObject({ save: { save: "will", dc: 14 } });
    expect(w).toMatchObject({ concentration: 6, spellcraft: 7 });
  });

  it("given a longspear, a spear and a halberd, then each can be set against a charge; a shortspear cannot", () => {
    const c = caster({ weapons: ["longspear", "spear", "halberd", "shortspear"] });
    expect(c.weapons.map((w) => w.setAgainstCharge ?? false)).toEqual([true, true, true, false]);
  });
});

/**
 * Three scripted combatants far apart, in initiative order a1, b1, c1 (forced faces 20, 10, 1);
 * `scripts` gives each its script and settings; the fight ends after `maxRounds`.
 */
function threeApart(scripts: Record<string, Record<string, unknown>>, maxRounds: number) {
  const at = (id: string, side: string, position: [number, number]) => ({
    stock: "human-fighter",
    id,
    side,
    position,
    policy: "scripted",
    script: [{ kind: "EndTurn" }, { kind: "EndTurn" }, { kind: "EndTurn" }],
    ...scripts[id],
  });
  return {
    ruleset: "dnd35",
    seed: "three-apart",
    map: { width: 20, height: 20 },
    combatants: [
      at("a1", "party", [0, 0]),
      at("b1", "goblins", [19, 19]),
      at("c1", "goblins", [19, 0]),
    ],
    dice: {
      "a1/initiative/r0/#1": [20],
      "b1/initiative/r0/#1": [10],
      "c1/initiative/r0/#1": [1],
    },
    end: { maxRounds },
  };
}

/** The turns started, as `actor@round` (`+` for a turn resumed from a delay). */
const turnsOf = (events: readonly FightEvent[]) =>
  events.flatMap((e) =>
    e.type === "TurnStarted"
      ? [`${e.data.actor}@${e.data.round}${e.data.resumed === undefined ? "" : "+"}`]
      : [],
  );

describe("delays in scripts (dnd35 延迟DELAY)", () => {
  it("given a plain Delay and the default windows, when later turns end, then it waits until the round's last turn has ended and steps in there (dnd35 延迟DELAY)", () => {
    const a1 = { script: [{ kind: "Delay" }, { kind: "EndTurn" }, { kind: "EndTurn" }] };
    const run = playScenario(load(threeApart({ a1 }, 1)));
    const opened = (run.events as readonly FightEvent[]).filter(
      (e) => e.type === "WindowOpened",
    ).length;
    expect(opened).toBe(2);
    expect(
      (run.events as readonly FightEvent[])
        .filter((e) => e.type === "DelayEnded")
        .map((e) => e.data),
    ).toMatchObject([{ actor: "a1", lapsed: false }]);
    expect(turnsOf(run.events)).toEqual(["a1@1", "b1@1", "c1@1", "a1@1+"]);
  });

  it('given a plain Delay and "windows": "decline", then it waits out the round, lapses at its own count and takes its regular turn there (dnd35 延迟的先攻结果)', () => {
    const a1 = { windows: "decline", script: [{ kind: "Delay" }, { kind: "EndTurn" }] };
    const run = playScenario(load(threeApart({ a1 }, 2)));
    expect(
      (run.events as readonly FightEvent[])
        .filter((e) => e.type === "DelayEnded")
        .map((e) => e.data),
    ).toMatchObject([{ actor: "a1", lapsed: true, rule: "dnd35.delayInitiative" }]);
    expect(turnsOf(run.events)).toEqual(["a1@1", "b1@1", "c1@1", "a1@2", "b1@2", "c1@2"]);
  });

  it("given a Delay to a count in the next round, then the combatant steps in there, before its regular turn, and has no regular turn that round (dnd35 延迟的先攻结果)", () => {
    const c1 = {
      script: [{ kind: "Delay", count: 30, nextRound: true }, { kind: "EndTurn" }],
    };
    const run = playScenario(load(threeApart({ c1 }, 2)));
    expect(
      (run.events as readonly FightEvent[]).filter((e) => e.type === "Delayed").map((e) => e.data),
    ).toMatchObject([{ actor: "c1", count: 30, nextRound: true }]);
    expect(turnsOf(run.events)).toEqual(["a1@1", "b1@1", "c1@1", "c1@2+", "a1@2", "b1@2"]);
  });

  it("given nextRound without a count, when parsed, then the entry is refused at its count", () => {
    const c1 = { script: [{ kind: "Delay", nextRound: true }] };
    const e = errorOf(() => load(threeApart({ c1 }, 2)));
    expect(e.issues.map((i) => i.path)).toEqual(["$.combatants[2].script[0].count"]);
  });
});
