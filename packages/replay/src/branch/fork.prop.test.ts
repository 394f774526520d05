import { answerIfAsked, type CombatState, type Input, registry } from "@d20/core";
import { type DiceRolledData, memoryStore, parseLog, serializeLog } from "@d20/events";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lawFight, type PlayedFight } from "../testing/dnd35/fights.ts";
import { branchLog, fork } from "./fork.ts";
import { forkStream } from "./forkStream.ts";
import { rootLineage } from "./lineage.ts";
import { readLineage } from "./readLineage.ts";

// Law fights are costly to play: play a few once and let the properties pick among them.
const fights: PlayedFight[] = Array.from({ length: 6 }, (_, i) => lawFight(i));
const lineage = (f: PlayedFight) =>
  rootLineage("parent", parseLog(f.text, { catalogue: registry.catalogue }).events);
const lines = (text: string) => text.split("\n").filter((l) => l !== "");

const fightAndSeq = fc
  .integer({ min: 0, max: fights.length - 1 })
  .chain((i) =>
    fc.record({ i: fc.constant(i), at: fc.integer({ min: 0, max: fights[i]!.events.length }) }),
  );

describe("fork laws", () => {
  it("given any fight and seq, when forked with no edits and recorded continuation, then the branch repeats the parent's lines after the fork point byte for byte", () => {
    fc.assert(
      fc.property(fightAndSeq, ({ i, at }) => {
        const parent = fights[i]!;
        const branch = fork(lineage(parent), { at, continuation: { mode: "recorded" } });
        expect(branch.report.stop).toBe("ended");
        const ours = lines(serializeLog(branchLog(branch)).text).slice(1);
        expect(ours).toEqual(lines(parent.text).slice(at + 1));
      }),
      { numRuns: 40 },
    );
  });

  it("given a stored parent, when it is forked with edits (and the branch forked again), then the parent's stored bytes are unchanged", async () => {
    await fc.assert(
      fc.asyncProperty(fightAndSeq, fc.integer({ min: 1, max: 20 }), async ({ i, at }, step) => {
        const parent = fights[i]!;
        const store = memoryStore({ catalogue: registry.catalogue });
        await store.append(
          "parent",
          parseLog(parent.text, { catalogue: registry.catalogue }).events as never,
          0,
        );
        const before = serializeLog(await store.read("parent")).text;
        const first = declarationAfter(parent, at);
        const edits =
          first === undefined
            ? []
            : [{ kind: "replaceDeclaration" as const, seq: first.seq, with: endTurn(first) }];
        // End every turn at once; in a window the branch never had, decline or take as policies do.
        const policy = () => (state: CombatState, actor: string) =>
          answerIfAsked(state, actor) ?? { kind: "EndTurn" as const };
        await forkStream(store, "parent", "child", {
          at,
          edits,
          continuation: { mode: "hybrid", policy },
        });
        const childLast = (await store.info("child")).nextSeq - 1;
        const at2 = Math.min(childLast, at + step);
        if (at2 > at) {
          await forkStream(store, "child", "grandchild", {
            at: at2,
            continuation: { mode: "recorded" },
          });
          const grand = await readLineage(store, "grandchild");
          const child = await readLineage(store, "child");
          expect(grand.events.slice(0, at2)).toEqual(child.events.slice(0, at2));
        }
        expect(serializeLog(await store.read("parent")).text).toBe(before);
        expect(serializeLog(await store.read("parent")).text).toBe(parent.text);
      }),
      { numRuns: 15 },
    );
  });

  // "Unchanged" is read die by die: a changed declaration changes which dice are rolled at all
  // (a foe that lives on rolls dice the parent never had, one that dies sooner rolls fewer), so
  // the law speaks of the dice both logs hold under one key and one expression — and those, if
  // they are another combatant's or this one's in a later round, must show the same faces (as
  // many as both rolled).
  // The branch's dice are seeded afresh (the parent's are all seeded), not copied from it.
  it("given a combatant's declaration replaced in round R, then every die shared with the parent that is keyed to another combatant, or to that one in a later round, is unchanged", () => {
    let compared = 0;
    fc.assert(
      fc.property(fightAndSeq, ({ i, at }) => {
        const parent = fights[i]!;
        const first = openingDeclarationAfter(parent, at);
        if (first === undefined || first.data.by === "gm") return;
        const round = roundAt(parent, first.seq);
        // End every turn at once; in a window the branch never had, decline or take as policies do.
        const policy = () => (state: CombatState, actor: string) =>
          answerIfAsked(state, actor) ?? { kind: "EndTurn" as const };
        const branch = fork(lineage(parent), {
          at: first.seq - 1,
          edits: [{ kind: "replaceDeclaration", seq: first.seq, with: defend(first) }],
          continuation: { mode: "hybrid", policy },
        });
        const theirs = diceByKey(parent.events.slice(first.seq - 1));
        for (const die of diceOf(branch.events)) {
          const [who, , r] = die.key.split("/");
          const protectedDie = who !== first.data.by || Number(r!.slice(1)) > round;
          const old = theirs.get(die.key);
          if (!protectedDie || old === undefined || old.expr !== die.expr) continue;
          // Face by face: a face depends on seed, key and its index alone, and the same key may
          // be rolled more times in one log (a threat confirmed there only: ×2 damage).
          const n = Math.min(die.faces.length, old.faces.length);
          expect(die.faces.slice(0, n)).toEqual(old.faces.slice(0, n));
          compared++;
        }
      }),
      { numRuns: 40 },
    );
    expect(compared).toBeGreaterThan(0);
  });
});

type Declared = { seq: number; data: Input };

// The first declaration made on a turn after `at`: an answer in a window (a Respond, a Choose)
// can only be replaced by another answer, and these laws replace it with a turn's declaration.
const answers = registry.get("dnd35")!.answerKinds;
function declarationAfter(f: PlayedFight, at: number): Declared | undefined {
  const e = f.events.find(
    (x) => x.seq > at && x.type === "Declared" && !answers.has((x.data as Input).decl.kind),
  );
  return e as Declared | undefined;
}

// The declaration that opens a turn after `at`: total defense is a standard action, refused
// once the turn has spent its standard action (dnd35.actionTypes), and legal as a turn's first.
function openingDeclarationAfter(f: PlayedFight, at: number): Declared | undefined {
  let opening = false;
  for (const e of f.events) {
    if (e.type === "TurnStarted") opening = true;
    else if (e.type === "Declared" && !answers.has((e.data as Input).decl.kind)) {
      if (opening && e.seq > at) return e as Declared;
      opening = false;
    }
  }
  return undefined;
}

function roundAt(f: PlayedFight, seq: number): number {
  let round = 0;
  for (const e of f.events) {
    if (e.seq >= seq) break;
    if (e.type === "RoundStarted") round = e.data.round;
  }
  return round;
}

const endTurn = (d: Declared): Input =>
  d.data.by === "gm" ? d.data : { by: d.data.by, decl: { kind: "EndTurn" } };
const defend = (d: Declared): Input => ({ by: d.data.by, decl: { kind: "TotalDefense" } });

function diceOf(events: readonly { type: string; data: unknown }[]): DiceRolledData[] {
  return events.flatMap((e) => (e.type === "DiceRolled" ? [e.data as DiceRolledData] : []));
}
function diceByKey(events: readonly { type: string; data: unknown }[]) {
  return new Map(diceOf(events).map((d) => [d.key, d]));
}
