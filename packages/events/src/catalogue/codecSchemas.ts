import type { DataValidator } from "../schema/dataSchema.ts";
import { anyObject, anything, int, nat, oneOf, str } from "../schema/primitives.ts";
import { arrayOf, object, recordOf, taggedUnion } from "../schema/structures.ts";

const faces = arrayOf(int);

const policyRef = object({ name: str, version: str });

/** Who played a combatant (`Player`). */
const player: DataValidator = taggedUnion("by", {
  person: object({ by: str }),
  policy: object({ by: str, policy: policyRef }),
  script: object({ by: str }, { after: policyRef }),
});

/**
 * A header's data: the engine's part checked here (ruleset, engine, dice, declared dice), the
 * ruleset's part (options, roster specs, map) only for its shape — the ruleset checks its own
 * when a fight is built from it, naming the field (`Ruleset.checkHeader`).
 */
export const headerData: DataValidator = object(
  {
    ruleset: object({ id: str, version: str }),
    // Any JSON: the audit's header check names a bad engine version in its own words.
    engine: anything,
    dice: object({ scheme: str, version: int, seed: str }),
    options: anyObject,
    map: anything,
    roster: arrayOf(anyObject),
  },
  {
    rulesetPart: int,
    unseeded: object({}, { scripted: recordOf(faces), table: oneOf(true) }),
    players: recordOf(player),
  },
);

/** One edit of a fork header (a declaration's shape is the ruleset's, checked when applied). */
const forkEdit: DataValidator = taggedUnion("kind", {
  replaceDeclaration: object({ kind: str, seq: nat, with: anything }),
  insertDeclaration: object({ kind: str, before: nat, declaration: anything }),
  dropDeclaration: object({ kind: str, seq: nat }),
  forceDie: object({ kind: str, key: str, faces }),
});

/** A fork header's data: parent, fork point, the parent's hash there, the edits, a seed. */
export const forkHeaderData: DataValidator = object(
  { parent: str, at: nat, parentHash: str, edits: arrayOf(forkEdit) },
  { seed: str },
);

/** A die's data at its current version (v2): key, expression, faces, total, origin. */
export const diceRolledData: DataValidator = object(
  { key: str, expr: str, faces, total: int, origin: oneOf("seeded", "forced", "table") },
  { times: int },
);
