import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadLog } from "../src/log/fightLog.ts";
import { Narrator } from "../src/narrate/narrator.ts";

const ROOT = join(import.meta.dirname, "../../..");
const GOLDENS = [
  join(ROOT, "examples/golden/battlefield-4v4.jsonl"),
  ...readdirSync(join(ROOT, "examples/golden/scenarios"))
    .filter((f) => f.endsWith(".jsonl"))
    .map((f) => join(ROOT, "examples/golden/scenarios", f)),
];

/** Each event's lines, by seq, in `lang`. */
function told(file: string, lang: "en" | "zh"): string[][] {
  const log = loadLog(readFileSync(file));
  const narrator = new Narrator(log.header, { lang });
  return log.events.map((e) => narrator.tell(e));
}

describe("a fight told in Chinese (--lang zh)", () => {
  for (const file of GOLDENS) {
    it(`given ${file.split("/").at(-1)}, when told in Chinese, then every event has as many lines as in English, indented alike, and the English is unchanged by the option`, () => {
      const english = told(file, "en");
      const chinese = told(file, "zh");
      const lead = (l: string) => l.length - l.trimStart().length;
      expect(chinese.map((ls) => ls.length)).toEqual(english.map((ls) => ls.length));
      expect(chinese.map((ls) => ls.map(lead))).toEqual(english.map((ls) => ls.map(lead)));
      const log = loadLog(readFileSync(file));
      const plain = new Narrator(log.header);
      expect(log.events.map((e) => plain.tell(e))).toEqual(english);
    });
  }
});
