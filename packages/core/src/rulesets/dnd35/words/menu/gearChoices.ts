import { SHIELD_ID } from "../../../3x/gear/index.ts";
import type { CombatantDeclaration } from "../../../3x/log/declarations.ts";
import type { ThreeXCombatant } from "../../../3x/state/index.ts";
import { GEAR_ACTIVITIES } from "../../checkGear.ts";

/**
 * The gear choices worth offering (seed 000 拔出或者收回武器, 装备或者卸下盾牌, 操作一个物品, 丢掉物品):
 * each gear activity and a drop for each of the creature's items, and drawing two weapons at
 * once. The menu keeps those the rules allow, so only what applies to what it holds is shown.
 */
export function gearCandidates(me: ThreeXCombatant): CombatantDeclaration[] {
  const items = [
    ...me.spec.weapons.map((w) => w.id),
    ...(me.spec.items ?? []).map((i) => i.id),
    SHIELD_ID,
  ];
  const out: CombatantDeclaration[] = [];
  for (const item of items) {
    for (const activity of GEAR_ACTIVITIES) out.push({ kind: "Activity", activity, item });
    out.push({ kind: "FreeAction", action: "DropItem", item });
  }
  // Two-Weapon Fighting: two light or one-handed weapons in one draw.
  if (me.spec.feats.includes("TwoWeaponFighting") && me.spec.offHand !== undefined)
    for (const w of me.spec.weapons)
      if (w.id !== me.spec.offHand)
        out.push({ kind: "Activity", activity: "DrawWeapon", item: w.id, also: me.spec.offHand });
  return out;
}
