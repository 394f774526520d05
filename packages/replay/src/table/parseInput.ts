import type { CombatantDeclaration, GmDeclaration, Input } from "@d20/core";
import { intField, noMore, pathField, squareField, wordField } from "./fields.ts";
import { type LineAt, lineError } from "./tableLogError.ts";

/** The declaration kinds a `declare` line may name (the engine's `CombatantDeclaration` kinds). */
export const DECLARATION_KINDS: readonly CombatantDeclaration["kind"][] = [
  "Attack",
  "FullAttack",
  "Move",
  "FiveFootStep",
  "Charge",
  "Run",
  "Withdraw",
  "MinimumMove",
  "TotalDefense",
  "StartFullRound",
  "CompleteFullRound",
  "FreeAction",
  "EndTurn",
];

const FLAGS = ["twoHanded", "fightingDefensively", "thrown", "nonlethal", "lethal"] as const;

/**
 * A `declare ACTOR KIND key=value …` line (or `end-turn ACTOR`) as a combatant's input. Kinds are
 * the engine's declaration kinds; keys: `target`, `weapon`, `hand` (main|off), `path`
 * (`x,y;x,y`), `to` (`x,y`), `action`, and the flags `twoHanded`, `fightingDefensively`,
 * `thrown`, `nonlethal`, `lethal` (`=yes` or bare).
 */
export function parseDeclare(at: LineAt, words: readonly string[]): Input {
  const by = wordField(at, "declare.actor", words[1]);
  const kind = wordField(at, "declare.kind", words[2]);
  if (!(DECLARATION_KINDS as readonly string[]).includes(kind))
    throw lineError(at, "declare.kind", `unknown "${kind}" (${DECLARATION_KINDS.join(", ")})`);
  const decl: Record<string, unknown> = { kind };
  for (const word of words.slice(3)) {
    const eq = word.indexOf("=");
    const key = eq < 0 ? word : word.slice(0, eq);
    const value = eq < 0 ? undefined : word.slice(eq + 1);
    const field = `declare.${key}`;
    if (key in decl) throw lineError(at, field, "given twice");
    if (key === "target" || key === "weapon" || key === "action")
      decl[key] = wordField(at, field, value);
    else if (key === "hand") {
      if (value !== "main" && value !== "off") throw lineError(at, field, "main or off");
      decl[key] = value;
    } else if (key === "path") decl[key] = pathField(at, field, value);
    else if (key === "to") decl[key] = squareField(at, field, value);
    else if ((FLAGS as readonly string[]).includes(key)) {
      if (value !== undefined && value !== "yes")
        throw lineError(at, field, "a flag: bare or =yes");
      decl[key] = true;
    } else throw lineError(at, field, `unknown field "${key}"`);
  }
  return { by, decl: decl as unknown as CombatantDeclaration };
}

/** `end-turn ACTOR`: the actor's `EndTurn`. */
export function parseEndTurn(at: LineAt, words: readonly string[]): Input {
  const by = wordField(at, "end-turn.actor", words[1]);
  noMore(at, words, 2);
  return { by, decl: { kind: "EndTurn" } };
}

/**
 * A `gm …` line: `gm begin "reason"`, `gm damage TARGET N "reason"`, `gm nonlethal TARGET N
 * "reason"`, `gm heal TARGET N "reason"`, `gm end [SIDE] "reason"`. The reason is required: an
 * audit lists every GM decision with it.
 */
export function parseGm(at: LineAt, words: readonly string[]): Input {
  const what = wordField(at, "gm.kind", words[1]);
  const reasonAt = (i: number) => {
    noMore(at, words, i + 1);
    return wordField(at, "gm.reason", words[i]);
  };
  let decl: GmDeclaration;
  switch (what) {
    case "begin":
      decl = { kind: "BeginCombat", reason: reasonAt(2) };
      break;
    case "damage":
    case "nonlethal":
    case "heal": {
      const target = wordField(at, "gm.target", words[2]);
      const amount = intField(at, "gm.amount", words[3]);
      if (amount < 0) throw lineError(at, "gm.amount", "must not be negative");
      const reason = reasonAt(4);
      decl =
        what === "heal"
          ? { kind: "ApplyHealing", target, amount, reason }
          : what === "damage"
            ? { kind: "ApplyDamage", target, amount, reason }
            : { kind: "ApplyDamage", target, amount, nonlethal: true, reason };
      break;
    }
    case "end":
      decl =
        words.length > 3
          ? { kind: "EndFight", winner: words[2]!, reason: reasonAt(3) }
          : { kind: "EndFight", reason: reasonAt(2) };
      break;
    default:
      throw lineError(at, "gm.kind", `unknown "${what}" (begin, damage, nonlethal, heal, end)`);
  }
  return { by: "gm", decl };
}
