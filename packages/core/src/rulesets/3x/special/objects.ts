import { SIZES, type Size } from "../../../model/size.ts";
import type { Armor, CombatantSpec, Shield, Weapon } from "../model/combatant.ts";

// Objects a sunder strikes (seed 000 击破武器SUNDER, 表：普通盔甲、武器、和盾牌的硬度以及生命值):
// hardness and hit points by kind of weapon or shield, for Medium ones (×2 a size larger, ½ a
// size smaller), and the SRD's damage types (outside the seeds) that say which weapons can
// sunder: slashing or bludgeoning ones.

/** A kind of object of the table, with its hardness and Medium hit points. */
interface ObjectRow {
  readonly kind: string;
  readonly hardness: number;
  readonly hp: number;
}

const row = (kind: string, hardness: number, hp: number): ObjectRow => ({ kind, hardness, hp });

/** 表：普通盔甲、武器、和盾牌的硬度以及生命值, row by row. */
export const OBJECT_TABLE = {
  lightBlade: row("light blade", 10, 2),
  oneHandedBlade: row("one-handed blade", 10, 5),
  twoHandedBlade: row("two-handed blade", 10, 10),
  lightMetalHafted: row("light metal-hafted weapon", 10, 10),
  oneHandedMetalHafted: row("one-handed metal-hafted weapon", 10, 20),
  lightHafted: row("light hafted weapon", 5, 2),
  oneHandedHafted: row("one-handed hafted weapon", 5, 5),
  twoHandedHafted: row("two-handed hafted weapon", 5, 10),
  projectile: row("projectile weapon", 5, 5),
  buckler: row("buckler", 10, 5),
  lightWooden: row("light wooden shield", 5, 7),
  heavyWooden: row("heavy wooden shield", 5, 15),
  lightSteel: row("light steel shield", 10, 10),
  heavySteel: row("heavy steel shield", 10, 20),
  tower: row("tower shield", 5, 20),
} as const;

type Build = "blade" | "metalHafted" | "hafted";

/** The SRD weapons' damage types and build (blade, metal haft, wooden haft), by catalogue id. */
const WEAPON_FACTS: Readonly<Record<string, { readonly types: string; readonly build: Build }>> = {
  dagger: { types: "PS", build: "blade" },
  shortsword: { types: "P", build: "blade" },
  handaxe: { types: "S", build: "hafted" },
  longsword: { types: "S", build: "blade" },
  rapier: { types: "P", build: "blade" },
  scimitar: { types: "S", build: "blade" },
  battleaxe: { types: "S", build: "hafted" },
  morningstar: { types: "BP", build: "metalHafted" },
  warhammer: { types: "B", build: "metalHafted" },
  club: { types: "B", build: "hafted" },
  sap: { types: "B", build: "hafted" },
  whip: { types: "S", build: "hafted" },
  greatsword: { types: "S", build: "blade" },
  greataxe: { types: "S", build: "hafted" },
  falchion: { types: "S", build: "blade" },
  quarterstaff: { types: "B", build: "hafted" },
  longspear: { types: "P", build: "hafted" },
  spear: { types: "P", build: "hafted" },
  glaive: { types: "S", build: "hafted" },
  javelin: { types: "P", build: "hafted" },
  "light-mace": { types: "B", build: "metalHafted" },
  "spiked-gauntlet": { types: "P", build: "metalHafted" },
  "heavy-mace": { types: "B", build: "metalHafted" },
  flail: { types: "B", build: "metalHafted" },
  greatclub: { types: "B", build: "hafted" },
  halberd: { types: "PS", build: "hafted" },
  guisarme: { types: "S", build: "hafted" },
};

/** Whether a weapon deals slashing or bludgeoning damage (击破武器: 使用挥砍或是钝击武器). */
export function sundersWith(w: Weapon): boolean {
  if (w.unarmed === true) return true;
  const types = WEAPON_FACTS[w.id]?.types ?? (w.natural !== undefined ? "B" : "");
  return types.includes("S") || types.includes("B");
}

