import type { DiceRolledData, HeaderData, SealedEvent, UnsealedEvent } from "@d20/events";
import type { Input } from "./declarations.ts";
import type { EngineFactDataMap } from "./facts.ts";

/** The envelope every log holds whatever its ruleset: header, declarations and dice. */
export interface EnvelopeMap {
  Header: HeaderData;
  Declared: Input;
  DiceRolled: DiceRolledData;
}

/** Every event the engine itself knows, by type: the envelope and the engine's facts. */
export interface FightEventMap extends EngineFactDataMap, EnvelopeMap {}

/** A fight event type name the engine knows. */
export type FightEventType = keyof FightEventMap;

/** The events of an event map `M`, discriminated on `type` (a ruleset builds its own from its map). */
export type EventOf<M> = {
  [K in keyof M & string]: UnsealedEvent<K, M[K]>;
}[keyof M & string];

/** The sealed events of an event map `M`. */
export type SealedEventOf<M> = {
  [K in keyof M & string]: SealedEvent<K, M[K]>;
}[keyof M & string];

/**
 * A fight event as shared code sees it. A ruleset's own facts (its catalogue's types) travel in
 * the same arrays: shared code reads only the envelope (`seq`, `type`, `cause`) of a type it does
 * not know and hands the event to the ruleset, which reads it as its own map's (`EventOf`).
 */
export type FightEvent = EventOf<FightEventMap>;

/** A fight event as stored. */
export type SealedFightEvent = SealedEventOf<FightEventMap>;
