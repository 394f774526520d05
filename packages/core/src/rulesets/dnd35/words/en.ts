import type { Catalogue } from "../../../words/catalogue.ts";
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
import { violationTexts } from "./violations/index.ts";

/**
 * dnd35's English catalogue: every message id its words use. A Chinese one (`zh`) is another
 * object with the same ids and parameters (`CatalogueLike<typeof en>`).
 */
export const en = {
  ...declarationTexts,
  ...turnTexts,
  ...diceTexts,
  ...attackTexts,
  ...movementTexts,
  ...injuryTexts,
  ...rosterTexts,
  ...interruptTexts,
  ...spellTexts,
  ...gearTexts,
  ...itemTexts,
  ...specialTexts,
  ...splashTexts,
  ...grappleTexts,
  ...mountedTexts,
  ...awaitingTexts,
  ...columnTexts,
  ...windowChoiceTexts,
  ...turnChoiceTexts,
  ...typedTexts,
  ...groupTexts,
  ...warningTexts,
  ...spentTexts,
  ...auditTexts,
  ...occasionTexts,
  ...violationTexts,
} satisfies Catalogue;
