import { registry } from "@d20/core";
import { type ForkHeaderData, LineReader, LogError, type SealedEvent } from "@d20/events";
import { branchLineage, type Lineage, rootLineage } from "@d20/replay";

/** A line of a log the viewer shows as written: what follows the damage, or a type it cannot read. */
export interface RawLine {
  /** 1-based line number in the file. */
  readonly line: number;
  /** The seq and type the line claims, when it is JSON that names them. */
  readonly seq?: number;
  readonly type?: string;
  readonly text: string;
}

/** Where a log stops being readable, as `d20 audit` reports it: file, line, field, reason. */
export interface Damage {
  readonly line: number;
  readonly code: string;
  readonly message: string;
}

/**
 * A fight's log as the viewer reads it: the lineage of every line that verified (its chain and
 * schema hold), and — when a line does not — where and why, with that line and every one after
 * it kept as raw text, so that a damaged log opens with its damage shown and nothing dropped.
 */
export interface ReadFight {
  readonly name: string;
  /** The readable part (undefined when not even the header reads). */
  readonly lineage?: Lineage;
  readonly damage?: Damage;
  readonly raw: readonly RawLine[];
  /** A branch's fork header: its parent, the seq it forks at, its edits. */
  readonly fork?: ForkHeaderData;
}

/** Reads a log (JSONL) line by line; `parent` is the lineage a branch log continues. */
export function readFight(name: string, text: string, parent?: Lineage): ReadFight {
  const lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  const reader = new LineReader(registry.catalogue, name);
  const sealed: SealedEvent[] = [];
  let damage: Damage | undefined;
  for (const [i, line] of lines.entries()) {
    try {
      sealed.push(reader.read(line) as SealedEvent);
    } catch (e) {
      if (!(e instanceof LogError)) throw e;
      damage = { line: i + 1, code: e.code, message: e.message };
      break;
    }
  }
  const raw =
    damage === undefined
      ? []
      : lines.slice(damage.line - 1).map((t, j) => rawLine(damage!.line + j, t));
  const fork = sealed[0]?.type === "ForkHeader" ? (sealed[0].data as ForkHeaderData) : undefined;
  return {
    name,
    ...lineageOf(name, sealed, parent, (d) => (damage ??= d)),
    ...(damage && { damage }),
    raw,
    ...(fork && { fork }),
  };
}

function lineageOf(
  name: string,
  sealed: readonly SealedEvent[],
  parent: Lineage | undefined,
  damaged: (d: Damage) => void,
): { lineage?: Lineage } {
  if (sealed.length === 0) return {};
  try {
    if (sealed[0]!.type === "ForkHeader") {
      if (parent === undefined) {
        damaged({
          line: 1,
          code: "no-parent",
          message: `${name}:1: a branch, opened without its parent's log`,
        });
        return {};
      }
      return { lineage: branchLineage(name, parent, sealed) };
    }
    return { lineage: rootLineage(name, sealed) };
  } catch (e) {
    damaged({ line: 1, code: "not-a-log", message: `${name}:1: ${(e as Error).message}` });
    return {};
  }
}

function rawLine(line: number, text: string): RawLine {
  try {
    const j = JSON.parse(text) as { seq?: unknown; type?: unknown };
    return {
      line,
      ...(typeof j.seq === "number" && { seq: j.seq }),
      ...(typeof j.type === "string" && { type: j.type }),
      text,
    };
  } catch {
    return { line, text };
  }
}
