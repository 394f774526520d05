import type { CatalogueLike } from "../../../../../words/catalogue.ts";
import type { grappleViolationTexts as english } from "../../violations/grapple.ts";

/** dnd35's Chinese refusals of the grapple (the English: ../../violations/grapple.ts). */
export const grappleViolationTexts = {
  "dnd35:violation.grappleNoMove": (p) =>
    `${p.actor}正处于擒抱中，不能${p.action}（种子000 擒抱结果：擒抱者无法正常移动；它要通过擒抱检定来挣脱或移动擒抱）`,
} satisfies CatalogueLike<typeof english>;
