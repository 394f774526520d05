import type { CombatantId, Square } from "../../../../model/ids.ts";
import type { CombatantDeclaration, ReadyTrigger } from "../../../3x/log/declarations.ts";
import type { ThreeXState } from "../../../3x/state/index.ts";

/** `FullAttack` → `full-attack`. */
export function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
}

/** A square as a person types it: `5,6`. */
export function squareWord(s: Square): string {
  return `${s.x},${s.y}`;
}

// The fields a command names in order after its verb (a scroll, potion or wand first, then whom
// it is used on); the true flags after them, in their own words.
const ARGS = [
  "spell",
  "target",
  "ally",
  "aid",
  "skill",
  "option",
  "mode",
  "item",
  "also",
  "weapon",
  "action",
];
const ITEM_FIRST = ["item", "also", "target", "weapon"];
const SQUARES = ["to", "at", "guessSquare", "step"];
const FLAGS = [
  "thrown",
  "twoHanded",
  "lethal",
  "nonlethal",
  "fightingDefensively",
  "defensively",
  "follow",
  "grab",
  "dropWeapon",
  "charge",
  "counter",
  "fullAttack",
  "fast",
  "silence",
  "release",
];

const TRIGGER_WORDS: Readonly<Record<string, string>> = {
  movesIntoReach: "enters-reach",
  chargesIntoReach: "charges",
  startsToMove: "starts-moving",
  casts: "casts",
  attacks: "attacks",
};

/**
 * What a person types for `decl` on `actor`'s turn or in the window it is asked in: the verb
 * (the declaration's kind, the activity or special attack, kebab-cased) and what it names, in a
 * fixed order — `attack gob-1`, `cast magic-missile gob-1 defensively`, `step 5,6`, `ready attack
 * if any casts`, `take`, `end`. A weapon is named only when the creature carries more than one.
 * Different declarations of one menu get different commands (the menu's test checks it).
 */
export function commandOf(
  state: ThreeXState,
  actor: CombatantId,
  decl: CombatantDeclaration,
): string {
  const awaiting = state.awaiting;
  const window = awaiting.kind === "declaration" ? awaiting.window?.kind : undefined;
  switch (decl.kind) {
    case "EndTurn":
      return "end";
    case "Choose":
      return kebab(decl.answer);
    case "Respond":
      if (window === "readied") return decl.take ? "fire" : "hold";
      if (window === "delay") return decl.take ? "step-in" : "wait";
      return decl.take ? words("take", own(state, actor, decl)) : "decline";
    case "Delay":
      if (decl.after !== undefined) return `delay after ${decl.after}`;
      if (decl.count !== undefined)
        return `delay ${decl.count}${decl.nextRound === true ? " next" : ""}`;
      return "delay";
    case "Ready":
      // A readied action reads as the declaration it fires as (seed 000 准备一个动作).
      return `ready ${commandOf(state, actor, decl.action as CombatantDeclaration)} if ${trigger(decl.trigger)}`;
    case "Move":
    case "Run":
    case "Withdraw":
    case "Charge":
    case "Crawl":
    case "FiveFootStep":
    case "MinimumMove": {
      const verb = decl.kind === "FiveFootStep" ? "step" : kebab(decl.kind);
      if (decl.kind === "Charge") return words(verb, own(state, actor, decl));
      const squares = "path" in decl ? decl.path : [decl.to];
      return `${verb} ${squares.map(squareWord).join(" ")}`;
    }
    case "SpecialAttack":
      return words(kebab(decl.attack), own(state, actor, decl));
    case "Activity":
      return words(kebab(decl.activity), own(state, actor, decl, ITEM_FIRST));
    case "FreeAction":
      return words(kebab(decl.action), own(state, actor, decl, ITEM_FIRST));
    default:
      return words(kebab(decl.kind), own(state, actor, decl));
  }
}

function words(verb: string, args: readonly string[]): string {
  return [verb, ...args].join(" ");
}

// What a declaration names, as words: its creatures, spell, items and options, then its squares
// and its flags; the creature's only weapon goes without saying.
function own(state: ThreeXState, actor: CombatantId, decl: object, order = ARGS): string[] {
  const f = decl as Record<string, unknown>;
  const weapons = state.combatants[actor]?.spec.weapons ?? [];
  const out: string[] = [];
  for (const key of order) {
    const v = f[key];
    if (typeof v !== "string") continue;
    if (key === "weapon" && weapons.length === 1 && weapons[0]!.id === v) continue;
    out.push(key === "aid" || key === "option" || key === "mode" || key === "skill" ? kebab(v) : v);
  }
  for (const key of SQUARES) {
    const s = f[key] as Square | undefined;
    if (s !== undefined) out.push(`${key === "step" ? "after-step " : ""}${squareWord(s)}`);
  }
  for (const key of FLAGS) if (f[key] === true) out.push(kebab(key));
  return out;
}

function trigger(t: ReadyTrigger): string {
  const who = t.by ?? "any";
  if (t.on === "entersSquare") return `${who} enters ${squareWord(t.square)}`;
  if (t.on === "uses") return `${who} uses ${kebab(t.activity ?? t.action)}`;
  return `${who} ${TRIGGER_WORDS[t.on] ?? kebab(t.on)}`;
}
