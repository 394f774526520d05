import type { Catalogue } from "./catalogue.ts";
import type { Message } from "./message.ts";
import { plainMessage } from "./plain.ts";

/**
 * A message in the catalogue's words; a message the catalogue lacks, or whose entry cannot read
 * its parameters, in plain words (its id and every parameter) — never a throw, so words are
 * never what stops a replay or an audit.
 */
export function renderMessage(message: Message, catalogue: Catalogue): string {
  const render = (m: Message): string => {
    const entry = catalogue[m.id];
    if (entry === undefined) return plainMessage(m);
    try {
      return entry(m.params, render);
    } catch {
      return plainMessage(m);
    }
  };
  return render(message);
}
