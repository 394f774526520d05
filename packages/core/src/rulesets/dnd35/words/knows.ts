import type { Catalogue } from "../../../words/catalogue.ts";
import type { Message } from "../../../words/message.ts";
import { en } from "./en.ts";

const isMessage = (x: unknown): x is Message =>
  typeof x === "object" && x !== null && typeof (x as Message).id === "string" && "params" in x;

/**
 * True when dnd35's catalogue has words for the message and every message nested in it: else
 * it is not dnd35's to tell (a declaration kind it does not know), and the caller's plain
 * rendering says what it is.
 */
export function knows(m: Message): boolean {
  const words: Catalogue = en;
  return (
    words[m.id] !== undefined && Object.values(m.params).every((p) => !isMessage(p) || knows(p))
  );
}
