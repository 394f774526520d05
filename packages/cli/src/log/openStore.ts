import { existsSync } from "node:fs";
import { registry } from "@d20/core";
import type { EventStore } from "@d20/events";
import { storeFromUrl } from "@d20/store-postgres";
import { CliError, EXIT_BAD_INPUT } from "../cli/cliError.ts";

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
    // A value that names no store (an unknown scheme, a malformed URL, a path that is a file)
    // is bad input, exit 2; a server that does not answer is a failure, exit 1 (issue "Trust", 9).
    const code = (e as NodeJS.ErrnoException).code;
    const exit = code !== undefined && UNREACHABLE.has(code) ? 1 : EXIT_BAD_INPUT;
    throw new CliError(`cannot open store ${given}: ${(e as Error).message.split("\n")[0]}`, exit);
  }
}

// Error codes of a store that exists but cannot be reached now.
const UNREACHABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EAI_AGAIN",
]);
