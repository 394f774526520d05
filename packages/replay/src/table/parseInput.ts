import type { Declaration, GmDeclaration, Input, TableVocabulary } from "@d20/core";
import { noMore, wordField } from "./fields.ts";
import { readGmRoll } from "./gmRoll.ts";
import { readValue } from "./readValue.ts";
import { type LineAt, lineError } from "./tableLogError.ts";

/**
 * A `declare ACTOR WORD key=value …` line as a combatant's input. The words, and the fields
 * each takes, are the ruleset's (`vocabulary.declarations`; for dnd35 the word is the
 * declaration kind); a dotted key (`trigger.by=地精-1`) sets a field of a nested record. A
 * field the declaration does not take, one given twice and a required one left out are errors
 * naming the field; what the fields mean is then the engine's to check.
 */
export function parseDeclare(
  at: LineAt,
  words: readonly string[],
  vocabulary: TableVocabulary,
): Input {
  const by = wordField(at, "declare.actor", words[1]);
  const word = wordField(at, "declare.kind", words[2]);
  const entry = vocabulary.declarations[word];
  if (entry === undefined) {
    const known = Object.keys(vocabulary.declarations).join(", ");
    throw lineError(at, "declare.kind", `unknown "${word}" (${known})`);
  }
  const decl: Record<string, unknown> = { kind: entry.kind };
  const given = new Set<string>();
  for (const written of words.slice(3)) {
    const eq = written.indexOf("=");
    const key = eq < 0 ? written : written.slice(0, eq);
    const value = eq < 0 ? undefined : written.slice(eq + 1);
    const field = `declare.${key}`;
    if (given.has(key) || key === "kind") throw lineError(at, field, "given twice");
    const spec = entry.fields[key];
    if (spec === undefined) {
      const takes = Object.keys(entry.fields);
      const which = takes.length === 0 ? "takes no fields" : `takes ${takes.join(", ")}`;
      throw lineError(at, field, `unknown field "${key}" (${word} ${which})`);
    }
    given.add(key);
    setPath(decl, key, readValue(at, field, spec, value));
  }
  for (const key of entry.required ?? [])
    if (!given.has(key)) throw lineError(at, `declare.${key}`, `missing (${word} needs it)`);
  return { by, decl: decl as unknown as Declaration };
}

// Sets `a.b.c` in `record`, making the records on the way.
function setPath(record: Record<string, unknown>, path: string, value: unknown): void {
  const [head, ...rest] = path.split(".");
  if (rest.length === 0) {
    record[head!] = value;
    return;
  }
  record[head!] ??= {};
  setPath(record[head!] as Record<string, unknown>, rest.join("."), value);
}

/** `end-turn ACTOR`: the declaration the ruleset ends a turn with. */
export function parseEndTurn(
  at: LineAt,
  words: readonly string[],
  vocabulary: TableVocabulary,
): Input {
  const by = wordField(at, "end-turn.actor", words[1]);
  noMore(at, words, 2);
  return { by, decl: { ...vocabulary.endTurn } as unknown as Declaration };
}

/**
 * A `gm WORD value… "reason"` line: the ruleset's GM words (`vocabulary.gm`; dnd35: `gm begin
 * "reason"`, `gm damage TARGET N "reason"`, `gm end [SIDE] "reason"`, …), each value in its
 * place, an optional last one left out when the line is short. The reason is required: an
 * audit lists every GM decision with it.
 */
export function parseGm(at: LineAt, words: readonly string[], vocabulary: TableVocabulary): Input {
  const what = wordField(at, "gm.kind", words[1]);
  const entry = vocabulary.gm[what];
  if (entry === undefined)
    throw lineError(at, "gm.kind", `unknown "${what}" (${Object.keys(vocabulary.gm).join(", ")})`);
  const decl: Record<string, unknown> = { kind: entry.kind };
  // A value the GM rolled for takes its dice and faces; optional values are the last ones,
  // given as the line has words to spare before the reason.
  let pos = 2;
  for (const [i, arg] of entry.args.entries()) {
    const left = words.length - 1 - pos;
    const owed = entry.args.slice(i).filter((a) => a.optional !== true).length;
    if (arg.optional === true && left <= owed) continue;
    const field = `gm.${arg.key}`;
    if (arg.value.read === "roll") {
      const r = readGmRoll(at, field, words.slice(pos), arg.value.min);
      decl[arg.key] = r.amount;
      if (r.rolled !== undefined) decl.rolled = r.rolled;
      pos += r.words;
    } else decl[arg.key] = readValue(at, field, arg.value, words[pos++]);
  }
  Object.assign(decl, entry.fixed);
  noMore(at, words, pos + 1);
  decl.reason = wordField(at, "gm.reason", words[pos]);
  return { by: "gm", decl: decl as unknown as GmDeclaration };
}
