import { pathViolationTexts } from "../../../../d20/grid/pathViolationTexts.ts";
import { engineViolationTexts } from "../../../../engine/violationTexts.ts";
import { actionViolationTexts } from "./actions.ts";
import { attackViolationTexts } from "./attack.ts";
import { chargeViolationTexts } from "./charge.ts";
import { componentViolationTexts } from "./components.ts";
import { delayViolationTexts } from "./delay.ts";
import { gearViolationTexts } from "./gear.ts";
import { gmViolationTexts } from "./gm.ts";
import { grappleViolationTexts } from "./grapple.ts";
import { headerViolationTexts } from "./header.ts";
import { itemViolationTexts } from "./items.ts";
import { mountedViolationTexts } from "./mounted.ts";
import { movementViolationTexts } from "./movement.ts";
import { readyViolationTexts } from "./ready.ts";
import { turnViolationTexts } from "./turn.ts";

/**
 * The English of every refusal a dnd35 fight can give: its own (`dnd35:violation.<code>…`) and
 * the shared engine's and grid's it passes on. One entry per message id; each producing the
 * words the check once built in place, so a second language is a second object like this one.
 */
export const violationTexts = {
  ...engineViolationTexts,
  ...pathViolationTexts,
  ...turnViolationTexts,
  ...delayViolationTexts,
  ...attackViolationTexts,
  ...chargeViolationTexts,
  ...movementViolationTexts,
  ...readyViolationTexts,
  ...actionViolationTexts,
  ...gmViolationTexts,
  ...gearViolationTexts,
  ...itemViolationTexts,
  ...headerViolationTexts,
  ...grappleViolationTexts,
  ...componentViolationTexts,
  ...mountedViolationTexts,
};
