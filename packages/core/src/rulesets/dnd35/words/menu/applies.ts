import type { CombatantId } from "../../../../model/ids.ts";
import type { ActivityName, CombatantDeclaration } from "../../../3x/log/declarations.ts";
import type { Spell } from "../../../3x/model/spell.ts";
import type { ThreeXState } from "../../../3x/state/index.ts";
import { heldSpell, spellOf } from "../../casterSpells.ts";
import { has } from "../../conditions.ts";

/**
 * Activities of 表：战斗中的动作 (seed 000) whose object the model does not hold — no door, torch,
 * heavy object or fire on its map — or holds only as a condition: offered only when it is there.
 * They stay typed commands, for a table whose room has a door the map does not.
 */
const NEEDS: Partial<Record<ActivityName, (state: ThreeXState, actor: CombatantId) => boolean>> = {
  EscapeNet: (state, actor) => has(state.combatants[actor]!, "entangled"),
  LightTorch: () => false,
  LightTorchWithTindertwig: () => false,
  ExtinguishFlames: () => false,
  OpenDoor: () => false,
  MoveHeavyObject: () => false,
  AttackObject: () => false,
};

/** The shield activities, which name no item (seed 000 装备或者卸下盾牌): one entry, not one each. */
const SHIELD_ONLY: ReadonlySet<ActivityName> = new Set([
  "ReadyShield",
  "LooseShield",
  "TowerShieldCover",
]);

/**
 * Whether a declaration the rules allow is worth a place in the menu: not a spell that harms
 * cast on oneself or an ally, nor a healing spell on a foe (the rules let a wizard burn herself;
 * no player means to); not the same shield activity once per item; not an activity whose object
 * is not there. What is left out can still be typed.
 */
export function applies(state: ThreeXState, actor: CombatantId, decl: CombatantDeclaration) {
  switch (decl.kind) {
    case "Cast":
      return aimedWell(state, actor, spellOf(state, actor, decl.spell), decl.target);
    case "Touch": {
      const held = heldSpell(state, actor);
      const spell = held === undefined ? undefined : spellOf(state, actor, held);
      return aimedWell(state, actor, spell, decl.target);
    }
    case "Activity":
      if (SHIELD_ONLY.has(decl.activity) && decl.item !== undefined) return false;
      if (decl.activity === "ReadScroll" || decl.activity === "UseMagicItem") {
        const item = state.combatants[actor]!.spec.items?.find((i) => i.id === decl.item);
        return aimedWell(state, actor, item?.spell, decl.target);
      }
      return NEEDS[decl.activity]?.(state, actor) ?? true;
    default:
      return true;
  }
}

// A harmful spell at a foe, a healing one at oneself or a friend; any spell at no one in
// particular (a personal spell, a touch spell held).
function aimedWell(
  state: ThreeXState,
  actor: CombatantId,
  spell: Spell | undefined,
  target: CombatantId | undefined,
): boolean {
  if (spell === undefined || target === undefined || spell.range === "personal") return true;
  const friendly = state.combatants[target]?.spec.side === state.combatants[actor]!.spec.side;
  return spell.effect.kind === "healing" ? friendly : !friendly;
}
