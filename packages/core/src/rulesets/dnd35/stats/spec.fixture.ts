import type { Explained } from "../../../model/breakdown.ts";
import type { CombatantSpec } from "../../3x/model/combatant.ts";
import type { AttackBonusResult } from "./index.ts";
import { isRangeViolation } from "./index.ts";

/** Test fixture: a plain Medium fighter with all-10 abilities, for tests to override field by field. */
export function testSpec(overrides: Partial<CombatantSpec> = {}): CombatantSpec {
  return {
    id: "fighter",
    name: "Fighter",
    side: "party",
    size: "medium",
    abilities: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 },
    maxHp: 10,
    level: 1,
    bab: 1,
    baseSaves: { fort: 2, ref: 0, will: 0 },
    speed: 30,
    feats: [],
    weapons: [],
    position: { x: 0, y: 0 },
    aware: true,
    ...overrides,
  };
}

/** Test fixture: abilities all 10 except the ones given. */
export function abilities(a: Partial<CombatantSpec["abilities"]>): CombatantSpec["abilities"] {
  return { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10, ...a };
}

/** Test helper: the explained bonus of an attack, failing the test on a range violation. */
export function inRange(r: AttackBonusResult): Explained {
  if (isRangeViolation(r)) throw new Error(`unexpected ${r.kind} (max ${r.maxFt} ft)`);
  return r;
}
