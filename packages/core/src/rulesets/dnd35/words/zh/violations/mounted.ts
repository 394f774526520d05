import type { CatalogueLike } from "../../../../../words/catalogue.ts";
import { formatSquare as sq } from "../../../../../words/format.ts";
import type { mountedViolationTexts as english } from "../../violations/mounted.ts";

// A special attack's name in words (the English passes "overrun", "bull rush", …; any other as it comes).
const ATTACK: Readonly<Record<string, string>> = {
  overrun: "闯越",
  Overrun: "闯越",
  "bull rush": "冲撞",
  BullRush: "冲撞",
  trip: "绊摔",
  Trip: "绊摔",
  grapple: "擒抱",
  Grapple: "擒抱",
};
const attack = (a: string) => ATTACK[a] ?? a;

/** dnd35's Chinese refusals in mounted combat (the English: ../../violations/mounted.ts). */
export const mountedViolationTexts = {
  "dnd35:violation.mounted.riderMoves": (p) =>
    `${p.rider}骑乘着${p.mount}：骑手随坐骑移动，用的是坐骑自己的动作（移动${p.mount}，或先下坐骑）`,
  "dnd35:violation.mounted.singleAttack": (p) =>
    `${p.mount}本回合移动了${p.feet}尺：其骑手只能进行一次近战攻击`,
  "dnd35:violation.mounted.targetRider": (p) =>
    `${p.rider}骑乘着${p.mount}并占据其空间：${attack(p.attack)}要针对${p.mount}进行`,
  "dnd35:violation.mounted.grappleMovesRider": (p) =>
    `${p.rider}骑乘着${p.mount}：擒抱不能把它从坐骑上移开`,
  "dnd35:violation.mounted.riderOwnMove": (p) =>
    `${p.rider}骑乘着${p.mount}：${attack(p.attack)}会移动发动者本身，而骑手只能随坐骑移动（骑乘闯越由${p.mount}进行；其余的请先下坐骑）`,
  "dnd35:violation.mounted.riderProne": (p) =>
    `${p.rider}在马鞍上：不能在那里趴倒俯卧（请先下坐骑）`,
  "dnd35:violation.mount.alreadyRiding": (p) => `已经骑乘着${p.mount}`,
  "dnd35:violation.mount.self": () => "不能骑乘自己",
  "dnd35:violation.mount.notAdjacent": (p) => `${p.mount}不在它身旁：骑手只能骑上邻近的坐骑`,
  "dnd35:violation.mount.notAlly": (p) => `${p.mount}不属于它的阵营：只能骑上自愿的坐骑`,
  "dnd35:violation.mount.tooSmall": (p) =>
    `${p.mount}（${p.size}）并不比其骑手（${p.rider}）大：坐骑至少要大一级体型`,
  "dnd35:violation.mount.ridden": (p) => `${p.mount}已经载着${p.rider}`,
  "dnd35:violation.mount.isRider": (p) => `${p.mount}自己正骑乘着坐骑：它不能载骑手`,
  "dnd35:violation.mount.carries": (p) => `它正载着${p.rider}：坐骑不能再骑乘别的坐骑`,
  "dnd35:violation.mount.cannotCarry": (p) =>
    `${p.mount}已倒下、无助或正处于擒抱中：现在不能载骑手`,
  "dnd35:violation.mount.grappling": () => "它正处于擒抱中：不能上下坐骑",
  "dnd35:violation.mount.fastNeedsMove": () =>
    "快速上下坐骑需要本回合的移动动作尚未使用（种子：在你该轮内不能以移动动作上下坐骑的时候你不能快速上下坐骑）",
  "dnd35:violation.mount.notFrightened": (p) => `${p.mount}受过战斗训练：控制它不需要骑术检定`,
  "dnd35:violation.mount.controlledAlready": (p) => `${p.mount}本轮已经处于控制之下`,
  "dnd35:violation.dismount.notRiding": () => "它没有骑乘任何东西",
  "dnd35:violation.dismount.square": (p) => `${sq(p.square)}不是${p.mount}空间旁边的方格`,
  "dnd35:violation.roster.rides.unknown": (p) => `指明的“${p.mount}”不在名单中`,
  "dnd35:violation.roster.rides.self": () => "战斗者不能骑乘自己",
  "dnd35:violation.roster.rides.chain": (p) => `“${p.mount}”自己正骑乘着坐骑：它不能载骑手`,
  "dnd35:violation.roster.rides.twice": (p) =>
    `“${p.mount}”已经载着“${p.other}”：一匹坐骑只能载一名骑手`,
  "dnd35:violation.roster.rides.size": (p) => `“${p.mount}”并不比其骑手大：坐骑至少要大一级体型`,
  "dnd35:violation.roster.rides.side": (p) => `“${p.mount}”属于另一阵营：骑手的坐骑是它的盟友`,
  "dnd35:violation.roster.rides.down": (p) => `“${p.mount}”开始时生命值低于0：倒下的坐骑不能载骑手`,
  "dnd35:violation.roster.rides.position": (p) =>
    `骑手站在其坐骑的方格上：必须是${sq(p.square)}，即“${p.mount}”所在之处`,
} satisfies CatalogueLike<typeof english>;
