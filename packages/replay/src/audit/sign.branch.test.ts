import { registry } from "@d20/core";
import { type ForkHeaderData, parseLog, serializeLog, type UnsealedEvent } from "@d20/events";
import { describe, expect, it } from "vitest";
import { branchLog, fork } from "../branch/fork.ts";
import { rootLineage } from "../branch/lineage.ts";
import { lawFight } from "../testing/dnd35/fights.ts";
import { generateSigningKeys, signLog } from "./sign.ts";
import { verify } from "./verify.ts";

const keys = generateSigningKeys();
const fight = lawFight(3);
const parent = rootLineage(
  "fight-3",
  parseLog(fight.text, { catalogue: registry.catalogue }).events,
);
const at = fight.events.find((e) => e.type === "Declared" && e.seq > 20)!.seq - 1;
const branch = fork(parent, { at, edits: [], continuation: { mode: "recorded" } });
const text = serializeLog(branchLog(branch)).text;
const signature = signLog(parseLog(text, { catalogue: registry.catalogue }).seal, keys.privateKey);
const signed = { publicKey: keys.publicKey, signature };
const lookup = (stream: string) => (stream === "fight-3" ? fight.text : undefined);

// The branch's ForkHeader rewritten to claim an edit it never had, and re-sealed: every later
// line still chains to the parent's hash, so only the seal can tell (issue "Trust", point 3).
const forged = serializeLog(
  parseLog(text, { catalogue: registry.catalogue }).events.map((e): UnsealedEvent => {
    if (e.type !== "ForkHeader") return e;
    const data = e.data as ForkHeaderData;
    const edits = [{ kind: "forceDie", key: "nobody/attack/r99/#1", faces: [20] }] as const;
    return { ...e, data: { ...data, edits } };
  }),
).text;

describe("a branch's signature covers its ForkHeader (issue Trust, point 3; DESIGN: Audit)", () => {
  it("given a signed branch, when audited with the key, then no findings", () => {
    expect(verify(text, { parent: lookup, signature: signed }).findings).toEqual([]);
  });

  it("given the branch's ForkHeader edits rewritten and re-sealed, when audited with the key, then a signature finding", () => {
    expect(parseLog(forged, { catalogue: registry.catalogue }).head).toBe(
      parseLog(text, { catalogue: registry.catalogue }).head,
    );
    const { findings } = verify(forged, { parent: lookup, signature: signed });
    expect(findings).toContainEqual(
      expect.objectContaining({
        kind: "signature",
        reason: expect.stringContaining("its ForkHeader and last hash"),
      }),
    );
  });

  it("given a root log, when sealed, then its seal is its last hash (old signatures still check)", () => {
    const { head, seal } = parseLog(fight.text, { catalogue: registry.catalogue });
    expect(seal).toBe(head);
  });
});
