// The 3.x combat modifiers: the edition's attack and AC tables as data, the terms conditions add,
// higher ground.
export { dodgeTerms, otherAcTerms } from "./conditionAc.ts";
export { higherGroundTerms } from "./higherGround.ts";
export {
  attackerModifierTerms,
  attackerVersusTerms,
  defenderDexLost,
  defenderDexZero,
  defenderModifierTerms,
  entangledSpec,
  grapplingEachOther,
  proneCanShoot,
} from "./rows.ts";
export type { ModifierRow, ModifierTables } from "./table.ts";
