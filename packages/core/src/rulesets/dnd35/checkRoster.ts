import { type RuleViolation, violation } from "../../engine/violation.ts";
import { SIZES } from "../../model/size.ts";
import { unsafeCharacter } from "../../model/terminalSafe.ts";
import type { Message } from "../../words/message.ts";
import { type CombatantSpec, CREATURE_TYPES } from "../3x/model/combatant.ts";
import { holdsProblem } from "./checkHolds.ts";
import { gearProblem } from "./checkRosterGear.ts";
import { mountFieldsProblem, seatsProblem } from "./checkRosterMounts.ts";
import { DND35_LIMITS as LIMITS } from "./inputLimits.ts";
import { isKnownCondition } from "./knownConditions.ts";
import { says } from "./violationSays.ts";

const ABILITIES = ["str", "dex", "con", "int", "wis", "cha"] as const;

/**
 * Checks a roster before a fight is built from it, naming the entry and field that is wrong
 * (`roster[2].abilities.dex: must be an integer`). Ids are unique, contain no `/` (dice keys
 * use it) and are not "gm" (the GM's declarations use it).
 */
export function checkRoster(roster: readonly CombatantSpec[]): RuleViolation | undefined {
  if (!Array.isArray(roster) || roster.length === 0)
    return bad("roster", says("dnd35:violation.roster.empty"));
  if (roster.length > LIMITS.combatants)
    return bad(
      "roster",
      says("dnd35:violation.roster.tooMany", { count: roster.length, limit: LIMITS.combatants }),
    );
  const seen = new Set<string>();
  for (const [i, c] of roster.entries()) {
    const at = `roster[${i}]`;
    const problem = checkOne(c, at);
    if (problem !== undefined) return problem;
    if (seen.has(c.id))
      return bad(`${at}.id`, says("dnd35:violation.roster.idTwice", { id: c.id }));
    seen.add(c.id);
  }
  const seats = roster.map((c) => ({ ...c, rides: c.rides }));
  const seat = seatsProblem(seats);
  if (seat !== undefined) return bad(`roster[${seat.index}].rides`, seat.reason);
  return undefined;
}

