import type { CombatantSpec } from "../../3x/model/combatant.ts";
import { lightHorse, warhorse } from "../samples/mounts.ts";

/**
 * A random fight's roster with steeds (seed 000 骑乘战斗MOUNTED COMBAT): the first fighter of the
 * party starts on a warhorse (trained for war), the first bandit on a light horse (not: frightened,
 * it must be controlled, and uncontrolled it flees), and a riderless light horse waits beside the
 * party for anyone to mount. Each rider stands on its mount's square, west of the line.
 */
export function withMounts(roster: readonly CombatantSpec[]): CombatantSpec[] {
  const out = roster.map((c, i) => {
    if (i === 0) return { ...c, position: { x: 1, y: 3 }, rides: "战马-1", ride: 4 };
    if (i === 4) return { ...c, position: { x: 1, y: 11 }, rides: "马-2", ride: 2 };
    return c;
  });
  return [
    ...out,
    warhorse("战马-1", "party", 1, 3),
    lightHorse("马-2", "bandits", 1, 11),
    lightHorse("马-3", "party", 8, 2),
  ];
}
