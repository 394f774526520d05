import type { ThreeXEventMap } from "../../3x/log/fightEvent.ts";
import { fact, type Tellers } from "./teller.ts";

type Data<K extends keyof ThreeXEventMap> = ThreeXEventMap[K];

// The grapple's facts (seed 000 擒抱GRAPPLE): who grapples, joins, escapes, pins and lets go.

/** The tellers of the grapple's facts. */
export const grappleTellers: Tellers = {
  GrappleChanged: (d) => fact("GrappleChanged", d),
};

/** What each change says, `a` acting on `b`. */
function changeText(d: Data<"GrappleChanged">): string {
  switch (d.change) {
    case "start":
      return `${d.a} grapples ${d.b}`;
    case "join":
      return `${d.a} joins the grapple, against ${d.b}`;
    case "escape":
      return `${d.a} escapes the grapple`;
    case "release":
      return `${d.a} releases ${d.b}`;
    case "pin":
      return `${d.a} pins ${d.b}`;
    case "breakPin":
      return `${d.a} breaks the pin on ${d.b}`;
    case "end":
      return `${d.a} is out of the grapple`;
  }
}

/** The English texts of the grapple's facts. */
export const grappleTexts = {
  "dnd35:event.GrappleChanged": (d: Data<"GrappleChanged">) => changeText(d),
};
