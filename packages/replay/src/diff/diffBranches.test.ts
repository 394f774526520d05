import { attackNearest, type Input, registry } from "@d20/core";
import { parseLog } from "@d20/events";
import { describe, expect, it } from "vitest";
import { fork, lineageOf } from "../branch/fork.ts";
import { rootLineage } from "../branch/lineage.ts";
import { lawFight } from "../testing/dnd35/fights.ts";
import { diffBranches } from "./diffBranches.ts";

const parentFight = lawFight(1);
const parent = rootLineage(
  "parent",
  parseLog(parentFight.text, { catalogue: registry.catalogue }).events,
);
const declared = parentFight.events.filter((e) => e.type === "Declared");
// A combatant's declaration well into the fight.
const target = declared.find((e, i) => i > 6 && (e.data as Input).by !== "gm")!;
const by = (target.data as Input).by;

describe("diffBranches", () => {
  it("given a fork with no edits, when diffed with its parent, then nothing diverges", () => {
    const branch = fork(parent, { at: 40, continuation: { mode: "recorded" } });
    const diff = diffBranches(parent, lineageOf("same", parent, branch));
    expect(diff.forkPoint).toBe(parentFight.events.length);
    expect(diff.firstDivergent).toBeUndefined();
    expect(diff.combatants.every((c) => c.changed.length === 0)).toBe(true);
    expect(diff.outcome.left).toEqual(diff.outcome.right);
  });

  it("given a declaration replaced by total defense, when diffed, then the fork point is just before it and the first divergent event is the new declaration", () => {
    const at = target.seq - 1;
    const branch = fork(parent, {
      at,
      edits: [
        {
          kind: "replaceDeclaration",
          seq: target.seq,
          with: { by, decl: { kind: "TotalDefense" } },
        },
      ],
      continuation: { mode: "hybrid", policy: () => attackNearest },
    });
    const diff = diffBranches(parent, lineageOf("defend", parent, branch));
    expect(diff.forkPoint).toBe(at);
    expect(diff.firstDivergent?.seq).toBe(target.seq);
    expect(diff.firstDivergent?.right?.data).toEqual({ by, decl: { kind: "TotalDefense" } });
    expect(diff.aligned.some((p) => p.kind === "left")).toBe(true);
    expect(diff.combatants.map((c) => c.id)).toEqual(
      parent.header.roster.map((r) => (r as { id: string }).id),
    );
    expect(diff.outcome.right.ended).toBe(true);
    const sameCount = diff.aligned.filter((p) => p.kind !== "right").length;
    expect(sameCount).toBe(parentFight.events.length - at);
  });
});
