/** A side's colour on the map and in the tracker, by its place among the fight's sides. */
const PALETTE = ["#2f6fdf", "#d9453a", "#2a9d5c", "#9b59b6", "#e08e0b", "#148f8f"];

export function sideColour(sides: readonly string[], side: string): string {
  const i = sides.indexOf(side);
  return PALETTE[(i < 0 ? sides.length : i) % PALETTE.length]!;
}
