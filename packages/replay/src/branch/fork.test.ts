import {
  attackNearest,
  type CombatantDeclaration,
  type CombatantSpec,
  type Input,
  registry,
  type ThreeXInput,
  violationText,
} from "@d20/core";
import { memoryStore, parseLog, serializeLog } from "@d20/events";
import { describe, expect, it } from "vitest";
import { interruptFight, lawFight } from "../testing/dnd35/fights.ts";
import { branchTree } from "./branchTree.ts";
import { branchLog, fork } from "./fork.ts";
import { ForkError } from "./forkError.ts";
import { forkStream } from "./forkStream.ts";
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
// A fighter's first single attack: the edits below replace it or fork around it.
const attack = declared.find((d) => d.data.by.startsWith("战士") && d.data.decl.kind === "Attack")!;
const lastSeq = fight.events.length;
const recorded = { mode: "recorded" } as const;

function forkError(f: () => unknown): ForkError {
  try {
    f();
  } catch (e) {
    if (e instanceof ForkError) return e;
    throw e;
  }
  throw new Error("expected a ForkError");
}

describe("fork: bad input is a ForkError naming what is wrong", () => {
  it("given `at` beyond the log, then the error names `at` and the parent's range", () => {
    const e = forkError(() => fork(parent, { at: lastSeq + 1, continuation: recorded }));
    expect(e.code).toBe("at-out-of-range");
    expect(e.message).toBe(`at: ${lastSeq + 1} is not a seq of "fight-1" (0..${lastSeq})`);
  });

  it("given an edit naming a seq that is not a declaration, then the error names the edit and the event there", () => {
    const e = forkError(() =>
      fork(parent, {
        at: 0,
        edits: [{ kind: "dropDeclaration", seq: attack.seq + 1 }],
        continuation: recorded,
      }),
    );
    expect(e.code).toBe("edit-target");
    expect(e.field).toBe("edits[0].seq");
    expect(e.message).toMatch(/is a \w+, not a declaration to edit/);
  });

  it("given an edit at or before the fork point, then the error says so", () => {
    const e = forkError(() =>
      fork(parent, {
        at: attack.seq,
        edits: [{ kind: "dropDeclaration", seq: attack.seq }],
        continuation: recorded,
      }),
    );
    expect(e.message).toBe(
      `edits[0].seq: seq ${attack.seq} is at or before the fork point ${attack.seq}`,
    );
  });

  it("given a replacement by another combatant, then the error names both", () => {
    const e = forkError(() =>
      fork(parent, {
        at: 0,
        edits: [
          {
            kind: "replaceDeclaration",
            seq: attack.seq,
            with: { by: "强盗-1", decl: { kind: "EndTurn" } },
          },
        ],
        continuation: recorded,
      }),
    );
    expect(e.field).toBe("edits[0].with.by");
  });

  it("given an unknown parent stream, when forked in a store, then the error names it", async () => {
    const store = memoryStore({ catalogue: registry.catalogue });
    await expect(
      forkStream(store, "nobody", "child", { at: 1, continuation: recorded }),
    ).rejects.toThrow('parent: no stream "nobody" in the store');
  });
});

