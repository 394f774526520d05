import { describe, expect, it } from "vitest";
import { runFight } from "../../src/driver/runFight.ts";
import { InvalidHeader } from "../../src/engine/invalidHeader.ts";
import { fightState } from "../../src/registry/engine.ts";
import { fighter, header } from "../../src/rulesets/dnd35/samples/scenarios.ts";
import { weapon } from "../../src/rulesets/dnd35/stats/index.ts";

const a = fighter("a", "party", 0, 0, weapon("longsword"));
const b = fighter("b", "foes", 1, 0, weapon("longsword"));

describe("a header's numbers are bounded (dnd35 战斗流程; issue Trust, point 6)", () => {
  it("hit points of 1e15 are refused naming the field and the limit (dnd35 战斗流程)", () => {
    const huge = header([a, { ...b, maxHp: 1e15, hp: 1e15 }], "h");
    expect(() => fightState(huge)).toThrow(InvalidHeader);
    expect(() => fightState(huge)).toThrow(
      "roster[1].maxHp: must be at most 100000 (the limit on this field)",
    );
    expect(() => fightState(header([{ ...a, hp: -1e15 }, b], "h"))).toThrow(
      "roster[0].hp: must be at least −100000 (the limit on hit points)",
    );
  });

  it("an ability score of 1e21 is refused at the header, naming the field (dnd35 战斗流程)", () => {
    const strong = header([{ ...a, abilities: { ...a.abilities, str: 1e21 } }, b], "h");
    expect(() => fightState(strong)).toThrow(
      "roster[0].abilities.str: must be at most 1000 (the limit on this field)",
    );
  });

  it("a map of 1e9 squares a side is refused before a grid is built, naming the field (dnd35 移动，位置，距离)", () => {
    const wide = { ...header([a, b], "h"), map: { width: 1e9, height: 20 } };
    expect(() => fightState(wide)).toThrow(
      "map.width: must be at most 1000 squares (the limit on map size), got 1000000000",
    );
  });

  it("a round limit past the engine's is refused by the driver, naming the limit (dnd35 战斗轮THE COMBAT ROUND)", () => {
    const dice = { roll: () => 1 } as never;
    expect(() => runFight(header([a, b], "h"), () => undefined as never, dice, 1e15)).toThrow(
      "maxRounds: must be a whole number from 1 to 10000, got 1000000000000000",
    );
  });
});

describe("ids and names reach the terminal (dnd35 战斗流程; issue Trust, point 8)", () => {
  it("an id with ESC, a name with NUL or a weapon name with CSI is refused, naming the field and the character (dnd35 战斗流程)", () => {
    expect(() => fightState(header([a, { ...b, id: "b\u001b[2J" }], "h"))).toThrow(
      "roster[1].id: contains the control character U+001B",
    );
    expect(() => fightState(header([{ ...a, name: "a\u0000" }, b], "h"))).toThrow(
      "roster[0].name: contains the control character U+0000",
    );
    const sword = { ...weapon("longsword"), name: "long\u009bsword" };
    expect(() => fightState(header([a, { ...b, weapons: [sword] }], "h"))).toThrow(
      "roster[1].weapons[0].name: contains the control character U+009B",
    );
  });

  it("Chinese names and ordinary punctuation pass (dnd35 战斗流程)", () => {
    expect(() => fightState(header([{ ...a, name: '战士·李 ("老李")' }, b], "h"))).not.toThrow();
  });
});
