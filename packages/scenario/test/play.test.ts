import type { CombatantDeclaration, ThreeXEvent as FightEvent } from "@d20/core";
import { describe, expect, it } from "vitest";
import { parseScenario, playScenario, ScenarioError } from "../src/index.ts";
import { duel, text } from "./fixture.ts";

const FILE = "duel.json";
const load = (o: unknown) => parseScenario(text(o), FILE);
const data = (e: FightEvent) => e.data as Record<string, unknown>;

/** The duel with f1 scripted to walk up to g1 and attack it, and forced dice. */
function scriptedDuel(dice: Record<string, number[]>, script?: unknown[], afterScript?: string) {
  const s = duel();
  Object.assign(s.combatants[0]!, {
    policy: "scripted",
    script: script ?? [
      {
        kind: "Move",
        path: [
          [2, 1],
          [3, 1],
        ],
      },
      { kind: "Attack", target: "g1" },
      { kind: "EndTurn" },
    ],
    ...(afterScript === undefined ? {} : { afterScript }),
  });
  return { ...s, dice };
}

describe("forced dice and scripted declarations reproduce a table's fight", () => {
  it("given f1 wins initiative and rolls a confirmed critical, when played, then g1 falls to exactly that damage", () => {
    const s = load(
      scriptedDuel({
        "f1/initiative/r0/#1": [20],
        "g1/initiative/r0/#1": [1],
        "f1/attack/r1/#1": [19],
        "f1/confirm/r1/#1": [18],
        "f1/damage/r1/#1": [8, 7],
      }),
    );
    const run = playScenario(s);
    const attack = (run.events as readonly FightEvent[]).find((e) => e.type === "AttackResolved")!;
    expect(data(attack)).toMatchObject({ attacker: "f1", target: "g1", natural: 19 });
    const damage = (run.events as readonly FightEvent[]).find((e) => e.type === "DamageDealt")!;
    // 1d8 ×2 for a longsword critical, Str 16 (+3) each time: 8+3 + 7+3.
    expect(data(damage).amount).toBe(21);
    expect(run.state.winner).toBe("party");
    const forced = (run.events as readonly FightEvent[]).filter(
      (e) => e.type === "DiceRolled" && data(e).origin === "forced",
    );
    expect(forced).toHaveLength(5);
  });

  it("given the same scenario twice, when played, then the two fights are identical", () => {
    const s = load(scriptedDuel({ "f1/initiative/r0/#1": [20] }, undefined, "attackNearest"));
    expect(playScenario(s).events).toEqual(playScenario(s).events);
  });

  it("given a script that runs out and no afterScript, when played, then $.combatants[0].script says where", () => {
    const s = load(scriptedDuel({ "f1/initiative/r0/#1": [20], "f1/attack/r1/#1": [2] }));
    expect(() => playScenario(s)).toThrow(
      'duel.json: $.combatants[0].script: the script ran out: f1 was asked for declaration 4 in round 2; expected more declarations, or "afterScript" naming a policy',
    );
  });

  it("given a script that runs out with afterScript, when played, then the policy finishes the fight", () => {
    const s = load(
      scriptedDuel({ "f1/initiative/r0/#1": [20], "f1/attack/r1/#1": [2] }, undefined, "tactician"),
    );
    expect(playScenario(s).state.winner).toBeDefined();
  });

  it("given a scripted attack out of reach, when played, then the declaration's path and the rule are named", () => {
    const s = load(
      scriptedDuel({ "f1/initiative/r0/#1": [20] }, [{ kind: "Attack", target: "g1" }]),
    );
    const e = (() => {
      try {
        playScenario(s);
      } catch (err) {
        return err;
      }
      return undefined;
    })();
    expect(e).toBeInstanceOf(ScenarioError);
    expect((e as ScenarioError).issues[0]?.path).toBe("$.combatants[0].script[0]");
    expect((e as ScenarioError).message).toMatch(
      /^duel\.json: \$\.combatants\[0\]\.script\[0\]: round 1: the rules refuse Attack: /,
    );
  });

  it("given a forced die the fight never rolls, when played, then its key is named", () => {
    const s = load({ ...duel(), dice: { "f1/atack/r1/#1": [20] } });
    expect(() => playScenario(s)).toThrow(
      'duel.json: $.dice["f1/atack/r1/#1"]: the fight never rolled this die',
    );
  });

  it("given a forced face that is not on the die, when played, then the die key is named", () => {
    const s = load({ ...duel(), dice: { "f1/initiative/r0/#1": [21] } });
    expect(() => playScenario(s)).toThrow(
      /^duel\.json: \$\.dice\["f1\/initiative\/r0\/#1"\]: .*21/,
    );
  });
});

describe("human combatants", () => {
  const human = () => {
    const s = duel();
    s.combatants[0]!.policy = "human";
    return load({ ...s, dice: { "f1/initiative/r0/#1": [20] } });
  };

  it("given a human combatant and no one to ask, when played, then the error says so", () => {
    expect(() => playScenario(human())).toThrow(
      "duel.json: $.combatants[0].policy: f1 is played by a person",
    );
  });

  it("given a human combatant, when played with ask, then ask answers each of its declarations", () => {
    const asked: number[] = [];
    const run = playScenario(human(), {
      ask: (state, actor): CombatantDeclaration => {
        expect(actor).toBe("f1");
        asked.push(state.round);
        return { kind: "EndTurn" };
      },
    });
    expect(asked.length).toBeGreaterThan(0);
    expect(run.inputs.filter((i) => i.by === "f1").every((i) => i.decl.kind === "EndTurn")).toBe(
      true,
    );
  });

  it("given a loaded scenario, then control, policyFor and scripted say who plays whom", () => {
    const s = load(scriptedDuel({}));
    expect([...s.control]).toEqual([
      ["f1", "scripted"],
      ["g1", "policy"],
    ]);
    expect(s.policyFor("f1")).toBeUndefined();
    expect(typeof s.policyFor("g1")).toBe("function");
    expect(s.scripted.get("f1")?.[0]).toEqual({
      kind: "Move",
      path: [
        { x: 2, y: 1 },
        { x: 3, y: 1 },
      ],
    });
    expect(s.maxRounds).toBe(50);
  });
});

describe("end.maxRounds", () => {
  it("given end.maxRounds 2 and two combatants that only end their turns, when played, then the fight ends when round 2 is over, before round 3 starts (dnd35 战斗轮THE COMBAT ROUND)", () => {
    const s = duel();
    const waits = { policy: "scripted", afterScript: "attackNearest", script: [] };
    Object.assign(s.combatants[0]!, waits, { position: [0, 0] });
    Object.assign(s.combatants[1]!, waits, { position: [7, 7] });
    for (const c of s.combatants) c.script = [{ kind: "EndTurn" }, { kind: "EndTurn" }];
    const run = playScenario(load({ ...s, end: { maxRounds: 2 } }));
    const rounds = run.events.flatMap((e) => (e.type === "RoundStarted" ? [e.data.round] : []));
    expect(rounds).toEqual([1, 2]);
    expect(
      (run.events as readonly FightEvent[]).filter((e) => e.type === "TurnStarted"),
    ).toHaveLength(4);
    const last = run.events[run.events.length - 1]!;
    expect(last.type).toBe("FightEnded");
    expect(data(last)).toMatchObject({ roundLimit: 2, rule: "dnd35.combatRound" });
    expect(run.timedOut).toBe(true);
    expect(run.state.status).toBe("ended");
    expect(run.state.round).toBe(2);
  });
});
