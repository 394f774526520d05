import { creatureGapFt } from "../../../d20/grid/index.ts";
import type { Spell } from "../../3x/model/spell.ts";
import type { ThreeXCombatant, ThreeXState } from "../../3x/state/index.ts";
import { heldSpell } from "../casterSpells.ts";
import { isHelpless } from "../conditions.ts";
import { standingFoes } from "./approach.ts";
import { castSafely, threatenedBy } from "./castSafely.ts";
import { because, type Candidate } from "./firstLegal.ts";
import type { TurnOptions } from "./turnOptions.ts";
import { spellReason, weaponReason } from "./whyWords.ts";
import { outOfAction, spellWorth, type WeaponOption, weaponOption } from "./worth.ts";

/**
 * A touch spell held now is delivered a turn later at the soonest: it counts for half against a
 * weapon blow this turn.
 */
const HELD_LATER = 0.5;

interface Option {
  readonly spell: Spell;
  readonly foe: ThreeXCombatant;
  readonly worth: number;
  /** A touch spell at a foe out of reach: cast now and held (seed 000 暂不散发). */
  readonly hold: boolean;
}

/**
 * The attack spells worth casting now, best first (seed 000 施法Cast a Spell): each of its spells
 * that harm or disable, at each standing foe not already out of action, valued against the best
 * its weapons can do this turn (`worth.ts`) — only those worth more are tried, each cast as
 * safely as the foes about allow (`castSafely`). A touch spell reaches a foe next to the caster;
 * one farther off gets it cast now and held, where no foe threatens the caster, to be touched on
 * a later action (战斗中的触摸性法术, `heldCharge.ts`). Nothing while a charge is held: casting
 * another spell would lose it (暂不散发).
 */
export function attackSpellCandidates(
  state: ThreeXState,
  me: ThreeXCombatant,
  can: TurnOptions,
): Candidate[] {
  const spells = (me.spec.spells ?? []).filter(
    (s) => s.effect.kind !== "healing" && s.range !== "personal",
  );
  if (spells.length === 0 || !can.attack || heldSpell(state, me.spec.id) !== undefined) return [];
  const foes = standingFoes(state, me.spec.id).filter((f) => !isHelpless(f) && !outOfAction(f));
  let blow: WeaponOption = { weapon: undefined, damage: 0, worth: 0 };
  for (const f of foes) {
    const o = weaponOption(me, f);
    if (o.worth > blow.worth) blow = o;
  }
  const options: Option[] = [];
  for (const spell of spells)
    for (const foe of foes) {
      const hold = spell.range === "touch" && creatureGapFt(me, foe) > 5;
      const worth = spellWorth(me, spell, foe) * (hold ? HELD_LATER : 1);
      if (worth > blow.worth) options.push({ spell, foe, worth, hold });
    }
  options.sort((a, b) => b.worth - a.worth);
  const instead = weaponReason(blow);
  const safe = threatenedBy(state, me, me.position).length === 0;
  return options.flatMap(({ spell, foe, hold }): Candidate[] => {
    const why = `${spellReason(me, spell, foe)}; ${instead}`;
    if (!hold)
      return castSafely(
        state,
        me,
        { kind: "Cast", spell: spell.id, target: foe.spec.id },
        spell,
        why,
      );
    const gap = creatureGapFt(me, foe);
    return safe && can.move
      ? [
          because(
            { kind: "Cast", spell: spell.id },
            `holds ${spell.name} for ${foe.spec.id}, ${gap} ft off: ${why}`,
          ),
        ]
      : [];
  });
}
