import { describe, expect, it } from "vitest";
import { meantEvent } from "./meantEvent.ts";

const log = [
  '{"seq":0,"type":"Header","data":{}}',
  '{"seq":1,"type":"RoundStarted","data":{"round":1}}',
  '{"seq":2,"type":"RoundStarted","data":{"round":2}}',
  '{"seq":3,"type":"DamageDealt","data":{"amount":9,"source":"Bram","target":"Ysolde"}}',
  "not json",
].join("\n");

describe("what a damaged line was meant to be (issue Table workflows: audit results a person reads)", () => {
  it("given a changed line that still parses, then its type, seq, actor and the round it fell in", () => {
    expect(meantEvent(log, 4)).toEqual({ type: "DamageDealt", seq: 3, actor: "Bram", round: 2 });
  });

  it("given a declaration, then its actor is who declared it; before any round, no round", () => {
    const text = '{"seq":0,"type":"Header"}\n{"seq":1,"type":"Declared","data":{"by":"gm"}}';
    expect(meantEvent(new TextEncoder().encode(text), 2)).toEqual({
      type: "Declared",
      seq: 1,
      actor: "gm",
    });
  });

  it("given a line that is not JSON, then nothing is claimed for it", () => {
    expect(meantEvent(log, 5)).toBeUndefined();
  });
});
