import type { CatalogueLike } from "../../../../words/catalogue.ts";
import { formatSquare } from "../../../../words/format.ts";
import type { ThreeXEventMap } from "../../../3x/log/fightEvent.ts";
import type { rosterTexts as english } from "../roster.ts";

type Data<K extends keyof ThreeXEventMap> = ThreeXEventMap[K];

/** dnd35's Chinese texts of roster changes and overridden rulings (the English: ../roster.ts). */
export const rosterTexts = {
  "dnd35:event.CombatantAdded": (d: Data<"CombatantAdded">) =>
    `${d.spec.id}加入战斗（${d.spec.side}），位于${formatSquare(d.spec.position)}`,
  "dnd35:event.CombatantRemoved": (d: Data<"CombatantRemoved">) => `${d.id}离开战斗`,
  "dnd35:event.OrderChanged": (d: Data<"OrderChanged">) =>
    `${d.target}此后紧接在${d.before}之前行动，先攻值${d.count}`,
  "dnd35:event.RulingOverridden": (d: Data<"RulingOverridden">) =>
    `seq ${d.seq}的裁定被推翻：${d.ruling}`,
} satisfies CatalogueLike<typeof english>;
