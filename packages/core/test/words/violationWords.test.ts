import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { RuleViolation } from "../../src/engine/violation.ts";
import { checkDeclaration } from "../../src/rulesets/dnd35/checkDeclaration.ts";
import { dnd35 } from "../../src/rulesets/dnd35/ruleset.ts";
import { given } from "../../src/rulesets/dnd35/testing/gwt.ts";
import { en } from "../../src/rulesets/dnd35/words/en.ts";
import { violationTexts } from "../../src/rulesets/dnd35/words/violations/index.ts";
import type { CatalogueLike, Entry, Render } from "../../src/words/catalogue.ts";
import type { Message, Params } from "../../src/words/message.ts";
import { plainMessage, plainValue } from "../../src/words/plain.ts";
import { renderMessage } from "../../src/words/render.ts";
import type { RulesetWords } from "../../src/words/rulesetWords.ts";
import { violationText } from "../../src/words/violationText.ts";
import { fighterAndGoblins } from "../dnd35/fighterAndGoblins.ts";
import { violationSamples } from "./violationSamples.ts";

const SRC = join(import.meta.dirname, "../../src");
// The files that hold the words themselves; every other source file only names ids.
const CATALOGUE =
  /rulesets\/dnd35\/words\/violations\/|engine\/violationTexts\.ts$|pathViolationTexts\.ts$/;
const ID = /"((?:dnd35|engine|d20):violation\.[\w.]+)"/g;

/** Every refusal message id a source file of core names, outside the catalogue. */
function idsUsed(): Set<string> {
  const used = new Set<string>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else if (path.endsWith(".ts") && !path.endsWith(".test.ts") && !CATALOGUE.test(path))
        for (const m of readFileSync(path, "utf8").matchAll(ID)) used.add(m[1]!);
    }
  };
  walk(SRC);
  return used;
}

const isMessage = (v: unknown): v is Message =>
  typeof v === "object" && v !== null && typeof (v as Message).id === "string" && "params" in v;

// A pseudo-language: each id in guillemets, then its parameters (nested messages in its words).
const pseudoEntry =
  (id: string): Entry =>
  (p: Params, render: Render) =>
    `«${id}»${Object.keys(p)
      .sort()
      .map((k) => ` ${k}=${isMessage(p[k]) ? render(p[k]) : plainValue(p[k])}`)
      .join("")}`;
const pseudo = Object.fromEntries(
  Object.keys(en).map((id) => [id, pseudoEntry(id)]),
) as CatalogueLike<typeof en>;
const pseudoWords: RulesetWords = { ...dnd35.words, catalogues: { en: pseudo } };

// Fighter "a" and goblin "b" adjacent, goblin "c" behind; initiative a, b, c.
const fight = () => given(fighterAndGoblins("violation-words"), [20, 10, 1]);

describe("refusals as messages (Rulesets as modules: words are message ids with parameters)", () => {
  it("given the rules' source, then every refusal id it names has words in dnd35's catalogue and every entry is named somewhere (dnd35 攻击Attack)", () => {
    const used = idsUsed();
    const known = new Set(Object.keys(violationTexts));
    expect([...used].filter((id) => !known.has(id))).toEqual([]);
    expect([...known].filter((id) => !used.has(id))).toEqual([]);
    expect(known.size).toBeGreaterThan(140);
  });

  it("given sample parameters for every refusal id, when rendered in English, then each reads in its own words, never in plain words (dnd35 攻击Attack)", () => {
    const samples = violationSamples as Readonly<Record<string, readonly [Params?]>>;
    expect(Object.keys(samples).sort()).toEqual(Object.keys(violationTexts).sort());
    for (const [id, [params = {}]] of Object.entries(samples)) {
      const m = { id, params };
      const text = renderMessage(m, en);
      expect(text, id).not.toBe(plainMessage(m));
      expect(text, id).not.toMatch(/undefined|\[object|dnd35:/);
    }
  });

  it("given refusals of a declaration, a header and an input out of turn, when shown through a second catalogue, then only the words change: the rules built none (dnd35 攻击Attack, 战斗回合)", () => {
    const g = fight();
    const noTarget = g.when({ kind: "Attack", target: "zz" }).rejects("noTarget");
    const outOfTurn = g.when({ by: "c", decl: { kind: "EndTurn" } }).rejects("notAwaited");
    const header = dnd35.checkHeader({ ...fighterAndGoblins("violation-words"), roster: [] })!;
    const cases: [RuleViolation, string, string][] = [
      [noTarget, 'no combatant "zz"', '«dnd35:violation.noTarget.none» target="zz"'],
      [
        outOfTurn,
        "c may not act now: awaiting a's declaration",
        '«engine:violation.notAwaited» actor="a" awaiting="declaration" by="c"',
      ],
      [
        header,
        "roster: must list at least one combatant",
        '«dnd35:violation.badRoster.field» field="roster" reason=«dnd35:violation.roster.empty»',
      ],
    ];
    for (const [v, english, other] of cases) {
      expect(violationText(v, dnd35.words)).toBe(english);
      expect(violationText(v, pseudoWords)).toBe(other);
    }
  });

  it("given a policy probing an illegal attack, when the rules refuse it, then the refusal is plain data and no word is rendered until it is shown (dnd35 攻击Attack)", () => {
    const g = fight();
    const id = "dnd35:violation.noTarget.none";
    const texts = en as Record<string, Entry>;
    const english = texts[id]!;
    texts[id] = () => {
      throw new Error("rendered while refusing");
    };
    try {
      const v = checkDeclaration(g.state, "a", { kind: "Attack", target: "zz" })!;
      expect(v).toEqual({
        kind: "RuleViolation",
        code: "noTarget",
        rule: "dnd35.attackAction",
        says: { id, params: { target: "zz" } },
      });
      expect(JSON.parse(JSON.stringify(v))).toEqual(v);
    } finally {
      texts[id] = english;
    }
    expect(
      violationText(checkDeclaration(g.state, "a", { kind: "Attack", target: "zz" })!, dnd35.words),
    ).toBe('no combatant "zz"');
  });

  it("given a refusal whose id no catalogue has, when shown, then it reads in plain words, never a throw", () => {
    const v: RuleViolation = {
      kind: "RuleViolation",
      code: "x",
      rule: "dnd35.attackAction",
      says: { id: "dnd35:violation.unheard", params: { target: "b" } },
    };
    expect(violationText(v, dnd35.words)).toBe('dnd35:violation.unheard target="b"');
    expect(violationText(v, undefined)).toBe('dnd35:violation.unheard target="b"');
  });
});
