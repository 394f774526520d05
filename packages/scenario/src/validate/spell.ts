import { type Abilities, isKnownCondition, KNOWN_CONDITIONS } from "@d20/core";
import { castBy, SPELLS } from "../catalogue/spells.ts";
import type { Spell, SpellEffect } from "../coreTypes.ts";
import { at, child, closest, type Issues, oneOf } from "./issues.ts";
import { EFFECT_KEYS, SPELL_KEYS, SPELL_SAVE_KEYS } from "./keys.ts";
import { readEnum, readInt, readList, readObject, readString } from "./read.ts";
import { readNotation } from "./weapon.ts";

const SPELL_IDS = Object.keys(SPELLS);
const CASTING_TIMES = ["standard", "fullRound", "round"] as const;
const RANGES = ["personal", "touch", "rangedTouch", "ranged"] as const;
const COMPONENTS = ["V", "S", "M"] as const;

/** Who casts: its level is the caster level, its abilities set catalogue spells' save DCs. */
export interface Caster {
  readonly level: number;
  readonly abilities: Abilities;
}

/**
 * Reads `spells`: catalogue ids (`"magic-missile"`, cast at the combatant's level), or spell
 * objects — a catalogue spell (`base`) with fields changed, or a spell spelled out in full.
 */
export function readSpells(
  issues: Issues,
  path: string,
  value: unknown,
  caster: Caster | undefined,
): Spell[] | undefined {
  const list = readList(issues, path, value, "a list of spells (ids or spell objects)");
  if (list === undefined) return undefined;
  const count = issues.list.length;
  const spells = list.map((s, i) => readSpell(issues, at(path, i), s, caster));
  const seen = new Set<string>();
  for (const [i, s] of spells.entries()) {
    if (s === undefined) continue;
    if (seen.has(s.id)) {
      const expected = 'spells with distinct ids (give the second one its own "id")';
      issues.add(at(path, i), expected, `spell id "${s.id}" is used twice; expected ${expected}`);
    }
    seen.add(s.id);
  }
  return issues.list.length === count ? (spells as Spell[]) : undefined;
}

function readSpell(
  issues: Issues,
  path: string,
  value: unknown,
  caster: Caster | undefined,
): Spell | undefined {
  if (typeof value === "string") return catalogueSpell(issues, path, value, caster);
  const o = readObject(
    issues,
    path,
    value,
    SPELL_KEYS,
    `a spell id (${oneOf(SPELL_IDS)}) or a spell object`,
  );
  if (o === undefined) return undefined;
  const base =
    o.base === undefined ? undefined : catalogueSpell(issues, child(path, "base"), o.base, caster);
  if (o.base !== undefined && base === undefined) return undefined;
  const count = issues.list.length;
  const need = <T>(key: string, read: (p: string, v: unknown) => T | undefined, fallback?: T) =>
    o[key] === undefined && fallback !== undefined ? fallback : read(child(path, key), o[key]);
  const id = need("id", (p, v) => readString(issues, p, v), base?.id);
  const spell = {
    id,
    name:
      o.name === undefined ? (base?.name ?? id) : readString(issues, child(path, "name"), o.name),
    level: need("level", (p, v) => readInt(issues, p, v, { min: 0, max: 9 }), base?.level),
    castingTime: need(
      "castingTime",
      (p, v) => readEnum(issues, p, v, CASTING_TIMES),
      base?.castingTime,
    ),
    components: need("components", (p, v) => readComponents(issues, p, v), base?.components),
    range: need("range", (p, v) => readEnum(issues, p, v, RANGES), base?.range),
    effect: need("effect", (p, v) => readEffect(issues, p, v), base?.effect),
  };
  return issues.list.length === count ? (spell as Spell) : undefined;
}

