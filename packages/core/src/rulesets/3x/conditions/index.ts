// The 3.x conditions the layer's rules read: their names, who has them, helplessness.
export { has } from "./has.ts";
export { HELPLESS_CONDITIONS, helplessBy, isHelpless, noActions } from "./helpless.ts";
export { CONDITION_3X } from "./names.ts";
