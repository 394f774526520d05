import { creatureGapFt } from "../../../d20/grid/index.ts";
import type { ThreeXCombatant, ThreeXState } from "../../3x/state/index.ts";
import { heldSpell, spellOf } from "../casterSpells.ts";
import { standingFoes } from "./approach.ts";
import { because, type Candidate } from "./firstLegal.ts";
import { patients, walkUpTo } from "./healing.ts";
import type { TurnOptions } from "./turnOptions.ts";
import { spellReason } from "./whyWords.ts";
import { outOfAction, spellWorth } from "./worth.ts";

/**
 * A touch spell held (seed 000 暂不散发Holding the Charge: 你可以继续在之后轮内做触摸攻击) is
 * discharged with a touch, a standard action that provokes nothing (触摸攻击Touch Attacks): a
 * healing charge on the most urgent patient in reach, a harmful one on the foe in reach it is
 * worth most against. Out of reach, the holder walks up to that patient, or to the foe the charge
 * is worth most against. Nothing when it holds no charge, or no one wants it.
 */
export function heldChargeCandidates(
  state: ThreeXState,
  me: ThreeXCombatant,
  can: TurnOptions,
): Candidate[] {
  const held = heldSpell(state, me.spec.id);
  const spell = held === undefined ? undefined : spellOf(state, me.spec.id, held);
  if (spell === undefined) return [];
  const touch = (target: ThreeXCombatant, why: string): Candidate =>
    can.attack && (target === me || creatureGapFt(me, target) <= 5)
      ? because({ kind: "Touch", target: target.spec.id }, why)
      : undefined;
  const out: Candidate[] = [];
  if (spell.effect.kind === "healing") {
    for (const { ally, why } of patients(state, me)) {
      out.push(touch(ally, `discharges ${spell.name}: ${why}`));
      if (can.move && ally !== me)
        out.push(() => walkUpTo(state, me, ally, `carries ${spell.name} to ${why}`, false));
    }
    return out;
  }
  const foes = standingFoes(state, me.spec.id)
    .filter((f) => !outOfAction(f))
    .map((foe) => ({ foe, worth: spellWorth(me, spell, foe) }))
    .filter((o) => o.worth > 0)
    .sort((a, b) => b.worth - a.worth);
  for (const { foe } of foes)
    out.push(touch(foe, `discharges ${spell.name}: ${spellReason(me, spell, foe)}`));
  const first = foes[0];
  if (can.move && first !== undefined)
    out.push(() =>
      walkUpTo(state, me, first.foe, `carries ${spell.name} to ${first.foe.spec.id}`, false),
    );
  return out;
}
