import { readFileSync } from "node:fs";
import { type FightEvent, registry } from "@d20/core";
import { parseLog, serializeLog } from "@d20/events";
import {
  policyFor,
  rootLineage,
  TranslateError,
  translatedLog,
  translateFight,
  verify,
} from "@d20/replay";
import { describe, expect, it, vi } from "vitest";
import { tagHeader } from "./tagRuleset.ts";

// The translation hook (issue "Rulesets as modules"): a ruleset says how it reads another's
// fights, and the shared `translateFight` re-derives a recorded fight under it. The test's own
// ruleset "tag" reads dnd35 fights (`tagRuleset.ts`, `fromDnd35`); the registry module is stood in
// for as in extraRuleset.test.ts.
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

const GOLDEN = new URL(
  "../../../../examples/golden/scenarios/goblin-ambush.jsonl",
  import.meta.url,
);
const source = rootLineage(
  "goblin-ambush",
  parseLog(readFileSync(GOLDEN, "utf8"), { catalogue: registry.catalogue }).events,
);
const declared = source.events.filter((e) => e.type === "Declared");
const hybrid = {
  mode: "hybrid" as const,
  policy: policyFor({}, registry.get("tag")!),
  maxRounds: 60,
};

describe("a dnd35 fight re-derived under another ruleset through its translation (rulesets as modules)", () => {
  const fight = translateFight(source, { to: "tag", continuation: hybrid });

  it("given the goblin ambush, when read under tag, then the header is tag's with dnd35's roster, map and seed", () => {
    expect(fight.header.ruleset).toEqual({ id: "tag", version: "0.1.0" });
    expect(fight.header.dice).toEqual(source.header.dice);
    expect(fight.header.map).toEqual(source.header.map);
    const ids = (r: readonly unknown[]) => r.map((c) => (c as { id: string }).id);
    expect(ids(fight.header.roster)).toEqual(ids(source.header.roster));
  });

  it("given dnd35's moves and window answers, when translated, then each is dropped with tag's reason, and every attack is a poke", () => {
    const kinds = (e: FightEvent) => (e.data as { decl: { kind: string } }).decl.kind;
    const movable = declared.filter((e) =>
      ["Attack", "FullAttack", "Charge", "EndTurn", "BeginCombat"].includes(kinds(e)),
    );
    expect(fight.dropped.map((d) => d.seq)).toEqual(
      declared.filter((e) => !movable.includes(e)).map((e) => e.seq),
    );
    const move = fight.dropped.find((d) => d.input.decl.kind === "Move")!;
    expect(move.why.rule).toBe("tag.poke");
    expect(move.why.says).toEqual({ id: "tag:untranslatable.kind", params: { kind: "Move" } });
    // The first attack in the source is its attacker's first poke (its own turn's declaration,
    // not an answer to a poke it took) in the re-derived fight.
    const firstAttack = declared.find((e) => kinds(e) === "Attack")!.data as {
      by: string;
      decl: { target: string };
    };
    const firstPoke = fight.events.find(
      (e) => e.type === "Declared" && e.data.by === firstAttack.by && e.data.decl.kind !== "Answer",
    )!;
    expect(firstPoke.data).toEqual({
      by: firstAttack.by,
      decl: { kind: "Poke", target: firstAttack.decl.target },
    });
  });

  it("given the re-derived fight, when written as a log, then it is a tag log that verifies on its own", () => {
    expect(fight.state.status).toBe("ended");
    const text = serializeLog(translatedLog(fight)).text;
    expect(verify(text).findings).toEqual([]);
  });

  it("given the two fights share a seed, when re-derived, then a die key both hold has the same faces, and the rest are listed as regenerated", () => {
    const faces = new Map<string, readonly number[]>();
    for (const e of source.events) if (e.type === "DiceRolled") faces.set(e.data.key, e.data.faces);
    const rolled = fight.events.filter((e) => e.type === "DiceRolled");
    const shared = rolled.filter((e) => faces.has(e.data.key));
    expect(fight.dice.fromSource).toBe(shared.length);
    for (const e of shared) expect(e.data.faces).toEqual(faces.get(e.data.key));
    expect(fight.dice.regenerated.map((d) => d.seq)).toEqual(
      rolled.filter((e) => !faces.has(e.data.key)).map((e) => e.seq),
    );
    expect(fight.dice.regenerated.length).toBeGreaterThan(0);
  });

  it("given recorded mode, when tag asks a choice dnd35 never had to answer, then the re-derivation stops there and says so; up to it, it is the hybrid run", () => {
    const recorded = translateFight(source, { to: "tag", continuation: { mode: "recorded" } });
    expect(recorded.report.stop).toBe("misfit");
    const misfit = recorded.report.misfit!;
    expect(misfit.reason).toEqual({ kind: "notInParent" });
    // A brace-or-take choice: an answer, counted apart from the creature's turn declarations.
    expect(misfit.actor).toMatch(/\/window$/);
    const firstSub = fight.report.substitutions[0]!;
    expect({ actor: firstSub.actor, ordinal: firstSub.ordinal }).toEqual({
      actor: misfit.actor,
      ordinal: misfit.ordinal,
    });
    expect(recorded.events).toEqual(fight.events.filter((e) => e.seq < firstSub.seq));
  });

  it("given a surprise round dnd35 had and tag has not, when re-derived, then each creature still gets its own inputs in order (matched by actor, not by round)", () => {
    // Aldric only moved in the surprise round (its EndTurn translates, its Move does not): in tag
    // his first turn is that EndTurn, and his second is the full attack of dnd35's round 1, a poke.
    const aldric = fight.events
      .flatMap((e) => (e.type === "Declared" ? [e.data] : []))
      .filter((d) => d.by === "Aldric" && d.decl.kind !== "Answer");
    expect(aldric.slice(0, 2).map((d) => d.decl)).toEqual([
      { kind: "EndTurn" },
      { kind: "Poke", target: "gob-1" },
    ]);
  });
});

describe("a fight that cannot be read under the ruleset asked for", () => {
  it("given an unknown ruleset, when translating, then the error names the field and lists the known ones", () => {
    expect(() =>
      translateFight(source, { to: "dnd99", continuation: { mode: "recorded" } }),
    ).toThrow(
      new TranslateError(
        "unknown-ruleset",
        "ruleset",
        'unknown ruleset "dnd99" (known: dnd35, tag)',
      ),
    );
  });

  it("given a tag fight, when read under dnd35 (which reads no other ruleset's), then the error says so", () => {
    const tag = rootLineage(
      "tag",
      parseLog(serializeLog([{ seq: 0, type: "Header", v: 1, data: tagHeader("t") }]).text, {
        catalogue: registry.catalogue,
      }).events,
    );
    expect(() => translateFight(tag, { to: "dnd35", continuation: { mode: "recorded" } })).toThrow(
      "ruleset: dnd35 does not say how to read tag's fights (it reads no other ruleset's)",
    );
  });

  it("given a dnd35 roster with a creature that starts down, when read under tag, then the header is refused with tag's words and rule", () => {
    const roster = source.header.roster.map((c, i) => (i === 0 ? { ...(c as object), hp: -1 } : c));
    const down = { ...source, header: { ...source.header, roster } };
    const first = (roster[0] as { id: string }).id;
    expect(() => translateFight(down, { to: "tag", continuation: { mode: "recorded" } })).toThrow(
      `header: ${first} starts the fight down, and tag has no dying (tag.poke)`,
    );
  });
});
