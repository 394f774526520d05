import type { CatalogueLike } from "../../../../words/catalogue.ts";
import type { grappleTexts as english } from "../grapple.ts";

/** dnd35's Chinese texts of the grapple's facts, `a` acting on `b` (the English: ../grapple.ts). */
export const grappleTexts = {
  "dnd35:event.GrappleChanged": (d) => {
    switch (d.change) {
      case "start":
        return `${d.a}擒抱${d.b}`;
      case "join":
        return `${d.a}加入擒抱，对抗${d.b}`;
      case "escape":
        return `${d.a}脱离擒抱`;
      case "release":
        return `${d.a}放开${d.b}`;
      case "pin":
        return `${d.a}压制${d.b}`;
      case "breakPin":
        return `${d.a}解除了${d.b}所受的压制`;
      case "end":
        return `${d.a}退出擒抱`;
    }
  },
} satisfies CatalogueLike<typeof english>;
