import type { TableVocabulary } from "../../../engine/tableVocabulary.ts";
import { dnd35ClaimFacts } from "./claimFacts.ts";
import { dnd35DeclarationWords } from "./declarationWords.ts";
import { dnd35GmWords } from "./gmWords.ts";
import { dnd35Templates } from "./templates.ts";

/**
 * dnd35's table-log vocabulary (packages/replay/src/table/FORMAT.md): every declaration kind,
 * the GM words, the injury states of seed 000 受伤和死亡INJURY AND DEATH, where claims land in
 * its facts, and the templates.
 */
export const dnd35Table: TableVocabulary = {
  declarations: dnd35DeclarationWords,
  endTurn: { kind: "EndTurn" },
  gm: dnd35GmWords,
  states: ["ok", "disabled", "dying", "stable", "dead"],
  claims: dnd35ClaimFacts,
  templates: dnd35Templates,
};