describe("fork: continuations", () => {
  const replaced = (decl: Input["decl"]) => ({
    at: attack.seq - 1,
    edits: [
      { kind: "replaceDeclaration" as const, seq: attack.seq, with: { by: attack.data.by, decl } },
    ],
  });

  it("given total defense instead of an attack (dnd35 全力防御), when continued as recorded, then it plays the new declaration", () => {
    const b = fork(parent, { ...replaced({ kind: "TotalDefense" }), continuation: recorded });
    expect(b.events[0]).toMatchObject({
      type: "Declared",
      data: { decl: { kind: "TotalDefense" } },
    });
    expect(["ended", "misfit"]).toContain(b.report.stop);
  });

  // The first attack in the fight whose replacement by total defense derails the recorded
  // declarations later on (a foe that should have died still acts, or a target is gone).
  const derailing = declared
    .filter((d) => d.data.decl.kind === "Attack" || d.data.decl.kind === "FullAttack")
    .map((d) => ({
      d,
      request: {
        at: d.seq - 1,
        edits: [
          {
            kind: "replaceDeclaration" as const,
            seq: d.seq,
            with: { by: d.data.by, decl: { kind: "TotalDefense" as const } },
          },
        ],
      },
    }))
    .find(
      ({ request }) =>
        fork(parent, { ...request, continuation: recorded }).report.stop === "misfit",
    )!;

  it("given an attack replaced by total defense that changes the fight, when continued as recorded, then it stops at the first parent declaration that no longer fits and says why", () => {
    const b = fork(parent, { ...derailing.request, continuation: recorded });
    const misfit = b.report.misfit!;
    expect(misfit.round).toBeGreaterThanOrEqual(1);
    expect(misfit.ordinal).toBeGreaterThanOrEqual(1);
    if (misfit.reason.kind === "illegal") {
      expect(misfit.parent?.input.by).toBe(misfit.actor);
      expect(violationText(misfit.reason.violation, undefined)).not.toBe("");
    }
    expect(b.report.unused.length).toBeGreaterThan(0);
  });

  it("given the same edit, when continued as hybrid, then the fight ends and every policy substitution is reported with its reason", () => {
    const b = fork(parent, {
      ...derailing.request,
      continuation: { mode: "hybrid", policy: () => attackNearest },
    });
    expect(b.report.stop).toBe("ended");
    expect(b.report.substitutions.length).toBeGreaterThan(0);
    for (const s of b.report.substitutions) {
      const e = b.events.find((x) => x.seq === s.seq);
      expect(e).toMatchObject({ type: "Declared", data: s.input });
      expect(["illegal", "notInParent"]).toContain(s.reason.kind);
    }
  });

  it("given the same edit, when continued by policy, then only the edit comes from the parent", () => {
    const b = fork(parent, {
      ...replaced({ kind: "TotalDefense" }),
      continuation: { mode: "policy", policy: () => attackNearest },
    });
    expect(b.report.stop).toBe("ended");
    expect(b.report.unused.length).toBe(declared.filter((d) => d.seq > attack.seq).length);
  });

  it("given stop, then the branch plays the edited declaration and stops before the next one", () => {
    const b = fork(parent, {
      ...replaced({ kind: "TotalDefense" }),
      continuation: { mode: "stop" },
    });
    expect(b.report.stop).toBe("stopped");
    expect(b.events.filter((e) => e.type === "Declared")).toHaveLength(1);
  });

  it("given a forced die, when continued as recorded, then that die has the forced faces and origin", () => {
    const die = fight.events.find((e) => e.type === "DiceRolled" && e.seq > attack.seq)!;
    const key = (die.data as { key: string }).key;
    const b = fork(parent, {
      at: attack.seq - 1,
      edits: [{ kind: "forceDie", key, faces: [20] }],
      continuation: { mode: "hybrid", policy: () => attackNearest },
    });
    const forced = b.events.find((e) => e.type === "DiceRolled" && e.data.key === key);
    expect(forced?.data).toMatchObject({ faces: [20], origin: "forced" });
  });
});

describe("branch tree", () => {
  it("given a branch of a branch in a store, then the tree lists them under their root with their fork points", async () => {
    const store = memoryStore({ catalogue: registry.catalogue });
    await store.append(
      "root",
      parseLog(fight.text, { catalogue: registry.catalogue }).events as never,
      0,
    );
    await forkStream(store, "root", "a", { at: 20, continuation: recorded });
    await forkStream(store, "a", "a1", {
      at: 30,
      continuation: { mode: "policy", policy: () => attackNearest },
    });
    await forkStream(store, "root", "b", { at: 5, continuation: { mode: "stop" } });
    const tree = await branchTree(store);
    const shape = (n: (typeof tree)[number]): unknown => ({
      stream: n.stream,
      at: n.at,
      children: n.children.map(shape),
    });
    expect(tree.map(shape)).toEqual([
      {
        stream: "root",
        at: undefined,
        children: [
          { stream: "a", at: 20, children: [{ stream: "a1", at: 30, children: [] }] },
          { stream: "b", at: 5, children: [] },
        ],
      },
    ]);
  });
});

