import { describe, expect, it } from "vitest";
import type { Term } from "../../model/breakdown.ts";
import { missChancePercent, totallyConcealed } from "./concealment/index.ts";
import { type ConcentrationTable, concentrate } from "./concentration/index.ts";
import { coverTerms } from "./cover/index.ts";
import type { Edition3x, Rules3x } from "./edition.ts";
import { startingGear } from "./gear/index.ts";
import type { CombatantSpec } from "./model/combatant.ts";
import {
  attackerModifierTerms,
  defenderDexLost,
  defenderModifierTerms,
  higherGroundTerms,
} from "./modifiers/index.ts";
import { armorClassOf, attackBonusOf } from "./situation/index.ts";
import type { ThreeXCombatant, ThreeXContext, ThreeXState } from "./state/index.ts";
import * as stats from "./stats/index.ts";

// The tactics of the 3.x layer run on what an edition hands in: its rule ids (`t.<concept>` here,
// so anything else cited is a leak) and its tables, here a 3.0-shaped edition's where 3.0 differs.
const rules = new Proxy({} as Rules3x, { get: (_, concept) => `t.${String(concept)}` });

/**
 * 3.0's concentration DCs as seed 003 施法 gives them: a hit, 10 + damage; defensive 15 + level
 * (the grapple's row, not in seed 003's text, the 3.5 one).
 */
const DND30_CONCENTRATION: ConcentrationTable = {
  damaged: { base: 10, spellLevel: false, rule: "t.concentration30" },
  defensive: { base: 15, spellLevel: true, rule: "t.castDefensively30" },
  grappled: { base: 20, spellLevel: true, rule: "t.grappleConcentration30" },
};

const term = (label: string, value: number, rule: string): Term => ({ label, value, rule });

/** A 3.0-shaped edition: concealment and cover by degree (3.0 SRD), a table without squeezing. */
const E30: Edition3x = {
  rules,
  twoWeapon: { mainHand: -6, offHand: -10, lightOffHand: 2, feats: [] },
  concentration: DND30_CONCENTRATION,
  concealment: [
    { condition: "totalConcealment", missChance: 50, total: true },
    { condition: "nineTenthsConcealment", missChance: 40, total: false },
    { condition: "threeQuartersConcealment", missChance: 30, total: false },
    { condition: "oneHalfConcealment", missChance: 20, total: false },
    { condition: "oneQuarterConcealment", missChance: 10, total: false },
  ],
  cover: {
    cover: term("one-half cover", 4, "t.cover30"),
    low: term("one-quarter cover", 2, "t.cover30"),
    soft: term("one-half cover (creature)", 4, "t.cover30"),
    byCondition: [
      { condition: "nineTenthsCover", term: term("nine-tenths cover", 10, "t.cover30") },
      { condition: "threeQuartersCover", term: term("three-quarters cover", 7, "t.cover30") },
    ],
  },
  modifiers: {
    attacker: [{ condition: "prone", label: "prone", melee: -4, ranged: 0 }],
    defender: [{ condition: "prone", label: "prone", melee: -4, ranged: 4 }],
    dexLost: ["stunned"],
    higherGround: term("attacker on higher ground", 1, "t.higherGround30"),
    helplessMelee: { side: "attack", term: term("helpless defender", 4, "t.helpless") },
  },
};

const spec = (id: string, side: string, o: Partial<CombatantSpec> = {}): CombatantSpec => ({
  id,
  name: id,
  side,
  size: "medium",
  abilities: { str: 14, dex: 14, con: 12, int: 10, wis: 10, cha: 10 },
  maxHp: 10,
  level: 1,
  bab: 1,
  baseSaves: { fort: 2, ref: 0, will: 0 },
  speed: 30,
  feats: [],
  weapons: [stats.weapon("longsword"), stats.weapon("shortbow")],
  position: { x: 0, y: 0 },
  aware: true,
  concentration: 3,
  spells: [],
  ...o,
});

