import type { CatalogueLike } from "../../../../words/catalogue.ts";
import { formatSquare } from "../../../../words/format.ts";
import type { splashTexts as english } from "../splash.ts";

/** dnd35's Chinese texts of a splash weapon's landing (the English: ../splash.ts). */
export const splashTexts = {
  "dnd35:event.SplashLanded": (d) => {
    const scatter =
      d.scatter === undefined ? "" : `偏离（d8 ${d.scatter.roll}）${d.scatter.squares}格，`;
    const hit = d.hit.length === 0 ? "泼溅未波及任何生物" : `泼溅波及${d.hit.join("、")}`;
    // A throw at a grid intersection lands at an intersection: the one aimed at, or another.
    const aimed =
      d.intersection === undefined || d.scatter === undefined
        ? ""
        : `投向方格线交叉点${formatSquare(d.intersection)}，`;
    const where =
      d.intersection === undefined
        ? formatSquare(d.at)
        : `${d.scatter === undefined ? "所投向的" : ""}方格线交叉点${formatSquare(d.at)}`;
    return `${d.thrower}的${d.item}${aimed}${scatter}落在${where}，${hit}`;
  },
} satisfies CatalogueLike<typeof english>;
