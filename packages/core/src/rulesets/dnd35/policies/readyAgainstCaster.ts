import type { CombatantDeclaration } from "../../3x/log/declarations.ts";
import type { ThreeXCombatant, ThreeXState } from "../../3x/state/index.ts";
import { threatens } from "../../3x/threat/index.ts";
import { isHelpless } from "../conditions.ts";
import { iterativeAttacks } from "../stats/index.ts";
import { standingFoes } from "./approach.ts";
import { because } from "./firstLegal.ts";
import { heldWeapon } from "./gearUp.ts";
import { averageHit, hpLeft } from "./odds.ts";
import type { TurnOptions } from "./turnOptions.ts";
import { hp } from "./whyWords.ts";
import { spellWorth, weaponOption } from "./worth.ts";

/**
 * Readying against a caster (seed 000 准备READY 让施法者分心: 你可以准备一个攻击动作对付施法者 … 如果
 * 你伤害到了施法者，他有可能会失去正在准备施展的法术): a creature with a melee
 * weapon in hand and a single attack (a full attack would give it more) readies that attack
 * against a caster next to it when attacking now is of little use — one blow is not expected to
 * drop the caster — and the caster would rather cast than swing at it (one of its spells is
 * worth more against this creature than its own weapon is, `worth.ts`). The readied blow lands
 * just before the spell, and a wound calls for a concentration check that may lose it (专注). A
 * caster already casting a spell of a round is attacked at once instead: each hit calls for the
 * check. Undefined when none of its foes fits.
 */
export function readyAgainstCaster(
  state: ThreeXState,
  me: ThreeXCombatant,
  can: TurnOptions,
): CombatantDeclaration | undefined {
  const w = heldWeapon(me);
  if (!can.attack || w === undefined || w.reach === 0 || w.ranged?.kind === "projectile")
    return undefined;
  if (iterativeAttacks(me.spec.bab).length > 1 || me.gear.off !== undefined) return undefined;
  const blow = averageHit(me, w);
  for (const caster of standingFoes(state, me.spec.id)) {
    if ((caster.spec.spells ?? []).length === 0 || caster.casting !== undefined) continue;
    if (isHelpless(caster) || !threatens(me, caster) || blow >= hpLeft(caster)) continue;
    if (!castsRatherThanSwings(caster, me)) continue;
    return because(
      {
        kind: "Ready",
        action: { kind: "Attack", target: caster.spec.id, weapon: w.id },
        trigger: { on: "casts", by: caster.spec.id },
      },
      `${caster.spec.id} would rather cast; one blow (${hp(blow)}) will not drop it at ${caster.vitals.hp} hp, a wound may cost it the spell`,
    );
  }
  return undefined;
}

/** Whether one of the caster's spells is worth more against `me` than its weapon is. */
function castsRatherThanSwings(caster: ThreeXCombatant, me: ThreeXCombatant): boolean {
  const weapon = weaponOption(caster, me).worth;
  return (caster.spec.spells ?? []).some((s) => spellWorth(caster, s, me) > weapon);
}