/** Checks one combatant spec (also used for a combatant the GM adds). */
export function checkOne(c: CombatantSpec, at: string): RuleViolation | undefined {
  if (typeof c !== "object" || c === null) return bad(at, says("dnd35:violation.roster.notObject"));
  if (
    typeof c.id !== "string" ||
    c.id === "" ||
    c.id.includes("/") ||
    /\s/.test(c.id) ||
    c.id === "gm"
  ) {
    return bad(`${at}.id`, says("dnd35:violation.roster.badId"));
  }
  if (typeof c.side !== "string" || c.side === "")
    return bad(`${at}.side`, says("dnd35:violation.roster.noSide"));
  const unsafe = unsafeText(c, at);
  if (unsafe !== undefined) return unsafe;
  if (!SIZES.includes(c.size))
    return bad(`${at}.size`, says("dnd35:violation.roster.badSize", { sizes: SIZES }));
  for (const a of ABILITIES) {
    // Int 0 is no Int score: a mindless creature (SRD: zombies, skeletons, vermin; seed 000
    // 虚招FEINT 没有智力属性的生物).
    if (a === "int" && c.abilities?.int === 0) continue;
    if (!Number.isInteger(c.abilities?.[a]) || c.abilities[a] < 1)
      return bad(
        `${at}.abilities.${a}`,
        says(a === "int" ? "dnd35:violation.roster.intScore" : "dnd35:violation.roster.atLeastOne"),
      );
    if (c.abilities[a] > LIMITS.abilityScore)
      return overLimit(`${at}.abilities.${a}`, LIMITS.abilityScore);
  }
  if (!Number.isInteger(c.maxHp) || c.maxHp < 1)
    return bad(`${at}.maxHp`, says("dnd35:violation.roster.atLeastOne"));
  if (c.maxHp > LIMITS.hitPoints) return overLimit(`${at}.maxHp`, LIMITS.hitPoints);
  if (c.hp !== undefined && (!Number.isInteger(c.hp) || c.hp > c.maxHp))
    return bad(`${at}.hp`, says("dnd35:violation.roster.hpOverMax"));
  if (c.hp !== undefined && c.hp < -LIMITS.hitPoints)
    return bad(
      `${at}.hp`,
      says("dnd35:violation.roster.hpUnderLimit", { limit: LIMITS.hitPoints }),
    );
  if (c.stable !== undefined) {
    if (typeof c.stable !== "boolean")
      return bad(`${at}.stable`, says("dnd35:violation.roster.notBoolean"));
    const hp = c.hp ?? c.maxHp;
    if (c.stable && (hp >= 0 || hp <= -10))
      return bad(`${at}.stable`, says("dnd35:violation.roster.stableHp"));
  }
  const spellProblem = checkSpellConditions(c, at);
  if (spellProblem !== undefined) return spellProblem;
  if (!Number.isInteger(c.bab) || c.bab < 0)
    return bad(`${at}.bab`, says("dnd35:violation.roster.atLeastZero"));
  if (c.bab > LIMITS.bab) return overLimit(`${at}.bab`, LIMITS.bab);
  if (!Number.isInteger(c.speed) || c.speed < 0 || c.speed % 5 !== 0)
    return bad(`${at}.speed`, says("dnd35:violation.roster.speedStep"));
  if (c.speed > LIMITS.speed) return overLimit(`${at}.speed`, LIMITS.speed);
  if (!Number.isInteger(c.position?.x) || !Number.isInteger(c.position?.y))
    return bad(`${at}.position`, says("dnd35:violation.roster.position"));
  if (!Array.isArray(c.weapons))
    return bad(`${at}.weapons`, says("dnd35:violation.roster.notList"));
  if (c.weapons.length > LIMITS.items)
    return bad(
      `${at}.weapons`,
      says("dnd35:violation.roster.tooManyItems", { count: c.weapons.length, limit: LIMITS.items }),
    );
  if (Array.isArray(c.spells) && c.spells.length > LIMITS.items)
    return bad(
      `${at}.spells`,
      says("dnd35:violation.roster.tooManyItems", { count: c.spells.length, limit: LIMITS.items }),
    );
  if (c.offHand !== undefined && !c.weapons.some((w) => w.id === c.offHand)) {
    return bad(`${at}.offHand`, says("dnd35:violation.roster.offHand", { weapon: c.offHand }));
  }
  const gear = gearProblem(c);
  if (gear !== undefined) return bad(`${at}.${gear.field}`, gear.reason);
  const holds = holdsProblem(c);
  if (holds !== undefined) return bad(`${at}.${holds.field}`, holds.reason);
  if (typeof c.aware !== "boolean")
    return bad(`${at}.aware`, says("dnd35:violation.roster.notBoolean"));
  if (c.immuneToCriticals !== undefined && typeof c.immuneToCriticals !== "boolean")
    return bad(`${at}.immuneToCriticals`, says("dnd35:violation.roster.notBoolean"));
  const turning = turningProblem(c);
  if (turning !== undefined) return bad(`${at}.${turning.field}`, turning.reason);
  if (c.steady !== undefined && typeof c.steady !== "boolean")
    return bad(`${at}.steady`, says("dnd35:violation.roster.notBoolean"));
  if (c.creatureType !== undefined && !CREATURE_TYPES.includes(c.creatureType))
    return bad(
      `${at}.creatureType`,
      says("dnd35:violation.roster.creatureType", { types: CREATURE_TYPES.join(", ") }),
    );
  const mounted = mountFieldsProblem(c);
  if (mounted !== undefined) return bad(`${at}.${mounted.field}`, mounted.reason);
  return undefined;
}

