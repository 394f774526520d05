import type { CatalogueLike } from "../../../../../words/catalogue.ts";
import { type groupTexts as english, MENU_GROUPS, type MenuGroup } from "../../menu/groups.ts";

// The headings in Chinese (seed 000 表：战斗中的动作; 准备动作 for readying, seed 000 准备READY).
const HEADINGS: Readonly<Record<MenuGroup, string>> = {
  attack: "攻击",
  move: "移动",
  cast: "施法",
  ready: "准备动作",
  other: "其他",
};

/**
 * dnd35's Chinese headings of the menu (the English: ../../menu/groups.ts). The English entries
 * return their group's own name, so their type is that union of names: checked here by id and
 * parameters, returning any string.
 */
export const groupTexts = Object.fromEntries(
  MENU_GROUPS.map((g) => [`dnd35:menu.group.${g}`, () => HEADINGS[g]]),
) satisfies CatalogueLike<Record<keyof typeof english, () => string>>;
