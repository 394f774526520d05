import type { Definitions } from "../../definitions/spec.ts";
import { DECLARATION_DEFINITIONS } from "./declarations.ts";
import { GEAR_DEFINITIONS } from "./gear.ts";
import { SPELL_DEFINITIONS } from "./spell.ts";
import { STATS_DEFINITIONS } from "./stats.ts";

/** dnd35's named definitions: its fragment of the scenario schema's `$defs`. */
export const DND35_DEFINITIONS: Definitions = {
  ...STATS_DEFINITIONS,
  ...GEAR_DEFINITIONS,
  ...DECLARATION_DEFINITIONS,
  ...SPELL_DEFINITIONS,
};
