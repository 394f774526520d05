import type { CatalogueLike } from "../../../../words/catalogue.ts";
import { en } from "../en.ts";
import { attackTexts } from "./attacks.ts";
import { auditTexts } from "./auditTexts.ts";
import { awaitingTexts } from "./awaiting.ts";
import { columnTexts } from "./columns.ts";
import { declarationTexts } from "./declarations.ts";
import { diceTexts } from "./dice.ts";
import { gearTexts } from "./gear.ts";
import { grappleTexts } from "./grapple.ts";
import { injuryTexts } from "./injury.ts";
import { interruptTexts } from "./interrupts.ts";
import { itemTexts } from "./items.ts";
import { turnChoiceTexts } from "./menu/choices.ts";
import { groupTexts } from "./menu/groups.ts";
import { windowChoiceTexts } from "./menu/interruptChoices.ts";
import { typedTexts } from "./menu/typed.ts";
import { warningTexts } from "./menu/warnings.ts";
import { mountedTexts } from "./mounted.ts";
import { movementTexts } from "./movement.ts";
import { occasionTexts } from "./occasion.ts";
import { rosterTexts } from "./roster.ts";
import { specialTexts } from "./special.ts";
import { spellTexts } from "./spells.ts";
import { spentTexts } from "./spent.ts";
import { splashTexts } from "./splash.ts";
import { turnTexts } from "./turns.ts";
import { actionViolationTexts } from "./violations/actions.ts";
import { attackViolationTexts } from "./violations/attack.ts";
import { chargeViolationTexts } from "./violations/charge.ts";
import { componentViolationTexts } from "./violations/components.ts";
import { delayViolationTexts } from "./violations/delay.ts";
import { engineViolationTexts } from "./violations/engine.ts";
import { gearViolationTexts } from "./violations/gear.ts";
import { gmViolationTexts } from "./violations/gm.ts";
import { grappleViolationTexts } from "./violations/grapple.ts";
import { headerViolationTexts } from "./violations/header.ts";
import { itemViolationTexts } from "./violations/items.ts";
import { mountedViolationTexts } from "./violations/mounted.ts";
import { movementViolationTexts } from "./violations/movement.ts";
import { pathViolationTexts } from "./violations/path.ts";
import { readyViolationTexts } from "./violations/ready.ts";
import { turnViolationTexts } from "./violations/turn.ts";

/** The ids written in Chinese: each file the English one's (`../`), id for id. */
export const zhTexts = {
  ...attackTexts,
  ...auditTexts,
  ...awaitingTexts,
  ...columnTexts,
  ...declarationTexts,
  ...diceTexts,
  ...gearTexts,
  ...grappleTexts,
  ...injuryTexts,
  ...interruptTexts,
  ...itemTexts,
  ...turnChoiceTexts,
  ...groupTexts,
  ...windowChoiceTexts,
  ...typedTexts,
  ...warningTexts,
  ...mountedTexts,
  ...movementTexts,
  ...occasionTexts,
  ...rosterTexts,
  ...specialTexts,
  ...spellTexts,
  ...spentTexts,
  ...splashTexts,
  ...turnTexts,
  ...actionViolationTexts,
  ...attackViolationTexts,
  ...chargeViolationTexts,
  ...componentViolationTexts,
  ...delayViolationTexts,
  ...engineViolationTexts,
  ...gearViolationTexts,
  ...gmViolationTexts,
  ...grappleViolationTexts,
  ...headerViolationTexts,
  ...itemViolationTexts,
  ...mountedViolationTexts,
  ...movementViolationTexts,
  ...pathViolationTexts,
  ...readyViolationTexts,
  ...turnViolationTexts,
};

/**
 * dnd35's Chinese catalogue: every id of the English one, in Chinese (`zhTexts`), laid over the
 * English so that an id added to English and not yet written reads in English, never not at all.
 */
export const zh: CatalogueLike<typeof en> = { ...en, ...zhTexts };