// Ids and names reach the terminal in narration and tables: none may carry a control character
// (issue "Trust", point 8). Refused, not escaped, so a log never holds one either. Every header
// a fold or a what-if run starts from passes here, so the field's name is built only for the
// error, never for the (usual) clean text.
function unsafeText(c: CombatantSpec, at: string): RuleViolation | undefined {
  const own = unsafeIn(c.id) ?? unsafeIn(c.name) ?? unsafeIn(c.side);
  if (own !== undefined) {
    const field =
      unsafeIn(c.id) !== undefined ? "id" : unsafeIn(c.name) !== undefined ? "name" : "side";
    return bad(
      `${at}.${field}`,
      says("dnd35:violation.roster.controlCharacter", { character: own }),
    );
  }
  return unsafeInList(c.weapons, `${at}.weapons`) ?? unsafeInList(c.spells, `${at}.spells`);
}

function unsafeInList(
  list: readonly { readonly id?: unknown; readonly name?: unknown }[] | undefined,
  at: string,
): RuleViolation | undefined {
  if (!Array.isArray(list)) return undefined;
  for (let i = 0; i < list.length; i++) {
    const item = list[i];
    const id = unsafeIn(item?.id);
    if (id !== undefined)
      return bad(
        `${at}[${i}].id`,
        says("dnd35:violation.roster.controlCharacter", { character: id }),
      );
    const name = unsafeIn(item?.name);
    if (name !== undefined)
      return bad(
        `${at}[${i}].name`,
        says("dnd35:violation.roster.controlCharacter", { character: name }),
      );
  }
  return undefined;
}

/** The first unsafe character of `text` (as `U+001B`) if it is a string holding one. */
function unsafeIn(text: unknown): string | undefined {
  return typeof text === "string" ? unsafeCharacter(text) : undefined;
}

/** A spell's condition must be one the ruleset gives an effect (rule `dnd35.knownConditions`). */
function checkSpellConditions(c: CombatantSpec, at: string): RuleViolation | undefined {
  if (!Array.isArray(c.spells)) return undefined;
  for (const [i, s] of c.spells.entries()) {
    const e = s?.effect;
    if (e?.kind === "condition" && !isKnownCondition(e.condition)) {
      return violation(
        "unknownCondition",
        "dnd35.knownConditions",
        says("dnd35:violation.unknownCondition.roster", { at, i, condition: String(e.condition) }),
      );
    }
  }
  return undefined;
}

// A number past one of the roster's bounds (issue "Trust", point 6), naming field and limit.
function overLimit(field: string, limit: number): RuleViolation {
  return bad(field, says("dnd35:violation.roster.overLimit", { limit }));
}

// A roster field and what is wrong with it (`roster[2].abilities.dex: must be an integer ≥ 1`).
function bad(field: string, reason: Message): RuleViolation {
  return violation(
    "badRoster",
    "dnd35.sequence",
    says("dnd35:violation.badRoster.field", { field, reason }),
  );
}

/** A turner's sheet (seed 000 驱散或斥喝不死生物): its kind, a level of 1 or more, Hit Dice ≥ 1. */
function turningProblem(c: CombatantSpec): { field: string; reason: Message } | undefined {
  if (c.hd !== undefined && (!Number.isInteger(c.hd) || c.hd < 1))
    return { field: "hd", reason: says("dnd35:violation.roster.atLeastOne") };
  const t = c.turning;
  if (t === undefined) return undefined;
  if (t === null || typeof t !== "object")
    return { field: "turning", reason: says("dnd35:violation.roster.turning") };
  if (t.kind !== "turn" && t.kind !== "rebuke")
    return { field: "turning.kind", reason: says("dnd35:violation.roster.turning") };
  if (!Number.isInteger(t.level) || t.level < 1)
    return { field: "turning.level", reason: says("dnd35:violation.roster.atLeastOne") };
  if (t.perDay !== undefined && (!Number.isInteger(t.perDay) || t.perDay < 0))
    return { field: "turning.perDay", reason: says("dnd35:violation.roster.turning") };
  if (
    t.types !== undefined &&
    !(Array.isArray(t.types) && t.types.every((x) => CREATURE_TYPES.includes(x as never)))
  )
    return {
      field: "turning.types",
      reason: says("dnd35:violation.roster.creatureType", { types: CREATURE_TYPES.join(", ") }),
    };
  return undefined;
}
