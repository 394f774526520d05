import { describe, expect, it } from "vitest";
import type { ThreeXState } from "../../../src/rulesets/3x/state/index.ts";
import { given } from "../../../src/rulesets/dnd35/testing/gwt.ts";
import { en } from "../../../src/rulesets/dnd35/words/en.ts";
import { legalChoices } from "../../../src/rulesets/dnd35/words/menu/choices.ts";
import { dnd35Commands } from "../../../src/rulesets/dnd35/words/menu/typed.ts";
import { renderMessage } from "../../../src/words/render.ts";
import { mountedHeader } from "./knight.ts";

const offered = (state: ThreeXState, actor: string) =>
  legalChoices(state, actor).map((c) => [renderMessage(c.label, en), c.command]);

describe("the play menu's mount and dismount (seed 000 上下坐骑Mount/Dismount a Steed)", () => {
  it("given the knight beside its warhorse on foot, when its menu is built, then it offers mounting the horse, plain and fast, and no mounting the far light horse; typed, `mount-steed h fast` reads back (seed 000 上下坐骑)", () => {
    const g = given(mountedHeader({ mounted: false }), [10, 2, 5, 1]).until("k");
    const menu = offered(g.state, "k");
    expect(menu).toContainEqual(["MountSteed → h", "mount-steed h"]);
    expect(menu).toContainEqual([
      "MountSteed → h (fast: a free action, Ride DC 20)",
      "mount-steed h fast",
    ]);
    expect(menu.some(([label]) => label!.includes("MountSteed → p"))).toBe(false);
    const read = dnd35Commands.parse(g.state, "k", "mount-steed h fast");
    expect(read && "decl" in read && read.decl).toEqual({
      kind: "SpecialAttack",
      attack: "MountSteed",
      target: "h",
      fast: true,
    });
  });

  it("given the knight mounted, when its menu is built, then it offers dismounting to the squares beside the horse's space and no mounting (seed 000 上下坐骑)", () => {
    const g = given(mountedHeader(), [10, 5, 1]).until("k");
    const menu = offered(g.state, "k").map(([label]) => label!);
    expect(menu).toContain("DismountSteed (to (4,3))");
    expect(menu).toContain("DismountSteed (to (1,1))");
    expect(menu.some((l) => l.startsWith("MountSteed"))).toBe(false);
    expect(menu.some((l) => l.startsWith("Move"))).toBe(false);
  });
});
