import type { Size } from "@d20/core";

// SRD 3.5 "Equipment: Weapons", Small column and "Tiny and Large Weapon Damage": the dice a
// Small or Large wielder's version of a weapon deals, keyed by the Medium dice. Core keeps a
// Small-only copy internally (`smallWeapons.ts`); it is not exported, and the catalogue also needs
// the Large column (an ogre's greatclub).
const SMALL: Readonly<Record<string, string>> = {
  "1d2": "1",
  "1d3": "1d2",
  "1d4": "1d3",
  "1d6": "1d4",
  "1d8": "1d6",
  "1d10": "1d8",
  "1d12": "1d10",
  "2d4": "1d6",
  "2d6": "1d10",
  "2d8": "2d6",
  "2d10": "2d8",
};

const LARGE: Readonly<Record<string, string>> = {
  "1d2": "1d3",
  "1d3": "1d4",
  "1d4": "1d6",
  "1d6": "1d8",
  "1d8": "2d6",
  "1d10": "2d8",
  "1d12": "3d6",
  "2d4": "2d6",
  "2d6": "3d6",
  "2d8": "3d8",
  "2d10": "4d8",
};

/**
 * The damage dice of a Medium weapon made for a wielder of `size`, or undefined when the SRD
 * table has no entry (sizes other than Small, Medium and Large are not in the catalogue).
 */
export function sizedDamage(medium: string, size: Size): string | undefined {
  if (size === "medium") return medium;
  if (size === "small") return SMALL[medium];
  if (size === "large") return LARGE[medium];
  return undefined;
}
