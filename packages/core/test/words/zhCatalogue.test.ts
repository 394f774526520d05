import { describe, expect, it } from "vitest";
import { en } from "../../src/rulesets/dnd35/words/en.ts";
import { zh, zhTexts } from "../../src/rulesets/dnd35/words/zh/index.ts";
import type { Params } from "../../src/words/message.ts";
import { plainMessage } from "../../src/words/plain.ts";
import { renderMessage } from "../../src/words/render.ts";
import { violationSamples } from "./violationSamples.ts";

const CJK = /[\u4e00-\u9fff]/;

describe("dnd35's Chinese catalogue (seed 000, the seeds' language)", () => {
  it("given the English catalogue, then every one of its ids is written in Chinese, and no other", () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(zhTexts).sort()).toEqual(Object.keys(en).sort());
  });

  it("given sample parameters for every refusal written in Chinese, when rendered, then each reads in Chinese words of its own, never in plain words or English", () => {
    const samples = violationSamples as Readonly<Record<string, readonly [Params?]>>;
    for (const [id, [params = {}]] of Object.entries(samples)) {
      if (!(id in zhTexts)) continue;
      const m = { id, params };
      const text = renderMessage(m, zh);
      const english = renderMessage(m, en);
      expect(text, id).not.toBe(plainMessage(m));
      // An entry that only passes its parameters on (`<reason>`) has no words of its own.
      if (/[A-Za-z]/.test(english.replace(/<[^>]*>/g, ""))) {
        expect(text, id).not.toBe(english);
        expect(text, id).toMatch(CJK);
      }
      expect(text, id).not.toMatch(/undefined|\[object|dnd35:/);
    }
  });
});
