import type { FightEvent, Input } from "@d20/core";
import { type ForkEdit, parseDieKey } from "@d20/events";
import { ForkError } from "./forkError.ts";
import {
  declarationsOf,
  gmAnchors,
  OrdinalCounter,
  type ParentDeclaration,
  type Slot,
  slotActor,
  slotId,
} from "./slots.ts";

/** The parent's declarations after the fork point with the edits applied, and the forced dice. */
export interface EditedInputs {
  /** In the parent's order, keyed by (round, actor, ordinal) as edited. */
  readonly slots: readonly Slot[];
  /** Ordinals counted over the declarations up to the fork point, to count on from. */
  readonly counter: OrdinalCounter;
  /** Index in `slots` by `slotId`. */
  readonly bySlot: ReadonlyMap<string, number>;
  /** For a combatant slot's index, the GM slots played just before it (see `gmAnchors`). */
  readonly anchors: ReadonlyMap<number, readonly number[]>;
  /** `forceDie` edits: faces by die key. */
  readonly forced: Readonly<Record<string, readonly number[]>>;
  /** For each forced die key, the index of the edit that forced it (the last, if several). */
  readonly forcedBy: Readonly<Record<string, number>>;
  /**
   * How a declaration awaited is matched to a slot: by (round, actor, ordinal), the default; or
   * by actor alone (`actor`), each actor's slots taken in order whatever the round — `bySlot` then
   * keys them with round 0 and `ordinal` counts the actor's slots over the whole fight.
   */
  readonly match?: "slot" | "actor";
}

type Draft = Omit<Slot, "ordinal">;

/**
 * Applies `edits` to the declarations of `events` (seq 1, 2, …) after seq `at`. Each edit must
 * name a declaration of the parent after the fork point; anything else is a `ForkError` naming
 * the edit (`edits[i].seq`) and why.
 */
export function applyEdits(
  events: readonly FightEvent[],
  at: number,
  edits: readonly ForkEdit[],
  /** The declaration kinds that answer a window under the fight's ruleset (`answerKinds`). */
  answers: ReadonlySet<string>,
  /** Checks an edit's declaration against the fork point (`checkEditInput`); throws if unfit. */
  check: (input: Input, field: string) => void = () => {},
): EditedInputs {
  const all = declarationsOf(events);
  const counter = new OrdinalCounter();
  const later: ParentDeclaration[] = [];
  for (const d of all) {
    if (d.seq <= at) counter.next(d.round, slotActor(d.input, answers));
    else later.push(d);
  }
  let drafts: Draft[] = later.map((d) => ({
    round: d.round,
    actor: slotActor(d.input, answers),
    input: d.input,
    parentSeq: d.seq,
    origin: "parent",
  }));
  const forced: Record<string, readonly number[]> = {};
  const forcedBy: Record<string, number> = {};
  edits.forEach((edit, i) => {
    const field = `edits[${i}]`;
    switch (edit.kind) {
      case "replaceDeclaration": {
        const k = indexOf(drafts, events, at, edit.seq, `${field}.seq`);
        const input = asInput(edit.with, `${field}.with`);
        check(input, `${field}.with`);
        const old = drafts[k]!;
        if (input.by !== old.actor) {
          throw new ForkError(
            "bad-edit",
            `${field}.with.by`,
            `replaces ${old.actor}'s declaration at seq ${edit.seq} with one by ${input.by}`,
          );
        }
        drafts[k] = { ...old, input, origin: "replaced", edit: i };
        return;
      }
      case "insertDeclaration": {
        const k = indexOf(drafts, events, at, edit.before, `${field}.before`);
        const input = asInput(edit.declaration, `${field}.declaration`);
        check(input, `${field}.declaration`);
        const before = drafts[k]!;
        const inserted: Draft = {
          round: before.round,
          actor: slotActor(input, answers),
          input,
          parentSeq: edit.before,
          origin: "inserted",
          edit: i,
        };
        drafts = [...drafts.slice(0, k), inserted, ...drafts.slice(k)];
        return;
      }
      case "dropDeclaration": {
        const k = indexOf(drafts, events, at, edit.seq, `${field}.seq`);
        drafts = [...drafts.slice(0, k), ...drafts.slice(k + 1)];
        return;
      }
      case "forceDie": {
        try {
          parseDieKey(edit.key);
        } catch (e) {
          throw new ForkError("bad-edit", `${field}.key`, (e as Error).message);
        }
        if (!Array.isArray(edit.faces) || !edit.faces.every((f) => Number.isSafeInteger(f))) {
          throw new ForkError("bad-edit", `${field}.faces`, "must be a list of whole numbers");
        }
        forced[edit.key] = edit.faces;
        forcedBy[edit.key] = i;
        return;
      }
      default:
        throw new ForkError(
          "bad-edit",
          `${field}.kind`,
          `unknown edit kind ${JSON.stringify((edit as { kind?: unknown }).kind)}`,
        );
    }
  });
  // Ordinals are counted on the edited list, so a dropped declaration's successor takes its place.
  const ordinals = counter.clone();
  const slots = drafts.map((d): Slot => ({ ...d, ordinal: ordinals.next(d.round, d.actor) }));
  const bySlot = new Map(slots.map((s, i) => [slotId(s), i]));
  return { slots, counter, bySlot, anchors: gmAnchors(slots), forced, forcedBy };
}

/**
 * The index in `drafts` of the parent's declaration at `seq`, or a `ForkError` saying why that
 * seq is not one an edit can name.
 */
function indexOf(
  drafts: readonly Draft[],
  events: readonly FightEvent[],
  at: number,
  seq: number,
  field: string,
): number {
  if (!Number.isSafeInteger(seq)) throw new ForkError("edit-target", field, "must be a seq");
  const last = events.length;
  if (seq <= at) {
    throw new ForkError("edit-target", field, `seq ${seq} is at or before the fork point ${at}`);
  }
  if (seq > last) {
    throw new ForkError("edit-target", field, `seq ${seq} is beyond the parent's last seq ${last}`);
  }
  const k = drafts.findIndex((d) => d.origin !== "inserted" && d.parentSeq === seq);
  if (k < 0) {
    const e = events[seq - 1]!;
    const why = e.type === "Declared" ? "was already dropped or replaced" : `is a ${e.type}`;
    throw new ForkError("edit-target", field, `seq ${seq} ${why}, not a declaration to edit`);
  }
  return k;
}

/** Checks that an edit's declaration is an input `{ by, decl: { kind } }`. */
function asInput(value: unknown, field: string): Input {
  const v = value as { by?: unknown; decl?: { kind?: unknown } } | null;
  if (
    typeof v !== "object" ||
    v === null ||
    typeof v.by !== "string" ||
    typeof v.decl !== "object" ||
    v.decl === null ||
    typeof v.decl.kind !== "string"
  ) {
    throw new ForkError("bad-edit", field, "must be an input { by, decl: { kind, … } }");
  }
  return value as Input;
}
