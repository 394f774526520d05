import type { DiceRolledData, HeaderData, SealedEvent, UnsealedEvent } from "@d20/events";
import type { Input } from "./declarations.ts";
import type { FactDataMap } from "./facts.ts";

/** Every event of a fight's log, by type: header, declarations, dice and facts. */
export interface FightEventMap extends FactDataMap {
  Header: HeaderData;
  Declared: Input;
  DiceRolled: DiceRolledData;
}

/** A fight event type name. */
export type FightEventType = keyof FightEventMap;

/** A fight event before sealing, discriminated on `type`. */
export type FightEvent = {
  [K in FightEventType]: UnsealedEvent<K, FightEventMap[K]>;
}[FightEventType];

/** A fight event as stored. */
export type SealedFightEvent = {
  [K in FightEventType]: SealedEvent<K, FightEventMap[K]>;
}[FightEventType];
