/**
 * A creature's hit points as the engine keeps them, whatever the edition. `state` is the
 * ruleset's word for where its hit points put it (3.x: ok, disabled, dying, stable, dead; 5e:
 * death saves), and `Ruleset.standing` maps it to up / down / dead for shared code.
 */
export interface VitalsCore {
  readonly hp: number;
  readonly maxHp: number;
  readonly tempHp: number;
  readonly state: string;
}

/** Where a creature stands for shared code (what-if, diff, a viewer): its ruleset says which. */
export type Standing = "up" | "down" | "dead";
