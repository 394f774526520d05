import { describe, expect, it } from "vitest";
import { en } from "../../src/rulesets/dnd35/words/en.ts";
import { zh, zhTexts } from "../../src/rulesets/dnd35/words/zh/index.ts";
import type { Params } from "../../src/words/message.ts";
import { plainMessage } from "../../src/words/plain.ts";
import { renderMessage } from "../../src/words/render.ts";
import { violationSamples } from "./violationSamples.ts";

const CJK = /[\u4e00-\u9fff]/;

describe("dnd35's Chinese catalogue (seed 000, the seeds' language)", () => {
  it("given the English catalogue, then the Chinese one has exactly its ids, and every id written in Chinese is one of them", () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    const ids = new Set(Object.keys(en));
    expect(Object.keys(zhTexts).filter((id) => !ids.has(id))).toEqual([]);
    expect(Object.keys(zhTexts).length).toBeGreaterThan(0);
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
