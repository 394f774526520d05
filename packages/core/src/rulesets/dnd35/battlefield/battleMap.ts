import { BLOCKED, OFF_MAP, spaceSquares } from "../../../d20/grid/index.ts";
import { parseMap } from "../../../engine/fightState.ts";
import { type RuleViolation, violation } from "../../../engine/violation.ts";
import type { CombatantSpec } from "../../3x/model/combatant.ts";
import { DND35_LIMITS } from "../inputLimits.ts";
import { says } from "../violationSays.ts";
import { terrainGrid } from "./terrainKinds.ts";

/**
 * What a feature on a square does (seed 000 地形和障碍物, 测量距离):
 * - `difficult`: difficult terrain, each square entered costs double (困难地形);
 * - `obstacle`: an obstacle that hampers but does not block, also double (障碍物);
 * - `wall`: a solid obstacle that blocks movement; nobody moves diagonally past its corner;
 * - `pit`: impassable, but a creature may move diagonally past it (你还可以沿着对角线移动通过其他
 *   不可通行的障碍物，例如坑洞).
 * - `lowObstacle`: a low wall, less than half a creature's height: an obstacle to movement (double
 *   cost) that also gives cover, but only to creatures near it (掩蔽COVER 低矮障碍和掩蔽,
 *   rulesets/3x/cover);
 * - `high`: raised ground; an attacker on it has +1 in melee against one below (表：攻击检定修正
 *   在较高地势, rulesets/3x/modifiers); it costs nothing extra to enter.
 * A square with both `difficult` and `obstacle` costs double twice: ×4, ×6 on a diagonal.
 */
export type TerrainKind = "difficult" | "obstacle" | "wall" | "pit" | "lowObstacle" | "high";

/** The kinds a dnd35 map may name. */
export const TERRAIN_KINDS: readonly TerrainKind[] = [
  "difficult",
  "obstacle",
  "wall",
  "pit",
  "lowObstacle",
  "high",
];

/**
 * The dnd35 header's `map`, JSON as it stands in the log: the grid's size (20×20 when left out)
 * and a list of features, one square each; x grows east, y south, from 0.
 * `{ "width": 12, "height": 8, "terrain": [{ "x": 3, "y": 4, "kind": "difficult" }] }`
 */
export interface BattleMapHeader {
  readonly width?: number;
  readonly height?: number;
  readonly terrain?: readonly {
    readonly x: number;
    readonly y: number;
    readonly kind: TerrainKind;
  }[];
}

/**
 * Checks a header's map and where the roster stands on it, naming the field that is wrong
 * (`map.terrain[3]: unknown kind "lava"`, `roster[1].position: (4,4) is a wall`).
 */
export function checkMap(
  raw: unknown,
  roster: readonly CombatantSpec[],
): RuleViolation | undefined {
  // Bounds first, before a grid of width × height squares is built (issue "Trust", point 6).
  const size = raw as { width?: unknown; height?: unknown; terrain?: unknown } | null | undefined;
  for (const side of ["width", "height"] as const) {
    const n = size?.[side];
    if (typeof n === "number" && n > DND35_LIMITS.mapSide) {
      return violation(
        "badMap",
        "dnd35.tacticalMovement",
        says("dnd35:violation.badMap.mapSide", { side, limit: DND35_LIMITS.mapSide, n }),
      );
    }
  }
  if (Array.isArray(size?.terrain) && size.terrain.length > DND35_LIMITS.terrain) {
    return violation(
      "badMap",
      "dnd35.terrain",
      says("dnd35:violation.badMap.terrainCount", {
        count: size.terrain.length,
        limit: DND35_LIMITS.terrain,
      }),
    );
  }
  const map = parseMap(raw);
  // parseMap's words are the shared header shape's (engine/fightState.ts), passed on as they are.
  if (typeof map === "string")
    return violation(
      "badMap",
      "dnd35.tacticalMovement",
      says("dnd35:violation.badMap.shape", { reason: map }),
    );
  for (const [i, f] of map.terrain.entries()) {
    if (!(TERRAIN_KINDS as readonly string[]).includes(f.kind)) {
      return violation(
        "badMap",
        "dnd35.terrain",
        says("dnd35:violation.badMap.terrainKind", {
          i,
          kind: f.kind,
          kinds: TERRAIN_KINDS,
        }),
      );
    }
  }
  const grid = terrainGrid(map);
  for (const [i, c] of roster.entries()) {
    const { x, y } = c.position;
    const d = grid.spaceDoublings(x, y, spaceSquares(c.size));
    if (d === OFF_MAP) {
      return violation(
        "badRoster",
        "dnd35.tacticalMovement",
        says("dnd35:violation.badRoster.offMap", {
          i,
          size: c.size,
          square: { x, y },
          width: map.width,
          height: map.height,
        }),
      );
    }
    if (d === BLOCKED) {
      return violation(
        "badRoster",
        "dnd35.terrain",
        says("dnd35:violation.badRoster.blocked", { i, size: c.size, square: { x, y } }),
      );
    }
  }
  return undefined;
}
