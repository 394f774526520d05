import type { Language } from "@d20/core";
import type { Lineage } from "@d20/replay";
import type { ViewerData } from "../data.ts";
import { FightModel } from "./fightModel.ts";
import { readFight } from "./readFight.ts";

/**
 * The page's fights as models, each branch read on from its parent's lineage (a parent comes
 * before its branches in `data.fights`; one named later or missing leaves the branch unread,
 * with that said as its damage).
 */
export function openFights(data: ViewerData, lang: Language): FightModel[] {
  const lineages = new Map<string, Lineage>();
  return data.fights.map((f) => {
    const parent = f.parent === undefined ? undefined : lineages.get(f.parent);
    const read =
      "lineage" in f
        ? { name: f.name, lineage: f.lineage, raw: [] }
        : readFight(f.name, f.text, parent);
    if (read.lineage !== undefined) lineages.set(f.name, read.lineage);
    return new FightModel(read, lang);
  });
}
