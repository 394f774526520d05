import type { ThreeXFactDataMap } from "../log/facts.ts";
import type { CombatantSpec } from "../model/combatant.ts";
import type { ThreeXCombatant } from "../state/combatant.ts";
import { SHIELD_ID } from "./gear.ts";
import { handFree } from "./wielded.ts";

// A weapon or item taken out of another's hands or off its body (seed 000 卸除武器（DISARM）: "如果
// 你是尝试以徒手卸武，那么就会将对手的武器夺到自己手中"; 夺取物品) is the taker's from then on: it
// joins the taker's sheet under a new id, `<item>@<owner>`, in the hand that took it (the main
// hand if free, else the off hand), with the charges spent and the damage it has taken so far.
// A taken shield is held, not strapped on: it is not added (strapping one on is the SRD's
// work of a move action with the shield's own straps, which a grab does not give).

/** The id a taken item goes by in its taker's hands. */
export function takenId(owner: string, item: string): string {
  return `${item}@${owner}`;
}

/**
 * The reducer's part of a `taken` GearChanged for the taker: `owner`'s item joins `taker`'s
 * sheet and hand. The owner's gear has already let it go.
 */
export function takeInto(
  taker: ThreeXCombatant,
  owner: ThreeXCombatant,
  d: ThreeXFactDataMap["GearChanged"],
): void {
  if (d.item === SHIELD_ID) return;
  const id = takenId(owner.spec.id, d.item);
  const weapon = owner.spec.weapons.find((w) => w.id === d.item);
  const item = owner.spec.items?.find((x) => x.id === d.item);
  if (weapon === undefined && item === undefined) return;
  const spec: CombatantSpec = {
    ...taker.spec,
    ...(weapon === undefined
      ? { items: [...(taker.spec.items ?? []), { ...item!, id }] }
      : { weapons: [...taker.spec.weapons, { ...weapon, id }] }),
  };
  // A new spec replaces the old one (states share specs: see engine/cloneState.ts).
  (taker as { spec: CombatantSpec }).spec = spec;
  const g = taker.gear;
  if (handFree(taker, "main")) g.main = id;
  else if (handFree(taker, "off")) g.off = id;
  else g.stowed.push(id);
  const spent = owner.gear.chargesSpent[d.item];
  if (spent !== undefined) g.chargesSpent[id] = spent;
  const damage = owner.gear.damage[d.item];
  if (damage !== undefined) g.damage[id] = damage;
  if (owner.gear.loaded.includes(d.item)) g.loaded.push(id);
}
