/**
 * A spell, as much of it as the combat rules need (seed 000 施法Cast a Spell): its level, how
 * long it takes to cast, its components, its range and one effect with the save against it.
 * Spell texts themselves are outside the seeds; a scenario spells out what each spell does.
 */
export interface Spell {
  readonly id: string;
  readonly name: string;
  readonly level: number;
  /**
   * "standard": takes effect at once. "fullRound" and "round" (1 round or more): the effect
   * comes just before the caster's next turn, and meanwhile the caster threatens nothing.
   */
  readonly castingTime: "standard" | "fullRound" | "round";
  readonly components: readonly SpellComponent[];
  /** Touch spells are held until a touch discharges them (seed 000 战斗中的触摸性法术). */
  readonly range: "personal" | "touch" | "rangedTouch" | "ranged";
  readonly effect: SpellEffect;
}

/**
 * A spell component (seed 000 施法Cast a Spell 法术构件): verbal (a clear voice), somatic (a free
 * hand), material (used up by the casting) and focus (kept; SRD 3.5 "Components", outside the
 * seeds, names the F the seed's list runs together with M). Divine focus and XP are not modelled.
 */
export type SpellComponent = "V" | "S" | "M" | "F";

/** A save against a spell: its DC, and what a success does. */
export interface SpellSave {
  readonly save: "fort" | "ref" | "will";
  readonly dc: number;
  readonly onSuccess: "half" | "negates";
}

/** What a spell does to its target. */
export type SpellEffect =
  | { readonly kind: "damage"; readonly dice: string; readonly save?: SpellSave }
  | {
      readonly kind: "condition";
      readonly condition: string;
      readonly rounds: number;
      readonly save?: SpellSave;
    }
  | { readonly kind: "healing"; readonly dice: string };
