import type { CatalogueLike } from "../../../../words/catalogue.ts";
import type { occasionTexts as english } from "../occasion.ts";

/** dnd35's Chinese texts of what brought an event about (the English: ../occasion.ts). */
export const occasionTexts = {
  "dnd35:occasion.hurtWhileCasting": (d) =>
    `${d.caster}施放${d.spell}时受到的伤害（seed 000 专注Concentration）`,
  "dnd35:occasion.defensively": (d) => `${d.caster}防御性施放${d.spell}（seed 000 防御性施法）`,
  "dnd35:occasion.saveAgainstSpell": (d) => `${d.target}所豁免的法术（DC ${d.dc}）`,
  "dnd35:occasion.saveAgainstHarm": (d) => `${d.target}所豁免的伤害（DC ${d.dc}）`,
  // The English entry's type is its three literal strings: the Chinese, asserted to it.
  "dnd35:occasion.damageFrom": ((d: { type: string }): string =>
    d.type === "AttackResolved"
      ? "命中的攻击"
      : d.type === "SpellCast"
        ? "法术"
        : "泼溅") as (typeof english)["dnd35:occasion.damageFrom"],
  "dnd35:occasion.hpFrom": (d) => `${d.target}受到的伤害`,
  "dnd35:occasion.window": (d) =>
    d.window === "readied"
      ? `${d.provoker}触发准备动作的行为（${d.trigger}）`
      : `${d.provoker}引发借机攻击的行为（${d.trigger}）`,
} satisfies CatalogueLike<typeof english>;
