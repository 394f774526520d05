import {
  type CombatantDeclaration,
  type CombatantSpec,
  isSubSquare,
  spaceSquares,
} from "@d20/core";
import { ref } from "../definitions/spec.ts";
import type { CombatantShape, ScenarioFragment } from "../fragment.ts";
import { child } from "../validate/issues.ts";
import { readScript } from "./declaration.ts";
import { DND35_DEFINITIONS } from "./definitions/index.ts";
import { DND35_OPTIONS } from "./definitions/options.ts";
import { OVERRIDES, STATS, STATS_REQUIRED } from "./definitions/stats.ts";
import { readStats } from "./stats.ts";
import { readStock } from "./stock.ts";

const FULL: CombatantShape = {
  name: "combatant",
  fields: STATS,
  required: STATS_REQUIRED,
  description: "a combatant spelled out in full",
};

const STOCK: CombatantShape = {
  name: "stockCombatant",
  marker: "stock",
  fields: { stock: ref("stockId"), overrides: OVERRIDES },
  required: ["stock"],
  description: "a stock creature from the catalogue",
};

/** dnd35's scenario vocabulary: the 3.5 SRD's statistics, gear, spells and declarations. */
export const dnd35Scenario: ScenarioFragment<CombatantSpec, CombatantDeclaration> = {
  ruleset: "dnd35",
  definitions: DND35_DEFINITIONS,
  options: DND35_OPTIONS,
  declaration: "declaration",
  combatants: [FULL, STOCK],
  readStats(issues, path, o, shape) {
    if (shape === STOCK) return readStock(issues, path, o);
    return readStats(issues, path, (key) => ({ value: o[key], path: child(path, key) }));
  },
  readScript,
  gear: (spec) => ({
    weapons: spec.weapons.map((w) => w.id),
    spells: (spec.spells ?? []).map((sp) => sp.id),
  }),
  // Seed 000 表：生物体型和尺寸: the squares a side a creature fills, and whether it is smaller
  // than a square (then it may share one) — core's own tables.
  footprint: (spec) => ({
    side: spaceSquares(spec.size),
    // A rider fills its mount's space (seed 000 骑乘战斗: 视为你使用你的坐骑所占据的空间); the
    // header's check holds it to its mount's square.
    shares: isSubSquare(spec.size) || spec.rides !== undefined,
    size: spec.size,
  }),
};
