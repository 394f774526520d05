import type { SealedEvent, UnsealedEvent } from "../envelope.ts";
import {
  DICE_ROLLED_VERSION,
  type DiceRolledData,
  type DiceRolledDataV1,
  upcastDiceRolledV1,
} from "./diceRolled.ts";
import { fightEventVersions } from "./fightEvents.ts";
import { FORK_HEADER_VERSION, type ForkHeaderData } from "./forkHeader.ts";
import { HEADER_VERSION, type HeaderData } from "./header.ts";

/**
 * Every event type's current data shape, keyed by `type`. Families of events (declarations,
 * facts) add their entries here as they are written, each with its version in `catalogue`.
 */
export interface EventDataMap {
  Header: HeaderData;
  ForkHeader: ForkHeaderData;
  DiceRolled: DiceRolledData;
}

/** An event type name the catalogue knows. */
export type EventType = keyof EventDataMap;

/** Any stored event, discriminated on `type`, with its current-version data. */
export type LogEvent = { [K in EventType]: SealedEvent<K, EventDataMap[K]> }[EventType];

/** Any event before sealing, discriminated on `type`. */
export type NewEvent = { [K in EventType]: UnsealedEvent<K, EventDataMap[K]> }[EventType];

/** Turns the data of version n into version n+1. */
export type Upcaster = (data: unknown) => unknown;

/** What the codec knows of one event type: its current version and how to lift older ones. */
export interface EventTypeSpec {
  readonly current: number;
  /** `upcasters[n]` lifts version n to n+1; every version below `current` must have one. */
  readonly upcasters: Readonly<Record<number, Upcaster>>;
}

/** The event types a log may contain, by name. */
export type Catalogue = ReadonlyMap<string, EventTypeSpec>;

/** The catalogue this engine writes and reads. */
export const catalogue: Catalogue = new Map<string, EventTypeSpec>([
  ["Header", { current: HEADER_VERSION, upcasters: {} }],
  ["ForkHeader", { current: FORK_HEADER_VERSION, upcasters: {} }],
  [
    "DiceRolled",
    {
      current: DICE_ROLLED_VERSION,
      upcasters: { 1: (d) => upcastDiceRolledV1(d as DiceRolledDataV1) },
    },
  ],
  ...Object.entries(fightEventVersions).map(([type, current]): [string, EventTypeSpec] => [
    type,
    { current, upcasters: {} },
  ]),
]);
