import type { EnvelopeMap, EventOf, SealedEventOf } from "../../../log/fightEvent.ts";
import type { ThreeXFactDataMap } from "./facts.ts";

/**
 * Every event of a 3.x log by type: the envelope and the engine's and the 3.x facts. A
 * declaration's `decl` is read as a 3.x `CombatantDeclaration` by the 3.x code that checked it.
 */
export type ThreeXEventMap = EnvelopeMap & ThreeXFactDataMap;

/** A 3.x event type name. */
export type ThreeXEventType = keyof ThreeXEventMap;

/** A 3.x fight event, discriminated on `type`. */
export type ThreeXEvent = EventOf<ThreeXEventMap>;

/** A 3.x fight event as stored. */
export type SealedThreeXEvent = SealedEventOf<ThreeXEventMap>;