function catalogueSpell(
  issues: Issues,
  path: string,
  id: unknown,
  caster: Caster | undefined,
): Spell | undefined {
  const known = typeof id === "string" && Object.hasOwn(SPELLS, id) ? SPELLS[id] : undefined;
  if (known === undefined) {
    const expected = `a spell id, ${oneOf(SPELL_IDS)}`;
    if (typeof id !== "string") issues.wrong(path, expected, id);
    else issues.add(path, expected, `unknown spell "${id}"; expected ${oneOf(SPELL_IDS, id)}`);
    return undefined;
  }
  // A caster whose level or abilities are wrong has its own issue already.
  if (caster === undefined) return undefined;
  const mod = Math.floor((caster.abilities[known.ability] - 10) / 2);
  return castBy(id as string, known, caster.level, mod);
}

function readComponents(issues: Issues, path: string, value: unknown) {
  const list = readList(issues, path, value, 'a list of components ("V", "S", "M")');
  if (list === undefined) return undefined;
  const out = list.map((c, i) => readEnum(issues, at(path, i), c, COMPONENTS));
  return out.every((c) => c !== undefined) ? out : undefined;
}

function readEffect(issues: Issues, path: string, value: unknown): SpellEffect | undefined {
  const o = readObject(issues, path, value, EFFECT_KEYS, "an effect { kind, … }");
  if (o === undefined) return undefined;
  const kind = readEnum(issues, child(path, "kind"), o.kind, [
    "damage",
    "condition",
    "healing",
  ] as const);
  if (kind === undefined) return undefined;
  const count = issues.list.length;
  const allowed: Record<typeof kind, readonly string[]> = {
    damage: ["kind", "dice", "save"],
    condition: ["kind", "condition", "rounds", "save"],
    healing: ["kind", "dice"],
  };
  for (const key of Object.keys(o)) {
    if (!allowed[kind].includes(key) && (EFFECT_KEYS as readonly string[]).includes(key)) {
      const expected = `for a ${kind} effect, ${oneOf(allowed[kind])}`;
      issues.add(
        child(path, key),
        expected,
        `not a field of a ${kind} effect; expected ${expected}`,
      );
    }
  }
  const out: Record<string, unknown> = { kind };
  if (kind !== "condition") out.dice = readNotation(issues, child(path, "dice"), o.dice);
  else {
    out.condition = readCondition(issues, child(path, "condition"), o.condition);
    out.rounds = readInt(issues, child(path, "rounds"), o.rounds, { min: 1 });
  }
  if (kind !== "healing" && o.save !== undefined)
    out.save = readSave(issues, child(path, "save"), o.save);
  return issues.list.length === count ? (out as SpellEffect) : undefined;
}

/**
 * A condition the ruleset gives an effect (rule dnd35.knownConditions): an unknown one would be a
 * word with no effect, so it is an issue naming the known ones.
 */
function readCondition(issues: Issues, path: string, value: unknown): string | undefined {
  if (typeof value === "string" && isKnownCondition(value)) return value;
  const expected = `a condition the dnd35 ruleset knows (${KNOWN_CONDITIONS.join(", ")})`;
  if (typeof value !== "string") {
    issues.wrong(path, expected, value);
    return undefined;
  }
  const near = closest(value, KNOWN_CONDITIONS);
  const hint = near === undefined ? "" : ` (did you mean "${near}"?)`;
  issues.add(
    path,
    expected,
    `unknown condition "${value}", a word with no effect (rule dnd35.knownConditions)${hint}; expected ${expected}`,
  );
  return undefined;
}

function readSave(issues: Issues, path: string, value: unknown) {
  const o = readObject(issues, path, value, SPELL_SAVE_KEYS, "a save { save, dc, onSuccess }");
  if (o === undefined) return undefined;
  return {
    save: readEnum(issues, child(path, "save"), o.save, ["fort", "ref", "will"] as const),
    dc: readInt(issues, child(path, "dc"), o.dc, { min: 1 }),
    onSuccess: readEnum(issues, child(path, "onSuccess"), o.onSuccess, [
      "half",
      "negates",
    ] as const),
  };
}
