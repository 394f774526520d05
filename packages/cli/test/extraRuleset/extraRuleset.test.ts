import {
  type CombatState,
  type Declaration,
  decideMut,
  type FightEvent,
  fightState,
  fold,
  type Input,
  isViolation,
  type Policy,
  registry,
  runFight,
} from "@d20/core";
import { type NewEvent, parseLog, seededDice, serializeLog } from "@d20/events";
import { fork, narrateLog, openReplay, rootLineage, verify } from "@d20/replay";
import { type LoadedScenario, playScenario } from "@d20/scenario";
import { describe, expect, it, vi } from "vitest";
import { tagHeader } from "./tagRuleset.ts";

// The seam is open (issue "Rulesets as modules", Must show): a ruleset of the test's own,
// "tag" (./tagRuleset.ts: its declarations, its fact `Poked`, its state part, its words), goes
// through decide, fold, seek, fork, verify and the CLI's narration. Adding it takes its folder
// and one line in the registry; the test stands in for that line by giving the registry module
// both rulesets. No shared file names tag.
vi.mock("../../../core/src/registry/registry.ts", async () => {
  const { rulesetRegistry } = await import("../../../core/src/engine/registry.ts");
  const { dnd35 } = await import("../../../core/src/rulesets/dnd35/ruleset.ts");
  const { tagRuleset } = await import("./tagRuleset.ts");
  const both = rulesetRegistry([dnd35, tagRuleset]);
  return {
    registry: both,
    rulesets: Object.fromEntries(both.ids.map((id) => [id, both.get(id)!])),
  };
});

type Poked = { by: string; target: string; amount: number };
const pokes = (events: readonly FightEvent[]) =>
  events.filter((e) => (e.type as string) === "Poked").map((e) => e.data as unknown as Poked);
const policy = (): Policy => registry.get("tag")!.policies.byName.pokeFirstFoe!;

function playTag(seed: string) {
  const header = tagHeader(seed);
  const run = runFight(header, policy, seededDice(seed));
  const log = [{ seq: 0, type: "Header", v: 1, data: header }, ...run.events] as NewEvent[];
  return { header, run, text: serializeLog(log).text };
}

