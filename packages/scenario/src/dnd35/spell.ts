import { type Abilities, isKnownCondition, KNOWN_CONDITIONS } from "@d20/core";
import { keysOf } from "../definitions/spec.ts";
import { at, child, closest, type Issues, oneOf } from "../validate/issues.ts";
import { readEnum, readList, readObject } from "../validate/read.ts";
import { castBy, SPELLS } from "./catalogue/spells.ts";
import type { Spell, SpellEffect } from "./coreTypes.ts";
import { SPELL, SPELL_EFFECT, SPELL_SAVE } from "./definitions/spell.ts";
import { readAs } from "./readAs.ts";

const SPELL_IDS = Object.keys(SPELLS);
/** Every field some kind of effect has (last kind first: dice, condition, rounds, save). */
const EFFECT_KEYS = [
  "kind",
  ...new Set(
    Object.values(SPELL_EFFECT.kinds)
      .reverse()
      .flatMap((k) => keysOf(k)),
  ),
];
const EFFECT_KINDS = Object.keys(SPELL_EFFECT.kinds) as (keyof typeof SPELL_EFFECT.kinds)[];

/** A spell object's field, read as its definition says. */
const field =
  (issues: Issues, key: string) =>
  (p: string, v: unknown): unknown =>
    readAs(issues, p, v, SPELL.fields[key]!);

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
    keysOf(SPELL),
    `a spell id (${oneOf(SPELL_IDS)}) or a spell object`,
  );
  if (o === undefined) return undefined;
  const base =
    o.base === undefined ? undefined : catalogueSpell(issues, child(path, "base"), o.base, caster);
  if (o.base !== undefined && base === undefined) return undefined;
  const count = issues.list.length;
  const need = <T>(key: string, read: (p: string, v: unknown) => T | undefined, fallback?: T) =>
    o[key] === undefined && fallback !== undefined ? fallback : read(child(path, key), o[key]);
  const id = need("id", field(issues, "id"), base?.id);
  const spell = {
    id,
    name:
      o.name === undefined
        ? (base?.name ?? id)
        : field(issues, "name")(child(path, "name"), o.name),
    level: need("level", field(issues, "level"), base?.level),
    castingTime: need("castingTime", field(issues, "castingTime"), base?.castingTime),
    components: need("components", field(issues, "components"), base?.components),
    range: need("range", field(issues, "range"), base?.range),
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

function readEffect(issues: Issues, path: string, value: unknown): SpellEffect | undefined {
  const o = readObject(issues, path, value, EFFECT_KEYS, "an effect { kind, … }");
  if (o === undefined) return undefined;
  const kind = readEnum(issues, child(path, "kind"), o.kind, EFFECT_KINDS);
  if (kind === undefined) return undefined;
  const count = issues.list.length;
  const ofKind = SPELL_EFFECT.kinds[kind]!;
  const allowed = ["kind", ...keysOf(ofKind)];
  for (const key of Object.keys(o)) {
    if (!allowed.includes(key) && EFFECT_KEYS.includes(key)) {
      const expected = `for a ${kind} effect, ${oneOf(allowed)}`;
      issues.add(
        child(path, key),
        expected,
        `not a field of a ${kind} effect; expected ${expected}`,
      );
    }
  }
  const out: Record<string, unknown> = { kind };
  const required = ofKind.required ?? [];
  for (const key of keysOf(ofKind)) {
    if (o[key] === undefined && !required.includes(key)) continue;
    const p = child(path, key);
    if (key === "condition") out.condition = readCondition(issues, p, o.condition);
    else if (key === "save") out.save = readSave(issues, p, o.save);
    else out[key] = readAs(issues, p, o[key], ofKind.fields[key]!);
  }
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
  const o = readObject(issues, path, value, keysOf(SPELL_SAVE), "a save { save, dc, onSuccess }");
  if (o === undefined) return undefined;
  return Object.fromEntries(
    keysOf(SPELL_SAVE).map((key) => [
      key,
      readAs(issues, child(path, key), o[key], SPELL_SAVE.fields[key]!),
    ]),
  );
}
