import { type FightEvent, fighter, fightState, sampleHeader, weapon } from "@d20/core";
import { describeInput, Narrator } from "@d20/replay";
import { describe, expect, it } from "vitest";
import { legalChoices } from "../src/play/legalChoices.ts";
import { formatFinding } from "../src/show/formatFinding.ts";
import { formatStateView, stateView } from "../src/show/stateView.ts";

const event = (seq: number, type: string, data: unknown) =>
  ({ seq, type, v: 1, data }) as unknown as FightEvent;

const LONG = "a reason long enough that a shortened rendering would have cut it off somewhere";

describe("words the ruleset cannot give fall back to a plain, complete rendering (Rulesets as modules)", () => {
  it("given an event type no ruleset knows, when told, then its type and every data field in key order, nothing cut", () => {
    const lines = new Narrator().tell(
      event(7, "MoraleBroken", { who: "gob", reason: LONG, at: { y: 2, x: 1 }, rolls: [3, 4] }),
    );
    expect(lines).toEqual([`MoraleBroken at={x=1 y=2} reason="${LONG}" rolls=[3, 4] who="gob"`]);
  });

  it("given a declaration of a kind no ruleset knows, when told, then the author and every field in key order, not a throw", () => {
    const declared = event(3, "Declared", { by: "gob", decl: { kind: "Juggle", balls: 3 } });
    expect(new Narrator().tell(declared)).toEqual([
      'Declared by="gob" decl={balls=3 kind="Juggle"}',
    ]);
    expect(describeInput({ by: "gob", decl: { kind: "Juggle" } } as never)).toBe(
      'gob declares {kind="Juggle"}',
    );
    const gm = { by: "gm", decl: { kind: "Earthquake", reason: "the cave shakes" } };
    expect(describeInput(gm as never)).toBe('GM: {kind="Earthquake" reason="the cave shakes"}');
  });

  it("given a log whose header names a ruleset this engine does not know, when told, then its facts are told plainly, not in dnd35's words", () => {
    const narrator = new Narrator();
    narrator.tell(event(0, "Header", { ruleset: { id: "homebrew", version: "0.1.0" } }));
    const lines = narrator.tell(
      event(1, "ConditionRemoved", { target: "gob", condition: "dazed" }),
    );
    expect(lines).toEqual(['ConditionRemoved condition="dazed" target="gob"']);
  });

  it("given a state under an unknown ruleset, when the menu and the state view are built, then the menu is empty and the table has only the shared columns", () => {
    const header = sampleHeader(
      [
        fighter("hero", "heroes", 1, 1, weapon("longsword")),
        fighter("gob", "goblins", 2, 1, weapon("longsword")),
      ],
      "words-fallback",
    );
    const state = { ...fightState(header), ruleset: { id: "homebrew", version: "0.1.0" } };
    expect(legalChoices(state, "hero")).toEqual([]);
    const view = stateView(state);
    const table = formatStateView(view, "homebrew");
    expect(table[1]).toMatch(/^\s*#\s+init\s+combatant\s+side\s+hp\s+square\s*$/);
    expect(table.at(-1)).toBe('awaiting: {kind="begin"}');
    expect(view.combatants[0]).not.toHaveProperty("conditions");
  });

  it("given a finding of a kind the audit has no words for, when worded, then its kind and every field in key order", () => {
    const odd = { kind: "quorum", seq: 4, votes: [2, 1] } as never;
    expect(formatFinding(odd)).toBe('audit.quorum kind="quorum" seq=4 votes=[2, 1]');
  });
});
