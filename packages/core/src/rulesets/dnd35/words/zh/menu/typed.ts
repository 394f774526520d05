import type { Square } from "../../../../../model/ids.ts";
import type { CatalogueLike } from "../../../../../words/catalogue.ts";
import { formatSquare } from "../../../../../words/format.ts";
import type { typedTexts as english } from "../../menu/typed.ts";

/**
 * dnd35's Chinese texts of the typed commands (the English: ../../menu/typed.ts). The commands
 * themselves (`move`, `run`, `withdraw`, `delay`, `next`, `ready`, `attack gob-1`…) are what the
 * parser reads, so they stay as typed; only what they mean is Chinese. The help lines keep the
 * English column: `命令` is padded to the width of `COMMAND` on a terminal (a Chinese character
 * is two columns wide).
 */
export const typedTexts = {
  "dnd35:typed.noWay": (p: { to: Square }) => `没有通往${formatSquare(p.to)}的路线`,
  "dnd35:typed.hint": () => "move X,Y [X,Y…] · run X,Y · withdraw X,Y · delay N [next] · ready X,Y",
  "dnd35:typed.help.command": () =>
    "  命令         菜单条目旁的命令（attack gob-1、cast sleep gob-1、end…）",
  "dnd35:typed.help.move": () =>
    "  move X,Y …   移动到 X,Y，途经在它之前列出的每个方格（也可用 run、withdraw）",
  "dnd35:typed.help.delay": () =>
    "  delay N      延迟到先攻值 N（delay N next：延迟到下一轮的先攻值 N，高于你的先攻值）",
  "dnd35:typed.help.ready": () => "  ready X,Y    准备一次攻击，对付进入方格 X,Y 的敌人",
} satisfies CatalogueLike<typeof english>;