describe("a ruleset written in a test, through every shared package (rulesets as modules)", () => {
  const { header, run, text } = playTag("tag-1");

  it("given a tag fight, when decided by the shared engine, then its own facts and state part drive it to an end", () => {
    expect(run.timedOut).toBe(false);
    expect(run.state.status).toBe("ended");
    expect(run.state.winner).toBe("red");
    const poked = pokes(run.events);
    expect(poked.length).toBeGreaterThan(0);
    // The state part: every poke counted by the poker, and the target's hit points are the
    // shared vitals data, lowered by exactly the pokes it took.
    const counts = run.state.combatants as unknown as Record<string, { pokes: number }>;
    for (const id of ["a", "b", "z"])
      expect(counts[id]!.pokes).toBe(poked.filter((p) => p.by === id).length);
    // The policy braces every poke it is asked about: each deals 1 less.
    const taken = poked
      .filter((p) => p.target === "z")
      .reduce((n, p) => n + Math.max(0, p.amount - 1), 0);
    expect(run.state.combatants.z!.vitals.hp).toBe(3 - taken);
  });

  it("given its events, when folded from the header, then the state is the one decide left", () => {
    const folded = fold(header, run.events);
    expect(JSON.parse(JSON.stringify(folded))).toEqual(JSON.parse(JSON.stringify(run.state)));
  });

  it("given its log, when read, then tag's declarations and `Poked` are read by tag's catalogue and refused in a dnd35 log", () => {
    expect(parseLog(text, { catalogue: registry.catalogue }).events).toHaveLength(
      run.events.length + 1,
    );
    // The same events under a dnd35 header, re-sealed: the reader refuses tag's declarations and
    // fact there (the first met is the `Poke` a combatant declares).
    const dnd35Header = { ...header, ruleset: { id: "dnd35", version: "1.8.0" } };
    const mixed = serializeLog([
      { seq: 0, type: "Header", v: 1, data: dnd35Header },
      ...run.events,
    ] as NewEvent[]).text;
    expect(() => parseLog(mixed, { catalogue: registry.catalogue })).toThrow(/"Poke"/);
  });

  it("given its log, when seeking, then every state is the fold of the events before it", () => {
    const replay = openReplay(text, { every: 5 });
    for (const seq of [1, 5, 9, run.events.length]) {
      const expected: CombatState = fold(header, run.events.slice(0, seq));
      expect(JSON.parse(JSON.stringify(replay.stateAt(seq)))).toEqual(
        JSON.parse(JSON.stringify(expected)),
      );
    }
  });

  it("given its log, when audited, then nothing is found; a poke's amount changed is a finding at its seq", () => {
    expect(verify(text).findings).toEqual([]);
    const at = run.events.find((e) => (e.type as string) === "Poked")!.seq;
    const lines = text.split("\n");
    const e = JSON.parse(lines[at]!);
    e.data.amount += 1;
    // Re-sealed: the chain is rebuilt, so only re-deriving the fight can tell.
    const events = lines
      .filter((l) => l !== "")
      .map((l, i) => (i === at ? e : JSON.parse(l)))
      .map(({ hash: _h, prev: _p, ...rest }) => rest);
    const forged = serializeLog(events as NewEvent[]).text;
    const findings = verify(forged).findings;
    expect(findings.some((f) => "seq" in f && f.seq === at)).toBe(true);
  });

  it("given its log, when forked at a poke's die with another face, then the branch replays tag's rules from there", () => {
    const parent = rootLineage("tag-1", parseLog(text, { catalogue: registry.catalogue }).events);
    const die = run.events.find(
      (e) => e.type === "DiceRolled" && e.data.key.includes("/poke/"),
    ) as Extract<FightEvent, { type: "DiceRolled" }>;
    const face = die.data.faces[0] === 4 ? 1 : 4;
    const branch = fork(parent, {
      at: die.seq - 1,
      edits: [{ kind: "forceDie", key: die.data.key, faces: [face] }],
      continuation: { mode: "recorded" },
    });
    const first = pokes(branch.events)[0]!;
    expect(first.amount).toBe(face);
    expect(branch.events[0]!.seq).toBe(die.seq);
  });

  it("given its log, when forked at seq 0 with no edits and the recorded declarations, then the branch is the fight itself, its choices answered as recorded", () => {
    const parent = rootLineage("tag-1", parseLog(text, { catalogue: registry.catalogue }).events);
    const branch = fork(parent, { at: 0, continuation: { mode: "recorded" } });
    expect(branch.report.stop).toBe("ended");
    expect(branch.report.misfit).toBeUndefined();
    expect(JSON.parse(JSON.stringify(branch.events))).toEqual(
      JSON.parse(JSON.stringify(run.events)),
    );
  });

  it("given its events, when narrated by the CLI, then tag's words tell its fact and the rest reads plainly, never a throw", () => {
    const lines = narrateLog([{ seq: 0, type: "Header", v: 1, data: header }, ...run.events]);
    const first = pokes(run.events)[0]!;
    expect(lines).toContain(`  ${first.by} pokes ${first.target} for ${first.amount}`);
    expect(lines).toContain(`${first.by} declares Poke`);
    expect(lines).toContain(`${first.target} declares Answer`);
    // What tag does not tell (the engine's facts here) reads plainly, from the event's data.
    expect(lines).toContain('RoundStarted round=1 rule="tag.round" surprise=false');
  });

  it("given a poke rolled, when the engine awaits, then it asks the target a choice; only that creature's answer, and one of the options, is taken", () => {
    const s = fightState(header);
    const dice = seededDice("tag-1");
    const play = (input: Input) => decideMut(s, input, dice);
    play({ by: "gm", decl: { kind: "BeginCombat", reason: "test" } });
    const actor = (s.awaiting as { actor: string }).actor;
    const foe = actor === "z" ? "a" : "z";
    play({ by: actor, decl: { kind: "Poke", target: foe } as Declaration });
    expect(s.awaiting).toEqual({
      kind: "choice",
      actor: foe,
      question: "tag.brace",
      options: ["brace", "take"],
    });
    const outOfTurn = play({ by: actor, decl: { kind: "Answer", option: "take" } as Declaration });
    expect(isViolation(outOfTurn) && outOfTurn.code).toBe("notAwaited");
    const badOption = play({ by: foe, decl: { kind: "Answer", option: "flee" } as Declaration });
    expect(isViolation(badOption) && badOption.code).toBe("answerTheChoice");
    const answered = play({ by: foe, decl: { kind: "Answer", option: "take" } as Declaration });
    expect(isViolation(answered)).toBe(false);
    expect((answered as FightEvent[]).map((e) => e.type as string)).toEqual([
      "Declared",
      "Chose",
      "VitalsChanged",
      ...(s.status === "ended" ? ["FightEnded"] : []),
    ]);
  });

  it("given a tag scenario whose scripted creature answers the brace-or-take choice from its script, when played, then each answer is taken from the script and the fight reaches its end", () => {
    // z, scripted, pokes a and ends its turn; asked to choose whenever it is poked, it takes the
    // next entry of its script, which must be an answer.
    const script = [
      { kind: "Answer", option: "take" },
      { kind: "Poke", target: "a" },
      { kind: "EndTurn" },
    ] as unknown as Declaration[];
    const scenario = tagScenario(
      header,
      [...script, ...script, ...script, ...script],
      "pokeFirstFoe",
    );
    const played = playScenario(scenario);
    expect(played.state.status).toBe("ended");
    const chose = played.events.filter((e) => (e.type as string) === "Chose");
    const zChose = chose.map((e) => e.data as unknown as { by: string; option: string });
    expect(zChose.filter((c) => c.by === "z").map((c) => c.option)[0]).toBe("take");
    expect(zChose.filter((c) => c.by !== "z").every((c) => c.option === "brace")).toBe(true);
  });

  it("given a scripted creature asked a choice, when its script's next entry is a turn declaration, then the scenario error names the entry and what was asked", () => {
    const scenario = tagScenario(header, [
      { kind: "EndTurn" },
      { kind: "EndTurn" },
    ] as Declaration[]);
    expect(() => playScenario(scenario)).toThrow(
      /z is asked for an answer to tag\.brace \(brace or take\) in round 1, but the script has EndTurn; expected a Answer entry/,
    );
  });

  it("given a tag state, when the engine builds it, then each combatant is tag's own (its state part)", () => {
    const s = fightState(header) as CombatState & {
      combatants: Record<string, { pokes: number }>;
    };
    expect(s.combatants.a!.pokes).toBe(0);
    expect(registry.ids).toEqual(["dnd35", "tag"]);
  });
});

/** A tag scenario in which a and b play by policy and z by its script (then `afterScript`). */
function tagScenario(
  header: ReturnType<typeof tagHeader>,
  script: readonly Declaration[],
  afterScript?: string,
): LoadedScenario {
  return {
    file: "tag.json",
    name: "tag",
    header,
    control: new Map([
      ["a", "policy"],
      ["b", "policy"],
      ["z", "scripted"],
    ]),
    policyFor: (id) => (id === "z" ? undefined : policy()),
    scripted: new Map([["z", script]]),
    afterScript: new Map(afterScript === undefined ? [] : [["z", afterScript]]),
    windows: new Map([["z", "script"]]),
    forcedDice: {},
    maxRounds: 20,
  };
}
