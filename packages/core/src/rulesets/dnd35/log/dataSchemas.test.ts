import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LogError, parseLog, serializeLog, type UnsealedEvent } from "@d20/events";
import { describe, expect, it } from "vitest";
import { registry } from "../../../registry/registry.ts";

const GOLDEN = join(import.meta.dirname, "../../../../../../examples/golden");
const goldens = [
  join(GOLDEN, "battlefield-4v4.jsonl"),
  ...readdirSync(join(GOLDEN, "scenarios")).map((f) => join(GOLDEN, "scenarios", f)),
].filter((f) => f.endsWith(".jsonl"));

describe("every event type of a dnd35 log has a data schema (issue Trust, point 7)", () => {
  it("given the dnd35 catalogue, then every entry (codec, engine, 3.x, dnd35) carries a validator", () => {
    const types = registry.catalogue.ruleset("dnd35")!.types;
    const without = [...types].filter(([, spec]) => spec.validate === undefined).map(([t]) => t);
    expect(without).toEqual([]);
    expect(types.size).toBeGreaterThan(30);
  });

  it("given every golden log, when read, then every event fits its schema", () => {
    for (const file of goldens)
      expect(
        parseLog(readFileSync(file), { catalogue: registry.catalogue }).events.length,
      ).toBeGreaterThan(1);
  });

  it("given a re-sealed attack whose bonus term has a string value, when read, then a LogError names the line and the field's path (dnd35 攻击骰)", () => {
    const events = parseLog(readFileSync(goldens[0]!), { catalogue: registry.catalogue })
      .events as unknown as UnsealedEvent[];
    const i = events.findIndex((e) => e.type === "AttackResolved");
    const e = events[i]!;
    const data = e.data as { bonus: { value: unknown }[] };
    const bonus = data.bonus.map((t, j) => (j === 1 ? { ...t, value: "3" } : t));
    events[i] = { ...e, data: { ...data, bonus } };
    let error: unknown;
    try {
      parseLog(serializeLog(events as never).text, { catalogue: registry.catalogue });
    } catch (x) {
      error = x;
    }
    expect(error).toBeInstanceOf(LogError);
    expect((error as LogError).message).toBe(
      `log:${i + 1}: data.bonus[1].value: AttackResolved: must be a number, found string`,
    );
  });

  it("given a re-sealed declaration of a kind dnd35 does not have, when read, then refused naming data.decl.kind", () => {
    const events = parseLog(readFileSync(goldens[0]!), { catalogue: registry.catalogue })
      .events as unknown as UnsealedEvent[];
    const i = events.findIndex((e) => e.type === "Declared");
    events[i] = { ...events[i]!, data: { by: "gm", decl: { kind: "Teleport" } } };
    expect(() =>
      parseLog(serializeLog(events as never).text, { catalogue: registry.catalogue }),
    ).toThrow(`log:${i + 1}: data.decl.kind: Declared: must be one of Attack,`);
  });
});
