import { KNOWN_CONDITIONS, PARAMETERISED } from "../../knownConditions.ts";

/**
 * The known conditions in words, for a refusal naming one that is not (rule
 * `dnd35.knownConditions`): `"asleep", "blinded", …, or "holdingCharge:<name>", …`.
 */
export function knownConditionsText(): string {
  const names = KNOWN_CONDITIONS.map((n) => `"${n}"`).join(", ");
  return `${names}, or ${PARAMETERISED.map((p) => `"${p}<name>"`).join(", ")}`;
}