/** A weapon's row of the table; undefined for a weapon of the body (a claw is no object). */
export function weaponRow(w: Weapon): ObjectRow | undefined {
  if (w.unarmed === true || w.natural !== undefined) return undefined;
  if (w.ranged?.kind === "projectile") return OBJECT_TABLE.projectile;
  const build = WEAPON_FACTS[w.id]?.build ?? "hafted";
  const hand = w.handedness;
  if (build === "blade")
    return hand === "light"
      ? OBJECT_TABLE.lightBlade
      : hand === "one-handed"
        ? OBJECT_TABLE.oneHandedBlade
        : OBJECT_TABLE.twoHandedBlade;
  if (build === "metalHafted")
    // No two-handed metal-hafted row: such a weapon counts as one-handed metal-hafted.
    return hand === "light" ? OBJECT_TABLE.lightMetalHafted : OBJECT_TABLE.oneHandedMetalHafted;
  return hand === "light"
    ? OBJECT_TABLE.lightHafted
    : hand === "one-handed"
      ? OBJECT_TABLE.oneHandedHafted
      : OBJECT_TABLE.twoHandedHafted;
}

/** A shield's row: by its kind and whether it is steel (its name says) or wood. */
export function shieldRow(s: Shield): ObjectRow {
  if (s.kind === "buckler") return OBJECT_TABLE.buckler;
  if (s.kind === "tower") return OBJECT_TABLE.tower;
  const steel = /steel/i.test(s.name);
  const heavy = s.kind === "heavy" || (s.kind === undefined && /heavy/i.test(s.name));
  if (steel) return heavy ? OBJECT_TABLE.heavySteel : OBJECT_TABLE.lightSteel;
  return heavy ? OBJECT_TABLE.heavyWooden : OBJECT_TABLE.lightWooden;
}

/**
 * The table's armor row: hardness by the armor's material (footnote 2, 根据原材料来决定: the SRD's
 * substances, outside the seeds — cloth 0, leather or hide 2, iron or steel 10; read from the
 * armor's name), hit points its armor bonus × 5 (盔甲加值x5), for Medium armor. Worn armor cannot
 * be sundered (击破携带或穿戴中的物品: 你无法击破其他人物所穿戴的盔甲); this is what it would take.
 */
export function armorRow(a: Armor): ObjectRow {
  const name = a.name.toLowerCase();
  const hardness = /padded|cloth/.test(name) ? 0 : /leather|hide/.test(name) ? 2 : 10;
  return row(`armor (${a.name})`, hardness, a.bonus * 5);
}

/** Hit points for an object of `size`: ×2 per size above Medium, ½ per size below (footnote 1). */
export function sizedHp(hp: number, size: Size): number {
  const steps = SIZES.indexOf(size) - SIZES.indexOf("medium");
  return steps >= 0 ? hp * 2 ** steps : Math.max(1, Math.floor(hp / 2 ** -steps));
}

/**
 * Other items held (击破武器SUNDER: 攻击对方手中持有的、除武器和盾牌以外的其它物品): the SRD's
 * magic items (outside the seeds) — a wand hardness 5, 5 hp; a staff 5, 10; a potion's or oil's
 * vial 1, 1; a scroll 0, 1.
 */
const ITEM_ROWS: Readonly<Record<string, ObjectRow>> = {
  wand: row("wand", 5, 5),
  staff: row("staff", 5, 10),
  potion: row("potion vial", 1, 1),
  oil: row("oil flask", 1, 1),
  scroll: row("scroll", 0, 1),
};

/** An item of `owner` as an object: its kind, hardness and hit points (at its owner's size). */
export function objectOf(
  owner: CombatantSpec,
  item: string,
): { readonly kind: string; readonly hardness: number; readonly hp: number } | undefined {
  if (item === "shield") {
    const sh = owner.shield;
    return sh === undefined ? undefined : sized(shieldRow(sh), owner.size, sh.enhancement);
  }
  if (item === "armor") {
    const a = owner.armor;
    return a === undefined ? undefined : sized(armorRow(a), owner.size, a.enhancement);
  }
  const w = owner.weapons.find((x) => x.id === item);
  const other = owner.items?.find((x) => x.id === item);
  // Magic items keep their own hit points whatever their bearer's size.
  if (w === undefined && other !== undefined) return ITEM_ROWS[other.kind];
  const r = w === undefined ? undefined : weaponRow(w);
  return r === undefined ? undefined : sized(r, owner.size, w!.enhancement);
}

/**
 * A row at the object's size, magic added: each +1 of enhancement gives +2 hardness and +10 hit
 * points (SRD "Combat: Attack an Object", outside the seeds).
 */
function sized(r: ObjectRow, size: Size, enhancement = 0) {
  return {
    kind: r.kind,
    hardness: r.hardness + 2 * enhancement,
    hp: sizedHp(r.hp, size) + 10 * enhancement,
  };
}
