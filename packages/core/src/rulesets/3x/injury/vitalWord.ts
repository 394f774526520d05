import type { Vitals } from "../../3x/state/index.ts";
import { consciousness } from "./nonlethal.ts";

/**
 * The word a view shows for a creature's vital state: its place on the injury track, except that
 * a creature knocked out by nonlethal damage reads "unconscious", not "ok" or "disabled" (seed 000
 * 非致命伤NONLETHAL DAMAGE: 当你的非致命伤超过你的实际生命值时，你将失去意识).
 */
export function vitalWord(v: Vitals): string {
  if ((v.state === "ok" || v.state === "disabled") && consciousness(v) === "unconscious")
    return "unconscious";
  return v.state;
}
