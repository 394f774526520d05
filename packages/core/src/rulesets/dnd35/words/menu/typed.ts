import type { CombatantId, Square } from "../../../../model/ids.ts";
import { formatSquare } from "../../../../words/format.ts";
import { msg } from "../../../../words/message.ts";
import type { TypedAnswer, TypedCommands } from "../../../../words/rulesetWords.ts";
import type { CombatantDeclaration } from "../../../3x/log/declarations.ts";
import { SPECIAL_ATTACK_NAMES } from "../../../3x/log/specialAttacks.ts";
import type { ThreeXState } from "../../../3x/state/index.ts";
import { ACTIVITY_NAMES } from "../../activities.ts";
import { routeThrough } from "../../battlefield/route.ts";
import type { Texts } from "../teller.ts";
import { menuCandidates } from "./candidates.ts";
import { commandOf, kebab } from "./commands.ts";
import { lineTo } from "./paths.ts";

/** The kinds of declaration that go to squares the person names (`move 4,5 6,7`). */
const SQUARE_KINDS = ["Move", "Run", "Withdraw"] as const;

/** A typed answer as it is compared: lower case, single spaces, no space around a comma. */
export function normalCommand(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\s*,\s*/g, ",")
    .replace(/\s+/g, " ");
}

/**
 * The squares of `text` (`5,6 7,8` or `5 6 7 8`), or undefined when it holds anything else or
 * an odd count of numbers.
 */
function squaresOf(text: string): Square[] | undefined {
  if (!/^[\d\s,]+$/.test(text)) return undefined;
  const n = text.match(/\d+/g)?.map(Number) ?? [];
  if (n.length === 0 || n.length % 2 !== 0) return undefined;
  return Array.from({ length: n.length / 2 }, (_, i) => ({ x: n[2 * i]!, y: n[2 * i + 1]! }));
}

/**
 * A move, run or withdraw through `waypoints`: a move or withdraw by the cheapest route through
 * each in turn (`routeThrough`: around walls, pits, difficult ground and creatures where it
 * can), a run by straight lines (seed 000 奔跑Run: 在一条直线上). The engine checks the route.
 */
function moveThrough(
  state: ThreeXState,
  actor: CombatantId,
  kind: (typeof SQUARE_KINDS)[number],
  waypoints: readonly Square[],
): TypedAnswer<CombatantDeclaration> {
  const from = state.combatants[actor]!.position;
  const path =
    kind === "Run"
      ? waypoints.flatMap((to, i) => lineTo(i === 0 ? from : waypoints[i - 1]!, to))
      : routeThrough(state, actor, waypoints);
  const to = waypoints[waypoints.length - 1]!;
  return path === undefined || path.length === 0
    ? { refused: msg("dnd35:typed.noWay", { to }) }
    : { decl: { kind, path } };
}

/**
 * What `d20 play` takes typed on a dnd35 turn or in a window: every menu entry's command
 * (`attack gob-1`, `cast magic-missile gob-1`, `take`, `end` — also one the menu leaves out,
 * which the rules then judge), a move, run or withdraw through squares (seed 000 移动), a delay
 * to a count (seed 000 延迟DELAY), a readied attack on a foe entering a square (seed 000 准备READY).
 */
function parse(
  state: ThreeXState,
  actor: CombatantId,
  answer: string,
): TypedAnswer<CombatantDeclaration> | undefined {
  const typed = normalCommand(answer);
  const move = /^(move|run|withdraw) (.+)$/.exec(typed);
  const delay = /^delay (-?\d+)( next)?$/.exec(typed);
  const ready = /^ready (\d+),(\d+)$/.exec(typed);
  if (delay !== null) {
    const nextRound = delay[2] === undefined ? {} : { nextRound: true };
    return { decl: { kind: "Delay", count: Number(delay[1]), ...nextRound } };
  }
  if (ready !== null) {
    const square = { x: Number(ready[1]), y: Number(ready[2]) };
    const trigger = { on: "entersSquare" as const, square };
    return { decl: { kind: "Ready", action: { kind: "Attack" }, trigger } };
  }
  const waypoints = move === null ? undefined : squaresOf(move[2]!.replace(/,/g, " "));
  if (move !== null && waypoints !== undefined) {
    const kind = SQUARE_KINDS.find((k) => k.toLowerCase() === move[1])!;
    return moveThrough(state, actor, kind, waypoints);
  }
  const named = menuCandidates(state, actor).find(
    (c) => normalCommand(commandOf(state, actor, c.decl)) === typed,
  );
  return named === undefined ? undefined : { decl: named.decl };
}

/**
 * Every first word a dnd35 command may have (`commandOf`'s verbs and the typed ones), whether or
 * not it is on offer now: a misspelt `atack` is still meant as an attack.
 */
const VERBS: readonly string[] = [
  ...["move", "run", "withdraw", "delay", "ready", "attack", "full-attack", "charge", "step"],
  ...["crawl", "minimum-move", "coup-de-grace", "cast", "touch", "total-defense", "end"],
  ...["wake-sleeper", "take", "decline", "fire", "hold", "step-in", "wait", "drop-item"],
  ...ACTIVITY_NAMES.map(kebab),
  ...SPECIAL_ATTACK_NAMES.map(kebab),
];

/** dnd35's typed commands: their hint, their help lines, their first words and their parser. */
export const dnd35Commands: TypedCommands = {
  hint: msg("dnd35:typed.hint"),
  help: ["command", "move", "delay", "ready"].map((c) => msg(`dnd35:typed.help.${c}`)),
  verbs: VERBS,
  parse,
};

/** The English texts of the typed commands. */
export const typedTexts = {
  "dnd35:typed.noWay": (p: { to: Square }) => `no way to ${formatSquare(p.to)}`,
  "dnd35:typed.hint": () => "move X,Y [X,Y…] · run X,Y · withdraw X,Y · delay N [next] · ready X,Y",
  "dnd35:typed.help.command": () =>
    "  COMMAND      the command beside a menu entry (attack gob-1, cast sleep gob-1, end…)",
  "dnd35:typed.help.move": () =>
    "  move X,Y …   move to X,Y, through each square named before it (also: run, withdraw)",
  "dnd35:typed.help.delay": () =>
    "  delay N      delay to initiative count N (delay N next: count N next round, above yours)",
  "dnd35:typed.help.ready": () =>
    "  ready X,Y    ready an attack against a foe entering square X,Y",
} satisfies Texts;
