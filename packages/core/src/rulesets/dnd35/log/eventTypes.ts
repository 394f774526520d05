import type { EventTypeSpec, HeaderPartSpec } from "@d20/events";
import type { RulesetDataSchemas } from "../../../engine/rulesetDataSchemas.ts";
import { combatantSpec } from "./combatantSchema.ts";
import { dnd35Declaration } from "./declarationSchemas.ts";
import { threeXEventTypes } from "./threeXEventTypes.ts";

/**
 * The event types a dnd35 log holds beyond the engine's: today exactly the 3.x layer's facts
 * (dnd35 has no fact of its own yet); a dnd35-only fact or a new version of a 3.x one for
 * dnd35 alone is added here.
 */
export const dnd35EventTypes: Readonly<Record<string, EventTypeSpec>> = { ...threeXEventTypes };

/**
 * The dnd35 part of a header (options, roster specs): version 1, the shape of every dnd35
 * header written so far, which carry no `rulesetPart` field.
 */
export const dnd35HeaderPart: HeaderPartSpec = { current: 1, upcasters: {} };

/** The shapes of dnd35's declarations and combatant specs, checked when a log is read. */
export const dnd35DataSchemas: RulesetDataSchemas = {
  declaration: dnd35Declaration,
  combatant: combatantSpec,
};
