import { describe, expect, it } from "vitest";
import { codecCatalogue } from "../catalogue/catalogue.ts";
import { codecLogCatalogue, logCatalogue } from "../catalogue/logCatalogue.ts";
import { LineReader } from "./lineReader.ts";
import { parseLog } from "./parseLog.ts";
import { serializeLog } from "./serializeLog.ts";
import { fixtureEvents } from "./testLog.ts";
import { verifyChain } from "./verifyChain.ts";

const log = serializeLog(fixtureEvents()).text;
const lines = log.split("\n").slice(0, -1);
const rejoin = (ls: string[]) => `${ls.join("\n")}\n`;
const reason = (text: string | Uint8Array) => {
  try {
    parseLog(text, { file: "fight.jsonl" });
  } catch (e) {
    return (e as Error).message;
  }
  return "accepted";
};

describe("JSONL codec (DESIGN: The log)", () => {
  it("writes the envelope in canonical key order with hash last", () => {
    expect(lines[1]).toMatch(/^\{"seq":1,"type":"DiceRolled","v":2,"data":\{"expr":"1d20",/);
    expect(lines[2]).toMatch(/"cause":1,"prev":"[0-9a-f]{64}","hash":"[0-9a-f]{64}"\}$/);
  });

  it("given a header whose players name a kind of player there is none of, when read, then it is refused naming the field", () => {
    const [header] = fixtureEvents(1);
    const data = { ...(header!.data as object), players: { 战士: { by: "robot" } } };
    const bad = serializeLog([{ ...header!, data } as never]);
    expect(() => parseLog(bad.text, { file: "f.jsonl" })).toThrow(/data\.players\.战士\.by/);
  });

  it("reads back what it wrote, Chinese names included, and re-serializes byte for byte", () => {
    const parsed = parseLog(log);
    expect(serializeLog(parsed.events).text).toBe(log);
    expect(JSON.stringify(parsed.events[0]?.data)).toContain("战士·李");
  });

  it("given a writer's read-back, when the hash it sealed is not the line's, then the line is refused (issue 25: no second digest)", () => {
    const reader = new LineReader(codecLogCatalogue);
    const sealed = parseLog(log).events;
    expect(reader.read(lines[0]!, sealed[0]!.hash).seq).toBe(0);
    expect(() => reader.read(lines[1]!, sealed[2]!.hash)).toThrow(
      /:2: hash: does not match the line's bytes/,
    );
  });

  it("rejects malformed JSON naming file and line", () => {
    expect(reason(rejoin([lines[0]!, "{not json", ...lines.slice(2)]))).toMatch(
      /^fight\.jsonl:2: malformed JSON/,
    );
  });

  it("rejects a skipped seq", () => {
    expect(reason(rejoin([lines[0]!, lines[2]!]))).toMatch(/fight\.jsonl:2: (seq|prev):/);
  });

  it("rejects a header that is not the first line", () => {
    expect(reason(rejoin([lines[1]!]))).toBe(
      "fight.jsonl:1: type: the first line must be a Header or ForkHeader",
    );
    expect(reason(rejoin([lines[0]!, lines[0]!]))).toBe(
      "fight.jsonl:2: type: Header may only be the first line",
    );
  });

  it("rejects an unknown type or version", () => {
    const unknown = new Map(codecCatalogue);
    unknown.delete("DiceRolled");
    expect(() => parseLog(log, { catalogue: logCatalogue(unknown, new Map()) })).toThrow(
      /:2: type: unknown event type "DiceRolled"/,
    );
    const older = new Map(codecCatalogue);
    older.set("DiceRolled", { current: 1, upcasters: {} });
    expect(() => parseLog(log, { catalogue: logCatalogue(older, new Map()) })).toThrow(
      /:2: v: DiceRolled has no version 2/,
    );
  });

  it("rejects a broken chain and names the seq", () => {
    const tampered = serializeLog(
      fixtureEvents().map((e) => (e.seq === 3 ? { ...e, cause: 1 } : e)),
    ).text.split("\n");
    const spliced = rejoin([...lines.slice(0, 3), tampered[3]!, ...lines.slice(4)]);
    const verdict = verifyChain(spliced);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect([verdict.seq, verdict.line]).toEqual([4, 5]);
  });

  it("rejects a torn last line", () => {
    expect(reason(log.slice(0, -20))).toMatch(/fight\.jsonl:\d+: the last line has no newline/);
  });

  it("rejects invalid UTF-8 naming its line", () => {
    const bytes = Buffer.from(log, "utf8");
    const at = bytes.indexOf(Buffer.from("战士·李", "utf8"));
    bytes[at] = 0xff;
    expect(reason(bytes)).toBe("fight.jsonl:1: invalid UTF-8");
  });
});
