import type { CombatantSpec, Weapon } from "../../3x/model/combatant.ts";

// Stock horses for the tests and the law fights (SRD 3.5 "Monsters: Horse", outside the seeds;
// the scenario catalogue has the same three): Large animals on four legs, Int 2, speed 60 ft.
// Natural weapons are given at the Large horse's own dice.

const hoof = (damage: string, kind: "primary" | "secondary"): Weapon => ({
  id: "hoof",
  name: "hoof",
  damage,
  threat: 20,
  multiplier: 2,
  handedness: "light",
  reach: 5,
  natural: kind,
  count: 2,
});

const bite = (damage: string): Weapon => ({
  id: "bite",
  name: "bite",
  damage,
  threat: 20,
  multiplier: 2,
  handedness: "light",
  reach: 5,
  natural: "secondary",
});

const horse = (id: string, side: string, x: number, y: number) =>
  ({
    id,
    name: id,
    side,
    size: "large",
    level: 3,
    bab: 2,
    baseSaves: { fort: 3, ref: 3, will: 1 },
    speed: 60,
    feats: ["Run"],
    position: { x, y },
    aware: true,
    creatureType: "animal",
    steady: true,
  }) as const;

/**
 * A light horse (SRD: 3 HD, 19 hp, AC 13, hooves 1d4 + 1 secondary): not trained for war — in
 * combat it is frightened, and it flees when nobody rides it (seed 000 骑乘战斗 战斗用马).
 */
export function lightHorse(id: string, side: string, x: number, y: number): CombatantSpec {
  return {
    ...horse(id, side, x, y),
    abilities: { str: 14, dex: 13, con: 15, int: 2, wis: 12, cha: 6 },
    maxHp: 19,
    naturalArmor: 3,
    weapons: [hoof("1d4", "secondary")],
    warTrained: false,
  };
}

/**
 * A light warhorse (SRD: 3 HD, 22 hp, AC 14, hooves 1d4 + 3 and a bite 1d3 + 1), trained for war
 * (seed 000 战斗用马: 战马…是最适合用来战斗的乘骑).
 */
export function warhorse(id: string, side: string, x: number, y: number): CombatantSpec {
  return {
    ...horse(id, side, x, y),
    abilities: { str: 16, dex: 13, con: 17, int: 2, wis: 13, cha: 6 },
    maxHp: 22,
    naturalArmor: 4,
    weapons: [hoof("1d4", "primary"), bite("1d3")],
    warTrained: true,
  };
}