describe("fork: a window the parent never had (dnd35 借机攻击ATTACKS OF OPPORTUNITY)", () => {
  it("given a melee attack replaced by a javelin thrown in melee, when continued hybrid, then the new window's answer is a policy substitution and the parent's turn declarations are still reused", () => {
    // The first melee attack whose replacement by a throw opens a window in the branch. Only a
    // weapon in hand is thrown (seed 000 拔出或者收回武器): the attacker first drops the weapon it
    // holds (a free action, 丢掉物品) and draws its javelin (a move action).
    const roster = fight.header.roster as readonly CombatantSpec[];
    const held = (id: string) => roster.find((c) => c.id === id)!.weapons[0]!.id;
    // Its turn's first declaration, so that the drop, the draw and the throw all fit the turn.
    const firstOfTurn = (d: (typeof declared)[number]) => {
      const start = fight.events.findLast((e) => e.type === "TurnStarted" && e.seq < d.seq)!.seq;
      return !declared.some((x) => x.data.by === d.data.by && x.seq > start && x.seq < d.seq);
    };
    const found = declared
      .filter(
        (d) =>
          d.data.decl.kind === "Attack" &&
          (d.data.decl as { weapon?: string }).weapon === undefined &&
          firstOfTurn(d),
      )
      .map((d) => {
        const decl = d.data.decl as Extract<CombatantDeclaration, { kind: "Attack" }>;
        const by = d.data.by;
        const drop: ThreeXInput = {
          by,
          decl: { kind: "FreeAction", action: "DropItem", item: held(by) },
        };
        const draw: ThreeXInput = {
          by,
          decl: { kind: "Activity", activity: "DrawWeapon", item: "javelin" },
        };
        const throwIt: Input = { by, decl: { ...decl, weapon: "javelin" } } as Input;
        try {
          const b = fork(parent, {
            at: d.seq - 1,
            edits: [
              { kind: "insertDeclaration", before: d.seq, declaration: drop },
              { kind: "insertDeclaration", before: d.seq, declaration: draw },
              { kind: "replaceDeclaration", seq: d.seq, with: throwIt },
            ],
            continuation: { mode: "hybrid", policy: () => attackNearest },
          });
          // The branch's first window is the throw's (drawing and dropping do not provoke).
          const first = b.events.find((e) => e.type === "WindowOpened");
          return first?.data.trigger === "rangedAttack" && first.data.provoker === by
            ? b
            : undefined;
        } catch {
          return undefined;
        }
      })
      .find((b) => b !== undefined);
    expect(found, "some throw in melee provokes").toBeDefined();
    const answers = found!.report.substitutions.filter((s) => s.actor.endsWith("/window"));
    expect(answers.length).toBeGreaterThan(0);
    expect(answers[0]?.reason.kind).toBe("notInParent");
    expect(answers[0]?.input.decl.kind).toBe("Respond");
  });
});

describe("fork: a parent its driver ended at a round limit", () => {
  it("given a fight ended when round 12 was over (FightEnded roundLimit), when forked with no edits and continued as recorded, then the branch ends there too, repeating the parent's lines to the last", () => {
    const capped = interruptFight(0);
    const last = capped.events[capped.events.length - 1]!;
    expect(last).toMatchObject({ type: "FightEnded", data: { roundLimit: 12 } });
    const lines = (text: string) => text.split("\n").filter((l) => l !== "");
    const at = Math.floor(capped.events.length / 2);
    const branch = fork(
      rootLineage("capped", parseLog(capped.text, { catalogue: registry.catalogue }).events),
      {
        at,
        continuation: recorded,
      },
    );
    expect(branch.report.stop).toBe("ended");
    expect(lines(serializeLog(branchLog(branch)).text).slice(1)).toEqual(
      lines(capped.text).slice(at + 1),
    );
  });
});
