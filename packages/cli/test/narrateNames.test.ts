import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadLog, Narrator } from "@d20/replay";
import { describe, expect, it } from "vitest";
import { ROOT } from "./d20.ts";

const golden = (name: string) =>
  loadLog(readFileSync(join(ROOT, "examples/golden/scenarios", name)));

describe("narration shows names, not ids (issue Table workflows: names)", () => {
  it("given the goblin ambush, whose carter is named Corwin the carter, when told, then his turn, his initiative and the order show the name; die keys keep the id", () => {
    const log = golden("goblin-ambush.jsonl");
    const narrator = new Narrator(log.header);
    const lines = log.events.flatMap((e) => narrator.tell(e));
    expect(lines).toContain("── Corwin the carter's turn ──");
    expect(lines).toContain(
      "  order: Aldric, gob-2, Brenna, gob-1, gob-3, wolf, Corwin the carter",
    );
    expect(lines.some((l) => l.includes("Corwin/initiative/r0/#1"))).toBe(true);
    expect(lines.some((l) => /\bCorwin\b(?! the carter)(?!\/)/.test(l))).toBe(false);
  });

  it("given a wizard's ray of frost (spell id ray-of-frost), when told, then the cast and the attack name the spell, and the attack is against touch AC", () => {
    const log = golden("readied-vs-caster.jsonl");
    const narrator = new Narrator(log.header);
    const lines = log.events.slice(0, 12).flatMap((e) => narrator.tell(e));
    expect(lines).toContain("  Ysolde declares Cast ray of frost → Bram");
    // A ray is a ranged touch attack: the narration says touch AC (seed 000 触摸攻击Touch Attacks).
    expect(
      lines.some((l) => /Ysolde misses Bram with ray of frost: d20 2 .* vs touch AC 10 /.test(l)),
    ).toBe(true);
    expect(lines.join("\n")).not.toContain("ray-of-frost");
  });

  it("given a log told without its header, when told, then the ids stand (nothing to name them from)", () => {
    const log = golden("readied-vs-caster.jsonl");
    const narrator = new Narrator(log.header.ruleset.id);
    const lines = log.events.slice(0, 12).flatMap((e) => narrator.tell(e));
    expect(lines).toContain("  Ysolde declares Cast ray-of-frost → Bram");
  });
});
