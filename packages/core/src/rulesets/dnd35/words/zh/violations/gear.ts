import type { CatalogueLike } from "../../../../../words/catalogue.ts";
import type { gearViolationTexts as english } from "../../violations/gear.ts";

// What merges into a move ("readying a shield"; any other as it comes).
const merged = (what: string) => (what === "readying a shield" ? "准备盾牌" : what);

/** dnd35's Chinese refusals about what a creature holds and carries (the English: ../../violations/gear.ts). */
export const gearViolationTexts = {
  "dnd35:violation.gear.whichItem": (p) => `${p.action}：请指明哪件物品`,
  "dnd35:violation.gear.noItem": (p) => `${p.actor}没有物品“${p.item}”`,
  "dnd35:violation.gear.inHand": (p) => `${p.actor}已经拿着${p.item}`,
  "dnd35:violation.gear.notInHand": (p) => `${p.actor}没有拿着${p.item}`,
  "dnd35:violation.gear.body": (p) => `${p.item}是身体的武器：从不需要拔出或收起`,
  "dnd35:violation.gear.stowed": (p) =>
    `${p.item}装在背包里：取出它要用RetrieveStoredItem（取出装起来的物品）`,
  "dnd35:violation.gear.notStowed": (p) => `${p.item}没有装在背包里`,
  "dnd35:violation.gear.onGround": (p) => `${p.item}在地上：捡起它要用PickUpItem（捡起物品）`,
  "dnd35:violation.gear.notOnGround": (p) => `${p.item}不在地上`,
  "dnd35:violation.gear.usedUp": (p) => `${p.item}已经用完`,
  "dnd35:violation.gear.gone": (p) =>
    p.how === "destroyed" ? `${p.item}已被摧毁` : `${p.item}已被${p.how}夺走`,
  "dnd35:violation.gear.notAWeapon": (p) =>
    `${p.item}不是武器或魔杖：收起它要用StowItem（放回装起来的物品）`,
  "dnd35:violation.gear.handsFull": (p) =>
    `${p.actor}没有${p.hands === 2 ? "两只空手" : "空手"}来拿${p.item}`,
  "dnd35:violation.gear.twoAtOnce": () =>
    "同时拔出两把武器需要双武器战斗专长，且须是两把轻型武器或单手武器",
  "dnd35:violation.gear.outOfReach": (p) =>
    `${p.item}在够不着的地方：只能从你所在的空间或邻近的方格捡起`,
  "dnd35:violation.gear.dropSquare": () => "把它丢到你所在的空间或地图上邻近的方格",
  "dnd35:violation.gear.noShield": (p) => `${p.actor}手边没有盾牌`,
  "dnd35:violation.gear.shieldReady": (p) => `${p.actor}的盾牌已经绑在臂上`,
  "dnd35:violation.gear.shieldNotReady": (p) => `${p.actor}的盾牌没有绑在臂上`,
  "dnd35:violation.gear.shieldStrapped": () =>
    "绑在臂上的盾牌要先松开（LooseShield，一个移动动作），不能直接丢掉",
  "dnd35:violation.gear.notCrossbow": (p) => `${p.item}不是用${p.activity}来装弹的`,
  "dnd35:violation.gear.noTowerShield": (p) => `${p.actor}臂上没有绑着可以躲在后面的塔盾`,
  "dnd35:violation.gear.behindTowerShield": (p) =>
    `${p.actor}躲在塔盾后面：在其下一回合之前，任何攻击都无法触及它，它也不能进行攻击`,
  "dnd35:violation.gear.alreadyLoaded": (p) => `${p.item}已经装好弹`,
  "dnd35:violation.gear.notWielded": (p) => `${p.actor}手中没有${p.weapon}：请先拔出它`,
  "dnd35:violation.gear.notLoaded": (p) => `${p.weapon}没有装弹：请先装弹`,
  "dnd35:violation.gear.mergeNeedsBab": (p) =>
    `只有基本攻击加值达到+1或以上，${merged(p.what)}才能融合进移动中`,
  "dnd35:violation.noSlotLeft": (p) =>
    `此次全攻击中已没有第${p.attack}次攻击（有一件武器离开了手）`,
} satisfies CatalogueLike<typeof english>;
