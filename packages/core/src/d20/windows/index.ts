// Interrupt windows, for any ruleset: the order they ask the creatures in.
export { askingOrder, forEachAsked } from "./askingOrder.ts";
