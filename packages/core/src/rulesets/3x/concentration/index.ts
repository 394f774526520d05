// The 3.x concentration check, with the DC table the edition hands in (dnd35's and dnd30's differ).
export { concentrate } from "./check.ts";
export type { ConcentrationDc, ConcentrationTable, Distraction } from "./dcTable.ts";
