import type { TellContext, Told } from "../../../words/rulesetWords.ts";
import type { ThreeXEvent } from "../../3x/log/fightEvent.ts";
import { attackTellers } from "./attacks.ts";
import { diceTellers } from "./dice.ts";
import { gearTellers } from "./gear.ts";
import { grappleTellers } from "./grapple.ts";
import { injuryTellers } from "./injury.ts";
import { interruptTellers } from "./interrupts.ts";
import { itemTellers } from "./items.ts";
import { knows } from "./knows.ts";
import { mountedTellers } from "./mounted.ts";
import { movementTellers } from "./movement.ts";
import { rosterTellers } from "./roster.ts";
import { specialTellers } from "./special.ts";
import { spellTellers } from "./spells.ts";
import { splashTellers } from "./splash.ts";
import type { Tellers } from "./teller.ts";
import { turnTellers } from "./turns.ts";

const TELLERS: Tellers = {
  ...turnTellers,
  ...diceTellers,
  ...attackTellers,
  ...movementTellers,
  ...injuryTellers,
  ...rosterTellers,
  ...interruptTellers,
  ...spellTellers,
  ...gearTellers,
  ...itemTellers,
  ...specialTellers,
  ...splashTellers,
  ...grappleTellers,
  ...mountedTellers,
};

/**
 * An event of a dnd35 log told in lines; undefined for a type dnd35 does not know, or one that
 * carries what its catalogue has no words for (a declaration of an unknown kind).
 */
export function tell(event: ThreeXEvent, context: TellContext): Told | undefined {
  const teller = TELLERS[event.type] as ((data: unknown, context: TellContext) => Told) | undefined;
  const told = teller?.(event.data, context);
  return told?.lines.every((l) => l.text === undefined || knows(l.text)) ? told : undefined;
}
