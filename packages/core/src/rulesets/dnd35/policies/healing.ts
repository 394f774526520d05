import { creatureGapFt } from "../../../d20/grid/index.ts";
import type { CombatantDeclaration } from "../../3x/log/declarations.ts";
import type { Spell } from "../../3x/model/spell.ts";
import type { ThreeXCombatant, ThreeXState } from "../../3x/state/index.ts";
import { heldSpell, spellOf } from "../casterSpells.ts";
import { speedFt } from "../stats/index.ts";
import { gapFrom, pathToward } from "./approach.ts";
import { castSafely, threatenedBy } from "./castSafely.ts";
import { because, type Candidate } from "./firstLegal.ts";
import { averageRoll } from "./odds.ts";
import type { TurnOptions } from "./turnOptions.ts";

// A healer's spells (seed 000 施法Cast a Spell, 战斗中的触摸性法术; SRD cure spells): the dying
// first, then the other allies who are down, then the badly hurt (itself too). An ally in reach is
// healed at once; one a move away is walked up to, then healed; one farther off gets the spell
// cast now, where no foe threatens the healer, and held until a touch delivers it (暂不散发:
// `heldCharge.ts` carries it there).

/** An ally in need of healing, and why, in a few words. */
export interface Patient {
  readonly ally: ThreeXCombatant;
  readonly why: string;
}

/**
 * `me`'s allies (and itself) in need of healing, the most urgent first: the dying (nearest death
 * first), the stable or unconscious, then the disabled and those at a third of their hit points
 * or less (the lowest share first).
 */
export function patients(state: ThreeXState, me: ThreeXCombatant): Patient[] {
  const rank = (c: ThreeXCombatant): number => {
    const v = c.vitals;
    if (v.state === "dead") return Number.POSITIVE_INFINITY;
    if (v.state === "dying") return v.hp;
    if (v.state === "stable" || v.nonlethal > v.hp + v.tempHp) return 100;
    return v.hp * 3 <= v.maxHp ? 200 + v.hp / v.maxHp : Number.POSITIVE_INFINITY;
  };
  return state.roster
    .map((id) => state.combatants[id]!)
    .filter((c) => c.spec.side === me.spec.side && rank(c) !== Number.POSITIVE_INFINITY)
    .sort((a, b) => rank(a) - rank(b))
    .map((ally) => ({ ally, why: need(ally, ally === me) }));
}

function need(c: ThreeXCombatant, self: boolean): string {
  const v = c.vitals;
  const who = self ? "itself" : c.spec.id;
  if (v.state === "dying") return `${who} dying at ${v.hp} hp`;
  if (v.state === "stable") return `${who} down, stable at ${v.hp} hp`;
  return `${who} at ${v.hp} of ${v.maxHp} hp`;
}

/** Its healing spell that heals most, if it has one. */
export function bestHeal(me: ThreeXCombatant): Spell | undefined {
  let best: Spell | undefined;
  for (const s of me.spec.spells ?? [])
    if (s.effect.kind === "healing" && (best === undefined || healed(s) > healed(best))) best = s;
  return best;
}

const healed = (s: Spell) => (s.effect.kind === "healing" ? averageRoll(s.effect.dice) : 0);

/** Whether `spell` reaches `ally` from where `me` stands (touch: 5 ft; personal: itself). */
export function reaches(me: ThreeXCombatant, spell: Spell, ally: ThreeXCombatant): boolean {
  if (spell.range === "personal") return ally === me;
  return spell.range !== "touch" || ally === me || creatureGapFt(me, ally) <= 5;
}

/** The healing the tactician tries now, most urgent patient first (empty when none is needed). */
export function healingCandidates(
  state: ThreeXState,
  me: ThreeXCombatant,
  can: TurnOptions,
): Candidate[] {
  const spell = bestHeal(me);
  if (spell === undefined || !can.attack) return [];
  // A healing charge already held is carried and touched (`heldCharge.ts`), not cast again.
  const held = heldSpell(state, me.spec.id);
  if (held !== undefined && spellOf(state, me.spec.id, held)?.effect.kind === "healing") return [];
  const out: Candidate[] = [];
  for (const { ally, why } of patients(state, me)) {
    const target = ally.spec.id;
    if (reaches(me, spell, ally)) {
      out.push(...castSafely(state, me, { kind: "Cast", spell: spell.id, target }, spell, why));
      continue;
    }
    if (!can.move) continue;
    out.push(() => walkUpTo(state, me, ally, `to cast ${spell.name} on ${why}`, true));
    if (threatenedBy(state, me, me.position).length === 0)
      out.push(
        because(
          { kind: "Cast", spell: spell.id },
          `holds ${spell.name} for ${why}, ${creatureGapFt(me, ally)} ft off`,
        ),
      );
    out.push(() => walkUpTo(state, me, ally, `toward ${why}, to cast ${spell.name}`, false));
  }
  return out;
}

/**
 * A move toward `ally` within its speed: with `next`, only one that ends next to it (undefined
 * otherwise); without, as close as the move gets.
 */
export function walkUpTo(
  state: ThreeXState,
  me: ThreeXCombatant,
  ally: ThreeXCombatant,
  why: string,
  next: boolean,
): CombatantDeclaration | undefined {
  const path = pathToward(state, me.spec.id, ally, speedFt(me.spec));
  const end = path.at(-1);
  if (end === undefined || (next && gapFrom(me, end, ally) > 5)) return undefined;
  return because({ kind: "Move", path }, why);
}
