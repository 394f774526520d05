import {
  catalogueIn,
  type FightEvent,
  type Language,
  type Ruleset,
  registry,
  renderMessage,
  rulesets,
} from "@d20/core";
import { type DiceRolledData, type HeaderData, parseLog, type UnsealedEvent } from "@d20/events";
import type { LogInput } from "../log/fightLog.ts";
import { type Breakdown, breakdownsOf } from "./breakdowns.ts";
import { cite, ruleField } from "./citation.ts";
import { describe } from "./describe.ts";
import type { CitedRule } from "./finding.ts";

/** An event on an explanation's chain of causes. */
export interface CauseLink {
  readonly seq: number;
  readonly type: string;
  readonly summary: string;
  /** `cause`: named by the `cause` field of the event before it on the chain; `declaration`: the
   * input whose decision produced the event; `occasion`: what brought it about (the ruleset's). */
  readonly relation: "cause" | "declaration" | "occasion";
  readonly rule?: CitedRule;
}

/** A die that fed an event (the dice logged just before it). */
export interface DieUsed extends DiceRolledData {
  readonly seq: number;
}

/** Why an event is what it is: its numbers term by term, its dice, and its causes. */
export interface Explanation {
  readonly seq: number;
  readonly type: string;
  readonly summary: string;
  readonly rule?: CitedRule;
  readonly breakdowns: readonly Breakdown[];
  readonly dice: readonly DieUsed[];
  /** From the nearest cause back to the declaration that started it. */
  readonly causes: readonly CauseLink[];
  /**
   * What brought the event about when that is not its input (the ruleset's `occasion`): the
   * damage behind a concentration check, the spell behind a save, the act that provoked.
   */
  readonly occasion?: CauseLink & { readonly why: string };
}

/**
 * Explains the event `seq` of a log (JSONL, or its events with the header first): every modifier
 * of each number it carries, with its rule id and citation; the dice it used; and its chain of
 * causes — the `cause` fields followed back, ending with the `Declared` input whose decision
 * produced the event. Its words (summaries, breakdown names) in `options.lang`, English by default.
 */
export function explain(
  log: LogInput,
  seq: number,
  options: { readonly lang?: Language } = {},
): Explanation {
  const lang = options.lang ?? "en";
  const events =
    typeof log === "string" || log instanceof Uint8Array
      ? parseLog(log, { catalogue: registry.catalogue }).events
      : log;
  const at = indexer(events);
  const event = at(seq);
  if (event === undefined || event.type === "Header" || event.type === "ForkHeader") {
    throw new RangeError(`the log has no fight event at seq ${seq}`);
  }
  const ruleset = rulesetOfLog(events);
  const rules = ruleset?.rules;
  const fact = event as unknown as FightEvent;
  const rule = ruleField(fact.data);
  return {
    seq,
    type: fact.type,
    summary: describe(fact, ruleset, lang),
    ...(rule === undefined ? {} : { rule: cite(rules, rule) }),
    breakdowns: breakdownsOf(fact, ruleset, (s) => at(s) as FightEvent | undefined, lang),
    dice: diceBefore(at, seq),
    causes: causesOf(at, fact, ruleset, lang),
    ...occasionOf(at, fact, ruleset, lang),
  };
}

function occasionOf(at: At, event: FightEvent, ruleset: Ruleset | undefined, lang: Language) {
  const found = ruleset?.audit?.occasion?.(event, (s) => at(s) as FightEvent | undefined);
  const e = found === undefined ? undefined : (at(found.seq) as FightEvent | undefined);
  if (found === undefined || e === undefined) return {};
  const rule = ruleField(e.data);
  const why = renderMessage(found.why, catalogueIn(ruleset!.words.catalogues, lang));
  const occasion = {
    seq: e.seq,
    type: e.type,
    summary: describe(e, ruleset, lang),
    relation: "occasion" as const,
    why,
    ...(rule === undefined ? {} : { rule: cite(ruleset?.rules, rule) }),
  };
  return { occasion };
}

type At = (seq: number) => UnsealedEvent | undefined;

function indexer(events: readonly UnsealedEvent[]): At {
  const base = events[0]?.seq ?? 0;
  return (seq) => {
    const e = events[seq - base];
    return e?.seq === seq ? e : undefined;
  };
}

function rulesetOfLog(events: readonly UnsealedEvent[]): Ruleset | undefined {
  const first = events[0];
  return first?.type === "Header" ? rulesets[(first.data as HeaderData).ruleset.id] : undefined;
}

// The dice logged just before a fact are the ones its step rolled (a step emits its dice, then
// exactly one fact).
function diceBefore(at: At, seq: number): DieUsed[] {
  const dice: DieUsed[] = [];
  for (let s = seq - 1; ; s--) {
    const e = at(s);
    if (e?.type !== "DiceRolled") break;
    dice.unshift({ ...(e.data as DiceRolledData), seq: s });
  }
  return dice;
}

function causesOf(
  at: At,
  event: FightEvent,
  ruleset: Ruleset | undefined,
  lang: Language,
): CauseLink[] {
  const rules = ruleset?.rules;
  const link = (e: FightEvent, relation: CauseLink["relation"]): CauseLink => {
    const rule = ruleField(e.data);
    return {
      seq: e.seq,
      type: e.type,
      summary: describe(e, ruleset, lang),
      relation,
      ...(rule === undefined ? {} : { rule: cite(rules, rule) }),
    };
  };
  const chain: CauseLink[] = [];
  const seen = new Set<number>([event.seq]);
  for (let c = event.cause; c !== undefined && !seen.has(c); ) {
    const e = at(c) as FightEvent | undefined;
    if (e === undefined) break;
    seen.add(c);
    chain.push(link(e, "cause"));
    c = e.cause;
  }
  if (event.type !== "Declared") {
    for (let s = event.seq - 1; s > 0; s--) {
      const e = at(s) as FightEvent | undefined;
      if (e === undefined) break;
      if (e.type !== "Declared") continue;
      if (!seen.has(s)) chain.push(link(e, "declaration"));
      break;
    }
  }
  return chain;
}
