import { creatureGapFt } from "../../../d20/grid/index.ts";
import type { Square } from "../../../model/ids.ts";
import type { CombatantDeclaration } from "../../3x/log/declarations.ts";
import type { Spell } from "../../3x/model/spell.ts";
import type { ThreeXCombatant, ThreeXState } from "../../3x/state/index.ts";
import { threatens } from "../../3x/threat/index.ts";
import { opportunityCandidates, threateningWeapons } from "../interrupts/opportunity.ts";
import { armorClass, attackBonus, isRangeViolation } from "../stats/index.ts";
import { gapFrom } from "./approach.ts";
import { because, type Candidate } from "./firstLegal.ts";
import { averageHit, concentrationChance, d20Chance, percent } from "./odds.ts";

type Cast = Extract<CombatantDeclaration, { kind: "Cast" }>;

/**
 * The ways to cast `cast` with foes about, best first (seed 000 施法Cast a Spell 借机攻击, 防御式
 * 施法, 五尺快步): with no foe to take an attack of opportunity, cast; else a 5-foot step to a
 * square no foe threatens (the spell cast after it, on the next call), then casting on the
 * defensive or casting anyway — whichever keeps the spell more often: concentration DC 15 + level,
 * against each attack of opportunity's hit chance and the check its average damage calls for
 * (DC 10 + damage + level; a blow that drops the caster loses the spell outright). A spell of a
 * round or longer is not begun next to a foe at all: the caster threatens nothing while it casts,
 * and every blow in that round calls for a check (seed 000 施法时间).
 */
export function castSafely(
  state: ThreeXState,
  me: ThreeXCombatant,
  cast: Cast,
  spell: Spell,
  why: string,
): Candidate[] {
  const aoo = opportunityCandidates(state, me.spec.id, me.position);
  const near = threatenedBy(state, me, me.position);
  const long = spell.castingTime !== "standard";
  if (aoo.length === 0 && (!long || near.length === 0)) return [because(cast, why)];
  const out: Candidate[] = stepsAway(state, me, cast, spell).map((to) =>
    because(
      { kind: "FiveFootStep", to },
      `out of ${near.join(", ")}'s reach to cast ${spell.name}`,
    ),
  );
  if (long || aoo.length === 0) return out;
  const onDefence = concentrationChance(me, 15 + spell.level);
  const provoking = keptThroughAttacks(state, me, aoo, spell);
  const odds = `keeps it ${percent(Math.max(onDefence, provoking))} against ${percent(Math.min(onDefence, provoking))}`;
  out.push(
    onDefence >= provoking
      ? because({ ...cast, defensively: true }, `${why}; on the defensive, ${odds} provoking`)
      : because(cast, `${why}; provokes ${aoo.join(", ")}, ${odds} on the defensive`),
  );
  return out;
}

/** The standing foes that threaten `at` were `me` to stand there. */
export function threatenedBy(state: ThreeXState, me: ThreeXCombatant, at: Square): string[] {
  const placed = { position: at, spec: me.spec };
  return state.roster.filter((id) => {
    const c = state.combatants[id]!;
    return c.spec.side !== me.spec.side && threatens(c, placed);
  });
}

/**
 * The squares a 5-foot step reaches where no foe threatens `me` — and, for a touch spell cast at
 * another, from which the target is still in reach.
 */
function stepsAway(state: ThreeXState, me: ThreeXCombatant, cast: Cast, spell: Spell): Square[] {
  const turn = state.turn;
  if (turn === undefined || turn.moved || turn.fiveFootStepUsed) return [];
  const target = cast.target === undefined ? undefined : state.combatants[cast.target];
  const touch = spell.range === "touch" && target !== undefined;
  const out: Square[] = [];
  for (let dx = -1; dx <= 1; dx++)
    for (let dy = -1; dy <= 1; dy++) {
      const to = { x: me.position.x + dx, y: me.position.y + dy };
      if ((dx === 0 && dy === 0) || threatenedBy(state, me, to).length > 0) continue;
      if (touch && target !== undefined && target !== me && gapFrom(me, to, target) > 5) continue;
      out.push(to);
    }
  return out;
}

/** The chance the spell survives the attacks of opportunity of `attackers`. */
function keptThroughAttacks(
  state: ThreeXState,
  me: ThreeXCombatant,
  attackers: readonly string[],
  spell: Spell,
): number {
  const ac = armorClass(me.spec, { flatFooted: me.flatFooted }).value;
  let kept = 1;
  for (const id of attackers) {
    const a = state.combatants[id]!;
    const w = threateningWeapons(a, creatureGapFt(a, me))[0];
    if (w === undefined) continue;
    const bonus = attackBonus(a.spec, w);
    if (isRangeViolation(bonus)) continue;
    const damage = averageHit(a, w);
    const lost =
      damage >= me.vitals.hp ? 1 : 1 - concentrationChance(me, 10 + damage + spell.level);
    kept *= 1 - d20Chance(bonus.value, ac) * lost;
  }
  return kept;
}
