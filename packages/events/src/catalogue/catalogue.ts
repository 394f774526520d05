import type { SealedEvent, UnsealedEvent } from "../envelope.ts";
import type { DataValidator } from "../schema/dataSchema.ts";
import { diceRolledData, forkHeaderData, headerData } from "./codecSchemas.ts";
import {
  DICE_ROLLED_VERSION,
  type DiceRolledData,
  type DiceRolledDataV1,
  upcastDiceRolledV1,
} from "./diceRolled.ts";
import { FORK_HEADER_VERSION, type ForkHeaderData } from "./forkHeader.ts";
import { HEADER_VERSION, type HeaderData } from "./header.ts";

/**
 * The current data shape of each event type this package defines, keyed by `type`. The
 * engine's and the rulesets' types (declarations, facts) are typed by `@d20/core`.
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
  /**
   * Checks the data at the current version (after upcasting), so every reader gets a valid
   * event or a `LogError` naming the line and field (issue "Trust", point 7). Every entry this
   * engine registers has one (a test checks it); a type without one is taken as JSON.
   */
  readonly validate?: DataValidator;
}

/** The event types a log may contain, by name. */
export type Catalogue = ReadonlyMap<string, EventTypeSpec>;

/**
 * The types this package itself defines, which every log may hold whatever its ruleset: the
 * header, the fork header and the dice. The engine and each ruleset add theirs (see
 * `logCatalogue`).
 */
export const codecCatalogue: Catalogue = new Map<string, EventTypeSpec>([
  ["Header", { current: HEADER_VERSION, upcasters: {}, validate: headerData }],
  ["ForkHeader", { current: FORK_HEADER_VERSION, upcasters: {}, validate: forkHeaderData }],
  [
    "DiceRolled",
    {
      current: DICE_ROLLED_VERSION,
      upcasters: { 1: (d) => upcastDiceRolledV1(d as DiceRolledDataV1) },
      validate: diceRolledData,
    },
  ],
]);
