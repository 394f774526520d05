import { formatPath, formatSquare } from "../../../words/format.ts";
import type { ReadiedAction, ReadyTrigger } from "../../3x/log/declarations.ts";

/**
 * A `Ready` in words (seed 000 准备READY): the readied action — any standard, move or free action
 * — with its 5-foot step, and the trigger: `Ready TotalDefense when 地精-1 starts to move`.
 */
export function readyWords(a: ReadiedAction, t: ReadyTrigger): string {
  return `Ready ${readiedWords(a)} when ${t.by ?? "a foe"} ${triggerWords(t)}`;
}

function readiedWords(a: ReadiedAction): string {
  const step =
    a.kind === "Move" || a.kind === "Crawl" || a.step === undefined
      ? ""
      : ` after a step to ${formatSquare(a.step)}`;
  switch (a.kind) {
    case "Move":
      return `Move ${formatPath(a.path)}`;
    case "Crawl":
      return `Crawl to ${formatSquare(a.to)}`;
    case "Cast":
      return `${a.counter === true ? "counter with" : "Cast"} ${a.spell}${a.target === undefined ? "" : ` → ${a.target}`}${step}`;
    case "Attack":
      return `Attack${a.target === undefined ? "" : ` → ${a.target}`}${a.weapon === undefined ? "" : ` (${a.weapon})`}${step}`;
    case "Touch":
      return `Touch${a.target === undefined ? "" : ` → ${a.target}`}${step}`;
    case "Activity":
      return `${a.activity}${a.aiding === undefined ? "" : ` (aiding ${a.aiding})`}${step}`;
    case "FreeAction":
      return `FreeAction ${a.action}${step}`;
    case "TotalDefense":
      return `TotalDefense${step}`;
    default:
      return unreachable(a);
  }
}

/** The trigger in words: "casts", "moves into reach", "enters (3,4)", "uses DrinkPotion". */
function triggerWords(t: ReadyTrigger): string {
  if (t.on === "entersSquare") return `enters ${formatSquare(t.square)}`;
  if (t.on === "uses") return `uses ${t.activity ?? t.action}`;
  return t.on.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
}

// The renderer turns a throw into the plain rendering of the message (a readied kind unknown).
function unreachable(a: never): never {
  throw new Error(`invariant: a readied ${(a as { kind: string }).kind}`);
}
