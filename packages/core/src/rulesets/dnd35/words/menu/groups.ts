import { type Message, msg } from "../../../../words/message.ts";
import type { CombatantDeclaration } from "../../../3x/log/declarations.ts";
import type { Texts } from "../teller.ts";

/** The headings of the play menu, in the order they are listed. */
export const MENU_GROUPS = ["attack", "move", "cast", "ready", "other"] as const;

/** A heading of the play menu. */
export type MenuGroup = (typeof MENU_GROUPS)[number];

// Special attacks made in place of a melee attack are attacks; turning undead is channelled
// energy, not a weapon (seed 000 驱散或斥喝不死生物), so it goes with the other actions.
const ATTACK_SPECIALS: ReadonlySet<string> = new Set([
  "Trip",
  "BullRush",
  "Grapple",
  "Disarm",
  "Sunder",
  "Feint",
  "Overrun",
  "ThrowSplash",
  "AidAnother",
]);

/**
 * Where a declaration goes in the menu: attacks (with a weapon, a charge, a coup de grace, the
 * special attacks), movement (a 5-foot step, a crawl, a move), casting (a spell, a held charge's
 * touch, a scroll), readying, and everything else (delay, total defense, gear, items, ending).
 */
export function groupOf(decl: CombatantDeclaration): MenuGroup {
  switch (decl.kind) {
    case "Attack":
    case "FullAttack":
    case "Charge":
    case "CoupDeGrace":
      return "attack";
    case "SpecialAttack":
      // Getting on or off a steed is movement of a kind (seed 000 表：战斗中的动作: 移动动作 上下马).
      if (decl.attack === "MountSteed" || decl.attack === "DismountSteed") return "move";
      return ATTACK_SPECIALS.has(decl.attack) ? "attack" : "other";
    case "Move":
    case "Run":
    case "Withdraw":
    case "FiveFootStep":
    case "Crawl":
    case "MinimumMove":
      return "move";
    case "Cast":
    case "Touch":
      return "cast";
    case "Activity":
      return decl.activity === "ReadScroll" ? "cast" : "other";
    case "Ready":
      return "ready";
    default:
      return "other";
  }
}

/** The heading of `group` as a message. */
export function groupMessage(group: MenuGroup): Message {
  return msg(`dnd35:menu.group.${group}`);
}

/** The English headings of the menu. */
export const groupTexts = Object.fromEntries(
  MENU_GROUPS.map((g) => [`dnd35:menu.group.${g}`, () => g]),
) satisfies Texts;
