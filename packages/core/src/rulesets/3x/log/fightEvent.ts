import type { EnvelopeMap, EventOf, SealedEventOf } from "../../../log/fightEvent.ts";
import type { ThreeXInput } from "./declarations.ts";
import type { ThreeXFactDataMap } from "./facts.ts";

/** Every event of a 3.x log by type: the envelope with 3.x declarations, and the 3.x facts. */
export type ThreeXEventMap = Omit<EnvelopeMap, "Declared"> & {
  Declared: ThreeXInput;
} & ThreeXFactDataMap;

/** A 3.x event type name. */
export type ThreeXEventType = keyof ThreeXEventMap;

/** A 3.x fight event, discriminated on `type`. */
export type ThreeXEvent = EventOf<ThreeXEventMap>;

/** A 3.x fight event as stored. */
export type SealedThreeXEvent = SealedEventOf<ThreeXEventMap>;
