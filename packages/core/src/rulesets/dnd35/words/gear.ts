import { formatSquare } from "../../../words/format.ts";
import type { ThreeXEventMap } from "../../3x/log/fightEvent.ts";
import { fact, type Tellers, type Texts } from "./teller.ts";

type Data<K extends keyof ThreeXEventMap> = ThreeXEventMap[K];

/** What a creature holds (seed 000 拔出或者收回武器, 装备或者卸下盾牌, 操作一个物品, 丢掉物品). */
export const gearTellers: Tellers = {
  GearChanged: (d) => fact("GearChanged", d),
};

const HANDS = { main: "main hand", off: "off hand", both: "both hands" } as const;

/** The English of a change of gear. */
export const gearTexts = {
  "dnd35:event.GearChanged": (d: Data<"GearChanged">) => {
    const into = d.hand === undefined ? "" : ` (${HANDS[d.hand]})`;
    const at = d.square === undefined ? "" : ` at ${formatSquare(d.square)}`;
    const item = d.item === "shield" ? "its shield" : d.item;
    switch (d.change) {
      case "draw":
        return `${d.actor} draws ${item}${d.also === undefined ? "" : ` and ${d.also}`}${into}`;
      case "retrieve":
        return `${d.actor} takes ${item} out of its pack${into}`;
      case "sheathe":
        return `${d.actor} puts away ${item}`;
      case "stow":
        return `${d.actor} puts ${item} away in its pack`;
      case "drop":
        return d.rule === "dnd35.attackAction"
          ? `${d.actor}'s thrown ${item} lands${at}`
          : d.rule === "dnd35.disarm"
            ? `${d.actor}'s ${item} is knocked from its hand and falls${at}`
            : `${d.actor} drops ${item}${at}`;
      case "pickUp":
        return `${d.actor} picks up ${item}${d.square === undefined ? "" : ` from ${formatSquare(d.square)}`}${into}`;
      case "readyShield":
        return `${d.actor} straps on its shield (its AC counts)`;
      case "looseShield":
        return `${d.actor} looses its shield; it lies${at}`;
      case "load":
        return `${d.actor} loads ${item}`;
      case "useUp":
        return `${d.actor}'s ${item} is used up`;
      case "spendCharge":
        return `${d.actor}'s ${item} spends a charge`;
      case "destroy":
        return `${d.actor}'s ${item} is destroyed`;
      case "taken":
        return `${d.by} takes ${d.actor}'s ${item}`;
      default:
        return d.change satisfies never;
    }
  },
} satisfies Texts;
