import { describe, expect, it } from "vitest";
import type { CombatantSpec } from "../../../src/rulesets/3x/model/combatant.ts";
import { fighter, goblin, header } from "../../../src/rulesets/dnd35/samples/scenarios.ts";
import { checkCommanded } from "../../../src/rulesets/dnd35/special/commandUndead.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { en } from "../../../src/rulesets/dnd35/words/en.ts";
import { eventMessage } from "../../../src/rulesets/dnd35/words/teller.ts";
import { renderMessage } from "../../../src/words/render.ts";

// An evil level-3 cleric "p" (Cha 14: +2) at (0,0) rebukes: the check 10 + 2 = 12 reaches 3 HD,
// the damage 3 + 4 + 3 + 2 = 12 HD; the 1-HD skeleton 10 ft off (3 ≥ twice 1) is commanded, the
// 2-HD zombie beside it and the ghoul cower. Initiative: p 20, far 4, ghoul 3, zombie 2,
// skeleton 1. SRD statistics (outside the seeds) for the undead.

const cleric = (turning: CombatantSpec["turning"]) =>
  ({
    ...fighter("p", "party", 0, 0, weapon("heavy-mace")),
    abilities: { str: 12, dex: 10, con: 14, int: 10, wis: 15, cha: 14 },
    level: 3,
    turning,
  }) as CombatantSpec;

const undead = (id: string, x: number, hd: number): CombatantSpec => ({
  ...goblin(id, "dead", x, 0, weapon("scimitar")),
  size: "medium",
  abilities: { str: 12, dex: 10, con: 10, int: 0, wis: 10, cha: 1 },
  creatureType: "undead",
  immuneToCriticals: true,
  hd,
  level: hd,
  maxHp: 8 * hd,
});

const TURN = { kind: "SpecialAttack", attack: "TurnUndead" } as const;
const COMMAND = { ...TURN, mode: "command" } as const;

/** The skeleton commanded by p on p's first turn; then the order runs on to p's next turn. */
function commanded(kind: "turn" | "rebuke" = "rebuke") {
  const roster = [
    cleric({ kind, level: 3 }),
    undead("skeleton", 3, 1),
    undead("zombie", 4, 2),
    undead("ghoul", 6, 2),
    undead("far", 15, 2),
  ];
  const g = given(header(roster, "command undead"), [20, 1, 2, 3, 4]).declining();
  g.forceNext(10, 3, 4);
  g.when(TURN);
  return g;
}

const names = (g: ReturnType<typeof given>, id: string) =>
  g.state.combatants[id]!.conditions.map((c) => c.name);