function creature(s: CombatantSpec, x: number, y: number, conditions: string[] = []) {
  return {
    spec: s,
    position: { x, y },
    conditions: conditions.map((name) => ({ name, rule: "t.gm" })),
    vitals: { hp: 10, maxHp: 10, tempHp: 0, nonlethal: 0, state: "ok" },
    flatFooted: false,
    aooUsed: 0,
    gear: startingGear(s),
  } as unknown as ThreeXCombatant;
}

function battle(cs: ThreeXCombatant[], terrain: { x: number; y: number; kind: string }[] = []) {
  return {
    map: { width: 12, height: 12, terrain },
    roster: cs.map((c) => c.spec.id),
    combatants: Object.fromEntries(cs.map((c) => [c.spec.id, c])),
    options: {},
    frames: [],
  } as unknown as ThreeXState;
}

describe("the 3.x tactics take the edition's rules and tables (issue: rulesets as modules, the 3.x layer)", () => {
  it("a hit while casting: the edition's DC table — 3.0's 10 + damage, 3.5-shaped 10 + damage + spell level (dnd35 专注Concentration; dnd30 施法 借机攻击)", () => {
    const caster = creature(spec("w", "a"), 0, 0);
    const emitted: { dc: number; dcBreakdown: Term[]; bonus: Term[]; rule: string }[] = [];
    const ctx = {
      state: battle([caster]),
      roll: () => ({ total: 11 }),
      emit: (_type: string, data: (typeof emitted)[number]) => emitted.push(data),
    } as unknown as ThreeXContext;
    const spell = { id: "sleep", level: 1 } as Parameters<typeof concentrate>[3];
    const E35: Edition3x = {
      ...E30,
      concentration: {
        ...DND30_CONCENTRATION,
        damaged: { base: 10, spellLevel: true, rule: "t.c" },
      },
    };
    concentrate(ctx, E30, "w", spell, "damaged", 0, 4);
    concentrate(ctx, E35, "w", spell, "damaged", 0, 4);
    concentrate(ctx, E30, "w", spell, "defensive", 0);
    expect(emitted.map((e) => e.dc)).toEqual([14, 15, 16]);
    expect(emitted[0]!.dcBreakdown.map((t) => t.label)).toEqual(["base", "damage from the hit"]);
    expect(emitted[1]!.dcBreakdown.map((t) => t.label)).toEqual([
      "base",
      "spell level",
      "damage from the hit",
    ]);
    expect(emitted.map((e) => e.rule)).toEqual(["t.concentration30", "t.c", "t.castDefensively30"]);
    expect(emitted[0]!.bonus).toEqual([term("Concentration", 3, "t.concentration")]);
  });

  it("concealment by degree: the highest miss chance, not the sum; only total denies an AoO (dnd35 隐蔽CONCEALMENT)", () => {
    const two = creature(spec("d", "b"), 0, 0, [
      "oneQuarterConcealment",
      "threeQuartersConcealment",
    ]);
    expect(missChancePercent(E30, two)).toBe(30);
    expect(totallyConcealed(E30, two)).toBe(false);
    const dark = creature(spec("d", "b"), 0, 0, ["totalConcealment", "oneHalfConcealment"]);
    expect(missChancePercent(E30, dark)).toBe(50);
    expect(totallyConcealed(E30, dark)).toBe(true);
    // A name only another edition's table knows conceals nothing here.
    expect(missChancePercent(E30, creature(spec("d", "b"), 0, 0, ["concealed"]))).toBe(0);
  });

  it("cover: the GM's degree wins over the lines, the strongest first; a wall on the line gives the edition's term (dnd35 掩蔽COVER)", () => {
    const archer = creature(spec("a", "a"), 0, 0);
    const behind = creature(spec("t", "b"), 6, 0, ["threeQuartersCover", "nineTenthsCover"]);
    const open = creature(spec("t", "b"), 6, 0);
    expect(coverTerms(E30, battle([archer, behind]), archer, behind, true)).toEqual([
      term("nine-tenths cover", 10, "t.cover30"),
    ]);
    expect(coverTerms(E30, battle([archer, open]), archer, open, true)).toEqual([]);
    const walled = battle([archer, open], [{ x: 3, y: 0, kind: "wall" }]);
    expect(coverTerms(E30, walled, archer, open, true)).toEqual([
      term("one-half cover", 4, "t.cover30"),
    ]);
  });

  it("the modifier tables are the edition's rows: a row it lacks gives nothing (dnd35 战斗修正COMBAT MODIFIERS)", () => {
    const squeezed = creature(spec("a", "a"), 0, 0, ["squeezing", "prone"]);
    expect(attackerModifierTerms(E30, squeezed, false)).toEqual([
      term("attacker prone", -4, "t.combatModifiers"),
    ]);
    // Prone, a shooter is at no penalty by the table (most bows cannot be used: a check's call).
    expect(attackerModifierTerms(E30, squeezed, true)).toEqual([]);
    expect(defenderModifierTerms(E30, squeezed, true)).toEqual([
      term("defender prone", 4, "t.combatModifiers"),
    ]);
    const stunned = creature(spec("d", "b"), 0, 0, ["stunned"]);
    expect(defenderDexLost(E30, stunned)).toEqual({ why: "stunned", rule: "t.combatModifiers" });
    expect(defenderDexLost(E30, creature(spec("d", "b"), 0, 0, ["cowering"]))).toBeUndefined();
    const high = battle([squeezed, stunned], [{ x: 0, y: 0, kind: "high" }]);
    expect(
      higherGroundTerms(E30, high.map, squeezed, { ...stunned, position: { x: 1, y: 0 } }, false),
    ).toEqual([term("attacker on higher ground", 1, "t.higherGround30")]);
  });

  it("an attack's situation cites only the edition's ids, and tells the helpless defender's 4 on the edition's side (dnd35 夹击FLANKING, 无助的防御者HELPLESS DEFENDERS)", () => {
    const attacker = creature(spec("a", "a"), 0, 1);
    const ally = creature(spec("b", "a"), 2, 1);
    const target = creature(spec("t", "c"), 1, 1, [
      "asleep",
      "running",
      "charging",
      "totalDefense",
    ]);
    const state = battle([attacker, ally, target]);
    const roll = {
      attacker: "a",
      target: "t",
      index: 0,
      hand: "main",
      twoWeapon: false,
      lethal: true,
      thrown: false,
      nonlethal: false,
      charge: true,
    } as const;
    const bonus = attackBonusOf(
      E30,
      state,
      roll,
      stats.weapon("longsword"),
      attacker,
      target,
      false,
    );
    const ac = armorClassOf(E30, state, attacker, target, false);
    // Helpless or running, it has no Dex and no dodge: total defense shows on one awake and still.
    const guard = creature(spec("g", "c"), 1, 1, ["totalDefense"]);
    const guarded = armorClassOf(E30, battle([attacker, guard]), attacker, guard, false);
    const cited = new Set(
      [...bonus.breakdown, ...ac.breakdown, ...guarded.breakdown].map((t) => t.rule),
    );
    expect([...cited].filter((id) => !id.startsWith("t."))).toEqual([]);
    for (const id of ["t.flanking", "t.charge", "t.helpless", "t.totalDefense", "t.armorClass"])
      expect(cited.has(id), id).toBe(true);
    // 3.0 tells the helpless defender's 4 on the attack's side; 3.5 on the AC's.
    expect(bonus.breakdown.find((t) => t.label === "helpless defender")?.value).toBe(4);
    expect(ac.breakdown).not.toContainEqual(E30.modifiers.helplessMelee.term);
    const E35: Edition3x = {
      ...E30,
      modifiers: { ...E30.modifiers, helplessMelee: { side: "ac", term: term("h", -4, "t.h") } },
    };
    expect(armorClassOf(E35, state, attacker, target, false).breakdown).toContainEqual(
      term("h", -4, "t.h"),
    );
    expect(
      attackBonusOf(E35, state, roll, stats.weapon("longsword"), attacker, target, false).breakdown,
    ).not.toContainEqual(term("h", -4, "t.h"));
  });
});
