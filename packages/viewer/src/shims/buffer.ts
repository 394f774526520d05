// `Buffer` as a global for the page: the dice (events/src/dice/seeded.ts) build their seed bytes
// with it. The `buffer` package is Node's Buffer in plain JavaScript.
export { Buffer } from "buffer";
