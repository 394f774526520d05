import type { InitiativeEntry } from "../../log/facts.ts";
import { compareEntries } from "./compareEntries.ts";

/**
 * The indices of entries tied on count, modifier and re-rolls so far, group by group in the
 * order each group first appears (the order the re-rolls are made and logged in). Plain loops
 * over a handful of entries: no keys built, and most fights have no tie at all.
 */
export function tiedGroups(entries: readonly InitiativeEntry[]): number[][] {
  const groups: number[][] = [];
  const grouped: boolean[] = [];
  for (let i = 0; i < entries.length; i++) {
    if (grouped[i] === true) continue;
    let group: number[] | undefined;
    for (let j = i + 1; j < entries.length; j++) {
      if (grouped[j] !== true && compareEntries(entries[i]!, entries[j]!) === 0) {
        group ??= [i];
        group.push(j);
        grouped[j] = true;
      }
    }
    if (group !== undefined) groups.push(group);
  }
  return groups;
}
