import type { EventTypeSpec, HeaderPartSpec } from "@d20/events";
import type { RulesetDataSchemas } from "../../../engine/rulesetDataSchemas.ts";
import { threeXEventTypes } from "../../3x/log/eventTypes.ts";
import { threeXVitals } from "../../3x/state/vitalsSchema.ts";
import { combatantSpec } from "./combatantSchema.ts";
import { dnd35Declaration } from "./declarationSchemas.ts";
import { threeXFactData } from "./threeXFactSchemas.ts";

/**
 * The event types a dnd35 log holds beyond the engine's: today exactly the 3.x layer's facts
 * (dnd35 has no fact of its own yet), each checked by its data schema when a log is read; a
 * dnd35-only fact or a new version of a 3.x one for dnd35 alone is added here. (The schemas
 * are dnd35's for now: they share the readied-action shape with dnd35's declaration schemas.)
 */
export const dnd35EventTypes: Readonly<Record<string, EventTypeSpec>> = Object.fromEntries(
  Object.entries(threeXEventTypes).map(([type, spec]) => [
    type,
    { ...spec, validate: threeXFactData[type]! },
  ]),
);

/**
 * The dnd35 part of a header (options, roster specs): version 1, the shape of every dnd35
 * header written so far, which carry no `rulesetPart` field.
 */
export const dnd35HeaderPart: HeaderPartSpec = { current: 1, upcasters: {} };

/** The shapes of dnd35's declarations and combatant specs, checked when a log is read. */
export const dnd35DataSchemas: RulesetDataSchemas = {
  declaration: dnd35Declaration,
  combatant: combatantSpec,
  vitals: threeXVitals,
};
