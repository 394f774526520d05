import type { Invocation, OptionSpec } from "../cli/command.ts";
import { flag, stringOption } from "../cli/parseInvocation.ts";
import { STORE_OPTION } from "./openStore.ts";
import { type FightTarget, STDOUT } from "./saveFight.ts";

/** The options of the commands that write a fight: `--out`, `--force`, `--store`, `--id`. */
export const TARGET_OPTIONS: Readonly<Record<string, OptionSpec>> = {
  out: {
    type: "string",
    short: "o",
    value: "FILE",
    description: "write the log (JSONL) to FILE; - for standard output (the rest goes to stderr)",
  },
  force: { type: "boolean", description: "overwrite --out if it exists" },
  store: STORE_OPTION,
  id: { type: "string", value: "NAME", description: "the fight's stream id in --store" },
};

/**
 * The fight target the options name (`defaultId` when `--store` is given without `--id`); the
 * command's input files (`<scenario>`, `<table-log>`) are never written over.
 */
export function targetOf(inv: Invocation, defaultId?: string): FightTarget {
  const out = stringOption(inv, "out");
  const store = stringOption(inv, "store");
  const id = stringOption(inv, "id") ?? (store === undefined ? undefined : defaultId);
  return {
    ...(out === undefined ? {} : { out }),
    ...(out === STDOUT ? { stdout: inv.io.stdout } : {}),
    force: flag(inv, "force"),
    ...(store === undefined ? {} : { store }),
    ...(id === undefined ? {} : { id }),
    inputs: inv.positionals,
  };
}
