import type { ActivityName } from "../3x/log/declarations.ts";
import type { ActionSlot } from "../3x/log/facts.ts";

/**
 * The rows of 表：战斗中的动作 (seed 000) that are neither attacks, movement nor casting: each
 * one's action type and whether the action itself provokes (footnote 1: leaving a threatened
 * square is separate). "maybe" rows depend on the declaration: aid another provokes when what it
 * aids does (footnote 2); an item provokes when another creature holds it (footnote 3).
 */
export interface ActivityRow {
  readonly slot: ActionSlot;
  readonly provokes: "yes" | "no" | "aided" | "heldByOther";
  /** The row as the seed names it. */
  readonly seed: string;
}

export const ACTIVITIES: Readonly<Record<ActivityName, ActivityRow>> = {
  DrinkPotion: { slot: "standard", provokes: "yes", seed: "喝药剂或者使用油" },
  ReadScroll: { slot: "standard", provokes: "yes", seed: "阅读卷轴" },
  UseMagicItem: { slot: "standard", provokes: "no", seed: "使用除药剂和油之外的魔法物品" },
  AidAnother: { slot: "standard", provokes: "aided", seed: "援助他人" },
  StabilizeAlly: { slot: "standard", provokes: "yes", seed: "稳定濒死伙伴的伤势" },
  LightTorchWithTindertwig: { slot: "standard", provokes: "yes", seed: "用火柴Tindertwig点燃火把" },
  DrawWeapon: { slot: "move", provokes: "no", seed: "拔武器" },
  SheatheWeapon: { slot: "move", provokes: "yes", seed: "收武器" },
  ReadyShield: { slot: "move", provokes: "no", seed: "装备或卸下盾" },
  LooseShield: { slot: "move", provokes: "no", seed: "装备或卸下盾" },
  // Not a row of the seed's table: the SRD's tower shield (outside the seeds) gives total cover
  // for the attacks given up — the turn's standard action.
  TowerShieldCover: { slot: "standard", provokes: "no", seed: "SRD Tower Shield (total cover)" },
  // 操作一个物品: 取出或者放回装起来的物品 — putting an item away is the same row as taking it out.
  StowItem: { slot: "move", provokes: "yes", seed: "取出装起来的物品" },
  LoadLightCrossbow: { slot: "move", provokes: "yes", seed: "给手弩或轻弩装弹" },
  LoadHeavyCrossbow: { slot: "fullRound", provokes: "yes", seed: "给重弩或连射弩装弹" },
  PickUpItem: { slot: "move", provokes: "yes", seed: "捡东西" },
  RetrieveStoredItem: { slot: "move", provokes: "yes", seed: "取出装起来的物品" },
  OpenDoor: { slot: "move", provokes: "no", seed: "开门或关门" },
  AttackObject: { slot: "standard", provokes: "heldByOther", seed: "击破物品（攻击）" },
  MoveHeavyObject: { slot: "move", provokes: "yes", seed: "移动很重的物体" },
  StandUp: { slot: "move", provokes: "yes", seed: "从俯卧状态站起" },
  DropProne: { slot: "free", provokes: "no", seed: "卧倒在地上" },
  LightTorch: { slot: "fullRound", provokes: "yes", seed: "点燃火把" },
  ExtinguishFlames: { slot: "fullRound", provokes: "no", seed: "扑灭火焰" },
  EscapeNet: { slot: "fullRound", provokes: "yes", seed: "从捕网内脱逃" },
};

/** Every activity's name, in the table's order. */
export const ACTIVITY_NAMES = Object.keys(ACTIVITIES) as readonly ActivityName[];

/** True for a known activity name (inputs come from outside). */
export function isActivity(name: unknown): name is ActivityName {
  return typeof name === "string" && Object.hasOwn(ACTIVITIES, name);
}

/** Whether an activity provokes, with its footnotes applied. */
export function activityProvokes(
  activity: ActivityName,
  aiding: ActivityName | undefined,
  heldByOther: boolean,
): boolean {
  const row = ACTIVITIES[activity];
  switch (row.provokes) {
    case "yes":
      return true;
    case "no":
      return false;
    case "aided":
      return (
        aiding !== undefined &&
        aiding !== "AidAnother" &&
        activityProvokes(aiding, undefined, heldByOther)
      );
    case "heldByOther":
      return heldByOther;
  }
}
