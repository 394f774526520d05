import { DieKeyError, parseDieKey } from "@d20/events";
import { at, child, type Issues } from "./issues.ts";
import { readInt, readList } from "./read.ts";

/**
 * Reads `dice`: forced dice by die key (`"g1/attack/r1/#1": [20]`), each key's faces in full —
 * a damage roll repeated for a critical gives every repetition's faces in order. The key's
 * combatant must be in the fight. Whether the faces fit the die is known only when it is rolled.
 */
export function readDice(
  issues: Issues,
  value: unknown,
  ids: readonly string[],
): Record<string, number[]> | undefined {
  if (value === undefined) return {};
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    issues.wrong("$.dice", "an object of die key → list of faces", value);
    return undefined;
  }
  const o = value as Record<string, unknown>;
  const count = issues.list.length;
  const out: Record<string, number[]> = {};
  for (const [key, faces] of Object.entries(o)) {
    const path = child("$.dice", key);
    const expected = 'a die key "combatant/purpose/rROUND/#N", e.g. "g1/attack/r1/#1"';
    try {
      const { combatant } = parseDieKey(key);
      if (!ids.includes(combatant))
        issues.add(
          path,
          `a key whose combatant is in the fight`,
          `no combatant "${combatant}" in this fight; expected ${expected} naming a combatant`,
        );
    } catch (e) {
      if (!(e instanceof DieKeyError)) throw e;
      issues.add(path, expected, `${e.message}; expected ${expected}`);
    }
    const list = readList(issues, path, faces, "a list of faces (integers ≥ 1)");
    if (list === undefined) continue;
    if (list.length === 0)
      issues.add(path, "at least one face", "an empty list; expected at least one face");
    const read = list.map((f, i) => readInt(issues, at(path, i), f, { min: 1 }));
    out[key] = read as number[];
  }
  return issues.list.length === count ? out : undefined;
}
