// 3.x concealment: the miss chance of the defender's degree, from the edition's table.
export { missChancePercent, totallyConcealed } from "./missChance.ts";
export type { ConcealmentRow, ConcealmentTable } from "./table.ts";
