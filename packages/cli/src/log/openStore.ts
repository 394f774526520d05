import { existsSync } from "node:fs";
import { registry } from "@d20/core";
import type { EventStore } from "@d20/events";
import { storeFromUrl } from "@d20/store-postgres";
import { CliError } from "../cli/cliError.ts";

/** The `--store` option, shared by the commands that read or write stored fights. */
export const STORE_OPTION = {
  type: "string",
  value: "URL",
  description: "event store: file:DIR, a directory, or postgres://… (default $D20_STORE)",
} as const;

/**
 * Opens the store `--store` names, or `D20_STORE`: `file:DIR` (relative or absolute),
 * `file:///abs/dir`, a plain directory, or `postgres://…`.
 */
export async function openStore(
  url: string | undefined,
  options: { readonly existing?: boolean } = {},
): Promise<EventStore> {
  const given = url ?? process.env.D20_STORE;
  if (given === undefined || given === "") {
    throw new CliError("no event store: give --store file:DIR or postgres://…, or set D20_STORE");
  }
  // `file:DIR` without slashes is a relative path; storeFromUrl reads `file:` as a URL.
  const target = /^file:(?!\/\/)/i.test(given) ? given.slice("file:".length) : given;
  // Reading a store must not create one: the file store makes its directory when opened.
  if (options.existing === true && !/^[a-z][a-z0-9+.-]*:/i.test(target) && !existsSync(target)) {
    throw new CliError(`${target}: no such store directory`);
  }
  try {
    return await storeFromUrl(target, registry.catalogue);
  } catch (e) {
    throw new CliError(`cannot open store ${given}: ${(e as Error).message.split("\n")[0]}`, 1);
  }
}