describe("dnd35 commanded undead (seed 000 邪恶阵营的牧师和不死生物 命令)", () => {
  it("seed 000 邪恶阵营的牧师和不死生物 命令: given a skeleton just commanded, when its turn comes, then it has no order: an attack on anyone is refused, ending its turn is not", () => {
    const g = commanded();
    expect(names(g, "skeleton")).toEqual(["commanded:p"]);
    g.act({ kind: "EndTurn" }).until("skeleton");
    const refused = g.when({ kind: "Attack", target: "zombie" }).rejects("commanded");
    expect(refused.rule).toBe("dnd35.commandUndead");
    expect(refused.message).toBe(
      "skeleton is commanded by p and obeys its order to stand: not Attack",
    );
    g.when({ kind: "Move", path: [{ x: 3, y: 1 }] }).rejects("commanded");
    expect(g.when({ kind: "EndTurn" }).facts("TurnEnded")).toHaveLength(1);
  });

  it("seed 000 邪恶阵营的牧师和不死生物 命令: given p commands, when it orders the skeleton to attack the zombie (a standard action, no turning spent, no attack of opportunity), then the skeleton attacks the zombie but may not attack p", () => {
    const g = commanded();
    g.act({ kind: "EndTurn" }).until("p");
    const used = g.state.combatants.p!.turnsUsed;
    const t = g.when({ ...COMMAND, target: "zombie" });
    expect(t.facts("ActionTaken")[0]).toMatchObject({ slot: "standard" });
    expect(t.facts("WindowOpened")).toEqual([]);
    expect(t.facts("ConditionAdded")).toEqual([
      { target: "skeleton", condition: "order:p:zombie", rule: "dnd35.commandUndead" },
    ]);
    expect(renderMessage(eventMessage("ConditionAdded", t.facts("ConditionAdded")[0]!), en)).toBe(
      "skeleton is ordered by p to attack zombie",
    );
    expect(g.state.combatants.p!.turnsUsed).toBe(used);
    g.act({ kind: "EndTurn" }).until("skeleton");
    g.when({ kind: "Attack", target: "p" }).rejects("commanded");
    expect(g.when({ kind: "Attack", target: "zombie" }).facts("AttackResolved")).toHaveLength(1);
  });

  it("seed 000 邪恶阵营的牧师和不死生物 命令: given the skeleton ordered to attack the zombie, when p orders it to stand, then the old order goes before the new comes; when p releases it, it is free", () => {
    const g = commanded();
    g.act({ kind: "EndTurn" }).until("p");
    g.when({ ...COMMAND, target: "zombie" });
    g.act({ kind: "EndTurn" }).until("p");
    const stand = g.when(COMMAND);
    expect(
      stand.events
        .filter((e) => e.type.startsWith("Condition"))
        .map((e) => [e.type, (e.data as { condition: string }).condition]),
    ).toEqual([
      ["ConditionRemoved", "order:p:zombie"],
      ["ConditionAdded", "order:p:"],
    ]);
    expect(names(g, "skeleton")).toEqual(["commanded:p", "order:p:"]);
    g.act({ kind: "EndTurn" }).until("p");
    const release = g.when({ ...COMMAND, release: true });
    expect(release.facts("ConditionRemoved").map((r) => r.condition)).toEqual([
      "order:p:",
      "commanded:p",
    ]);
    expect(names(g, "skeleton")).toEqual([]);
    g.act({ kind: "EndTurn" }).until("skeleton");
    // Free, it may go for p: only the reach is in its way now.
    expect(g.when({ kind: "Attack", target: "p" }).rejects("outOfReach").rule).not.toBe(
      "dnd35.commandUndead",
    );
    expect(g.when({ kind: "Move", path: [{ x: 2, y: 0 }] }).facts("Moved")).toHaveLength(1);
  });

  it("seed 000 邪恶阵营的牧师和不死生物 命令: given the commands, when a good cleric commands, a rebuker names an undead it does not command, or orders its undead at one another, then each is refused", () => {
    const good = given(
      header([cleric({ kind: "turn", level: 3 }), undead("skeleton", 3, 1)], "good"),
      [20, 1],
    );
    good.when(COMMAND).rejects("turningMode");
    const none = given(
      header([cleric({ kind: "rebuke", level: 3 }), undead("skeleton", 3, 1)], "none"),
      [20, 1],
    );
    expect(none.when(COMMAND).rejects("notCommanded").message).toBe(
      "p commands no undead (命令: only undead it rebuked past twice their Hit Dice)",
    );
    const g = commanded();
    g.act({ kind: "EndTurn" }).until("p");
    g.when({ ...COMMAND, undead: ["zombie"] }).rejects("notCommanded");
    g.when({ ...COMMAND, target: "skeleton" }).rejects("badOrder");
    g.when({ ...COMMAND, target: "zombie", release: true }).rejects("badOrder");
    g.when({ ...TURN, mode: "rebuke", target: "zombie" }).rejects("turningMode");
  });

  it("seed 000 邪恶阵营的牧师和不死生物 命令: given the skeleton ordered to attack the zombie, when a window offers it an attack of opportunity, then it takes one only on the zombie", () => {
    const g = commanded();
    g.act({ kind: "EndTurn" }).until("p");
    g.when({ ...COMMAND, target: "zombie" });
    const take = { kind: "Respond", take: true } as const;
    const on = (provoker: string) => ({ seq: 1, kind: "opportunity", provoker });
    expect(checkCommanded(g.state, "skeleton", take, on("zombie"))).toBeUndefined();
    expect(checkCommanded(g.state, "skeleton", take, on("p"))?.code).toBe("commanded");
    expect(
      checkCommanded(g.state, "skeleton", { kind: "Respond", take: false }, on("p")),
    ).toBeUndefined();
  });
});
