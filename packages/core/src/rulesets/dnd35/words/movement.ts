import { formatSquare } from "../../../words/format.ts";
import type { ThreeXEventMap } from "../../3x/log/fightEvent.ts";
import { fact, type Tellers, type Texts } from "./teller.ts";

type Data<K extends keyof ThreeXEventMap> = ThreeXEventMap[K];

/** Movement (seed 000 移动) and the GM's placing of a creature. */
export const movementTellers: Tellers = {
  Moved: (d) => fact("Moved", d),
  PositionSet: (d) => fact("PositionSet", d),
};

/** The English texts of movement. */
export const movementTexts = {
  "dnd35:event.Moved": (d: Data<"Moved">) =>
    `${d.actor} moves ${d.feet} ft${d.mode === "walk" ? "" : ` (${d.mode})`} to ${formatSquare(d.path[d.path.length - 1] ?? { x: 0, y: 0 })}`,
  "dnd35:event.PositionSet": (d: Data<"PositionSet">) =>
    `${d.target} is placed at ${formatSquare(d.to)}`,
} satisfies Texts;
