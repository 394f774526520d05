import { formatSquare } from "../../../words/format.ts";
import type { ThreeXEventMap } from "../../3x/log/fightEvent.ts";
import { fact, type Tellers } from "./teller.ts";

type Data<K extends keyof ThreeXEventMap> = ThreeXEventMap[K];

// A thrown splash weapon's landing (seed 000 投掷泼溅武器THROW SPLASH WEAPON).

/** The tellers of the splash weapon's facts. */
export const splashTellers: Tellers = {
  SplashLanded: (d) => fact("SplashLanded", d),
};

/** The English texts of the splash weapon's facts. */
export const splashTexts = {
  "dnd35:event.SplashLanded": (d: Data<"SplashLanded">) => {
    const scatter =
      d.scatter === undefined
        ? ""
        : ` scatters (d8 ${d.scatter.roll}) ${d.scatter.squares} square${d.scatter.squares === 1 ? "" : "s"} and`;
    const hit = d.hit.length === 0 ? "splashing no one" : `splashing ${d.hit.join(", ")}`;
    // A throw at a grid intersection lands at an intersection (the top-left corner of `at`): the
    // one it was thrown at on a hit, another when it scattered.
    const aimed =
      d.intersection === undefined || d.scatter === undefined
        ? ""
        : `, thrown at the grid intersection ${formatSquare(d.intersection)},`;
    const where =
      d.intersection === undefined
        ? formatSquare(d.at)
        : `the grid intersection ${formatSquare(d.at)}${d.scatter === undefined ? " it was thrown at" : ""}`;
    return `${d.thrower}'s ${d.item}${aimed}${scatter} lands at ${where}, ${hit}`;
  },
};
