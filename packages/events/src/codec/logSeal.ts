import type { Hash } from "../envelope.ts";
import { hashPrefix } from "./lineHash.ts";

/**
 * What seals a whole log, and so what a signature signs. A log that starts with a `Header` is
 * sealed by its last hash: the chain runs through every line from the header on. A branch's
 * `ForkHeader` is no link of the chain (the line after it chains to `parentHash`, so that a
 * fork with no edits repeats its parent's lines byte for byte, DESIGN: Fork), so its seal folds
 * the ForkHeader's own hash in: SHA-256 of `d20-branch-seal/1`, the ForkHeader's hash and the
 * last hash, one a line. Rewriting the edits a branch claims and re-sealing its ForkHeader then
 * changes the seal, and a signature no longer matches (issue "Trust", point 3). Logs are not
 * changed by this: only what is signed, so every stored log, branch or not, still reads.
 */
export function logSeal(forkHeaderHash: Hash | undefined, lastHash: Hash): Hash {
  if (forkHeaderHash === undefined) return lastHash;
  return hashPrefix(`d20-branch-seal/1\n${forkHeaderHash}\n${lastHash}`);
}
