import type { CatalogueLike } from "../../../../../words/catalogue.ts";
import type { attackViolationTexts as english } from "../../violations/attack.ts";

// A full attack's hand in words ("main", "off"; any other as it comes).
const hand = (h: string) => (h === "main" ? "主手" : h === "off" ? "副手" : h);

/** dnd35's Chinese refusals of an attack (the English: ../../violations/attack.ts). */
export const attackViolationTexts = {
  "dnd35:violation.outOfReach.weapon": (p) => `${p.target}距离${p.ft}尺；触及范围为${p.reachFt}尺`,
  "dnd35:violation.selfTarget": () => "生物不能攻击自己",
  "dnd35:violation.deadTarget": (p) => `${p.target}已经死亡`,
  "dnd35:violation.noWeapon": (p) => `${p.actor}没有携带武器“${p.weapon}”`,
  "dnd35:violation.grappleWeapon": (p) =>
    `${p.weapon}不能在擒抱中使用：只能用徒手攻击、天生武器或轻型武器`,
  "dnd35:violation.grappleTwoWeapon": (p) =>
    `${p.actor}正处于擒抱中：不能进行副手攻击（${p.weapon}）——擒抱中的生物不能双武器战斗，即使是两把轻型武器也不行`,
  "dnd35:violation.grapple.pinnerWeapon": (p) =>
    `${p.actor}正在压制敌人：压制期间它不能使用武器（${p.weapon}），无论是对被压制者还是其他人——只能用徒手攻击或天生武器`,
  "dnd35:violation.noOffHand": (p) => `${p.weapon}不在${p.actor}的副手中`,
  "dnd35:violation.notTwoHanded": (p) =>
    `${p.weapon}${p.offHand ? "在副手中" : ""}不能双手持用${p.offHand ? "" : p.natural === true ? "（天生武器）" : "（手中没有武器）"}`,
  "dnd35:violation.notThrowable": (p) => `${p.weapon}不是投掷武器`,
  "dnd35:violation.proneRanged": (p) => `${p.weapon}不能在俯卧时使用（只有弩或手里剑可以）`,
  "dnd35:violation.outOfRange": (p) => `${p.target}在${p.maxFt}尺之外`,
  "dnd35:violation.totalCover": (p) => `${p.target}处于全掩蔽状态`,
  "dnd35:violation.tooClose": () => "触及武器不能攻击贴身的敌人",
  "dnd35:violation.notTotallyConcealed": (p) => `${p.target}并未处于全隐蔽状态：攻击它所在的位置`,
  "dnd35:violation.badSquare": () => "猜测的方格必须在地图上",
  "dnd35:violation.notThisSlot": (p) =>
    p.natural === undefined
      ? `此次全攻击的第${p.attack}次攻击是${hand(p.hand)}的${p.weapon}`
      : `此次全攻击的第${p.attack}次攻击是${p.weapon}（${p.natural}天生攻击）`,
  "dnd35:violation.notHelpless": (p) => `${p.target}并非无助`,
  "dnd35:violation.immuneToCriticals": (p) => `${p.target}免疫重击：不能对其进行致命一击`,
  "dnd35:violation.notAdjacent.coupDeGrace": () => "用弓或弩进行致命一击需要目标与你相邻",
  "dnd35:violation.notMelee": (p) => `${p.weapon}不能用来进行致命一击`,
} satisfies CatalogueLike<typeof english>;
