import type { FightEvent, Input, Translation } from "@d20/core";
import { isUntranslatable, type Untranslatable } from "@d20/core";
import type { EditedInputs } from "../branch/applyEdits.ts";
import {
  declarationsOf,
  gmAnchors,
  OrdinalCounter,
  type Slot,
  slotActor,
  slotId,
} from "../branch/slots.ts";

/** A recorded input of the source fight that has no reading under the target ruleset. */
export interface Dropped {
  readonly seq: number;
  readonly input: Input;
  readonly why: Untranslatable;
}

/** The source fight's inputs read under the target ruleset, as slots a continuation reuses. */
export interface TranslatedInputs extends EditedInputs {
  /** The inputs the translation found no reading for, in the source's order. */
  readonly dropped: readonly Dropped[];
}

/**
 * Reads every `Declared` of the source fight under the target ruleset (`translation.input`) and
 * queues the resulting inputs per actor (its turn declarations apart from its answers, as the
 * target counts them: `answers`, its window-answer kinds), so the continuation gives each
 * creature its own next input whenever the re-derived fight awaits it — whatever the round, since
 * two rulesets' rounds need not line up (a surprise round one has and the other has not). An
 * input read as several keeps their order (each slot's `parentSeq` is the source seq it came from).
 */
export function translatedInputs(
  events: readonly FightEvent[],
  translation: Translation,
  answers: ReadonlySet<string>,
): TranslatedInputs {
  const dropped: Dropped[] = [];
  const ordinals = new OrdinalCounter();
  const slots: Slot[] = [];
  for (const d of declarationsOf(events)) {
    const read = translation.input(d.input);
    if (isUntranslatable(read)) {
      dropped.push({ seq: d.seq, input: d.input, why: read });
      continue;
    }
    for (const input of read.inputs) {
      const actor = slotActor(input, answers);
      slots.push({
        round: d.round,
        actor,
        ordinal: ordinals.next(0, actor),
        input,
        parentSeq: d.seq,
        origin: "parent",
      });
    }
  }
  return {
    slots,
    counter: new OrdinalCounter(),
    bySlot: new Map(slots.map((s, i) => [slotId({ ...s, round: 0 }), i])),
    anchors: gmAnchors(slots),
    forced: {},
    forcedBy: {},
    match: "actor",
    dropped,
  };
}
