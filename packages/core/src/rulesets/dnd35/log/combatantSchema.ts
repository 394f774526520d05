import type { DataValidator } from "@d20/events";
import { renderMessage } from "../../../words/render.ts";
import type { CombatantSpec } from "../../3x/model/combatant.ts";
import { checkOne } from "../checkRoster.ts";
import { en } from "../words/en.ts";

/**
 * A dnd35 combatant spec (a `CombatantAdded` fact's, a GM's `AddCombatant`): the roster check
 * a header's combatants pass (`checkOne`: every field named, the limits on hit points and
 * abilities, no control character), so a spec a log adds is held to what a header's is.
 */
export const combatantSpec: DataValidator = (v) => {
  let refused: ReturnType<typeof checkOne>;
  try {
    refused = checkOne(v as CombatantSpec, "spec");
  } catch {
    // The roster check assumes the arrays it walks hold objects: a spec that breaks it is bad.
    return { path: "", reason: "is not a combatant spec (a field of the wrong type)" };
  }
  if (refused === undefined) return undefined;
  // checkOne names `spec.<field>: reason`; the path is given by the caller, so drop `spec`.
  const text = renderMessage(refused.says, en);
  const m = /^spec(?:\.([^:]*))?: (.*)$/s.exec(text);
  return m === null ? { path: "", reason: text } : { path: m[1] ?? "", reason: m[2]! };
};
