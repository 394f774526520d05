import { attackNearest, type Input, registry } from "@d20/core";
import type { ForkEdit } from "@d20/events";
import { parseLog } from "@d20/events";
import { describe, expect, it } from "vitest";
import { lawFight } from "../testing/dnd35/fights.ts";
import { prepare } from "../whatif/simulate.ts";
import { fork } from "./fork.ts";
import { ForkError } from "./forkError.ts";
import { rootLineage } from "./lineage.ts";

const fight = lawFight(1);
const parent = rootLineage(
  "fight-1",
  parseLog(fight.text, { catalogue: registry.catalogue }).events,
);
const declared = fight.events.filter((e) => e.type === "Declared") as {
  seq: number;
  data: Input;
}[];
// A fighter's first single attack: the edits below replace it.
const attack = declared.find((d) => d.data.by.startsWith("战士") && d.data.decl.kind === "Attack")!;
const fighter = attack.data.by;
const hybrid = { mode: "hybrid", policy: () => attackNearest } as const;
const replacing = (decl: unknown, by = fighter): ForkEdit[] => [
  { kind: "replaceDeclaration", seq: attack.seq, with: { by, decl } },
];

function forkError(edits: readonly ForkEdit[]): ForkError {
  try {
    fork(parent, { at: attack.seq - 1, edits, continuation: hybrid });
  } catch (e) {
    if (e instanceof ForkError) return e;
    throw e;
  }
  throw new Error("expected a ForkError");
}

describe("fork: every edit is checked before anything is played on", () => {
  it("given an attack on a creature not in the fight, when forked, then the edit is refused naming the rule and the combatants", () => {
    const e = forkError(replacing({ kind: "Attack", target: "Nobody" }));
    expect(e.code).toBe("refused-edit");
    expect(e.field).toBe("edits[0]");
    expect(e.message).toContain(`the rules refuse ${fighter}'s Attack in round`);
    expect(e.message).toContain('no combatant "Nobody" (dnd35.attackAction)');
  });

  it("given the same edit and lenient, when forked in hybrid mode, then a policy's choice stands in for it, reported as refused", () => {
    const b = fork(parent, {
      at: attack.seq - 1,
      edits: replacing({ kind: "Attack", target: "Nobody" }),
      continuation: hybrid,
      lenient: true,
    });
    const first = b.report.substitutions[0]!;
    expect(first.parent?.seq).toBe(attack.seq);
    expect(first.reason).toMatchObject({
      kind: "illegal",
      violation: { rule: "dnd35.attackAction" },
    });
  });

  it("given a misspelt kind, then the error names decl.kind and the kind meant", () => {
    const e = forkError(replacing({ kind: "Atack", target: "x" }));
    expect(e.code).toBe("bad-edit");
    expect(e.message).toBe(
      'edits[0].with.decl.kind: no declaration kind "Atack" in dnd35; did you mean Attack?',
    );
  });

  it("given a field the declaration has not, then the error names that field", () => {
    const target = (attack.data.decl as { target: string }).target;
    const e = forkError(replacing({ kind: "Attack", target, reach: 10 }));
    expect(e.message).toBe("edits[0].with.decl.reach: not a field of Attack");
  });

  it("given a move to a square off the map, then the error names the square and the map", () => {
    const e = forkError(replacing({ kind: "Move", path: [{ x: -1, y: 0 }] }));
    expect(e.message).toMatch(/^edits\[0\]\.with\.decl\.path\[0\]: square \(-1,0\) is off the map/);
  });

  it("given an insert by a creature not in the fight, then the error names `by`", () => {
    const e = forkError([
      {
        kind: "insertDeclaration",
        before: attack.seq,
        declaration: { by: "nobody", decl: { kind: "EndTurn" } },
      },
    ]);
    expect(e.message).toMatch(/^edits\[0\]\.declaration\.by: no combatant "nobody"/);
  });

  it("given a forced die the branch never rolls, then the error names its key and the keys close to it", () => {
    const key = `${fighter}/atack/r1/#1`;
    const e = forkError([{ kind: "forceDie", key, faces: [20] }]);
    expect(e.field).toBe("edits[0].key");
    expect(e.message).toContain(
      `the branch never rolls die ${key}; did you mean ${fighter}/attack/r1/#1`,
    );
  });

  it("given a legal edit that derails the parent's later declarations, when forked in hybrid mode, then those are substitutions, not refused edits", () => {
    const derailing = declared
      .filter(
        (d) => d.seq > 1 && (d.data.decl.kind === "Attack" || d.data.decl.kind === "FullAttack"),
      )
      .map((d) =>
        fork(parent, {
          at: d.seq - 1,
          edits: [
            {
              kind: "replaceDeclaration",
              seq: d.seq,
              with: { by: d.data.by, decl: { kind: "TotalDefense" } },
            },
          ],
          continuation: hybrid,
        }),
      )
      .find((b) => b.report.substitutions.some((s) => s.reason.kind === "illegal"));
    expect(derailing).toBeDefined();
    expect(derailing!.report.stop).toBe("ended");
  });
});

describe("what-if: an edit the rules refuse is refused when the what-if is prepared", () => {
  const scenario = {
    parent,
    at: attack.seq - 1,
    edits: replacing({ kind: "Attack", target: "Nobody" }),
    policies: {},
    maxRounds: 20,
  };

  it("given the refused edit, when prepared, then a ForkError names the edit and the rule", () => {
    expect(() => prepare(scenario)).toThrow(
      /^edits\[0\]: the rules refuse .*\(dnd35\.attackAction\)/,
    );
  });

  it("given the refused edit and lenient, when prepared, then it is ready to run", () => {
    expect(prepare({ ...scenario, lenient: true }).point.at).toBe(attack.seq - 1);
  });
});
