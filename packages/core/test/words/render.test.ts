import { describe, expect, it } from "vitest";
import { inputMessage } from "../../src/rulesets/dnd35/words/declarations.ts";
import { en } from "../../src/rulesets/dnd35/words/en.ts";
import type { Catalogue, CatalogueLike } from "../../src/words/catalogue.ts";
import { msg } from "../../src/words/message.ts";
import { plainEvent } from "../../src/words/plain.ts";
import { renderMessage } from "../../src/words/render.ts";

describe("messages and catalogues (Rulesets as modules: words are message ids with parameters)", () => {
  it("given a dnd35 input, when rendered by its English catalogue, then it reads as the narration always has (dnd35 攻击Attack)", () => {
    const m = inputMessage({
      by: "战士-1",
      decl: { kind: "Attack", target: "地精-1", weapon: "longsword" },
    });
    expect(m.id).toBe("dnd35:input.combatant");
    expect(renderMessage(m, en)).toBe("战士-1 declares Attack → 地精-1 (longsword)");
  });

  it("given a second catalogue with other words for the same ids, when the same message is rendered, then only the words change", () => {
    const zh: CatalogueLike<Catalogue> = {
      ...en,
      "dnd35:input.combatant": (p: { by: string; decl: never }, t) => `${p.by} 宣告 ${t(p.decl)}`,
      "dnd35:declaration.EndTurn": () => "结束回合",
    };
    const m = inputMessage({ by: "战士-1", decl: { kind: "EndTurn" } });
    expect(renderMessage(m, zh)).toBe("战士-1 宣告 结束回合");
    expect(renderMessage(m, en)).toBe("战士-1 declares EndTurn");
  });

  it("given dnd35's English catalogue as the shape of another language's, then a catalogue missing an id is refused by the types", () => {
    const partial = { "dnd35:declaration.EndTurn": () => "结束回合" };
    // @ts-expect-error a Chinese catalogue must give every id the English one has
    const zh: CatalogueLike<typeof en> = partial;
    expect(Object.keys(zh)).toEqual(["dnd35:declaration.EndTurn"]);
    expect(Object.keys(en).length).toBeGreaterThan(80);
  });

  it("given a message the catalogue lacks, or one its entry cannot read, when rendered, then its id and every parameter in key order, never a throw", () => {
    expect(renderMessage(msg("dnd35:unheard", { b: 2, a: [1, { y: 0, x: 3 }] }), en)).toBe(
      "dnd35:unheard a=[1, {x=3 y=0}] b=2",
    );
    const broken = { "x.broken": (p: { list: string[] }) => p.list.join(",") };
    expect(renderMessage(msg("x.broken", { other: true }), broken)).toBe("x.broken other=true");
  });

  it("given an event, when rendered plainly, then its type and every data field, undefined fields left out", () => {
    expect(plainEvent({ type: "Odd", data: { z: "last", a: undefined, m: null } })).toBe(
      'Odd m=null z="last"',
    );
    expect(plainEvent({ type: "Bare", data: {} })).toBe("Bare");
  });
});
