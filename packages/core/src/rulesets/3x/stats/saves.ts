import { ruleTerm } from "../../../d20/breakdown/index.ts";
import { type Explained, explain } from "../../../model/breakdown.ts";
import type { Edition3x } from "../edition.ts";
import type { Abilities, CombatantSpec } from "../model/combatant.ts";
import { abilityModifier } from "./abilities.ts";

/** The three saving throws. */
export type SaveKind = "fort" | "ref" | "will";

// Seed 000 豁免检定SAVING THROWS: Fortitude adds Con, Reflex Dex, Will Wis.
const SAVE_ABILITY: Readonly<Record<SaveKind, keyof Abilities>> = {
  fort: "con",
  ref: "dex",
  will: "wis",
};

const SAVE_NAME: Readonly<Record<SaveKind, string>> = {
  fort: "Fortitude",
  ref: "Reflex",
  will: "Will",
};

/** A save bonus: base save + ability modifier (seed 000 豁免检定SAVING THROWS). */
export function saveBonus(e: Edition3x, spec: CombatantSpec, kind: SaveKind): Explained {
  const rule = e.rules.savingThrows;
  const ability = SAVE_ABILITY[kind];
  const score = spec.abilities[ability];
  const label = `${ability[0]?.toUpperCase()}${ability.slice(1)} ${score}`;
  return explain([
    ruleTerm(`base ${SAVE_NAME[kind]}`, spec.baseSaves[kind], rule),
    ruleTerm(label, abilityModifier(score), rule),
  ]);
}
