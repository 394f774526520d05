import { spaceSquares } from "../../../d20/grid/index.ts";
import { parseMap } from "../../../engine/fightState.ts";
import { isViolation } from "../../../engine/violation.ts";
import type { FightEvent } from "../../../log/fightEvent.ts";
import type { Term } from "../../../model/breakdown.ts";
import type { Square } from "../../../model/ids.ts";
import type { TermList } from "../../../words/auditWords.ts";
import { formatSquare } from "../../../words/format.ts";
import { msg } from "../../../words/message.ts";
import type { ThreeXEvent } from "../../3x/log/fightEvent.ts";
import type { CombatantSpec } from "../../3x/model/combatant.ts";
import { pathCost } from "../battlefield/costModel.ts";
import { terrainGrid } from "../battlefield/terrainKinds.ts";
import type { Dnd35RuleId } from "../rulesIndex.ts";

type At = (seq: number) => FightEvent | undefined;
type Moved = Extract<ThreeXEvent, { type: "Moved" }>;

/**
 * A move's feet square by square (seed 000 测量距离: diagonals 5, 10, 5…; 地形和障碍物: difficult
 * terrain and obstacles double a square), priced as the engine prices it, from where the mover
 * stood — its last move's end, or where the fight put it — on the header's map. What the squares
 * do not account for is the mover's own hindrance (特殊移动规则: blinded, ×2), its own term.
 * Undefined when the log does not say where the mover stood.
 */
export function moveBreakdown(e: Moved, at: At): TermList | undefined {
  const header = at(0);
  if (header?.type !== "Header") return undefined;
  const { actor, path, feet } = e.data;
  const spec = (header.data.roster as readonly CombatantSpec[]).find((c) => c.id === actor);
  const from = startOf(e.seq, actor, at) ?? spec?.position;
  const map = parseMap(header.data.map);
  if (from === undefined || typeof map === "string") return undefined;
  const grid = terrainGrid(map);
  const n = spaceSquares(spec?.size ?? "medium");
  const terms: Term[] = [];
  let before = 0;
  let previous = from;
  for (let i = 0; i < path.length; i++) {
    const cost = pathCost(grid, from, path.slice(0, i + 1), n);
    if (isViolation(cost)) return undefined;
    const step = path[i]!;
    const diagonal = step.x !== previous.x && step.y !== previous.y;
    const doubled = grid.spaceDoublings(step.x, step.y, n) > 0;
    const rule: Dnd35RuleId = doubled
      ? "dnd35.terrain"
      : diagonal
        ? "dnd35.measuringDistance"
        : "dnd35.move";
    const what = [diagonal ? "diagonal" : "", doubled ? "×2 terrain" : ""].filter((w) => w !== "");
    terms.push({ label: [formatSquare(step), ...what].join(" "), value: cost.feet - before, rule });
    before = cost.feet;
    previous = step;
  }
  if (feet !== before)
    terms.push({
      label: "the mover's own hindrance (×2)",
      value: feet - before,
      rule: "dnd35.hamperedMovement",
    });
  return { name: msg("dnd35:audit.breakdown.move", { from }), total: feet, terms };
}

// Where `actor` stood before the event at `seq`: the end of its last move or placement.
function startOf(seq: number, actor: string, at: At): Square | undefined {
  for (let s = seq - 1; s > 0; s--) {
    const e = at(s) as ThreeXEvent | undefined;
    if (e === undefined) return undefined;
    if (e.type === "Moved" && e.data.actor === actor) return e.data.path.at(-1);
    if (e.type === "PositionSet" && e.data.target === actor) return e.data.to;
    if (e.type === "CombatantAdded" && e.data.spec.id === actor) return e.data.spec.position;
  }
  return undefined;
}
