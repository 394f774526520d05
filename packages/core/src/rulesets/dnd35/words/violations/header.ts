import type { Square } from "../../../../model/ids.ts";
import type { Render } from "../../../../words/catalogue.ts";
import { formatSquare as sq } from "../../../../words/format.ts";
import type { Message } from "../../../../words/message.ts";
import type { Texts } from "../teller.ts";
import { knownConditionsText } from "./knownConditions.ts";

/** The English of dnd35's refusals of a header: its ruleset, roster and map. */
export const headerViolationTexts = {
  "dnd35:violation.unknownCondition.roster": (p: { at: string; i: number; condition: string }) =>
    `${p.at}.spells[${p.i}].effect.condition: no condition "${p.condition}" in dnd35; the known conditions are ${knownConditionsText()}`,
  "dnd35:violation.badMap.mapSide": (p: { side: string; limit: number; n: number }) =>
    `map.${p.side}: must be at most ${p.limit} squares (the limit on map size), got ${p.n}`,
  "dnd35:violation.badMap.terrainCount": (p: { count: number; limit: number }) =>
    `map.terrain: lists ${p.count} features, over the limit of ${p.limit}`,
  "dnd35:violation.badMap.terrainKind": (p: {
    i: number;
    kind: string;
    kinds: readonly string[];
  }) => `map.terrain[${p.i}]: unknown kind "${p.kind}" (one of ${p.kinds.join(", ")})`,
  "dnd35:violation.badRoster.offMap": (p: {
    i: number;
    size: string;
    square: Square;
    width: number;
    height: number;
  }) =>
    `roster[${p.i}].position: a ${p.size} creature at ${sq(p.square)} does not fit on the ${p.width}×${p.height} map`,
  "dnd35:violation.badRoster.blocked": (p: { i: number; size: string; square: Square }) =>
    `roster[${p.i}].position: a ${p.size} creature at ${sq(p.square)} stands on a wall or pit`,
  "dnd35:violation.badRoster.field": (p: { field: string; reason: Message }, render: Render) =>
    `${p.field}: ${render(p.reason)}`,
  "dnd35:violation.badMap.shape": (p: { reason: string }) => p.reason,
  // What is wrong with a roster field (the field is named by `badRoster.field`).
  "dnd35:violation.roster.empty": () => "must list at least one combatant",
  "dnd35:violation.roster.tooMany": (p: { count: number; limit: number }) =>
    `lists ${p.count} combatants, over the limit of ${p.limit}`,
  "dnd35:violation.roster.idTwice": (p: { id: string }) => `"${p.id}" is used twice`,
  "dnd35:violation.roster.notObject": () => "must be an object",
  "dnd35:violation.roster.badId": () =>
    "must be a non-empty name without '/', spaces, and not \"gm\"",
  "dnd35:violation.roster.noSide": () => "must name a side",
  "dnd35:violation.roster.badSize": (p: { sizes: readonly string[] }) =>
    `must be one of ${p.sizes.join(", ")}`,
  "dnd35:violation.roster.atLeastOne": () => "must be an integer ≥ 1",
  "dnd35:violation.roster.turning": () =>
    'must be { "kind": "turn" | "rebuke", "level": ≥ 1, "perDay"?: ≥ 0, "paladin"?, "types"? }',
  "dnd35:violation.roster.intScore": () =>
    "must be an integer ≥ 1, or 0 for no Int score (a mindless creature)",
  "dnd35:violation.roster.atLeastZero": () => "must be an integer ≥ 0",
  "dnd35:violation.roster.overLimit": (p: { limit: number }) =>
    `must be at most ${p.limit} (the limit on this field)`,
  "dnd35:violation.roster.hpOverMax": () => "must be an integer ≤ maxHp",
  "dnd35:violation.roster.hpUnderLimit": (p: { limit: number }) =>
    `must be at least −${p.limit} (the limit on hit points)`,
  "dnd35:violation.roster.notBoolean": () => "must be true or false",
  "dnd35:violation.roster.creatureType": (p: { types: string }) => `must be one of ${p.types}`,
  "dnd35:violation.roster.stableHp": () => "only a creature starting at −1 to −9 hp can be stable",
  "dnd35:violation.roster.speedStep": () => "must be a multiple of 5 ft",
  "dnd35:violation.roster.position": () => "must be {x, y} integers",
  "dnd35:violation.roster.notList": () => "must be a list",
  "dnd35:violation.roster.tooManyItems": (p: { count: number; limit: number }) =>
    `lists ${p.count}, over the limit of ${p.limit}`,
  "dnd35:violation.roster.holdsId": (p: { id: string }) =>
    `"${p.id}" is not one of its weapons or items`,
  "dnd35:violation.roster.holdsTwoHanded": (p: { weapon: string }) =>
    `${p.weapon} is two-handed: nothing else can be held`,
  "dnd35:violation.roster.holdsShieldValue": () => 'must be "ready" or "carried"',
  "dnd35:violation.roster.holdsNoShield": () => "it carries no shield",
  "dnd35:violation.roster.holdsShieldHand": () =>
    'a shield strapped on fills the off hand (only a buckler leaves it free): say "carried"',
  "dnd35:violation.roster.offHand": (p: { weapon: string }) =>
    `names no carried weapon "${p.weapon}"`,
  "dnd35:violation.roster.gearId": () => "must be a non-empty name",
  "dnd35:violation.roster.between": (p: { min: number; max: number }) =>
    `must be an integer from ${p.min} to ${p.max}`,
  "dnd35:violation.roster.oneOf": (p: { values: string }) => `must be one of ${p.values}`,
  "dnd35:violation.roster.dice": (p: { problem: string }) => `is not dice: ${p.problem}`,
  "dnd35:violation.roster.controlCharacter": (p: { character: string }) =>
    `contains the control character ${p.character}`,
  "dnd35:violation.wrongRuleset": (p: { ruleset: string }) => `ruleset is ${p.ruleset}`,
} satisfies Texts;
