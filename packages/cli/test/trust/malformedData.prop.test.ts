import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { registry } from "@d20/core";
import { parseLog, serializeLog, type UnsealedEvent } from "@d20/events";
import { loadScenarioFile, playScenario, scenarioToLog } from "@d20/scenario";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../d20.ts";
import { runD20 } from "./runD20.ts";

// Re-sealed logs with random malformed data (issue "Trust", point 7): wrong types, nulls,
// missing fields, extra nesting, anywhere in any event's data. Every reader must answer with
// its documented exit codes and words — never a crash (an unforeseen error, a stack trace).
const RUNS = Number(process.env.D20_FUZZ_RUNS ?? 5000);
const SEED = Number(process.env.D20_FUZZ_SEED ?? 20261202);
const dir = mkdtempSync(join(tmpdir(), "d20-trust-fuzz-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Two fights played now (so their headers declare their dice): a set spear against a charge,
// and a readied attack against a caster (windows, concentration, forced dice).
const base = ["set-spear", "readied-vs-caster"].map((name) => {
  const s = loadScenarioFile(join(ROOT, "examples/scenarios", `${name}.json`));
  const text = scenarioToLog(playScenario(s), s.header);
  const file = join(dir, `${name}.jsonl`);
  writeFileSync(file, text);
  const events = parseLog(text, { catalogue: registry.catalogue })
    .events as unknown as UnsealedEvent[];
  return { file, events };
});

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Every path into a JSON value, the value itself first. */
function paths(v: Json, at: (string | number)[] = []): (string | number)[][] {
  const out = [at];
  if (Array.isArray(v)) {
    for (const [i, x] of v.entries()) out.push(...paths(x, [...at, i]));
  } else if (v !== null && typeof v === "object")
    for (const [k, x] of Object.entries(v)) out.push(...paths(x, [...at, k]));
  return out;
}

const deep = (n: number): Json => (n === 0 ? [] : [deep(n - 1)]);

/** The value at a path replaced: null, a wrong type, wrapped, deleted, or a field added. */
function malform(old: Json, op: number): Json | undefined {
  switch (op) {
    case 0:
      return null;
    case 1:
      if (typeof old === "number") return String(old);
      if (typeof old === "string") return old.length;
      if (typeof old === "boolean") return old ? 1 : "false";
      if (Array.isArray(old)) return { 0: old[0] ?? null };
      return old === null ? 0 : [old];
    case 2:
      return undefined; // the field (or item) removed
    case 3:
      return { value: old };
    case 4:
      return old !== null && typeof old === "object" && !Array.isArray(old)
        ? { ...old, extra: { nested: [{ deeper: [1, "x", null] }] } }
        : [old, [old]];
    case 5:
      return deep(40);
    case 6:
      return typeof old === "number" ? -old - 1e9 : "";
    default:
      return 1e300; // a number far past any bound
  }
}

function edit(data: Json, path: (string | number)[], op: number): Json {
  if (path.length === 0) return malform(data, op) ?? {};
  const [head, ...rest] = path;
  const copy: Json = Array.isArray(data) ? [...data] : { ...(data as object) };
  const c = copy as Record<string | number, Json>;
  if (rest.length === 0) {
    const next = malform(c[head!]!, op);
    if (next === undefined) {
      if (Array.isArray(copy)) copy.splice(head as number, 1);
      else delete c[head!];
    } else c[head!] = next;
  } else c[head!] = edit(c[head!]!, rest, op);
  return copy;
}

let written = 0;
/** A log of `base` with the data of one event malformed at one path, re-sealed. */
function forged(which: number, pick: number, where: number, op: number) {
  const { events, file } = base[which % base.length]!;
  const target = events[pick % events.length]!;
  const all = paths(target.data as Json);
  const path = all[where % all.length]!;
  const data = edit(target.data as Json, path, op);
  const log = events.map((e) => (e === target ? { ...e, data } : e));
  const out = join(dir, `f${written++ % 64}.jsonl`);
  writeFileSync(out, serializeLog(log as never).text);
  return { out, original: file, seq: target.seq, path: path.join("."), op };
}

const readers = {
  replay: (f: ReturnType<typeof forged>) => ["replay", f.out],
  explain: (f: ReturnType<typeof forged>) => ["explain", f.out, String(f.seq)],
  audit: (f: ReturnType<typeof forged>) => ["audit", f.out],
  diff: (f: ReturnType<typeof forged>) => ["diff", f.original, f.out],
} as const;

/** Why a run of a reader is a crash, or undefined when it answered as documented. */
function crash(reader: string, r: { code: number; stdout: string; stderr: string }) {
  if (/\n\s+at |Error: /.test(r.stderr)) return "a stack trace or a raw error";
  if (r.code === 0) return undefined;
  if (r.code === 2) return /^d20: .+/.test(r.stderr) ? undefined : "exit 2 without one line";
  // Exit 1 is the audit's findings, with its report; any other exit 1 is an unforeseen error.
  if (r.code === 1 && reader === "audit" && /: \d+ events, /.test(r.stdout)) return undefined;
  return `exit ${r.code}`;
}

describe("readers never crash on malformed event data behind a valid chain (issue Trust, 7)", () => {
  for (const [reader, args] of Object.entries(readers)) {
    it(`${reader}: ${RUNS} re-sealed logs with malformed data (seed ${SEED}), zero crashes`, async () => {
      const outcomes = { 0: 0, 1: 0, 2: 0 } as Record<number, number>;
      await fc.assert(
        fc.asyncProperty(
          fc.nat(),
          fc.nat(),
          fc.nat(),
          fc.nat(7),
          async (which, pick, where, op) => {
            const f = forged(which, pick, where, op);
            const r = await runD20(args(f));
            outcomes[r.code] = (outcomes[r.code] ?? 0) + 1;
            const why = crash(reader, r);
            expect(why, JSON.stringify({ ...f, out: undefined, ...r })).toBeUndefined();
          },
        ),
        { numRuns: RUNS, seed: SEED },
      );
      // Malformed data is refused when read: an error naming the line and field (exit 2), or for
      // the audit a finding (exit 1); some (in a map) is read, and the fight judged as it is.
      expect(outcomes[reader === "audit" ? 1 : 2]).toBeGreaterThan(RUNS / 2);
    });
  }
});
