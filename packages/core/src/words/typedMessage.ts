import type { Catalogue } from "./catalogue.ts";
import type { Message, Params } from "./message.ts";

/** The parameters an entry reads: none for an entry of no parameters, else its first. */
export type EntryParams<E> = E extends () => string
  ? []
  : E extends (params: infer P, ...rest: infer _R) => string
    ? [params: P]
    : never;

/** A message of catalogue `C`: an id it has, with the parameters that id's entry reads. */
export type MessageOf<C extends Catalogue> = <K extends keyof C & string>(
  id: K,
  ...params: EntryParams<C[K]>
) => Message;

/**
 * A message builder checked against a catalogue's type: an id the catalogue lacks, or
 * parameters its entry does not read, do not compile. Code that builds messages imports only
 * the catalogue's type, never its words.
 */
export function messagesOf<C extends Catalogue>(): MessageOf<C> {
  // No rest array: refusals are built while policies probe many illegal declarations.
  const build = (id: string, params?: Params): Message => ({ id, params: params ?? NONE });
  return build as MessageOf<C>;
}

// The parameters of a message that has none, shared (messages are never mutated).
const NONE: Params = Object.freeze({});
