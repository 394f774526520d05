import type { HeaderData } from "@d20/events";
import type { CombatantSpec, Weapon } from "../../3x/model/combatant.ts";
import type { TerrainKind } from "../battlefield/battleMap.ts";
import { weapon } from "../stats/index.ts";
import { fighter, header } from "./scenarios.ts";

/** A level-1 fighter (as `fighter`) with no shield: two hands for two weapons or a bow. */
function unshielded(
  id: string,
  side: string,
  x: number,
  y: number,
  weapons: readonly Weapon[],
  extra: Partial<Pick<CombatantSpec, "offHand" | "feats" | "holds">> = {},
): CombatantSpec {
  const { shield: _shield, ...base } = fighter(id, side, x, y, weapons[0]!);
  return { ...base, weapons, ...extra };
}

/** One side's four: a longspear (reach), a shortbow at the back, two weapons, a greataxe. */
function side(prefix: string, side: string, front: number, back: number): CombatantSpec[] {
  return [
    fighter(`${prefix}-长矛`, side, 6, front, weapon("longspear")),
    // The archer starts with its bow in hand, its dagger sheathed (seed 000 拔出或者收回武器).
    unshielded(`${prefix}-弓手`, side, 12, back, [weapon("shortbow"), weapon("dagger")], {
      holds: { main: "shortbow" },
    }),
    unshielded(`${prefix}-双剑`, side, 9, front, [weapon("longsword"), weapon("shortsword")], {
      offHand: "shortsword",
      feats: ["ImprovedInitiative", "TwoWeaponFighting"],
    }),
    fighter(`${prefix}-巨斧`, side, 13, front, weapon("greataxe")),
  ];
}

const feature = (x: number, y: number, kind: TerrainKind) => ({ x, y, kind });

/**
 * The battlefield's features: a band of difficult ground (rubble) across the middle with gaps,
 * a short wall on each flank, and a low obstacle — so that paths bend, some charges and runs are
 * blocked, and the walls give cover and block sight.
 */
const TERRAIN = [
  ...[3, 4, 5, 6, 7, 8, 11, 12, 13].flatMap((x) => [
    feature(x, 9, "difficult"),
    feature(x, 10, "difficult"),
  ]),
  ...[8, 9, 10, 11].map((y) => feature(2, y, "wall")),
  ...[9, 10, 11].map((y) => feature(16, y, "wall")),
  feature(10, 6, "wall"),
  feature(10, 13, "wall"),
] as const;

/**
 * The bench fight (issue 4): two sides of four level-1 fighters on a 20×20 map with difficult
 * ground and walls. Each side mixes a longspear (reach), an archer with a shortbow starting at
 * the back, a two-weapon fighter (longsword and short sword, with the feat) and a greataxe.
 * The melee lines start 10 squares apart, the archers 16.
 */
export function battlefieldFourVsFour(seed: string): HeaderData {
  return {
    ...header([...side("红", "red", 4, 1), ...side("蓝", "blue", 15, 18)], seed),
    map: { width: 20, height: 20, terrain: TERRAIN },
  };
}
