import type { CombatantId, Square } from "../../../../model/ids.ts";
import { formatSquare } from "../../../../words/format.ts";
import { msg } from "../../../../words/message.ts";
import type { TypedAnswer, TypedCommands } from "../../../../words/rulesetWords.ts";
import type { CombatantDeclaration } from "../../../3x/log/declarations.ts";
import type { ThreeXState } from "../../../3x/state/index.ts";
import type { Texts } from "../teller.ts";
import { pathTo } from "./paths.ts";

/** The kinds of declaration that go to a square the person names (`move 4,5`). */
const SQUARE_KINDS = ["Move", "Run", "Withdraw"] as const;

/** The declaration of a `SQUARE_KINDS` move to `to` along a shortest path, if there is one. */
function moveTo(
  state: ThreeXState,
  actor: CombatantId,
  kind: (typeof SQUARE_KINDS)[number],
  to: Square,
): CombatantDeclaration | undefined {
  const path = pathTo(state, actor, to);
  return path === undefined || path.length === 0 ? undefined : { kind, path };
}

/**
 * What `d20 play` takes typed beside the menu's numbers on a dnd35 turn: a move, run or
 * withdraw to a square along a shortest path (seed 000 移动), a delay to a count (seed 000
 * 延迟DELAY), a readied attack on a foe entering a square (seed 000 准备READY).
 */
function parse(
  state: ThreeXState,
  actor: CombatantId,
  answer: string,
): TypedAnswer<CombatantDeclaration> | undefined {
  const move = /^(move|run|withdraw)\s+(\d+)\s*[, ]\s*(\d+)$/i.exec(answer);
  const delay = /^delay\s+(-?\d+)(\s+next)?$/i.exec(answer);
  const ready = /^ready\s+(\d+)\s*[, ]\s*(\d+)$/i.exec(answer);
  if (delay !== null) {
    const nextRound = delay[2] === undefined ? {} : { nextRound: true };
    return { decl: { kind: "Delay", count: Number(delay[1]), ...nextRound } };
  }
  if (ready !== null) {
    const square = { x: Number(ready[1]), y: Number(ready[2]) };
    const trigger = { on: "entersSquare" as const, square };
    return { decl: { kind: "Ready", action: { kind: "Attack" }, trigger } };
  }
  if (move !== null) {
    const kind = SQUARE_KINDS.find((k) => k.toLowerCase() === move[1]!.toLowerCase())!;
    const to = { x: Number(move[2]), y: Number(move[3]) };
    const decl = moveTo(state, actor, kind, to);
    return decl === undefined ? { refused: msg("dnd35:typed.noWay", { to }) } : { decl };
  }
  return undefined;
}

/** dnd35's typed commands: their hint, their help lines and their parser. */
export const dnd35Commands: TypedCommands = {
  hint: msg("dnd35:typed.hint"),
  help: ["move", "delay", "ready"].map((c) => msg(`dnd35:typed.help.${c}`)),
  parse,
};

/** The English texts of the typed commands. */
export const typedTexts = {
  "dnd35:typed.noWay": (p: { to: Square }) => `no way to ${formatSquare(p.to)}`,
  "dnd35:typed.hint": () => "move X,Y · run X,Y · withdraw X,Y · delay N [next] · ready X,Y",
  "dnd35:typed.help.move": () => "  move X,Y     move to square X,Y (also: run X,Y, withdraw X,Y)",
  "dnd35:typed.help.delay": () =>
    "  delay N      delay to initiative count N (delay N next: count N next round, above yours)",
  "dnd35:typed.help.ready": () =>
    "  ready X,Y    ready an attack against a foe entering square X,Y",
} satisfies Texts;
