import { DiceNotationError, parseNotation } from "@d20/events";
import type { Message } from "../../words/message.ts";
import type { CombatantSpec } from "../3x/model/combatant.ts";
import { says } from "./violationSays.ts";

const HANDEDNESS = ["light", "one-handed", "two-handed"];

/** What is wrong with one field of a weapon or a spell: its path and why. */
export interface GearProblem {
  readonly field: string;
  readonly reason: Message;
}

/**
 * The weapons' and spells' own fields a roll reads (SRD weapons table and spell statistics,
 * outside the seeds): dice that parse (`1d8`, `2d4+1`), a threat range 2–20 (19 for 19–20), a
 * critical multiplier ×2–×4, reach and range increments in 5-ft steps, a known handedness; a
 * spell's damage or healing dice, its save DC ≥ 1 and a condition's rounds ≥ 1. A spec from a
 * hand-written line (a table log's `combatant-json`, a log's header) meets them before any die
 * is rolled, so a bad one is refused where it is written, not when the first attack rolls it.
 */
export function gearProblem(c: CombatantSpec): GearProblem | undefined {
  for (const [i, w] of (c.weapons ?? []).entries()) {
    const at = `weapons[${i}]`;
    if (typeof w?.id !== "string" || w.id === "")
      return { field: `${at}.id`, reason: says("dnd35:violation.roster.gearId") };
    const dice =
      diceProblem(w.damage, `${at}.damage`) ??
      diceProblem(w.extraDamage, `${at}.extraDamage`, true);
    if (dice !== undefined) return dice;
    if (!whole(w.threat, 2, 20))
      return {
        field: `${at}.threat`,
        reason: says("dnd35:violation.roster.between", { min: 2, max: 20 }),
      };
    if (!whole(w.multiplier, 2, 4))
      return {
        field: `${at}.multiplier`,
        reason: says("dnd35:violation.roster.between", { min: 2, max: 4 }),
      };
    if (!HANDEDNESS.includes(w.handedness))
      return {
        field: `${at}.handedness`,
        reason: says("dnd35:violation.roster.oneOf", { values: HANDEDNESS.join(", ") }),
      };
    if (!feet(w.reach, 0))
      return { field: `${at}.reach`, reason: says("dnd35:violation.roster.speedStep") };
    if (w.ranged !== undefined && !feet(w.ranged.increment, 5))
      return { field: `${at}.ranged.increment`, reason: says("dnd35:violation.roster.speedStep") };
  }
  for (const [i, s] of (Array.isArray(c.spells) ? c.spells : []).entries()) {
    const at = `spells[${i}]`;
    if (typeof s?.id !== "string" || s.id === "")
      return { field: `${at}.id`, reason: says("dnd35:violation.roster.gearId") };
    const e = s.effect;
    if (e?.kind === "damage" || e?.kind === "healing") {
      const dice = diceProblem(e.dice, `${at}.effect.dice`);
      if (dice !== undefined) return dice;
    }
    if (e?.kind === "condition" && !whole(e.rounds, 1, Number.MAX_SAFE_INTEGER))
      return { field: `${at}.effect.rounds`, reason: says("dnd35:violation.roster.atLeastOne") };
    const save = e?.kind === "condition" || e?.kind === "damage" ? e.save : undefined;
    if (save !== undefined && !whole(save.dc, 1, Number.MAX_SAFE_INTEGER))
      return { field: `${at}.effect.save.dc`, reason: says("dnd35:violation.roster.atLeastOne") };
  }
  return undefined;
}

function diceProblem(expr: unknown, field: string, optional = false): GearProblem | undefined {
  if (expr === undefined && optional) return undefined;
  if (typeof expr !== "string")
    return {
      field,
      reason: says("dnd35:violation.roster.dice", { problem: "must be dice notation such as 1d8" }),
    };
  try {
    parseNotation(expr);
    return undefined;
  } catch (e) {
    if (!(e instanceof DiceNotationError)) throw e;
    return { field, reason: says("dnd35:violation.roster.dice", { problem: e.message }) };
  }
}

const whole = (n: unknown, min: number, max: number) =>
  Number.isInteger(n) && (n as number) >= min && (n as number) <= max;

const feet = (n: unknown, min: number) => whole(n, min, 1000) && (n as number) % 5 === 0;
