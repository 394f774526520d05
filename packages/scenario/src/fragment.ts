import type { CombatantSpecCore, Declaration } from "@d20/core";
import type { Definitions, ObjectSpec, Spec } from "./definitions/spec.ts";
import type { Issues } from "./validate/issues.ts";

/** One way a ruleset lets a combatant be written: in full, or from its stock catalogue. */
export interface CombatantShape {
  /** The schema definition's name (`combatant`, `stockCombatant`). */
  readonly name: string;
  /** The field whose presence picks this shape (`stock`); the shape without one is the default. */
  readonly marker?: string;
  /** Its fields besides the frame's placement ones. */
  readonly fields: Readonly<Record<string, Spec>>;
  readonly required: readonly string[];
  readonly description: string;
}

/** What a script's entries may name: the fight's combatants, and the scripted one's gear. */
export interface ScriptContext {
  readonly ids: readonly string[];
  readonly weapons: readonly string[];
  readonly spells: readonly string[];
  /** `"script"` when the script answers windows itself. */
  readonly windows: "take" | "decline" | "script";
}

/**
 * A ruleset's scenario vocabulary (DESIGN: Rulesets are modules): its definitions (the JSON
 * Schema fragment), its options, its combatant shapes and script declarations, and the readers
 * that check them with every mistake at once. The shared frame (src/frame/) asks it; nothing
 * outside the ruleset's folder names its kinds.
 */
export interface ScenarioFragment<
  Spec extends CombatantSpecCore = CombatantSpecCore,
  D extends Declaration = Declaration,
> {
  /** The ruleset's id, as `ruleset` names it and core's registry knows it. */
  readonly ruleset: string;
  /** Its named definitions, merged into the schema's `$defs`. */
  readonly definitions: Definitions;
  /** `options`. */
  readonly options: ObjectSpec;
  /** The definition name of one script entry. */
  readonly declaration: string;
  readonly combatants: readonly CombatantShape[];
  /**
   * Reads a combatant's statistics (the fields of `shape`); records every issue and returns
   * undefined if there is any.
   */
  readStats(
    issues: Issues,
    path: string,
    o: Readonly<Record<string, unknown>>,
    shape: CombatantShape,
  ): Omit<Spec, "id" | "name" | "side" | "position" | "aware"> | undefined;
  /** Reads a scripted combatant's `script`. */
  readScript(issues: Issues, path: string, value: unknown, ctx: ScriptContext): D[] | undefined;
  /** The gear a script may name for this combatant. */
  gear(spec: Spec): {
    readonly weapons: readonly string[];
    readonly spells: readonly string[];
  };
  /**
   * The squares a side the creature's space fills, whether it may share a square, and the name of
   * its size for messages ("Large").
   */
  footprint(spec: Spec): {
    readonly side: number;
    readonly shares: boolean;
    readonly size: string;
  };
}
