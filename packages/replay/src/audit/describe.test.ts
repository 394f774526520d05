import { dnd35, type FightEvent, type Ruleset, renderMessage, type ThreeXEvent } from "@d20/core";
import { expect, it, describe as suite } from "vitest";
import { lawFight } from "../testing/dnd35/fights.ts";
import { describe } from "./describe.ts";

const fight = lawFight(1);
// A dnd35 fight: its events are the 3.x layer's, read as such to look into them.
const first = <T extends ThreeXEvent["type"]>(type: T) =>
  (fight.events as readonly ThreeXEvent[]).find((e) => e.type === type) as Extract<
    ThreeXEvent,
    { type: T }
  >;

// An event no ruleset describes: a later fact, or another ruleset's.
const mystery = {
  seq: 9,
  type: "MysteryHappened",
  v: 1,
  data: { who: "地精-1", amount: 3, at: { x: 1, y: 2 } },
} as unknown as FightEvent;

suite("the audit's one-line description asks the ruleset of the log", () => {
  it("given a dnd35 attack, when described, then in dnd35's audit words (dnd35 攻击检定ATTACK ROLL)", () => {
    const hit = first("AttackResolved");
    const crit = hit.data.critical ? " (critical)" : hit.data.threat ? " (threat)" : "";
    expect(describe(hit as unknown as FightEvent, dnd35)).toBe(
      `${hit.data.attacker} ${hit.data.hit ? "hits" : "misses"} ${hit.data.target} with ${hit.data.weapon}: ${hit.data.total} vs AC ${hit.data.acTotal}${crit}`,
    );
  });

  it("given a dnd35 event the audit has no line of its own for, when described, then in the narrator's words, not its bare type (dnd35 战斗流程)", () => {
    const began = first("CombatBegan");
    const told = dnd35.words.tell(began, {})?.lines.find((l) => l.text !== undefined)?.text;
    expect(told).toBeDefined();
    expect(describe(began as unknown as FightEvent, dnd35)).toBe(
      renderMessage(told!, dnd35.words.catalogues.en),
    );
    expect(describe(began as unknown as FightEvent, dnd35)).not.toMatch(/^CombatBegan/u);
  });

  it("given an event the ruleset does not describe, when described, then its type and every field in plain words, never a throw (dnd35 战斗流程)", () => {
    expect(describe(mystery, dnd35)).toBe('MysteryHappened amount=3 at={x=1 y=2} who="地精-1"');
    expect(describe(mystery, undefined)).toBe(describe(mystery, dnd35));
  });

  it("given a ruleset with no audit words, when a fact of its own is described, then plainly, and the turn machine's facts in the shared words (dnd35 战斗轮THE COMBAT ROUND)", () => {
    const { audit: _audit, ...bare } = dnd35;
    const silent: Ruleset = bare;
    const attack = first("AttackResolved");
    expect(describe(attack as unknown as FightEvent, silent)).toMatch(/^AttackResolved ac=\[/u);
    const round = first("RoundStarted");
    expect(describe(round as unknown as FightEvent, silent)).toBe(
      describe(round as unknown as FightEvent, dnd35),
    );
    expect(describe(round as unknown as FightEvent, silent)).toMatch(/^round \d+ starts/u);
  });
});
