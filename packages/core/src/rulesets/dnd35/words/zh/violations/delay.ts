import type { CatalogueLike } from "../../../../../words/catalogue.ts";
import type { delayViolationTexts as english } from "../../violations/delay.ts";

/** dnd35's Chinese refusals of a delay (the English: ../../violations/delay.ts). */
export const delayViolationTexts = {
  "dnd35:violation.delayAgain": () => "结束延迟插入行动的生物要立即行动",
  "dnd35:violation.delayAfterActing": () => "须在行动之前延迟：本回合已经开始",
  "dnd35:violation.delayTwoWays": () => "指明要跟在其后的生物或一个先攻值，不能两者都指明",
  "dnd35:violation.delayNextRound": () => "延迟到下一轮须指明一个先攻值",
  "dnd35:violation.delayCount.whole": () => "延迟须指明一个整数先攻值",
  "dnd35:violation.delayCount.nextRound": (p) =>
    `延迟到下一轮须指明一个高于${p.own}的先攻值，即在其正常回合之前`,
  "dnd35:violation.delayCount.thisRound": (p) => `延迟会把先攻值降到${p.own}以下`,
} satisfies CatalogueLike<typeof english>;
