import { dnd35Options } from "@d20/core";
import { bool, type ObjectSpec, object, oneOfValues, type Spec } from "../../definitions/spec.ts";

/**
 * dnd35's house-rule options, each with what it accepts; the defaults are core's (`dnd35Options`),
 * and the `satisfies` makes a new core option a type error here until it is described.
 */
const FIELDS = {
  surpriseFiveFootStep: bool({ default: dnd35Options.surpriseFiveFootStep }),
  stabilizeAt: oneOfValues(["ownTurn", "endOfRound"], { default: dnd35Options.stabilizeAt }),
  flankerMustThreaten: bool({
    default: dnd35Options.flankerMustThreaten,
    description:
      "must a flanking attacker threaten the defender itself? The seed asks it only of the ally",
  }),
  disabledAoO: oneOfValues(["strenuous", "none"], { default: dnd35Options.disabledAoO }),
  overrunOnCharge: bool({
    default: dnd35Options.overrunOnCharge,
    description:
      "may an overrun be part of a charge? The seed's text says yes, the errata its translator notes says no (the default)",
  }),
} as const satisfies Record<keyof typeof dnd35Options, Spec>;

/** `options` for a dnd35 scenario. */
export const DND35_OPTIONS: ObjectSpec = object(FIELDS);
