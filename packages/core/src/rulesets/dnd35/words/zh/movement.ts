import type { CatalogueLike } from "../../../../words/catalogue.ts";
import { formatSquare } from "../../../../words/format.ts";
import type { ThreeXEventMap } from "../../../3x/log/fightEvent.ts";
import type { movementTexts as english } from "../movement.ts";

type Data<K extends keyof ThreeXEventMap> = ThreeXEventMap[K];

// How a creature moved (the engine's modes; any other is kept as given).
const MODES: Readonly<Record<string, string>> = {
  charge: "冲锋",
  fiveFootStep: "五尺快步",
  follow: "跟进",
  pushed: "被推开",
};

/** dnd35's Chinese texts of movement (the English: ../movement.ts). */
export const movementTexts = {
  "dnd35:event.Moved": (d: Data<"Moved">) =>
    `${d.actor}移动${d.feet}尺${d.mode === "walk" ? "" : `（${MODES[d.mode] ?? d.mode}）`}至${formatSquare(d.path[d.path.length - 1] ?? { x: 0, y: 0 })}`,
  "dnd35:event.PositionSet": (d: Data<"PositionSet">) => `${d.target}被放置于${formatSquare(d.to)}`,
} satisfies CatalogueLike<typeof english>;
