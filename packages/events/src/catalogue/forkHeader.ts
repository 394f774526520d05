/**
 * One change a branch makes to its parent's inputs after the fork point. The shapes of the
 * declaration and the dice are the catalogue's; an edit names the parent `seq` it applies to.
 */
export type ForkEdit =
  | { readonly kind: "replaceDeclaration"; readonly seq: number; readonly with: unknown }
  | { readonly kind: "insertDeclaration"; readonly before: number; readonly declaration: unknown }
  | { readonly kind: "dropDeclaration"; readonly seq: number }
  | { readonly kind: "forceDie"; readonly key: string; readonly faces: readonly number[] };

/**
 * The first event of a branch. It stands at the parent's `seq` `at`: its `prev` is
 * `parentHash`, the hash of the parent's event `at`, and the branch's next event (seq `at`+1)
 * chains to `parentHash` as well — so a branch with no edits repeats the parent's later lines
 * byte for byte. The fork header is sealed by its own hash.
 */
export interface ForkHeaderData {
  readonly parent: string;
  readonly at: number;
  readonly parentHash: string;
  readonly edits: readonly ForkEdit[];
  /**
   * The master seed of the branch's seeded dice after the fork, when it is not the parent's (a
   * what-if run plays on under a seed of its own); absent, the parent's header seed. An audit
   * regenerates the branch's dice from it.
   */
  readonly seed?: string;
}

/** Current schema version of `ForkHeader`. */
export const FORK_HEADER_VERSION = 1;
