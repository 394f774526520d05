/** Data schemas of events: validators built from a few combinators, for every catalogue entry. */
export { type DataProblem, type DataValidator, under } from "./dataSchema.ts";
export { anyObject, anything, bool, int, nat, num, oneOf, str } from "./primitives.ts";
export {
  arrayOf,
  both,
  MAX_ARRAY,
  object,
  recordOf,
  type Shape,
  taggedUnion,
} from "./structures.ts";
