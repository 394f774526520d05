import { describe, expect, it } from "vitest";
import type { CombatantDeclaration } from "../../../src/rulesets/3x/log/declarations.ts";
import type { ThreeXState } from "../../../src/rulesets/3x/state/index.ts";
import { checkDeclaration } from "../../../src/rulesets/dnd35/checkDeclaration.ts";
import { weapon } from "../../../src/rulesets/dnd35/stats/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { en } from "../../../src/rulesets/dnd35/words/en.ts";
import { legalChoices } from "../../../src/rulesets/dnd35/words/menu/choices.ts";
import { dnd35Commands } from "../../../src/rulesets/dnd35/words/menu/typed.ts";
import { renderMessage } from "../../../src/words/render.ts";
import { gearFight, ORDER } from "../gear/gearFixture.ts";
import { CURE, fightOf, hero, wizard } from "../interrupts/fixtures.ts";

const labels = (state: ThreeXState, actor: string) =>
  legalChoices(state, actor).map((c) => renderMessage(c.label, en));

/** What `typed` reads to on `actor`'s turn, and whether the rules allow it. */
function typed(state: ThreeXState, actor: string, text: string) {
  const read = dnd35Commands.parse(state, actor, text);
  if (read === undefined || !("decl" in read)) throw new Error(`${text}: not read`);
  const decl = read.decl as CombatantDeclaration;
  return { decl, refused: checkDeclaration(state, actor, decl) };
}

describe("the play menu offers only what applies (dnd35 拔出或者收回武器, 施法Cast a Spell, 表：战斗中的动作)", () => {
  it("given a goblin with its crossbow slung and a morningstar in hand, when its menu is built, then no crossbow attack or loading is offered, and `attack a light-crossbow` typed is refused by the rules (dnd35 拔出或者收回武器)", () => {
    const g = given(
      gearFight("menu-crossbow", [weapon("morningstar"), weapon("light-crossbow")], {
        main: "morningstar",
      }),
      ORDER,
    ).act({ kind: "EndTurn" });
    const offered = labels(g.state, "b");
    expect(offered).toContain("Attack → a (morningstar)");
    expect(offered.filter((l) => l.includes("light-crossbow") && !/Draw|Drop/.test(l))).toEqual(
      offered.filter((l) => l.startsWith("DrawWeapon light-crossbow")),
    );
    expect(offered.some((l) => l.startsWith("LoadLightCrossbow"))).toBe(false);
    const attack = typed(g.state, "b", "attack a light-crossbow");
    expect(attack.decl).toEqual({ kind: "Attack", target: "a", weapon: "light-crossbow" });
    expect(attack.refused?.code).toBe("notWielded");
  });

  it("given a wizard between a foe and an ally, when its menu is built, then a spell that harms is offered at the foe only — not a touch spell on itself, not a ranged one at the ally — and a healing one at itself and the ally only; the left-out ones can still be typed (dnd35 施法Cast a Spell, 战斗中的触摸性法术)", () => {
    const w = wizard("W", "party", 5, 5);
    const roster = [
      { ...w, spells: [...(w.spells ?? []), CURE] },
      hero("A", "party", 6, 5),
      hero("F", "foes", 4, 5),
    ];
    const g = given(fightOf(roster, "menu-spells"), [19, 5, 3]);
    const offered = labels(g.state, "W");
    for (const harm of ["shockingGrasp", "magicMissile", "burningHands"]) {
      expect(offered).toContain(`Cast ${harm} → F`);
      expect(offered).not.toContain(`Cast ${harm} → W`);
      expect(offered).not.toContain(`Cast ${harm} → A`);
    }
    expect(offered).toContain("Cast cureLightWounds → W");
    expect(offered).toContain("Cast cureLightWounds → A");
    expect(offered).not.toContain("Cast cureLightWounds → F");
    expect(typed(g.state, "W", "cast shockingGrasp W").refused).toBeUndefined();
  });

  it("given a fighter with its shield strapped on, when its menu is built, then loosing the shield is one entry, not one for each thing it carries (dnd35 装备或者卸下盾牌)", () => {
    const g = given(gearFight("menu-shield", [weapon("morningstar")]), ORDER);
    const offered = labels(g.state, "a");
    expect(offered.filter((l) => l.startsWith("LooseShield"))).toEqual(["LooseShield"]);
  });

  it("given a map with no door, torch or fire, when the menu is built, then the table's activities that need one are left out, and escaping a net is offered only once the creature is entangled (dnd35 表：战斗中的动作 从捕网内脱逃)", () => {
    const g = given(gearFight("menu-net", [weapon("morningstar")]), ORDER);
    const before = labels(g.state, "a");
    for (const none of [
      "OpenDoor",
      "LightTorch",
      "LightTorchWithTindertwig",
      "ExtinguishFlames",
      "MoveHeavyObject",
      "AttackObject",
      "EscapeNet",
    ])
      expect(before).not.toContain(none);
    expect(before).toContain("DropProne");
    g.gm({ kind: "AddCondition", target: "a", condition: "entangled", reason: "a net" });
    expect(labels(g.state, "a")).toContain("EscapeNet");
  });
});
